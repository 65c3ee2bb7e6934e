import Foundation
import ParleyIntents
import ParleyMatcher

/// A parameter's title as the conversation says it inside a sentence: lowercased but for
/// acronyms ("PIN"), with whether it names several things ("Days until next watering", "Extra
/// Shots"), so that questions and messages read as a person would say them.
struct TitleWording {
  /// The title as written, trimmed.
  let title: String
  /// The title inside a sentence: "days until next watering", "PIN code".
  let spoken: String
  /// Whether the title names several things, so that it takes "are" and "how many".
  let isPlural: Bool

  init(_ title: String) {
    self.title = title.trimmingCharacters(in: .whitespaces)
    let words = self.title.split(separator: " ").map(String.init)
    spoken = words.map(Self.spokenWord).joined(separator: " ")
    isPlural = Self.headIsPlural(words.map { $0.lowercased() })
  }

  /// Whether the title is already a question, to be asked as it is.
  var isQuestion: Bool { title.hasSuffix("?") }

  /// "the days until next watering", "the size".
  var withThe: String { "the \(spoken)" }

  /// One thing the title names: "a size", "an activity", "one of the extras".
  var oneOf: String { isPlural ? "one of the \(spoken)" : withArticle(spoken) }

  /// "is" or "are", as the title agrees.
  var be: String { isPlural ? "are" : "is" }

  /// "has" or "have", as the title agrees.
  var have: String { isPlural ? "have" : "has" }

  /// A count of the things a plural title names, as a sentence says it: "1 extra shot", "2
  /// extra shots", "no extra shots", "1 day until next watering"; `nil` when the title names
  /// no things to count ("Quantity", "Temperature").
  func counted(_ count: Int) -> String? {
    guard isPlural, count >= 0 else { return nil }
    guard count == 1 else { return "\(count == 0 ? "no" : String(count)) \(spoken)" }
    var words = spoken.split(separator: " ").map(String.init)
    let head = words.prefix { !Lexicon.headConnectives.contains($0.lowercased()) }.count
    guard head > 0 else { return nil }
    words[head - 1] = Inflection.singular(of: words[head - 1])
    return "1 " + words.joined(separator: " ")
  }

  /// What a title asks for a number: "How many days until next watering?" for a count of
  /// things ("Days until …", "Extra Shots", "Number of cups"), "How much sugar?" for "Amount
  /// of sugar"; `nil` when the title names one quantity ("Length", "Amount").
  var numberQuestion: String? {
    let lower = spoken.lowercased()
    for (opening, question) in [
      ("number of ", "How many"), ("count of ", "How many"), ("amount of ", "How much"),
      ("quantity of ", "How much"),
    ] where lower.hasPrefix(opening) && lower.count > opening.count {
      return "\(question) \(spoken.dropFirst(opening.count))?"
    }
    return isPlural ? "How many \(spoken)?" : nil
  }

  /// A word as a sentence says it: lowercased, unless it is an acronym ("PIN", "ID") or has
  /// capitals after its first letter ("iPhone", "McDonald").
  private static func spokenWord(_ word: String) -> String {
    let letters = word.filter(\.isLetter)
    if letters.count > 1, letters.allSatisfy(\.isUppercase) { return word }
    // Each part of a hyphenated word is a word: "To-Dos" is "to-dos", "iPhone-Case" keeps its
    // "iPhone".
    guard !word.contains("-") else {
      return word.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        .map(spokenWord).joined(separator: "-")
    }
    if word.dropFirst().contains(where: \.isUppercase) { return word }
    return word.lowercased()
  }

  /// Whether the noun heading `words` is plural: the last word before a connective ("days"
  /// in "Days until next watering", "shots" in "Extra Shots"), or its first word when the
  /// last one describes it ("Hours slept").
  private static func headIsPlural(_ words: [String]) -> Bool {
    let head = Array(words.prefix { !Lexicon.headConnectives.contains($0) })
    guard let last = head.last else { return false }
    if isPluralNoun(last) { return true }
    let describes =
      last.hasSuffix("ed") || last.hasSuffix("ing") || Lexicon.irregularParticiples.contains(last)
    return describes && head.count > 1 && isPluralNoun(head[0])
  }

  /// Whether `word` looks like a plural noun: "days", "shots", "servings", but not "status",
  /// "glass", "analysis" or "news".
  private static func isPluralNoun(_ word: String) -> Bool {
    // A hyphenated noun is as plural as its last part: "to-dos", "follow-ups".
    let word = word.split(separator: "-").last.map(String.init) ?? word
    guard word.count > 2, word.hasSuffix("s"), word.allSatisfy(\.isLetter) else { return false }
    return !Lexicon.singularEndings.contains { word.hasSuffix($0) }
  }
}

extension AnyIntentParameter {
  /// The parameter's title as sentences say it, its name when it has no title.
  var titleWording: TitleWording {
    TitleWording(title.isEmpty ? name : title)
  }
}

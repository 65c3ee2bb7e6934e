import Foundation

/// An app prepared for matching: the stems of its name and synonyms, and its negative phrases.
struct CompiledApp: Sendable {
  /// One way of saying the app's name.
  struct Name: Sendable {
    /// The name as written in the catalog, or its words joined into one.
    let text: String
    /// Its words as a request says them, folded, in order.
    let words: [String]
    /// Its term ids, in order.
    let terms: [Int32]
    /// Whether it is a name of several words joined into one ("soupshop"): it names the app
    /// when said, and is no word of the app's phrases.
    var isJoined = false
  }

  /// The app's name in the catalog.
  let label: String
  /// The name and its synonyms.
  let names: [Name]
  /// Each negative phrase as the stems of its meaningful (non-filler) words.
  let negativePhrases: [[String]]

  /// Prepares `app`, interning the stems of its names into `terms`.
  init(_ app: MatcherApp, terms: inout TermTable) {
    label = app.name
    let spoken = [app.name] + app.synonyms
    var names: [Name] = []
    for text in spoken {
      let tokens = Tokenizer.tokens(text)
      guard !tokens.isEmpty else { continue }
      names.append(
        Name(
          text: text, words: tokens.map(\.word), terms: tokens.map { terms.intern($0.stem) }))
      // A name of several words is also typed, or heard, as one: "soupshop" for Soup Shop.
      if tokens.count > 1, let joined = Tokenizer.tokens(tokens.map(\.word).joined()).first {
        names.append(
          Name(
            text: joined.word, words: [joined.word], terms: [terms.intern(joined.stem)],
            isJoined: true))
      }
    }
    self.names = names
    var negatives: [[String]] = []
    for phrase in app.negativePhrases {
      let variants =
        phrase.contains("${applicationName}")
        ? spoken.map { phrase.replacingOccurrences(of: "${applicationName}", with: $0) }
          + [Self.withoutAppName(phrase)]
        : [phrase]
      for variant in variants {
        let stems = Tokenizer.tokens(variant).filter { !$0.isFiller }.map(\.stem)
        if !stems.isEmpty { negatives.append(stems) }
      }
    }
    negativePhrases = negatives
  }

  /// A negative phrase without its app name and the word that leads into it ("Cancel my order
  /// in ${applicationName}" → "Cancel my order"): said without the app name, it still must not
  /// reach the app.
  static func withoutAppName(_ phrase: String) -> String {
    let words = phrase.split(separator: " ").map(String.init)
    var kept: [String] = []
    for word in words {
      if word.contains("${applicationName}") {
        if let last = kept.last, Lexicon.appNameLeadIns.contains(last.lowercased()) {
          kept.removeLast()
        }
        continue
      }
      kept.append(word)
    }
    return kept.joined(separator: " ")
  }

  /// Whether the stems of an utterance's meaningful (non-filler) words, `said`, say one of the
  /// negative phrases: every meaningful word of the phrase is
  /// there, in order, and at most one other meaningful word.
  func isNegative(saying said: [String]) -> Bool {
    negativePhrases.contains { phrase in
      var position = 0
      for stem in said where position < phrase.count && stem == phrase[position] {
        position += 1
      }
      return position == phrase.count && said.count <= phrase.count + 1
    }
  }
}

import Foundation

/// Text as a recogniser's language model and dictionary spell it: lower-case words of letters
/// and inner apostrophes, diacritics folded, numbers and times said in words.
///
/// ```swift
/// SpeechText.words("Order a Caffè Latte at 8:30, please!")
/// // ["order", "a", "caffe", "latte", "at", "eight", "thirty", "please"]
/// ```
public enum SpeechText {
  /// The words of `text`, as a recogniser would hear them said.
  public static func words(_ text: String) -> [String] {
    let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
      .lowercased()
      .replacingOccurrences(of: "’", with: "'")
      .replacingOccurrences(of: "&", with: " and ")
    var words: [String] = []
    var current = ""
    func flush() {
      let word = current.trimmingCharacters(in: CharacterSet(charactersIn: "'"))
      current = ""
      guard !word.isEmpty else { return }
      if word.allSatisfy(\.isNumber), let number = Int(word) {
        words += spoken(number)
      } else {
        words.append(word)
      }
    }
    var previous: Character = " "
    for character in folded {
      if character.isLetter, character.isASCII {
        if previous.isNumber { flush() }
        current.append(character)
      } else if character.isNumber, character.isASCII {
        if previous.isLetter { flush() }
        current.append(character)
      } else if character == "'", previous.isLetter {
        current.append(character)
      } else {
        flush()
      }
      previous = character
    }
    flush()
    return words
  }

  /// A whole number said in words: 8 is "eight", 30 "thirty", 1250 "one thousand two
  /// hundred fifty"; a number past 999,999 is said digit by digit.
  public static func spoken(_ number: Int) -> [String] {
    guard number < 1_000_000 else {
      return String(number).compactMap { $0.wholeNumberValue }.flatMap { spoken($0) }
    }
    if number < 100 {
      return SpokenNumbers.words(for: number).split(separator: " ").map(String.init)
    }
    if number < 1000 {
      let rest = number % 100
      return spoken(number / 100) + ["hundred"] + (rest == 0 ? [] : spoken(rest))
    }
    let rest = number % 1000
    return spoken(number / 1000) + ["thousand"] + (rest == 0 ? [] : spoken(rest))
  }
}

import Foundation

/// How a line is split into the words the conversation reads it by.
extension Conversation {
  /// The lower-case words of `text`, without punctuation.
  package static func words(of text: String) -> [String] {
    text.lowercased().split(whereSeparator: separatesWords).map(String.init)
  }

  /// Whether `character` stands between words rather than in one: a word is letters, digits
  /// and apostrophes.
  static func separatesWords(_ character: Character) -> Bool {
    !character.isLetter && !character.isNumber && character != "'"
  }

  /// One word of a line in lower case, without the punctuation around it: "actually" for
  /// "Actually,".
  static func bare(_ word: String) -> String {
    word.lowercased().trimmingCharacters(in: .punctuationCharacters)
  }
}

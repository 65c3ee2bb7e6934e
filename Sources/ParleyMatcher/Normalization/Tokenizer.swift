import Foundation

/// Splits text into normalised ``Token``s: Unicode folding, lower case, punctuation and extra
/// spaces dropped, contractions expanded.
///
/// ```swift
/// Tokenizer.tokens("What's  the Café's status?").map(\.word)
/// // ["what", "is", "the", "cafe", "status"]
/// ```
///
/// - Complexity: O(n) in the length of the text.
enum Tokenizer {
  /// The tokens of `text`, in order.
  static func tokens(_ text: String) -> [Token] {
    var result: [Token] = []
    result.reserveCapacity(12)
    for (word, range) in rawWords(text) {
      Contractions.expand(word) { result.append(Token(word: $0, range: range)) }
    }
    // A letter spelled beside another is a letter, not a one-letter filler: the "u" of "u. s.
    // d." is no "you".
    for position in result.indices
    where result[position].isFiller && isLetter(result[position].word)
      && (position > 0 && isLetter(result[position - 1].word)
        || position + 1 < result.count && isLetter(result[position + 1].word))
    {
      result[position].isFiller = false
    }
    return result
  }

  /// Whether `word` is one letter of the alphabet: a letter, and nothing after it.
  private static func isLetter(_ word: String) -> Bool {
    word.first?.isLetter == true && word.utf8.dropFirst().isEmpty
  }

  /// Whether a slash ends at `index` a written shortening of one letter ("w/", "w/o"): what
  /// follows it is no letter or digit, or an "o" that nothing of a word follows.
  private static func endsShortening(
    _ scalars: String.UnicodeScalarView, at index: String.Index
  ) -> Bool {
    func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
      scalar.properties.isAlphabetic || (0x30...0x39).contains(scalar.value)
    }
    guard index < scalars.endIndex, isWordScalar(scalars[index]) else { return true }
    guard scalars[index] == "o" || scalars[index] == "O" else { return false }
    let after = scalars.index(after: index)
    return after == scalars.endIndex || !isWordScalar(scalars[after])
  }

  /// The words of a name written in code: a capital after a small letter and "_" start a
  /// word, so "pickupTime" is ["pickup", "time"], "extra_shots" ["extra", "shots"] and
  /// "TV Show" ["tv", "show"].
  static func words(ofName name: String) -> [String] {
    var spaced = ""
    var previousIsLower = false
    for character in name {
      if character.isUppercase && previousIsLower || character == "_" { spaced.append(" ") }
      if character != "_" { spaced.append(character) }
      previousIsLower = character.isLowercase
    }
    return tokens(spaced).map(\.word)
  }

  /// The folded words of `text` with their ranges, before contractions are expanded.
  static func rawWords(_ text: String) -> [(String, Range<String.Index>)] {
    var words: [(String, Range<String.Index>)] = []
    let scalars = text.unicodeScalars
    var current = String.UnicodeScalarView()
    var start = scalars.startIndex
    var index = scalars.startIndex
    func flush(at end: String.Index) {
      var word = String(current)
      while word.hasSuffix("'") || word.hasSuffix(".") { word.removeLast() }
      while word.hasPrefix("'") { word.removeFirst() }
      if !word.isEmpty { words.append((word, start..<end)) }
      current = String.UnicodeScalarView()
    }
    var previousIsDigit = false
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      let value = scalar.value
      var kept: Unicode.Scalar?
      if (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) {
        kept = scalar
      } else if (0x41...0x5A).contains(value) {
        kept = Unicode.Scalar(value + 32)
      } else if value == 0x27 || value == 0x2019 {
        kept = current.isEmpty ? nil : "'"
      } else if value == 0x2E || value == 0x3A || value == 0x2C || value == 0x2D {
        // A separator inside a number stays: "2.5", "5:30", "1,000", "2026-11-25".
        let nextIsDigit =
          next < scalars.endIndex && (0x30...0x39).contains(scalars[next].value)
        if previousIsDigit && nextIsDigit { kept = scalar }
        // A minus sign before a number stays: "-3".
        if value == 0x2D && current.isEmpty && nextIsDigit { kept = scalar }
      } else if value == 0x2F, current.count == 1, current.first == "w",
        Self.endsShortening(scalars, at: next)
      {
        // The slash of "w/" and "w/o" ("a mocha w/ whipped cream") is the shortening's own.
        kept = scalar
      } else if value >= 0x80 {
        if scalar.properties.generalCategory == .nonspacingMark {
          index = next
          continue
        }
        if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
          if current.isEmpty { start = index }
          let folded = String(scalar)
            .folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
            .lowercased()
          for piece in folded.unicodeScalars
          where piece.properties.generalCategory != .nonspacingMark {
            current.append(piece)
          }
          previousIsDigit = false
          index = next
          continue
        }
      }
      if let kept {
        if current.isEmpty { start = index }
        current.append(kept)
        previousIsDigit = (0x30...0x39).contains(kept.value)
      } else {
        if !current.isEmpty { flush(at: index) }
        previousIsDigit = false
      }
      index = next
    }
    if !current.isEmpty { flush(at: scalars.endIndex) }
    return words
  }
}

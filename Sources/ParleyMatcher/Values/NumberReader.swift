import Foundation

/// Reads written and spoken numbers from normalised words: "3", "2.5", "1,000", "twenty five",
/// "one hundred and five", "a hundred and twenty", "one twenty" (a digit's word before tens says
/// the hundreds), "a dozen", "a couple of", "two and a half", "two point five", "a dozen and a
/// half", "two dozen"; and the counts that say no number ("a few", "several").
///
/// ```swift
/// NumberReader.read(["twenty", "five", "minutes"], at: 0)  // (value: 25, count: 2)
/// ```
enum NumberReader {
  /// How many words the count that says no number, starting exactly at `words[start]`, spans:
  /// "a few" → 2; `nil` when none starts there.
  static func vagueCount(_ words: [String], at start: Int) -> Int? {
    Lexicon.vagueCounts.first { said in
      start + said.count <= words.count && Array(words[start..<(start + said.count)]) == said
    }?.count
  }

  /// The number starting exactly at `words[start]`, and how many words it spans.
  static func read(_ words: [String], at start: Int) -> (value: Double, count: Int)? {
    guard let number = readWithoutDozens(words, at: start) else { return nil }
    return inDozens(number, words, start + number.count)
  }

  /// `number` counted in dozens when "dozen" follows it, with the half dozen said after:
  /// "two dozen" is 24, "a dozen and a half" 18, "two and a half dozen" 30.
  private static func inDozens(
    _ number: (value: Double, count: Int), _ words: [String], _ next: Int
  )
    -> (value: Double, count: Int)
  {
    var (value, count) = number
    let saysDozens = words[(next - count)..<next].contains("dozen")
    if !saysDozens, next < words.count, words[next] == "dozen" || words[next] == "dozens" {
      value *= 12
      count += 1
    }
    guard saysDozens || count > number.count else { return number }
    let after = next - number.count + count
    if after + 2 < words.count, words[after] == "and", words[after + 1] == "a",
      words[after + 2] == "half"
    {
      return (value + 6, count + 3)
    }
    return (value, count)
  }

  private static func readWithoutDozens(_ words: [String], at start: Int)
    -> (value: Double, count: Int)?
  {
    guard start < words.count else { return nil }
    let word = words[start]
    guard let first = word.utf8.first else { return nil }
    guard first >= 0x30 && first <= 0x39 || first == 0x2D || startWords.contains(word) else {
      return nil
    }
    // "minus five", "negative 5": the number after the sign word, below zero.
    if Lexicon.signWords.contains(word) {
      guard let number = readWithoutDozens(words, at: start + 1), number.value > 0 else {
        return nil
      }
      return (-number.value, number.count + 1)
    }
    if let value = digits(word) {
      return withFraction(value, words, start + 1, consumed: 1)
    }
    if word == "a" || word == "an" || word == "half" {
      return article(words, start)
    }
    if let value = Lexicon.quantityWords[word] {
      return withOf(Double(value), words, start + 1, consumed: 1)
    }
    guard let spoken = spokenInteger(words, start) else { return nil }
    return withFraction(Double(spoken.value), words, start + spoken.count, consumed: spoken.count)
  }

  /// The words a spoken number can start with; any other word is rejected at once.
  private static let startWords: Set<String> = Set(Lexicon.numberUnits.keys).union(
    Lexicon.numberTens.keys
  )
  .union(Lexicon.numberScales.keys).union(Lexicon.quantityWords.keys).union(Lexicon.numberLeadWords)
  .union(Lexicon.signWords)

  /// The first number anywhere in `words`, with where it starts.
  static func first(in words: [String]) -> (value: Double, start: Int, count: Int)? {
    for start in words.indices {
      if let found = read(words, at: start) { return (found.value, start, found.count) }
    }
    return nil
  }

  /// A number written with digits: "3", "2.5", "1,000", "-4".
  static func digits(_ word: String) -> Double? {
    let unsigned = word.hasPrefix("-") ? word.unicodeScalars.dropFirst() : word.unicodeScalars[...]
    guard let first = unsigned.first, (0x30...0x39).contains(first.value) else {
      return nil
    }
    let cleaned = word.replacingOccurrences(of: ",", with: "")
    return Double(cleaned)
  }

  private static func spokenInteger(_ words: [String], _ start: Int) -> (value: Int, count: Int)? {
    var total = 0
    var current = 0
    var index = start
    var lastWasUnit = false
    var sawNumber = false
    while index < words.count {
      let word = words[index]
      if let unit = Lexicon.numberUnits[word] {
        if lastWasUnit || (current % 100 >= 10 && current % 10 != 0) { break }
        if current % 100 >= 10 && unit >= 10 { break }
        current += unit
        lastWasUnit = true
      } else if let ten = Lexicon.numberTens[word] {
        // "one twenty", "two fifty": a lone digit's word before tens says the hundreds.
        if total == 0, index == start + 1, (1...9).contains(current) {
          current *= 100
        }
        if current % 100 != 0 { break }
        current += ten
        lastWasUnit = false
      } else if let scale = Lexicon.numberScales[word], sawNumber || scale == 100 {
        if scale == 100 {
          current = max(current, 1) * 100
        } else {
          total += max(current, 1) * scale
          current = 0
        }
        lastWasUnit = false
      } else if word == "and", sawNumber, index + 1 < words.count,
        Lexicon.numberUnits[words[index + 1]] != nil || Lexicon.numberTens[words[index + 1]] != nil
      {
        index += 1
        continue
      } else {
        break
      }
      sawNumber = true
      index += 1
    }
    guard sawNumber else { return nil }
    return (total + current, index - start)
  }

  private static func article(_ words: [String], _ start: Int) -> (value: Double, count: Int)? {
    let word = words[start]
    let next = start + 1 < words.count ? words[start + 1] : ""
    if word == "half" {
      if next == "a" || next == "an", start + 2 < words.count, words[start + 2] == "dozen" {
        return (6, 3)
      }
      return (0.5, 1)
    }
    if let value = Lexicon.quantityWords[next] {
      return withOf(Double(value), words, start + 2, consumed: 2)
    }
    if next == "hundred" || next == "thousand" {
      // "a hundred and twenty" is read as "one hundred and twenty".
      var asOne = words
      asOne[start] = "one"
      if let spoken = spokenInteger(asOne, start) { return (Double(spoken.value), spoken.count) }
      return (Double(Lexicon.numberScales[next] ?? 1), 2)
    }
    if next == "half" { return (0.5, 2) }
    return nil
  }

  private static func withOf(
    _ value: Double, _ words: [String], _ next: Int, consumed: Int
  ) -> (value: Double, count: Int) {
    if next < words.count && words[next] == "of" { return (value, consumed + 1) }
    return (value, consumed)
  }

  private static func withFraction(
    _ value: Double, _ words: [String], _ next: Int, consumed: Int
  ) -> (value: Double, count: Int) {
    if next + 2 < words.count + 0, words[next] == "and", words[next + 1] == "a",
      next + 2 < words.count, words[next + 2] == "half"
    {
      return (value + 0.5, consumed + 3)
    }
    if next + 1 < words.count, words[next] == "point" {
      var decimals = ""
      var index = next + 1
      while index < words.count {
        if let unit = Lexicon.numberUnits[words[index]], unit < 10 {
          decimals += String(unit)
        } else if words[index].allSatisfy(\.isNumber) {
          decimals += words[index]
        } else {
          break
        }
        index += 1
      }
      if !decimals.isEmpty, let fraction = Double("0." + decimals) {
        return (value + fraction, index - next + consumed)
      }
    }
    return (value, consumed)
  }
}

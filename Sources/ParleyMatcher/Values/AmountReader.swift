/// Reads amounts of a unit: "10 minutes", "an hour", "half a mile", "two and a half hours", "an
/// hour and a half"; "1 hour 30 minutes" is two amounts, said together.
enum AmountReader {
  /// A number and the unit it is in.
  struct Amount: Equatable {
    /// The number.
    var value: Double
    /// The index of its unit in the units read for.
    var unit: Int
    /// The positions of its words.
    var span: Range<Int>
  }

  /// The amounts said together first in `words` (one after another, or joined by "and"), each
  /// in one of `units` (each the words of a unit's name), that lie where `isFree` allows.
  static func first(
    in words: [String], units: [[String]], where isFree: (Range<Int>) -> Bool = { _ in true }
  ) -> [Amount] {
    guard !units.isEmpty else { return [] }
    var start = 0
    while start < words.count {
      if let amount = amount(in: words, at: start, units: units), isFree(amount.span) {
        var said = [amount]
        var next = amount.span.upperBound
        while true {
          let joined = next < words.count && words[next] == "and" ? next + 1 : next
          guard let more = self.amount(in: words, at: joined, units: units), isFree(more.span)
          else { break }
          said.append(more)
          next = more.span.upperBound
        }
        return said
      }
      start += 1
    }
    return []
  }

  /// The first amount said as one value ("1 hour 30 minutes"): its first part's value and the
  /// span of all its parts, found as `first(in:units:where:)` finds them.
  static func firstSpan(
    in words: [String], units: [[String]], where isFree: (Range<Int>) -> Bool = { _ in true }
  ) -> (value: Double, span: Range<Int>)? {
    let said = first(in: words, units: units, where: isFree)
    guard let head = said.first, let tail = said.last else { return nil }
    return (head.value, head.span.lowerBound..<tail.span.upperBound)
  }

  /// The amount whose number starts at `start`: a number, "a"/"an"/"one" for one, or a part
  /// ("a quarter", "two thirds"), then (after "a", "an", "of" or "of a" where a fraction is
  /// said: "half an hour", "a quarter of an hour") a unit's name, then perhaps "and a half".
  static func amount(in words: [String], at start: Int, units: [[String]]) -> Amount? {
    guard start < words.count else { return nil }
    if let attached = attached(words[start], units: units) {
      return Amount(value: attached.value, unit: attached.unit, span: start..<(start + 1))
    }
    var value: Double
    var next: Int
    if let fraction = fraction(in: words, at: start) {
      (value, next) = fraction
    } else if let number = NumberReader.read(words, at: start) {
      (value, next) = (number.value, start + number.count)
    } else if Lexicon.indefiniteArticles.contains(words[start]) {
      (value, next) = (1, start + 1)
    } else {
      return nil
    }
    if value < 1, next < words.count, words[next] == "of" { next += 1 }
    if value < 1, next < words.count, Lexicon.indefiniteArticles.contains(words[next]) { next += 1 }
    guard let unit = longestUnit(in: words, at: next, units: units) else { return nil }
    var end = next + units[unit].count
    if end + 2 < words.count, words[end] == "and", words[end + 1] == "a",
      words[end + 2] == "half"
    {
      value += 0.5
      end += 3
    }
    return Amount(value: value, unit: unit, span: start..<end)
  }

  /// A part of a unit said in words, and where the words after it start: "a quarter" (of an
  /// hour), "three quarters", "two thirds"; `nil` for any other words, so that "a quarter of an
  /// hour" is never read as the hour it ends with.
  private static func fraction(in words: [String], at start: Int) -> (Double, Int)? {
    var count = 1.0
    var next = start + 1
    if !Lexicon.oneOfWords.contains(words[start]) {
      guard let number = NumberReader.read(words, at: start) else { return nil }
      (count, next) = (number.value, start + number.count)
    }
    guard next < words.count, let parts = Lexicon.amountParts[words[next]] else { return nil }
    return (count / parts, next + 1)
  }

  /// A number written with a one-word unit's name as one word: "5km", "30min", "2.5h", "5k".
  private static func attached(_ word: String, units: [[String]]) -> (value: Double, unit: Int)? {
    guard let end = word.firstIndex(where: { !($0.isASCII && ($0.isNumber || $0 == ".")) }),
      end > word.startIndex, let unit = units.firstIndex(of: [String(word[end...])]),
      let number = NumberReader.read([String(word[..<end])], at: 0), number.count == 1
    else { return nil }
    return (number.value, unit)
  }

  /// The unit whose name is said at `start`, the longest if several are ("miles per hour" over
  /// "miles").
  private static func longestUnit(in words: [String], at start: Int, units: [[String]]) -> Int? {
    var best: Int?
    for (index, name) in units.enumerated()
    where !name.isEmpty && start + name.count <= words.count
      && words[start..<(start + name.count)].elementsEqual(name)
      && name.count > (best.map { units[$0].count } ?? 0)
    {
      best = index
    }
    return best
  }
}

import Foundation

// The numbers, counts, dates and yes/no words a request says.
extension UtteranceAnalysis {
  /// The text of tokens `span` as typed in the utterance.
  func text(of span: Range<Int>) -> String {
    guard let first = span.first, span.last ?? first < tokens.count else { return "" }
    let lower = tokens[first].range.lowerBound
    let upper = tokens[span.upperBound - 1].range.upperBound
    return String(utterance[lower..<upper])
  }

  func readNumbers() -> (integers: [ValueSpan], decimals: [ValueSpan]) {
    Self.readNumbers(in: words)
  }

  /// The numbers said in `words`: as integers where whole (ordinals too), and as decimals.
  static func readNumbers(in words: [String]) -> (integers: [ValueSpan], decimals: [ValueSpan]) {
    var numbers: [ValueSpan] = []
    var decimals: [ValueSpan] = []
    var start = 0
    while start < words.count {
      if isPronounOne(words, at: start) || Lexicon.ordinalMarkers.contains(words[start]) {
        // A marker ("number 88", "option 3") is a word of its own: the number after it is
        // read as any number, and the marker may name what it counts ("bike number 88").
        start += 1
      } else if let number = NumberReader.read(words, at: start) {
        let span = start..<(start + number.count)
        decimals.append(ValueSpan(value: .decimal(number.value), span: span))
        if abs(number.value) < 1e15, let whole = Int(exactly: number.value) {
          numbers.append(ValueSpan(value: .integer(whole), span: span))
        }
        start += number.count
      } else if let ordinal = OrdinalReader.read(words, at: start) {
        // "the third" fills a whole-number slot with 3.
        numbers.append(
          ValueSpan(value: .integer(ordinal.value), span: start..<(start + ordinal.count)))
        start += ordinal.count
      } else {
        start += 1
      }
    }
    return (numbers, decimals)
  }

  /// Whether the word at `position` is a "one" that stands for a thing, not a number: after a
  /// word that picks a thing out ("next one please", "this one", "the other one", "the second
  /// one"), and alone rather than the start of a longer number ("the one hundred").
  static func isPronounOne(_ words: [String], at position: Int) -> Bool {
    guard words[position] == "one", position > 0,
      NumberReader.read(words, at: position)?.count == 1
    else { return false }
    let before = words[position - 1]
    return Lexicon.pickingWords.contains(before) || OrdinalReader.read([before], at: 0) != nil
  }

  func readVagueCounts() -> [Range<Int>] {
    var counts: [Range<Int>] = []
    var start = 0
    while start < words.count {
      guard let count = NumberReader.vagueCount(words, at: start) else {
        start += 1
        continue
      }
      let end = start + count
      // Said last, the count's noun is the one asked about: "make it a few"; "some" alone
      // says too little ("get me some").
      let isLast = words[start..<end] != ["some"] && !(end..<tokens.count).contains { !fillers[$0] }
      if isLast || (end..<min(end + 3, tokens.count)).contains(where: isPlural) {
        counts.append(start..<end)
      }
      start = end
    }
    return counts
  }

  /// Whether the word at `position` is a plural: "lattes", "shots", not "bus" or "latte".
  func isPlural(_ position: Int) -> Bool {
    tokens[position].word != tokens[position].stem && tokens[position].word.hasSuffix("s")
  }

  func readDates() -> [ValueSpan] {
    let reader = DateReader(now: options.now, calendar: options.calendar)
    var dates: [ValueSpan] = []
    var start = 0
    while start < words.count {
      if let date = reader.read(words, at: start) {
        dates.append(ValueSpan(value: .date(date.date), span: start..<(start + date.count)))
        start += date.count
      } else {
        start += 1
      }
    }
    return dates
  }

  func readBooleans() -> [ValueSpan] {
    var booleans: [ValueSpan] = []
    for (position, word) in words.enumerated() {
      if BooleanWords.no.contains(word) || word == "off" || word == "disable" {
        booleans.append(ValueSpan(value: .boolean(false), span: position..<(position + 1)))
      } else if BooleanWords.yes.contains(word) || word == "on" || word == "enable" {
        booleans.append(ValueSpan(value: .boolean(true), span: position..<(position + 1)))
      }
    }
    return booleans
  }

  /// The span of alternative numbers the number at `span` is one of: "two or three", "2 to 3",
  /// "between 2 and 3"; `nil` when it stands alone, or when "from 2 to 3" says a change.
  func alternatives(around span: Range<Int>) -> Range<Int>? {
    Self.alternatives(around: span, in: words, numbers: decimals)
  }

  /// The span of alternative numbers the number at `span` of `words` is one of, of the
  /// `numbers` read from them (see `alternatives(around:)`).
  static func alternatives(around span: Range<Int>, in words: [String], numbers: [ValueSpan])
    -> Range<Int>?
  {
    func number(at start: Int) -> Range<Int>? {
      numbers.first { $0.span.lowerBound == start }?.span
    }
    func number(endingAt end: Int) -> Range<Int>? {
      numbers.first { $0.span.upperBound == end }?.span
    }
    func joins(_ position: Int, after first: Range<Int>) -> Bool {
      guard words.indices.contains(position) else { return false }
      switch words[position] {
      case "or": return true
      case "to": return first.lowerBound == 0 || words[first.lowerBound - 1] != "from"
      case "and": return first.lowerBound > 0 && words[first.lowerBound - 1] == "between"
      default: return false
      }
    }
    if joins(span.upperBound, after: span), let second = number(at: span.upperBound + 1) {
      let start =
        span.lowerBound > 0 && words[span.lowerBound - 1] == "between"
        ? span.lowerBound - 1 : span.lowerBound
      return start..<second.upperBound
    }
    if span.lowerBound > 1, let first = number(endingAt: span.lowerBound - 1),
      joins(span.lowerBound - 1, after: first)
    {
      return alternatives(around: first, in: words, numbers: numbers)
    }
    return nil
  }
}

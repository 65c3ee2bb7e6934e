import Foundation

/// Reads and writes the ISO 8601 dates of `@now` directives.
///
/// Accepted: a date and time with a zone, `2026-11-21T09:00:00Z` or
/// `2026-11-21T10:00:00+01:00`, seconds optional and with an optional fraction; or a date alone,
/// `2026-11-21`, which means midnight UTC. Every field is checked, so `2026-02-30` is refused.
///
/// ```swift
/// PhraseFileDate.parse("2026-11-21T10:00:00+01:00")  // 2026-11-21 09:00:00 UTC
/// PhraseFileDate.format(date)                          // "2026-11-21T09:00:00Z"
/// ```
package enum PhraseFileDate {
  /// An example of the form, for messages.
  package static let example = "2026-11-21T09:00:00Z"

  /// Parses an ISO 8601 date, or returns `nil` when the text is not one.
  ///
  /// - Parameter text: The date, without surrounding whitespace.
  /// - Returns: The moment, or `nil`.
  package static func parse(_ text: String) -> Date? {
    var reader = Reader(bytes: Array(text.utf8))
    guard let year = reader.number(digits: 4), reader.skip("-"),
      let month = reader.number(digits: 2), reader.skip("-"),
      let day = reader.number(digits: 2),
      (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
    else { return nil }
    let days = daysSinceEpoch(year: year, month: month, day: day)
    if reader.isAtEnd { return Date(timeIntervalSince1970: Double(days) * 86_400) }
    guard reader.skip("T"), let hour = reader.number(digits: 2), reader.skip(":"),
      let minute = reader.number(digits: 2), hour < 24, minute < 60
    else { return nil }
    var seconds = 0.0
    if reader.skip(":") {
      guard let whole = reader.number(digits: 2), whole < 60 else { return nil }
      seconds = Double(whole)
      if reader.skip(".") {
        guard let fraction = reader.fraction() else { return nil }
        seconds += fraction
      }
    }
    guard let offset = reader.zoneOffset(), reader.isAtEnd else { return nil }
    let time = Double(days) * 86_400 + Double(hour * 3_600 + minute * 60 - offset) + seconds
    return Date(timeIntervalSince1970: time)
  }

  /// Formats a moment in UTC as `2026-11-21T09:00:00Z`, with milliseconds when it has any.
  ///
  /// Moments outside the years 0001 to 9999 are written as the nearest end of that range.
  ///
  /// - Parameter date: The moment.
  /// - Returns: The ISO 8601 text, which ``parse(_:)`` reads back.
  package static func format(_ date: Date) -> String {
    let interval = date.timeIntervalSince1970
    let bounded = interval.isNaN ? 0 : min(max(interval, -62_135_596_800), 253_402_300_799.999)
    let milliseconds = Int((bounded * 1_000).rounded())
    let (seconds, millisecond) = floorDivision(milliseconds, 1_000)
    let (days, secondOfDay) = floorDivision(seconds, 86_400)
    let (year, month, day) = civilDate(daysSinceEpoch: days)
    var text =
      pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(secondOfDay / 3_600, 2)
      + ":" + pad(secondOfDay / 60 % 60, 2) + ":" + pad(secondOfDay % 60, 2)
    if millisecond != 0 { text += "." + pad(millisecond, 3) }
    return text + "Z"
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func floorDivision(_ value: Int, _ divisor: Int) -> (Int, Int) {
    let remainder = (value % divisor + divisor) % divisor
    return ((value - remainder) / divisor, remainder)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
  private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The date of the proleptic Gregorian calendar that is `days` after 1970-01-01.
  private static func civilDate(daysSinceEpoch days: Int) -> (Int, Int, Int) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// A cursor over the ASCII bytes of a date.
  private struct Reader {
    var bytes: [UInt8]
    var index = 0

    var isAtEnd: Bool { index == bytes.count }

    mutating func skip(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    mutating func number(digits count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<index + count] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      index += count
      return value
    }

    mutating func fraction() -> Double? {
      var value = 0.0
      var scale = 0.1
      let start = index
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
        value += Double(bytes[index] - 0x30) * scale
        scale /= 10
        index += 1
      }
      return index > start ? value : nil
    }

    /// The zone's offset east of UTC in seconds: `Z`, `+HH:MM` or `+HHMM` (or `-`).
    mutating func zoneOffset() -> Int? {
      if skip("Z") { return 0 }
      let sign: Int
      if skip("+") {
        sign = 1
      } else if skip("-") {
        sign = -1
      } else {
        return nil
      }
      guard let hours = number(digits: 2) else { return nil }
      _ = skip(":")
      guard let minutes = number(digits: 2), hours < 24, minutes < 60 else { return nil }
      return sign * (hours * 3_600 + minutes * 60)
    }
  }
}

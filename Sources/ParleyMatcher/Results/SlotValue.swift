import Foundation

/// What a slot span means.
public enum SlotValue: Sendable, Equatable {
  /// A vocabulary entry: its identifier and title.
  case entry(value: String, title: String)
  /// Words that name no entry of an open vocabulary, for the entity's string query.
  case raw(String)
  /// A whole number.
  case integer(Int)
  /// A number with a fraction.
  case decimal(Double)
  /// A moment in time.
  case date(Date)
  /// Yes (`true`) or no (`false`).
  case boolean(Bool)
  /// Free text.
  case text(String)

  /// Whether the value is words no vocabulary lists (``raw(_:)``), left for a query to look up.
  public var isRaw: Bool {
    if case .raw = self { return true }
    return false
  }

  /// Whether the value is words kept as said, a name to look up (``raw(_:)``) or free text
  /// (``text(_:)``), rather than a value read from them.
  public var isWords: Bool {
    switch self {
    case .raw, .text: return true
    default: return false
    }
  }

  /// Whether the value is a vocabulary entry (``entry(value:title:)``).
  public var isEntry: Bool {
    if case .entry = self { return true }
    return false
  }

  /// The value as one line of text: the entry's title, the number, the ISO 8601 date, …
  public var description: String {
    switch self {
    case .entry(_, let title): return title
    case .raw(let text), .text(let text): return text
    case .integer(let number): return String(number)
    case .decimal(let number): return String(number)
    case .date(let date): return ISODate.string(from: date)
    case .boolean(let flag): return flag ? "yes" : "no"
    }
  }
}

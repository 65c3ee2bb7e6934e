import Foundation
import ParleyAssistant
import ParleyMatcher

/// The arguments of one command after parsing: flags, option values and positional words.
struct ParsedArguments: Sendable {
  var flags: Set<String> = []
  var values: [String: [String]] = [:]
  var positionals: [String] = []

  /// Whether the flag `--name` was given.
  func flag(_ name: String) -> Bool { flags.contains(name) }

  /// The last value given for `--name`, if any.
  func value(_ name: String) -> String? { values[name]?.last }

  /// Every value given for `--name`, in order.
  func allValues(_ name: String) -> [String] { values[name] ?? [] }

  /// The value of `--name` read as a whole number.
  ///
  /// - Throws: ``UsageError`` when the value is not a positive whole number or is above `limit`.
  func positiveInteger(_ name: String, atMost limit: Int = .max) throws -> Int? {
    guard let text = value(name) else { return nil }
    guard let number = Int(text), number > 0 else {
      if text.allSatisfy({ $0.isASCII && $0.isNumber }), text.contains(where: { $0 != "0" }) {
        throw UsageError("The value of '--\(name)' must be at most \(limit), not '\(text)'.")
      }
      throw UsageError("The value of '--\(name)' must be a positive whole number, not '\(text)'.")
    }
    guard number <= limit else {
      throw UsageError("The value of '--\(name)' must be at most \(limit), not '\(text)'.")
    }
    return number
  }

  /// The matching mode `--matching` names; flexible when it is not given.
  ///
  /// - Throws: ``UsageError`` when the value is not flexible, siri or exact.
  func matching() throws -> MatchingMode {
    guard let text = value("matching") else { return .flexible }
    guard let mode = MatchingMode(rawValue: text) else {
      throw UsageError(
        "The value of '--matching' must be flexible, siri or exact, not '\(text)'.")
    }
    return mode
  }

  /// The value of `--now` as a date, if given.
  ///
  /// - Throws: ``UsageError`` when the value is not an ISO 8601 date or date and time.
  func now() throws -> Date? {
    guard let text = value("now") else { return nil }
    if let date = PhraseFileDate.parse(text) { return date }
    throw UsageError(
      "The value of '--now' must be an ISO 8601 date such as 2026-11-21T09:00:00Z, not '\(text)'.")
  }
}

import Foundation

/// How one ``PhraseIndex/match(_:options:)`` call reads relative values and how much it returns.
///
/// ```swift
/// var options = MatchOptions()
/// options.limit = 3
/// index.match("hike tomorrow at 5 pm", options: options)
/// ```
public struct MatchOptions: Sendable {
  /// The clock for relative dates such as "tomorrow" or "in 3 days".
  public var now: Date
  /// The calendar (and time zone) relative dates are computed in.
  public var calendar: Calendar
  /// How many candidates to return at most, best first; 5 by default.
  public var limit: Int
  /// How strictly phrases must be said, and whether every parameter is read; flexible by
  /// default.
  public var mode: MatchingMode
  /// The name of the app the person is talking to, when a request said without an app's name
  /// is said to it (as inside an app, or right after it answered): its phrases that need the
  /// app's name count it as said. A request that names an app goes to the app it names.
  /// `nil` (the default) when no app is in focus.
  public var appInFocus: String? = nil

  /// Creates options; every argument has a default (the current time, the Gregorian calendar
  /// in UTC, five candidates, flexible matching).
  public init(
    now: Date = Date(), calendar: Calendar = MatchOptions.utcCalendar, limit: Int = 5,
    mode: MatchingMode = .flexible
  ) {
    self.now = now
    self.calendar = calendar
    self.limit = limit
    self.mode = mode
  }

  /// The Gregorian calendar in UTC, the default for repeatable results.
  public static var utcCalendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    return calendar
  }
}

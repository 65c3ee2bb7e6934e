import Foundation

extension Lexicon {
  /// The days of the week and their short forms, by weekday number (Sunday is 1).
  static let weekdays: [String: Int] = [
    "sunday": 1, "sun": 1, "monday": 2, "mon": 2, "tuesday": 3, "tue": 3, "tues": 3,
    "wednesday": 4, "wed": 4, "thursday": 5, "thu": 5, "thur": 5, "thurs": 5, "friday": 6,
    "fri": 6, "saturday": 7, "sat": 7,
  ]
  /// The months and their short forms, by month number.
  static let months: [String: Int] = [
    "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4,
    "apr": 4, "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
    "september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
    "december": 12, "dec": 12,
  ]
  /// The units a relative date counts in: "in 3 days", "next week".
  static let dateUnits: [String: Calendar.Component] = [
    "minute": .minute, "minutes": .minute, "min": .minute, "mins": .minute, "hour": .hour,
    "hours": .hour, "day": .day, "days": .day, "week": .weekOfYear, "weeks": .weekOfYear,
    "month": .month, "months": .month, "year": .year, "years": .year,
  ]
  /// The words a date or time may start with: "today", "next friday", "at noon".
  static let dateStarters: Set<String> = [
    "today", "tonight", "tomorrow", "tmrw", "tmr", "yesterday", "the", "day", "next", "last",
    "this",
    "on", "coming", "in", "at", "noon", "midday", "midnight", "morning", "afternoon", "evening",
    "half", "quarter",
  ]
  /// The words that name a time of day by themselves: "noon", "tonight".
  static let timeWords: Set<String> = [
    "noon", "midday", "midnight", "morning", "afternoon", "evening", "tonight",
  ]
  /// The minutes of the hour said as a part of it: "half past 8", "quarter to 9".
  static let clockFractions: [String: Int] = ["half": 30, "quarter": 15]
  /// The words that say which half of the day an hour is in: "8 *pm*".
  static let meridiems: Set<String> = ["am", "pm"]
  /// The parts of the day, by the words that name them: "morning", "tonight".
  static let dayParts: [String: DateReader.DayPart] = [
    "morning": .morning, "afternoon": .afternoon, "evening": .evening, "night": .evening,
    "tonight": .evening,
  ]
  /// The titles of a date parameter that say only what kind of moment it is, asked as "What
  /// time?": "Time", "Date", "Day".
  package static let momentKinds: Set<String> = ["time", "date", "day"]
}

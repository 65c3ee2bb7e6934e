import Foundation

/// Reads dates and times from normalised words: "today", "tomorrow at 5 pm", "next friday",
/// "this weekend", "in 3 days", "november 25", "2026-11-25", "at 17:30".
///
/// A day without a time is its start (midnight); a time without a day is today. An hour said
/// without "am" or "pm" is the coming one ("at 6" at 8 AM is 6 PM); a time that has passed today
/// either way stays today, in the past, so that whoever reads it can say so rather than move it.
/// "friday" and "this friday" are the coming Friday (today if it is Friday); "next friday" is
/// the first Friday after today. "last week" is a week ago, as "next week" is a week on.
///
/// ```swift
/// DateReader(now: now, calendar: calendar).first(in: ["tomorrow", "at", "5", "pm"])
/// // date: tomorrow 17:00, start: 0, count: 4, saysDay: true, saysTime: true
/// ```
struct DateReader {
  let now: Date
  let calendar: Calendar

  /// A date read from words: where it starts, how many words say it, and what they say.
  struct Reading {
    let date: Date
    let start: Int
    let count: Int
    /// Whether the words say a day ("tomorrow", "on friday", "in 3 days"), not only a time.
    let saysDay: Bool
    /// Whether they say a time of day or a part of the day ("at 5", "noon", "in the
    /// morning") or a time from now ("in 20 minutes"), not only a day, which is then its start.
    let saysTime: Bool
    /// Whether they say an hour that may be in either half of the day, with no "am", "pm" or
    /// part of the day: "at 4:30", "tomorrow at 4:30". Today's is the coming one; on another
    /// day `date` is the morning's, though nothing said decides it.
    let saysEitherHalf: Bool
    /// Whether they say a time of the clock ("at 5", "4:30 pm", "noon"), not only a day, a part
    /// of it ("afternoon") or a time from now.
    let saysClock: Bool
  }

  /// The start of the day of `now`; computed only once a date word is found, since calendar
  /// arithmetic costs more than reading words.
  private var today: Date { calendar.startOfDay(for: now) }

  /// The first date anywhere in `words`, with the span it came from.
  func first(in words: [String]) -> Reading? {
    for start in words.indices {
      if let found = read(words, at: start) { return found }
    }
    return nil
  }

  /// The date starting exactly at `words[start]`, with how many words say it and what they
  /// say.
  ///
  /// A day and a time may come in either order ("tomorrow at 3 pm", "3 pm tomorrow"), and a
  /// part of the day says which half an hour is in and when a day without a time is: "tonight
  /// at 10" and "10 tonight" are 10 PM, "tomorrow morning at 8" 8 AM, "tomorrow morning" 9 AM.
  func read(_ words: [String], at start: Int) -> Reading? {
    guard Self.mayStart(words[start]) else { return nil }
    var index = start
    var day: Date?
    var part: DayPart?
    if let (found, saidPart, used) = readDayAndPart(words, at: index) {
      (day, part) = (found, saidPart)
      index += used
    }
    var time: (hour: Int, minute: Int, isEitherHalf: Bool)?
    var timeStart = index
    if index < words.count, words[index] == "at" || words[index] == "in" && day != nil {
      timeStart = index + 1
    }
    // Whether the time is the clock's, not a part of the day read as its hour ("afternoon").
    var saysClock = false
    if let (found, used) = readTime(words, at: timeStart) {
      time = found
      index = timeStart + used
      saysClock = Lexicon.dayParts[words[timeStart]] == nil
    } else if day == nil, let (found, used) = readTime(words, at: start), used > 0,
      isClockWord(words, start, used)
    {
      time = found
      index = start + used
      saysClock = true
    }
    if part == nil, day == nil || time != nil,
      let (said, used) = dayPart(words, at: index, afterDay: false)
    {
      part = said
      index += used
    }
    // A day said after the time: "at 3 pm tomorrow", "at 8 on friday".
    if day == nil, time != nil, index < words.count,
      let (found, saidPart, used) = readDayAndPart(words, at: index)
    {
      day = found
      part = part ?? saidPart
      index += used
    }
    if day == nil && time == nil && part == nil { return nil }
    var result = day ?? today
    if let time {
      var hour = time.hour
      if time.isEitherHalf, let part, part.isAfternoon { hour += Self.hoursInHalfADay }
      if let timed = calendar.date(bySettingHour: hour, minute: time.minute, second: 0, of: result)
      {
        result = timed
      }
      if time.isEitherHalf, part == nil, result < now,
        let evening = calendar.date(byAdding: .hour, value: Self.hoursInHalfADay, to: result),
        evening >= now
      {
        result = evening
      }
    } else if let part,
      let timed = calendar.date(bySettingHour: part.hour, minute: 0, second: 0, of: result)
    {
      result = timed
    }
    return Reading(
      date: result, start: start, count: index - start, saysDay: day != nil,
      saysTime: time != nil || part != nil || result != calendar.startOfDay(for: result),
      saysEitherHalf: time?.isEitherHalf == true && part == nil, saysClock: saysClock)
  }

  /// The day at `words[start]` with the part of it said right after ("tomorrow morning"), or
  /// the evening of "tonight", and how many words say them.
  private func readDayAndPart(_ words: [String], at start: Int) -> (Date, DayPart?, Int)? {
    guard let (day, used) = readDay(words, at: start) else { return nil }
    if words[start] == "tonight" { return (day, .evening, used) }
    guard let (part, more) = dayPart(words, at: start + used, afterDay: true) else {
      return (day, nil, used)
    }
    return (day, part, used + more)
  }

  /// Whether a date or time can start with `word`; most words are rejected here at once.
  private static func mayStart(_ word: String) -> Bool {
    if let first = word.utf8.first, first >= 0x30 && first <= 0x39 { return true }
    return startWords.contains(word)
  }

  private static let startWords: Set<String> = Lexicon.dateStarters.union(Lexicon.weekdays.keys)
    .union(Lexicon.months.keys)
    .union(Lexicon.numberUnits.keys).union(Lexicon.numberTens.keys)

  private func isClockWord(_ words: [String], _ start: Int, _ used: Int) -> Bool {
    let word = words[start]
    return word.contains(":") || word.hasSuffix("am") || word.hasSuffix("pm")
      || word == "noon" || word == "midnight" || Lexicon.clockFractions[word] != nil
      || (start + used - 1 < words.count && Lexicon.meridiems.contains(words[start + used - 1]))
  }

  private func readDay(_ words: [String], at start: Int) -> (Date, Int)? {
    let word = words[start]
    let next = start + 1 < words.count ? words[start + 1] : ""
    switch word {
    case "today", "tonight":
      return (today, 1)
    case "tomorrow", "tmrw", "tmr":
      return (add(.day, 1, to: today), 1)
    case "yesterday":
      return (add(.day, -1, to: today), 1)
    case "the" where next == "day" && words.count > start + 3 && words[start + 2] == "after":
      if words[start + 3] == "tomorrow" { return (add(.day, 2, to: today), 4) }
      return nil
    case "day" where next == "after" && start + 2 < words.count && words[start + 2] == "tomorrow":
      return (add(.day, 2, to: today), 3)
    case "the" where next == "weekend":
      return (weekend(strictlyAfter: false), 2)
    case "next", "this", "on", "coming":
      if next == "weekend" { return (weekend(strictlyAfter: word == "next"), 2) }
      if word == "on", next == "the", start + 2 < words.count, words[start + 2] == "weekend" {
        return (weekend(strictlyAfter: false), 3)
      }
      if let weekday = Lexicon.weekdays[next] {
        return (upcoming(weekday, from: today, strictlyAfter: word == "next"), 2)
      }
      if word == "next", let unit = Lexicon.dateUnits[next] {
        return (add(unit, 1, to: today), 2)
      }
      if word == "on", let (date, used) = readCalendarDate(words, at: start + 1) {
        return (date, used + 1)
      }
      return nil
    case "last":
      guard let unit = Lexicon.dateUnits[next] else { return nil }
      return (add(unit, -1, to: today), 2)
    case "in":
      return readOffset(words, at: start + 1).map { ($0.0, $0.1 + 1) }
    default:
      if let weekday = Lexicon.weekdays[word], word.count > 3 || word == "fri" {
        return (upcoming(weekday, from: today, strictlyAfter: false), 1)
      }
      if let offset = readOffset(words, at: start), offset.1 + start < words.count,
        words[start + offset.1] == "from", start + offset.1 + 1 < words.count,
        words[start + offset.1 + 1] == "now"
      {
        return (offset.0, offset.1 + 2)
      }
      return readCalendarDate(words, at: start)
    }
  }

  /// The time an amount of a unit from now is: "3 days" (from today), "half an hour", "an
  /// hour and a half" (from now).
  private func readOffset(_ words: [String], at start: Int) -> (Date, Int)? {
    guard let amount = AmountReader.amount(in: words, at: start, units: Self.unitWords),
      let unit = Lexicon.dateUnits[Self.unitWords[amount.unit][0]]
    else { return nil }
    let base = unit == .minute || unit == .hour ? now : today
    let date: Date?
    if let whole = Int(exactly: amount.value) {
      date = calendar.date(byAdding: unit, value: whole, to: base)
    } else if unit == .minute || unit == .hour, amount.value.isFinite {
      // A part of an hour or a minute is a number of seconds: "half an hour" is 30 minutes.
      let seconds = amount.value * (unit == .hour ? 3600 : 60)
      date = abs(seconds) < Self.longestOffset ? base.addingTimeInterval(seconds) : nil
    } else {
      date = nil
    }
    // A count too large for the calendar ("in 9999999999999999999999 days") is no date at all,
    // never one wrapped into the past.
    guard let date, (amount.value >= 0) == (date >= base),
      calendar.component(.year, from: date) <= Self.lastYear
    else { return nil }
    return (date, amount.span.count)
  }

  /// The names of the units an offset is said in, each as the words of one name.
  private static let unitWords = Lexicon.dateUnits.keys.sorted().map { [$0] }

  /// The most seconds an offset in hours or minutes may be: about 30,000 years.
  private static let longestOffset = 1e12

  private func readCalendarDate(_ words: [String], at start: Int) -> (Date, Int)? {
    guard start < words.count else { return nil }
    let word = words[start]
    if let iso = isoDate(word) { return (iso, 1) }
    var index = start
    var month: Int?
    var day: Int?
    if let found = Lexicon.months[word], word != "may" || dayNumber(words, start + 1) != nil {
      month = found
      index += 1
      if let number = dayNumber(words, index) {
        day = number
        index += 1
      }
    } else if let number = dayNumber(words, start) {
      var next = start + 1
      if next < words.count && words[next] == "of" { next += 1 }
      guard next < words.count, let found = Lexicon.months[words[next]] else { return nil }
      day = number
      month = found
      index = next + 1
    }
    guard let month, let day else { return nil }
    var year = calendar.component(.year, from: now)
    if index < words.count, let written = Int(words[index]), written >= 1900, written < 3000 {
      year = written
      index += 1
    }
    guard let date = validDate(DateComponents(year: year, month: month, day: day)) else {
      return nil
    }
    return (date, index - start)
  }

  private func dayNumber(_ words: [String], _ index: Int) -> Int? {
    guard index < words.count else { return nil }
    var word = words[index]
    for suffix in Lexicon.ordinalSuffixes where word.hasSuffix(suffix) { word.removeLast(2) }
    if let number = Int(word), (1...31).contains(number) { return number }
    if let ordinal = OrdinalReader.read(words, at: index), ordinal.count == 1,
      (1...31).contains(ordinal.value)
    {
      return ordinal.value
    }
    return nil
  }

  private func isoDate(_ word: String) -> Date? {
    let parts = word.split(separator: "t", maxSplits: 1, omittingEmptySubsequences: false)
    guard let head = parts.first else { return nil }
    let day = head.split(separator: "-").compactMap { Int($0) }
    guard day.count == 3, day[0] >= 1000 else { return nil }
    var components = DateComponents(year: day[0], month: day[1], day: day[2])
    if parts.count == 2 {
      let clock = parts[1].split(separator: ":").compactMap { Int($0) }
      guard clock.count >= 2 else { return nil }
      components.hour = clock[0]
      components.minute = clock[1]
    }
    return validDate(components)
  }

  /// The date of `components`, or `nil` when they name no real day or time: the 31st of
  /// February, month 13 and hour 25 are questioned, never rolled over into the next month.
  private func validDate(_ components: DateComponents) -> Date? {
    guard let year = components.year, (1...Self.lastYear).contains(year),
      let month = components.month, (1...12).contains(month),
      let day = components.day, (1...31).contains(day),
      (0...23).contains(components.hour ?? 0), (0...59).contains(components.minute ?? 0),
      let date = calendar.date(from: components),
      calendar.component(.month, from: date) == month, calendar.component(.day, from: date) == day
    else { return nil }
    return date
  }

  /// The last year a date may fall in.
  private static let lastYear = 9999

  /// The time at `words[start]` and how many words it spans; `isEitherHalf` when it is an hour
  /// from 1 to 11 said without "am" or "pm", which may be the morning's or the evening's.
  private func readTime(_ words: [String], at start: Int)
    -> ((hour: Int, minute: Int, isEitherHalf: Bool), Int)?
  {
    guard start < words.count else { return nil }
    let word = words[start]
    guard let first = word.utf8.first else { return nil }
    if let minutes = Lexicon.clockFractions[word] { return readPastOrTo(minutes, words, at: start) }
    if word == "a", start + 1 < words.count, let minutes = Lexicon.clockFractions[words[start + 1]],
      let (time, used) = readPastOrTo(minutes, words, at: start + 1)
    {
      return (time, used + 1)
    }
    guard
      first >= 0x30 && first <= 0x39 || Lexicon.timeWords.contains(word)
        || Lexicon.numberUnits[word] != nil || Lexicon.numberTens[word] != nil
    else { return nil }
    if word == "noon" || word == "midday" { return ((12, 0, false), 1) }
    if word == "midnight" { return ((0, 0, false), 1) }
    if let part = Lexicon.dayParts[word] { return ((part.hour, 0, false), 1) }
    var body = Substring(word)
    var meridiem: String?
    if body.hasSuffix("am") || body.hasSuffix("pm") {
      meridiem = String(body.suffix(2))
      body = body.dropLast(2)
    }
    let clock = body.split(separator: ":")
    var hour: Int
    var minute = 0
    var used = 1
    if clock.count == 2, let h = Int(clock[0]), let m = Int(clock[1]) {
      hour = h
      minute = m
    } else if let h = Int(body) {
      hour = h
    } else if meridiem == nil, let spoken = Self.spokenClock(words, at: start) {
      (hour, minute, used) = spoken
    } else if meridiem == nil, let spoken = NumberReader.read(words, at: start),
      let spokenHour = Int(exactly: spoken.value), (0...24).contains(spokenHour)
    {
      hour = spokenHour
      used = spoken.count
    } else {
      return nil
    }
    if meridiem == nil, start + used < words.count {
      let next = words[start + used]
      if next == "am" || next == "pm" {
        meridiem = next
        used += 1
      } else if next == "oclock" {
        used += 1
      } else if clock.count != 2 && !(start > 0 && words[start - 1] == "at")
        && !(dayPart(words, at: start + used, afterDay: false).map {
          $0.0.hoursSaid.contains(hour)
        } ?? false)
      {
        return nil
      }
    } else if meridiem == nil && clock.count != 2 && !(start > 0 && words[start - 1] == "at") {
      return nil
    }
    let isEitherHalf = meridiem == nil && (1...11).contains(hour)
    if meridiem == "pm" && hour < 12 { hour += 12 }
    if meridiem == "am" && hour == 12 { hour = 0 }
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    return ((hour, minute, isEitherHalf), used)
  }

  /// The hours of a clock face, as an hour is said before its minutes ("four thirty").
  private static let clockFaceHours = 1...12
  /// The minutes said as one number after the hour: from "ten" ("four ten") on; fewer are said
  /// with "oh" ("four oh five"), which is not read.
  private static let spokenMinutes = 10...59

  /// An hour and its minutes said as two numbers, "four thirty" or "seven forty five" (which a
  /// number alone would read as 430 and 745), with how many words say them.
  private static func spokenClock(_ words: [String], at start: Int) -> (Int, Int, Int)? {
    guard start + 1 < words.count,
      let said = NumberReader.read([words[start]], at: 0), said.count == 1,
      let hour = Int(exactly: said.value), clockFaceHours.contains(hour),
      let minutes = NumberReader.read(words, at: start + 1),
      let minute = Int(exactly: minutes.value), spokenMinutes.contains(minute)
    else { return nil }
    return (hour, minute, 1 + minutes.count)
  }

  /// The time said as a part of an hour past or to it, starting at `words[start]`: "half past
  /// 8" is 8:30, "quarter to 9 pm" 20:45, "a quarter past 10" is read from "quarter".
  private func readPastOrTo(_ minutes: Int, _ words: [String], at start: Int)
    -> ((hour: Int, minute: Int, isEitherHalf: Bool), Int)?
  {
    guard start + 2 < words.count else { return nil }
    let past: Bool
    switch words[start + 1] {
    case "past", "after": past = true
    case "to", "till",
      "before" where minutes != 30:
      past = false
    default: return nil
    }
    guard let said = NumberReader.read(words, at: start + 2), said.count == 1,
      let hour = Int(exactly: said.value), (1...12).contains(hour)
    else { return nil }
    var used = 3
    var meridiem: String?
    if start + used < words.count, Lexicon.meridiems.contains(words[start + used]) {
      meridiem = words[start + used]
      used += 1
    }
    var clockHour = past ? hour : hour - 1
    if clockHour == 0 { clockHour = 12 }
    let isEitherHalf = meridiem == nil && (1...11).contains(clockHour)
    if meridiem == "pm" && clockHour < 12 { clockHour += 12 }
    if meridiem == "am" && clockHour == 12 { clockHour = 0 }
    return ((clockHour, past ? minutes : 60 - minutes, isEitherHalf), used)
  }

  /// The day a weekend said without a time starts: "this weekend", "the weekend" and "on the
  /// weekend" are today on a Saturday or a Sunday, else the coming Saturday; "next weekend",
  /// as "next saturday", the first Saturday after today.
  private func weekend(strictlyAfter: Bool) -> Date {
    if !strictlyAfter, calendar.component(.weekday, from: today) == 1 { return today }
    return upcoming(7, from: today, strictlyAfter: strictlyAfter)
  }

  private func upcoming(_ weekday: Int, from today: Date, strictlyAfter: Bool) -> Date {
    let current = calendar.component(.weekday, from: today)
    var days = (weekday - current + 7) % 7
    if days == 0 && strictlyAfter { days = 7 }
    return add(.day, days, to: today)
  }

  private func add(_ unit: Calendar.Component, _ value: Int, to date: Date) -> Date {
    calendar.date(byAdding: unit, value: value, to: date) ?? date
  }
}

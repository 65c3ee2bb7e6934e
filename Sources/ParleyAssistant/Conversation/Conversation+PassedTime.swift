import Foundation
import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// Whether `date` is a time earlier today: a time of day said without a day that has passed
  /// ("at 7 am" at 8). The start of today ("today") and other days are not.
  func hasPassedToday(_ date: Date) -> Bool {
    date < now && calendar.isDate(date, inSameDayAs: now) && date != calendar.startOfDay(for: now)
  }

  /// Says that `time` has passed and asks whether tomorrow at that time will do, or another
  /// time: "7 AM has already passed today. Tomorrow at 7 AM, or another time?"
  func askAboutPassed(_ time: Date, for parameter: any AnyIntentParameter, use: AnswerUse)
    -> Reply
  {
    let clock = clockText(time)
    let prompt = Prompt(dialog: nil, fallback: "Tomorrow at \(clock), or another time?")
    var question = ValueQuestion(parameter: parameter, prompt: prompt, use: use)
    question.passedTime = time
    return ask(
      prompt, prefix: [.dialog("\(clock) has already passed today.")], state: .value(question))
  }

  /// The time an answer to "Tomorrow at 7 AM, or another time?" means when it keeps the time
  /// that passed: "yes" is tomorrow at it, a day alone ("tomorrow", "on friday") is that day at
  /// it; `nil` for any other answer, which is read as a time of its own.
  func laterTime(_ text: String, after passed: Date) -> Date? {
    if SpokenValue.boolean(in: text) == true {
      return calendar.date(byAdding: .day, value: 1, to: passed)
    }
    guard let day = SpokenValue.date(in: text, now: now, calendar: calendar),
      day == calendar.startOfDay(for: day), day > now
    else { return nil }
    return self.day(day, at: passed)
  }

  /// `day` at the time of day of `clock`, to the minute.
  private func day(_ day: Date, at clock: Date) -> Date? {
    let parts = calendar.dateComponents([.hour, .minute], from: clock)
    return calendar.date(
      bySettingHour: parts.hour ?? 0, minute: parts.minute ?? 0, second: 0, of: day)
  }

  /// Whether `text` turns down tomorrow at the time that passed without saying another time
  /// ("no", "no thanks"): the other time is asked for.
  func declinesTomorrow(_ text: String) -> Bool {
    SpokenValue.boolean(in: text) == false
      && SpokenValue.date(in: text, now: now, calendar: calendar) == nil
  }

  /// A time of day as people say it: "7 AM", "8:30 PM", "12 PM".
  func clockText(_ date: Date) -> String {
    let parts = calendar.dateComponents([.hour, .minute], from: date)
    let hour = parts.hour ?? 0
    let minute = parts.minute ?? 0
    let half = hour < 12 ? "AM" : "PM"
    let shown = hour % 12 == 0 ? 12 : hour % 12
    return minute == 0 ? "\(shown) \(half)" : "\(shown):\(minute < 10 ? "0" : "")\(minute) \(half)"
  }
}

extension Conversation {
  /// Whether `text` says a day and no time of day: "tomorrow", "on friday"; not "tomorrow at
  /// 5", "friday morning", "at noon".
  func saysDayAlone(_ text: String) -> Bool {
    guard let parts = SpokenValue.dateParts(in: text, now: now, calendar: calendar) else {
      return false
    }
    return parts.saysDay && !parts.saysTime
  }

  /// Asks for the time of day on `day`, a day said alone for a parameter that holds a time:
  /// "What time tomorrow?"
  func askTime(on day: Date, for parameter: any AnyIntentParameter, use: AnswerUse) -> Reply {
    let day = calendar.startOfDay(for: day)
    let prompt = Prompt(dialog: nil, fallback: "What time \(spokenDayOf(day))?")
    var question = ValueQuestion(parameter: parameter, prompt: prompt, use: use)
    question.day = day
    return ask(prompt, state: .value(question))
  }

  /// The time an answer to "What time tomorrow?" means: a time of day said alone ("at 3 pm",
  /// "noon", "in the evening", or an hour alone: "4") on `day`, read as it would be said with
  /// the day ("tomorrow at 4"), so that the hour of the clock now does not decide which half of
  /// the day another day's hour is in; `nil` for an answer that says a day of its own or no
  /// time, which is read as any answer is.
  /// On another day, an hour said without "am", "pm" or a part of the day may be in either
  /// half of it (`eitherHalf`; the time is then the morning's), and which is asked.
  func time(_ text: String, on day: Date) -> (time: Date, eitherHalf: Bool)? {
    let hour = SpokenValue.isNumberAlone(text) ? "at \(text)" : text
    let isToday = calendar.isDate(day, inSameDayAs: now)
    let reference = isToday ? now : day
    guard let parts = SpokenValue.dateParts(in: hour, now: reference, calendar: calendar),
      parts.saysTime, !parts.saysDay, let time = self.day(day, at: parts.date)
    else { return nil }
    return (time, parts.saysEitherHalf && !isToday)
  }

  /// The two times `text` may say: an hour said without "am", "pm" or a part of the day, on a
  /// day other than today ("tomorrow at 4:30" is 4:30 AM or 4:30 PM), which nothing said
  /// decides, as the coming hour decides today's; `nil` otherwise.
  func eitherHalf(_ text: String) -> [Date]? {
    guard let parts = SpokenValue.dateParts(in: text, now: now, calendar: calendar),
      parts.saysEitherHalf, !calendar.isDate(parts.date, inSameDayAs: now)
    else { return nil }
    return halves(of: parts.date)
  }

  /// The time another time of the clock said at "Which time tomorrow?" means on that day, the
  /// day of `options`, the two times offered: "actually make it 5 pm" is 5 PM tomorrow, never
  /// the "PM" of 4:30 PM; and whether it too may be in either half ("make it 5"). `nil` for an
  /// answer that says no time of the clock ("pm", "in the afternoon", "the second one"), which
  /// picks one of the two.
  func clockTime(_ text: String, among options: [ChoiceOption]) -> (
    time: Date, eitherHalf: Bool
  )? {
    let said = Self.answerWithoutWordsAround(text) ?? text
    guard let first = options.first?.value as? Date, options.allSatisfy({ $0.value is Date }),
      SpokenValue.dateParts(in: said, now: now, calendar: calendar)?.saysClock == true
    else { return nil }
    return time(said, on: first)
  }

  /// `morning` and the same time of the day's second half.
  func halves(of morning: Date) -> [Date] {
    let afternoon = calendar.date(
      byAdding: .hour, value: SpokenValue.hoursInHalfADay, to: morning)
    return [morning] + (afternoon.map { [$0] } ?? [])
  }

  /// Asks which of `times`, the two halves of a day an hour may be in, is meant: "Which time
  /// tomorrow? 4:30 AM or 4:30 PM?", answered by either, by "am" or "pm", by a part of the
  /// day ("in the afternoon"), or as any choice.
  func askHalf(of times: [Date], for parameter: any AnyIntentParameter, use: AnswerUse)
    -> Reply
  {
    let options = times.map { time in
      let title = clockText(time)
      let afternoon = calendar.component(.hour, from: time) >= SpokenValue.hoursInHalfADay
      let half = title.split(separator: " ").last.map(String.init) ?? title
      return ChoiceOption(
        title: title, names: [title, half] + SpokenValue.dayPartWords(afternoon: afternoon),
        value: time)
    }
    let day = times.first.map { spokenDayOf($0) } ?? ""
    return askChoice(
      options, for: parameter, dialog: nil, use: use, fallback: "Which time \(day)?")
  }
}

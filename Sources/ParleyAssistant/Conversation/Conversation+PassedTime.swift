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
    let parts = calendar.dateComponents([.hour, .minute], from: passed)
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

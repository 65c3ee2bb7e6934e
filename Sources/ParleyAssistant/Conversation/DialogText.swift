import Foundation
import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// What to show and say for an intent's dialog on the current surface: on a display the
  /// snippet and the *supporting* text (the *full* text when there is none); on a speaker the
  /// *full* text alone.
  func dialogItems(_ dialog: IntentDialog?, snippet: Snippet?, fallback: String) -> [ReplyItem] {
    dialogItems(dialog, snippet: snippet, fallback: fallback, on: surface)
  }

  /// What to show and say for an intent's dialog on `surface` (see
  /// `dialogItems(_:snippet:fallback:)`).
  func dialogItems(
    _ dialog: IntentDialog?, snippet: Snippet?, fallback: String, on surface: Surface
  ) -> [ReplyItem] {
    let full = dialog.map { text(of: $0.full) } ?? fallback
    switch surface {
    case .speaker:
      return full.isEmpty ? [] : [.dialog(full)]
    case .display:
      let text = snippet == nil ? full : (dialog?.supporting.map { self.text(of: $0) } ?? full)
      return (snippet.map { [ReplyItem.snippet($0)] } ?? []) + (text.isEmpty ? [] : [.dialog(text)])
    }
  }

  /// The words of the question `prompt` asks on the current surface, without its options.
  func questionText(of prompt: Prompt) -> String {
    dialogItems(prompt.dialog, snippet: prompt.snippet, fallback: prompt.fallback)
      .compactMap { item in
        if case .dialog(let text) = item { return text }
        return nil
      }
      .joined(separator: " ")
  }

  /// The text of `resource` in the language the apps were loaded in: its translation in the
  /// current request's app's string tables, else the text itself.
  func text(of resource: LocalizedStringResource) -> String {
    resource.localized(in: request?.app.stringTables ?? [:])
  }

  /// The question for a parameter's value: its `requestValueDialog`, else one built from its
  /// title as a person asks it: "Which trail?", "What's the location?", "What are the tags?",
  /// "How many days until next watering?", "How much sugar?", or the title itself when it is
  /// already a question.
  func valuePrompt(for parameter: any AnyIntentParameter, dialog: IntentDialog?) -> Prompt {
    let wording = parameter.titleWording
    let fallback: String
    switch parameter.valueType {
    case _ where wording.isQuestion: fallback = wording.title
    case .entity, .enumeration, .paymentMethod: fallback = "Which \(wording.spoken)?"
    case .person:
      fallback =
        wording.isPlural || parameter.isArray
        ? "Who are \(wording.withThe)?" : "Who's \(wording.withThe)?"
    case .file: fallback = "Which \(wording.spoken)? Give me its path."
    case .bool: fallback = "\(wording.title)?"
    case .date, .dateComponents:
      // A title that is only "Time", "Date" or "Day" is asked as "What time?"; any other says
      // what it times: "When should the pickup time be?".
      let isBare = Lexicon.momentKinds.contains(wording.spoken.lowercased())
      fallback =
        isBare ? "What \(wording.spoken.lowercased())?" : "When should \(wording.withThe) be?"
    case .integer, .double:
      fallback = wording.numberQuestion ?? "What's \(wording.withThe)?"
    default:
      fallback =
        wording.isPlural || parameter.isArray
        ? "What are \(wording.withThe)?" : "What's \(wording.withThe)?"
    }
    return Prompt(dialog: dialog ?? parameter.requestValueDialog, fallback: fallback)
  }

  /// The question for a choice: on a display a numbered list follows it; on a speaker the
  /// options are read out ("Bear Creek Trail, Cedar Falls, or Alpine Loop?").
  func choicePrompt(_ titles: [String], dialog: IntentDialog?, fallback: String) -> Prompt {
    Prompt(dialog: dialog, fallback: fallback, choices: titles)
  }

  /// A value as a reply says it: a date as "tomorrow at 8 AM" or "Monday, November 23", a
  /// flag as "on" or "off", anything else as its display text (an entity's or enum case's
  /// title, a number).
  func spokenText(of value: Any) -> String {
    switch value {
    case let date as Date: return spokenDate(date)
    case let flag as Bool: return flag ? "on" : "off"
    default: return displayText(of: value)
    }
  }

  /// "today", "tomorrow at 8 AM", "Monday, November 23 at 8:30 PM": the day, and the time
  /// unless the date is a day's start.
  private func spokenDate(_ date: Date) -> String {
    let dayText = spokenDay(date)
    return date == calendar.startOfDay(for: date)
      ? dayText.name : "\(dayText.name) at \(clockText(date))"
  }

  /// The day of `date` as a question about a time on it says it: "today", "tomorrow", "on
  /// Monday, November 23".
  func spokenDayOf(_ date: Date) -> String {
    let dayText = spokenDay(date)
    return dayText.isRelative ? dayText.name : "on \(dayText.name)"
  }

  /// The day of `date` by its name, and whether that name is relative to today ("today",
  /// "tomorrow") rather than a date ("Monday, November 23").
  private func spokenDay(_ date: Date) -> (name: String, isRelative: Bool) {
    let day = calendar.startOfDay(for: date)
    let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: day).day
    switch days {
    case 0: return ("today", true)
    case 1: return ("tomorrow", true)
    default:
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = calendar.timeZone
      formatter.dateFormat =
        calendar.isDate(date, equalTo: now, toGranularity: .year) ? "EEEE, MMMM d" : "MMMM d, yyyy"
      return (formatter.string(from: date), false)
    }
  }

  /// A value read as a sentence, for results without dialog.
  func valueSentence(_ value: Any) -> String {
    let text = displayText(of: value)
    return text.isEmpty ? "Done." : "Here's the result: \(text)."
  }
}

/// The sentence that closes a refused answer with what it can be: " It can be Small, Medium,
/// or Large." A display leaves it out when the question lists the same options under it; with
/// no titles there is nothing to say.
func possibleValuesSentence(_ titles: [String]) -> String {
  titles.isEmpty ? "" : " It can be \(spokenList(titles, "or"))."
}

/// Joins items as a sentence does: "a", "a or b", "a, b, or c".
package func spokenList(_ items: [String], _ conjunction: String) -> String {
  switch items.count {
  case 0: return ""
  case 1: return items[0]
  case 2: return "\(items[0]) \(conjunction) \(items[1])"
  default:
    return items.dropLast().joined(separator: ", ") + ", \(conjunction) \(items[items.count - 1])"
  }
}

/// The runs a person said, each in quotes and once however often it was said, as a list:
/// "“remind me” or “tell me a joke”".
func quotedList(_ runs: [String], _ conjunction: String) -> String {
  spokenList(distinct(runs).map { "“\($0)”" }, conjunction)
}

/// `items` without the repetitions of one said before, in any case: "remind me" once of
/// "remind me" and "Remind me".
func distinct(_ items: [String]) -> [String] {
  var seen: Set<String> = []
  return items.filter { seen.insert($0.lowercased()).inserted }
}

/// `noun` after "a", or "an" when it starts with a vowel: "a trail", "an activity".
func withArticle(_ noun: String) -> String {
  guard let first = noun.lowercased().first else { return noun }
  return ("aeiou".contains(first) ? "an " : "a ") + noun
}

/// `text` ending in a full stop unless it already ends a sentence.
func sentence(_ text: String) -> String {
  guard let last = text.last else { return text }
  return ".!?…".contains(last) ? text : text + "."
}

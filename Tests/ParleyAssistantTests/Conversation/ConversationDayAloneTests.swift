import BrewApp
import Foundation
import ParleyIntents
import Testing

@testable import ParleyAssistant

/// A day said alone ("for pickup tomorrow") for a parameter that holds a time of day is not
/// taken as that day's midnight: the time on that day is asked for in the parameter's turn,
/// and a time said alone answers it. A parameter that holds a day takes the day as it is. The
/// clock is Saturday, November 21, 2026, 9:00 AM.
@Suite struct ConversationDayAloneTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    let catalog = try await AppCatalog.load([Brew.app, Diary.app])
    return ConversationTesting.conversation(over: catalog, surface)
  }

  @Test(arguments: Surface.allCases)
  func theTimeOnTheDayIsAskedAfterTheOtherValues(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a latte with brew for pickup tomorrow", "large", "3 pm",
    ])
    #expect(dialogs(replies[0]).first == "What size?")
    #expect(replies[1] == asks(.dialog("What time tomorrow?")))
    #expect(
      dialogs(replies[2]) == [
        "Order a large Caffè Latte for $5.50, to pick up tomorrow at 3:00 PM?"
      ])
  }

  /// The answer is read as said with the day, whatever the hour now.
  @Test(arguments: [
    ("8 am", "tomorrow at 8:00 AM"), ("four thirty pm", "tomorrow at 4:30 PM"),
    ("at quarter to ten in the evening", "tomorrow at 9:45 PM"),
    ("at noon", "tomorrow at 12:00 PM"), ("in the evening", "tomorrow at 7:00 PM"),
    ("friday at 9 am", "on Friday, November 27 at 9:00 AM"),
  ])
  func aTimeAloneIsOnTheDaySaid(said: String, pickup: String) async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: [
      "order a large latte with brew for pickup tomorrow", said,
    ])
    #expect(dialogs(replies[0]) == ["What time tomorrow?"])
    #expect(dialogs(replies[1]) == ["Order a large Caffè Latte for $5.50, to pick up \(pickup)?"])
  }

  @Test func aDayWithItsTimeIsNotAskedAbout() async throws {
    let conversation = try await conversation(.display)
    let reply = await conversation.respond(
      to: "order a large latte with brew for pickup tomorrow at 8 am")
    #expect(
      dialogs(reply) == ["Order a large Caffè Latte for $5.50, to pick up tomorrow at 8:00 AM?"])
  }

  /// An hour said without "am", "pm" or a part of the day on a day other than today may be in
  /// either half of it, and nothing said decides which (today's is the coming one): which is
  /// asked in the parameter's turn, said with the day or answering "What time tomorrow?", and
  /// answered by either time, by "pm", by a part of the day or by its place; another time of
  /// the clock said then is that time on the day ("actually make it 5 pm" is no "PM" of 4:30).
  @Test(arguments: [
    (["order a large latte with brew for pickup tomorrow at 8"], "8", "pm", "tomorrow at 8:00 PM"),
    (
      ["order a large latte with brew for pickup tomorrow", "4:30"], "4:30", "in the afternoon",
      "tomorrow at 4:30 PM"
    ),
    (
      ["order a latte with brew for pickup tomorrow at 7", "large"], "7", "the first one",
      "tomorrow at 7:00 AM"
    ),
    (
      ["order a large latte with brew for pickup tomorrow at 4:30"], "4:30",
      "actually make it 5 pm", "tomorrow at 5:00 PM"
    ),
    (
      ["order a large latte with brew for pickup tomorrow at 4:30"], "4:30", "the afternoon one",
      "tomorrow at 4:30 PM"
    ),
  ])
  func anHourOfEitherHalfOfAnotherDayIsAskedAbout(
    said: [String], hour: String, answer: String, pickup: String
  ) async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: said + [answer])
    #expect(
      dialogs(replies[said.count - 1]) == ["Which time tomorrow?", "\(hour) AM or \(hour) PM?"])
    #expect(
      dialogs(replies[said.count]) == [
        "Order a large Caffè Latte for $5.50, to pick up \(pickup)?"
      ])
  }

  @Test func todayAloneAsksAndATimeThatPassedIsSaid() async throws {
    let conversation = try await conversation(.display)
    let replies = await conversation.replies(to: [
      "order a large latte with brew for pickup today", "8 am",
    ])
    #expect(replies[0] == asks(.dialog("What time today?")))
    #expect(
      replies[1]
        == asks(
          .dialog("8 AM has already passed today."),
          .dialog("Tomorrow at 8 AM, or another time?")))
  }

  @Test func anHourAloneTodayIsTheComingOne() async throws {
    let conversation = try await conversation(.display)
    let replies = await conversation.replies(to: [
      "order a large latte with brew for pickup today", "8",
    ])
    #expect(dialogs(replies[1]) == ["Order a large Caffè Latte for $5.50, to pick up at 8:00 PM?"])
  }

  @Test func anAnswerWithNoTimeIsRefusedAndTheDayKept() async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: [
      "order a large latte with brew for pickup on monday", "whenever", "tomorrow", "5 pm",
    ])
    #expect(dialogs(replies[0]) == ["What time on Monday, November 23?"])
    #expect(
      dialogs(replies[1]) == [
        "Sorry, I couldn't understand “whenever” as a date.", "What time on Monday, November 23?",
      ])
    #expect(dialogs(replies[2]) == ["What time tomorrow?"])
    #expect(
      dialogs(replies[3]) == [
        "Order a large Caffè Latte for $5.50, to pick up tomorrow at 5:00 PM?"
      ])
  }

  @Test(arguments: Surface.allCases)
  func aTimeKindAsksTheTimeOnADaySaidAlone(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["/RemindDiary", "tomorrow", "at 6 pm"])
    #expect(replies[1] == asks(.dialog("What time tomorrow?")))
    #expect(replies[2] == completes(.dialog("Reminder at 2026-11-22T18:00:00Z.")))
  }

  @Test(arguments: Surface.allCases)
  func aDayKindTakesTheDayAsItIs(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["/DateDiary", "tomorrow"])
    #expect(replies[1] == completes(.dialog("Entry dated 2026-11-22T00:00:00Z.")))
  }
}

/// A test app with a date parameter that holds a time and one that holds a day.
enum Diary {
  static let app = ParleyApp(
    name: "Diary", shortcuts: DiaryShortcuts.self, intents: [RemindDiary.self, DateDiary.self])
}

struct DiaryShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: DateDiary(), phrases: ["Date an entry in \(.applicationName)"])
  }
}

struct RemindDiary: AppIntent {
  static let title: LocalizedStringResource = "Remind Diary"

  @Parameter(title: "Reminder Time", kind: .time) var time: Date

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Reminder at \(ISO8601DateFormatter().string(from: time)).")
  }
}

struct DateDiary: AppIntent {
  static let title: LocalizedStringResource = "Date Diary"

  @Parameter(title: "Entry Day", kind: .date) var day: Date

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Entry dated \(ISO8601DateFormatter().string(from: day)).")
  }
}

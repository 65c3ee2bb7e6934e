import BrewApp
import Foundation
import ParleyAssistant
import Testing

/// A time of day that has passed is said and asked about, never moved to tomorrow in silence;
/// an hour without "am" or "pm" is the coming one. The clock is 9:00 AM.
@Suite struct ConversationPassedTimeTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    let catalog = try await AppCatalog.load([Brew.app])
    return ConversationTesting.conversation(over: catalog, surface)
  }

  @Test(arguments: Surface.allCases)
  func aPassedTimeIsSaidAndTomorrowOffered(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a large latte with brew for pickup at 8 am", "yes",
    ])
    #expect(
      replies[0]
        == asks(
          .dialog("8 AM has already passed today."),
          .dialog("Tomorrow at 8 AM, or another time?")))
    #expect(
      dialogs(replies[1]) == [
        "Order a large Caffè Latte for $5.50, to pick up tomorrow at 8:00 AM?"
      ]
    )
  }

  @Test(arguments: [
    ("tomorrow", "tomorrow at 8:30 AM"), ("10 am", "at 10:00 AM"), ("sure", "tomorrow at 8:30 AM"),
  ])
  func theAnswerKeepsTheTimeOrGivesAnother(said: String, pickup: String) async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: [
      "order a small latte with brew for 8:30 am", said,
    ])
    #expect(dialogs(replies[0]).first == "8:30 AM has already passed today.")
    #expect(dialogs(replies[1]) == ["Order a small Caffè Latte for $4.50, to pick up \(pickup)?"])
  }

  @Test(arguments: Surface.allCases)
  func anHourWithoutAmOrPmIsTheComingOne(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let reply = await conversation.respond(to: "order a large cappuccino with brew for pickup at 6")
    #expect(dialogs(reply) == ["Order a large Cappuccino for $5.25, to pick up at 6:00 PM?"])
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      ["no", "no thanks", "nope"].map { (surface, $0) }
    })
  func noToTomorrowAsksForTheOtherTime(on surface: Surface, said: String) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a large latte with brew for pickup at 8 am", said, "11 am",
    ])
    #expect(replies[1] == asks(.dialog("What time would you like instead?")))
    #expect(
      dialogs(replies[2]) == ["Order a large Caffè Latte for $5.50, to pick up at 11:00 AM?"])
  }

  @Test func noWithAnotherTimeTakesThatTime() async throws {
    let conversation = try await conversation(.display)
    let replies = await conversation.replies(to: [
      "order a large latte with brew for pickup at 8 am", "no, 11 am",
    ])
    #expect(
      dialogs(replies[1]) == ["Order a large Caffè Latte for $5.50, to pick up at 11:00 AM?"])
  }

  @Test func anAnswerThatHasPassedTooIsAskedAboutAgain() async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: [
      "order a large latte with brew for pickup at 8 am", "7 am",
    ])
    #expect(
      replies[1]
        == asks(
          .dialog("7 AM has already passed today."),
          .dialog("Tomorrow at 7 AM, or another time?")))
  }

  @Test func aTimeStillToComeTodayIsTaken() async throws {
    let conversation = try await conversation(.speaker)
    let reply = await conversation.respond(to: "order a small latte with brew for pickup at 10 am")
    #expect(dialogs(reply) == ["Order a small Caffè Latte for $4.50, to pick up at 10:00 AM?"])
  }
}

import ParleyAssistant
import Testing

/// Right after an intent answers, a line that is only a new value for one of its parameters
/// ("and alpine loop?", "what about biking") runs the intent again with it, the other values
/// kept; any other line is a request of its own.
@Suite struct ConversationFollowUpTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  private func workout(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([Workout.app]), surface)
  }

  @Test(arguments: [
    "and alpine loop?", "what about alpine loop", "how about Alpine Loop?",
    "and the alpine loop one?", "what about the alpine loop one",
  ])
  func aValueAloneAfterAnAnswerAsksTheSameAgain(line: String) async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: ["is bear creek open in trails", line])
    #expect(
      replies[1]
        == completes(
          .dialog(
            "The conditions for Alpine Loop are: Open. Twenty centimetres of fresh snow, groomed "
              + "for skiing this morning.")))
    #expect(conversation.lastFollowUp?.intent == "GetTrailInfo")
  }

  /// A correction right after an order replaces the value it names in that order: the order
  /// is taken back first, saying why, then confirmed again with two extra shots, never two
  /// added to the one made, and never a second order beside it.
  @Test(arguments: Surface.allCases)
  func aCorrectionRightAfterAnOrderReplacesTheValue(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    var replies = await conversation.replies(to: [
      "order a large latte with 1 extra shot from brew", "yes", "make that two extra shots",
    ])
    #expect(conversation.lastFollowUp?.intent == "OrderCoffee")
    replies += await conversation.replies(to: ["yes"])
    #expect(replies[1].outcome == .completed)
    #expect(
      dialogs(replies[2]) == [
        "“Order Coffee” is done already: to change it, I'll take it back first.",
        "Cancel order 1, a large Caffè Latte with an extra shot for $6.25?",
      ])
    #expect(
      dialogs(replies[3]) == [
        "Cancelled order 1.", "Order a large Caffè Latte with 2 extra shots for $7.00?",
      ])
  }

  /// A correction may open with a word that says it corrects: "no, make that two" orders two
  /// lattes in place of the one, and adds no extra shots ("Make my coffee stronger" also opens
  /// with "make").
  @Test(arguments: [
    ("no, make that two", Surface.display), ("actually make it two", .speaker),
  ])
  func aCorrectionMayOpenWithNo(line: String, on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    var replies = await conversation.replies(to: ["order a large latte from brew", "yes", line])
    #expect(conversation.lastFollowUp?.intent == "OrderCoffee")
    replies += await conversation.replies(to: ["yes"])
    #expect(replies[1].outcome == .completed)
    #expect(
      dialogs(replies[2]) == [
        "“Order Coffee” is done already: to change it, I'll take it back first.",
        "Cancel order 1, a large Caffè Latte for $5.50?",
      ])
    #expect(
      dialogs(replies[3]) == ["Cancelled order 1.", "Order 2 large Caffè Lattes for $11.00?"])
  }

  @Test func aCorrectionRightAfterAnAnswerAsksTheSameAgain() async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: [
      "is bear creek open in trails", "make that alpine loop",
    ])
    #expect(dialogs(replies[1]).first?.hasPrefix("The conditions for Alpine Loop") == true)
  }

  @Test func followUpsChainAndKeepTheOtherValues() async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: [
      "suggest hiking trails near moab in trails", "what about biking", "and boulder?",
    ])
    #expect(
      dialogs(replies[1]) == ["Here is one biking trail near Moab, Utah: Slickrock Trail."])
    #expect(
      dialogs(replies[2]) == ["Here is one biking trail near Boulder, Colorado: Mesa Trail."])
  }

  @Test func aFollowUpOfAnOrderConfirmsAgainWithTheOtherValues() async throws {
    let conversation = try await conversation(.display)
    let replies = await conversation.replies(to: [
      "order a large latte with brew", "yes", "and a cappuccino",
    ])
    #expect(replies[2] == asks(.dialog("Order a large Cappuccino for $5.25?")))
  }

  @Test(
    arguments: [
      ("order a large latte with brew", "Order a large Caffè Latte for $5.50?"),
      ("get conditions for cedar falls in trails", "Here's the latest information on Cedar Falls."),
      ("thanks", "You're welcome."),
      ("and iced", "Sorry, I didn't understand “and iced”. Type :phrases to see what you can say."),
      ("navigate to bear creek trail", "Opening Bear Creek Trail in Trails…"),
    ])
  func aNewRequestIsNeverTakenForAFollowUp(line: String, said: String) async throws {
    let conversation = try await conversation(.display)
    let replies = await conversation.replies(to: ["is bear creek open in trails", line])
    #expect(dialogs(replies[1]).last == said)
    #expect(conversation.lastFollowUp == nil)
  }

  @Test(arguments: Surface.allCases)
  func aValueTheIntentRanWithoutIsNoFollowUpUnlessLed(on surface: Surface) async throws {
    let conversation = try await workout(surface)
    let replies = await conversation.replies(to: [
      "log a run of 3 km with workout", "45 minutes", "5 km", "and 50 minutes",
    ])
    #expect(dialogs(replies[0]) == ["Logged 3 kilometers in 30 minutes."])
    #expect(dialogs(replies[1]).count == 1)
    #expect(dialogs(replies[1]).first?.hasPrefix("Sorry, I didn't understand") == true)
    #expect(dialogs(replies[2]) == ["Logged 5 kilometers in 30 minutes."])
    #expect(dialogs(replies[3]) == ["Logged 5 kilometers in 50 minutes."])
  }

  @Test(arguments: Surface.allCases)
  func aDefaultChangedBeforeTheRunIsAValueTheIntentRanWith(on surface: Surface) async throws {
    let conversation = try await workout(surface)
    let replies = await conversation.replies(to: [
      "log a run with workout", "make it 45 minutes", "5 km", "50 minutes",
    ])
    #expect(dialogs(replies[2]) == ["Logged 5 kilometers in 45 minutes."])
    #expect(dialogs(replies[3]) == ["Logged 5 kilometers in 50 minutes."])
  }

  @Test func aFollowUpIsTakenOnlyRightAfterTheAnswer() async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: [
      "is bear creek open in trails", "order a latte with brew", "cancel", "and alpine loop?",
    ])
    // Whatever "and alpine loop?" is read as alone, it asks nothing of the trail conditions.
    #expect(!dialogs(replies[3]).contains { $0.hasPrefix("The conditions for Alpine Loop") })
  }

  @Test func aLineThatStartsNoRequestLeavesTheFollowUpOpen() async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: [
      "is bear creek open in trails", "and in paris?", "thanks", "say that again",
      "what about alpine loop",
    ])
    #expect(replies[1] == ends(.notUnderstood, .dialog("Sorry, I didn't understand that.")))
    #expect(
      dialogs(replies[4]) == [
        "The conditions for Alpine Loop are: Open. Twenty centimetres of fresh snow, groomed "
          + "for skiing this morning."
      ])
  }

  @Test func aRequestThatEndedWithoutAnAnswerHasNoFollowUp() async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: [
      "order a large latte with brew", "no", "and a cappuccino",
    ])
    #expect(replies[2].items == [.dialog("What size?"), .dialog("Small, Medium, or Large?")])
  }
}

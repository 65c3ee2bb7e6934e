import Testing

@testable import ParleyAssistant

/// The line reader reads each kind of line in its state, in its documented order: what a line
/// is, decided in one place before anything is done.
@Suite struct ConversationLineReadingTests {
  /// The kind `line` is read as after `before` was said, over Trails and Brew.
  private func kind(of line: String, after before: [String]) async throws -> String {
    let conversation = try await ConversationTesting.trailsAndBrew(.display)
    _ = await conversation.replies(to: before)
    return await conversation.read(line).name
  }

  /// With no question waiting.
  @Test(
    arguments: [
      ("/GetTrailInfo trail=\"Bear Creek\"", [], "directInvocation"),
      ("", [], "empty"),
      ("hi", [], "smallTalk"),
      ("thanks", ["is bear creek open in trails"], "smallTalk"),
      ("repeat that", ["is bear creek open in trails"], "repetition"),
      ("and alpine loop?", ["is bear creek open in trails"], "followUp"),
      ("and the one called alpine loop?", ["is bear creek open in trails"], "followUp"),
      ("the same again", ["order a large latte with brew", "yes"], "followUp"),
      ("and another one", ["order a large latte with brew", "yes"], "followUp"),
      ("cancel that", ["order a large latte with brew", "yes"], "undo"),
      ("cancel that", [], "undo"),
      ("order a latte with brew", [], "request"),
      ("reorder my last coffee with brew and get conditions for bear creek", [], "severalRequests"),
      ("order two lattes and a small mocha with brew", [], "request"),
      ("what does the fox say", [], "request"),
    ] as [(String, [String], String)])
  func readsALineWithNoQuestion(line: String, before: [String], expected: String) async throws {
    let kind = try await kind(of: line, after: before)
    #expect(kind == expected, "read as \(kind)")
  }

  /// While a question waits.
  @Test(
    arguments: [
      ("/GetTrailInfo trail=\"Bear Creek\"", ["order a latte with brew"], "directInvocation"),
      ("never mind", ["order a latte with brew"], "cancel"),
      ("bye", ["order a latte with brew"], "cancel"),
      ("help", ["order a latte with brew"], "questionHelp"),
      ("say that again", ["order a latte with brew"], "repetition"),
      ("what sizes do you have?", ["order a latte with brew"], "aboutTheQuestion"),
      ("how big is a large?", ["order a latte with brew"], "aboutTheQuestion"),
      ("what's a flat white?", ["order a flat white with brew"], "aboutTheQuestion"),
      ("what drinks are there?", ["order a latte with brew"], "aboutTheQuestion"),
      ("is bear creek open in trails", ["order a latte with brew"], "sideRequest"),
      ("check my order", ["order a latte with brew"], "sideRequest"),
      (
        "actually, get conditions for cedar falls in trails", ["order a latte with brew"],
        "sideRequest"
      ),
      ("", ["order a latte with brew"], "empty"),
      ("large", ["order a latte with brew"], "answer"),
      ("extra large", ["order a latte with brew"], "answer"),
      ("yes", ["order a large latte with brew"], "answer"),
      ("banff", ["suggest hiking trails in trails"], "answer"),
      ("hang on, is my coffee ready?", ["suggest hiking trails in trails"], "sideRequest"),
      ("what a view", ["suggest hiking trails in trails"], "answer"),
    ] as [(String, [String], String)])
  func readsALineAtAQuestion(line: String, before: [String], expected: String) async throws {
    let kind = try await kind(of: line, after: before)
    #expect(kind == expected, "read as \(kind)")
  }

  /// A pick of a card's actions, by number, is that action.
  @Test func readsAPickOfTheCardsActions() async throws {
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([Pantry.app]), .display)
    _ = await conversation.respond(to: "show the honey jar in pantry")
    #expect(await conversation.read("1").name == "offeredAction")
  }

  /// Reading a line changes nothing: the question is still waiting, as it was.
  @Test func readingALineChangesNothing() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "order a latte with brew")
    _ = await conversation.read("is bear creek open in trails")
    _ = await conversation.read("how big is a large?")
    #expect(conversation.isAwaitingAnswer)
    #expect(
      await conversation.respond(to: "large")
        == Reply(items: [.dialog("Order a large Caffè Latte for $5.50?")], outcome: nil))
  }
}

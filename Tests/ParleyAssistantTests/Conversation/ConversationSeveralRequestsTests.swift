import ParleyAssistant
import Testing

/// Several requests said in one line are carried out in order, each with its own
/// confirmation; two items for an intent that takes one run it once per item. Nothing said is
/// dropped in silence.
@Suite struct ConversationSeveralRequestsTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  @Test(arguments: Surface.allCases)
  func twoRequestsOfTwoAppsAreCarriedOutInOrder(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a large latte with brew", "yes",
      "reorder my last coffee with brew and get conditions for bear creek", "yes",
    ])
    // The reorder asks its confirmation; the conditions wait their turn.
    #expect(
      replies[2]
        == Reply(items: [.dialog("Order a large Caffè Latte again for $5.50?")], outcome: nil))
    #expect(replies[3].outcome == .completed)
    #expect(replies[3].items.contains { "\($0)".contains("Bear Creek Trail") }, "\(replies[3])")
  }

  /// A second request waits for the answer to the first's question, and starts after it,
  /// also when the first is declined.
  @Test(arguments: Surface.allCases)
  func theSecondRequestStartsAfterTheFirstIsDeclined(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a large latte with brew", "yes",
      "reorder my last coffee with brew and get conditions for bear creek", "no",
    ])
    #expect(dialogs(replies[3]).first == "Okay, cancelled.")
    #expect(replies[3].items.contains { "\($0)".contains("Bear Creek Trail") }, "\(replies[3])")
  }

  /// "two lattes and a small mocha": the mocha is ordered after the lattes, with its own size.
  @Test(arguments: Surface.allCases)
  func aSecondItemIsOrderedAfterTheFirst(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order two lattes and a small mocha with brew", "large", "yes", "yes",
    ])
    #expect(dialogs(replies[0]).first == "I'll do “small mocha” after this one.")
    #expect(dialogs(replies[1]) == ["Order 2 large Caffè Lattes for $11.00?"])
    #expect(dialogs(replies[2]).last == "Order a small Caffè Mocha for $4.75?")
    #expect(replies[3].outcome == .completed)
  }
}

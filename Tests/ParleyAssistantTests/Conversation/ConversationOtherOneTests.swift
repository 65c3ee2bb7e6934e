import ParleyAssistant
import SoupShopApp
import Testing
import TrailsApp

/// "no, the other one" after a pick from a list takes the other option instead: the request
/// just performed is carried out again with it, or the request under way goes on with it.
@Suite struct ConversationOtherOneTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    let catalog = try await AppCatalog.load([Trails.app, SoupShop.app])
    return ConversationTesting.conversation(over: catalog, surface)
  }

  @Test(arguments: Surface.allCases, ["no, the other one", "the other one", "No, not that one."])
  func theOtherPlaceIsTakenAfterTheRequestPerformed(on surface: Surface, said: String)
    async throws
  {
    let replies = try await conversation(surface).replies(to: [
      "suggest hiking trails in trails", "springfield", "oregon", said, said,
    ])
    #expect(replies[3].outcome == .completed)
    #expect(replies[3].items.contains { "\($0)".contains("Riverbend Trail") }, "\(replies[3])")
    #expect(!replies[3].items.contains { "\($0)".contains("Cedar Falls") }, "\(replies[3])")
    // Said again, the first pick is taken back in turn.
    #expect(replies[4].items.contains { "\($0)".contains("Cedar Falls") }, "\(replies[4])")
  }

  @Test func theOtherOptionIsTakenWhileALaterQuestionWaits() async throws {
    let replies = try await conversation(.speaker).replies(to: [
      "order chicken soup from soup shop", "noodle", "no, the other one", "bowl", "one",
    ])
    #expect(
      replies[2]
        == Reply(
          items: [
            .dialog("Okay, Chicken Tortilla."), .dialog("What size?"),
            .dialog("Cup, Bowl, or Large Bowl?"),
          ], outcome: nil))
    #expect(dialogs(replies[4]) == ["Order a bowl of Chicken Tortilla Soup for $6.50?"])
  }

  /// With no pick made, "the other one" is no correction.
  @Test(arguments: Surface.allCases)
  func withNoPickTheOtherOneIsNotTaken(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "get conditions for bear creek in trails", "no, the other one",
    ])
    #expect(replies[1].outcome == .notUnderstood)
  }
}

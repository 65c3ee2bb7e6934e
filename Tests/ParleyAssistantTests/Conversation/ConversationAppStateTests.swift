import Testing

@testable import ParleyAssistant

/// Each conversation holds its own copy of an app's state.
@Suite struct ConversationAppStateTests {
  @Test func aFavoriteRemovedInOneConversationIsStillThereInAnother() async throws {
    let catalog = try await AppCatalog.load(ConversationTesting.apps)
    let first = ConversationTesting.conversation(over: catalog, .display)
    let second = ConversationTesting.conversation(over: catalog, .display)
    let removal = await first.replies(to: [
      "remove bear creek trail from my favorites in trails", "remove",
    ])
    #expect(removal[1] == completes(.dialog("Removed Bear Creek Trail from your favorites.")))

    let firstFavorites = await first.respond(to: "open favorites in trails")
    #expect(
      firstFavorites
        == TrailsReplies.favoritesOnDisplay(Array(TrailsReplies.favoriteLines.dropFirst())))

    let secondFavorites = await second.respond(to: "open favorites in trails")
    #expect(secondFavorites == TrailsReplies.favoritesOnDisplay())
    #expect(
      await second.respond(to: "remove bear creek trail from my favorites in trails")
        == asks(.dialog("Remove Bear Creek Trail from your favorites?")))
  }

  @Test func stateKeptWithinAConversationAcrossRequests() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "send money with errands", "yes", "send money with errands",
    ])
    #expect(replies[2] == completes(.dialog("Sent 500 dollars on run 3.")))
  }

  @Test func aNewConversationStartsWithTheAppsInitialState() async throws {
    let catalog = try await AppCatalog.load(ConversationTesting.apps)
    let first = ConversationTesting.conversation(over: catalog, .speaker)
    _ = await first.replies(to: ["send money with errands", "yes"])
    let second = ConversationTesting.conversation(over: catalog, .speaker)
    #expect(
      await second.respond(to: "send money with errands") == asks(.dialog("Send 500 dollars?")))
  }
}

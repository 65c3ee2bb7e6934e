import ParleyAssistant
import Testing
import TrailsApp

/// A place named with its state and no comma ("springfield missouri") is the place the app
/// offers as "Springfield, Missouri", as the answer to "Where would you like to go?" and in the
/// request, never echoed back as a place it does not know.
@Suite struct ConversationPlaceWithStateTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([Trails.app]), surface)
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (
          ["find hiking trails with trails", "springfield missouri"],
          surface == .display
            ? "Here are hiking trails near Springfield, Missouri."
            : "Here are 2 hiking trails near Springfield, Missouri: Riverbend Trail, Ozark Hollow."
        ),
        (
          ["suggest biking trails near springfield oregon in trails"],
          surface == .display
            ? "Here are biking trails near Springfield, Oregon."
            : "Here is one biking trail near Springfield, Oregon: Ridgeline Path."
        ),
      ].map { (surface, $0.0, $0.1) }
    })
  func aPlaceNamedWithItsStateIsTheOneOffered(
    on surface: Surface, lines: [String], found: String
  ) async throws {
    let replies = try await conversation(surface).replies(to: lines)
    let last = try #require(replies.last)
    #expect(dialogs(last) == [found])
    #expect(last.outcome == .completed)
  }
}

import Foundation
import ParleyAssistant
import Testing

/// "it" in a request right after another of the same app stands for what that request was
/// about, where the new request's intent takes a value of its type and none is said.
@Suite struct ConversationPronounTests {
  @Test(arguments: Surface.allCases)
  func itIsWhatTheRequestJustPerformedWasAbout(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let replies = await conversation.replies(to: [
      "get conditions for cedar falls in trails", "open it in trails",
    ])
    #expect(replies[1].outcome == .completed)
    #expect(dialogs(replies[1]).contains { $0.contains("Cedar Falls in Trails") })
  }

  @Test(arguments: Surface.allCases)
  func withNothingBeforeItItIsAskedFor(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let reply = await conversation.respond(to: "open it in trails")
    #expect(reply.awaitsAnswer)
  }

  @Test(arguments: Surface.allCases)
  func aValueSaidIsNoPronoun(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let replies = await conversation.replies(to: [
      "get conditions for cedar falls in trails", "open bear creek in trails",
    ])
    #expect(dialogs(replies[1]).contains { $0.contains("Bear Creek Trail in Trails") })
  }
}

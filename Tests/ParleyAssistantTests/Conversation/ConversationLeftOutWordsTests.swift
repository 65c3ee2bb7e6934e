import Foundation
import ParleyAssistant
import Testing

/// Words a request says that no phrase word, value, name or filler explains are said to be
/// left out, in the voice of the options an app lacks, and never where every word is used.
@Suite struct ConversationLeftOutWordsTests {
  @Test(arguments: Surface.allCases)
  func aWordBeforeAWordOfThePhraseIsSaidToBeLeftOut(on surface: Surface) async throws {
    let reply = try await ConversationTesting.trailsAndBrew(surface).respond(
      to: "get muddy conditions for bear creek in trails")
    #expect(reply.outcome == .completed)
    #expect(reply.items.first == .dialog("Trails doesn't have “muddy”, so I've left it out."))
    #expect(dialogs(reply).contains { $0.contains("Bear Creek Trail") })
  }

  @Test(arguments: Surface.allCases)
  func wordsForSomeoneAreSaidToBeLeftOut(on surface: Surface) async throws {
    let reply = try await ConversationTesting.trailsAndBrew(surface).respond(
      to: "order a latte for my friend with brew")
    #expect(reply.awaitsAnswer)
    #expect(
      dialogs(reply).prefix(2) == [
        "I didn't understand “for my friend”, so I've left it out.", "What size?",
      ])
  }

  @Test(arguments: [
    "get the latest conditions for bear creek in trails",
    "get current conditions for bear creek in trails", "order my usual from brew",
    "add two extra shots to my latte in brew", "order a large latte for pickup at 8 with brew",
  ])
  func everyWordUsedSaysNothingIsLeftOut(_ utterance: String) async throws {
    let reply = try await ConversationTesting.trailsAndBrew(.display).respond(to: utterance)
    #expect(!dialogs(reply).contains { $0.contains("left it out") || $0.contains("doesn't have") })
  }
}

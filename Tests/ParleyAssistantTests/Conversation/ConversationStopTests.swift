import BrewApp
import Testing

@testable import ParleyAssistant

/// A stop said first, with more after it: what the line reader leaves the request under way
/// for.
@Suite struct ConversationStopTests {
  @Test func readsWhatFollowsAStopOfSeveralWords() {
    #expect(ConversationWords.afterStop("never mind, order a latte") == "order a latte")
    #expect(ConversationWords.afterStop("Forget it what's the weather?") == "what's the weather")
    #expect(ConversationWords.afterStop("forget about it, a mocha") == "a mocha")
  }

  @Test func aStopOfOneWordSaysMoreOnlyBeforeAComma() {
    #expect(ConversationWords.afterStop("cancel, a latte from brew") == "a latte from brew")
    #expect(ConversationWords.afterStop("cancel my order") == nil)
    #expect(ConversationWords.afterStop("stop the timer") == nil)
  }

  @Test func aStopAloneOrNoStopIsNothingAfter() {
    #expect(ConversationWords.afterStop("never mind") == nil)
    #expect(ConversationWords.afterStop("never mind.") == nil)
    #expect(ConversationWords.afterStop("order a latte") == nil)
    #expect(ConversationWords.afterStop("") == nil)
  }
}

/// With nothing under way, a stop said first stops nothing: what follows it is the request, on
/// both surfaces; "cancel that, …" right after an order still asks to take the order back.
@Suite struct ConversationIdleStopTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([Brew.app]), surface)
  }

  @Test(arguments: Surface.allCases)
  func whatFollowsTheStopIsTheRequest(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(to: "never mind, order a large latte")
    #expect(dialogs(reply) == ["Order a large Caffè Latte for $5.50?"])
  }

  @Test(arguments: Surface.allCases)
  func cancelThatStillTakesBackWhatWasDone(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a large cold brew from brew", "yes", "cancel that, order a mocha",
    ])
    #expect(dialogs(replies[2]).first?.hasPrefix("Cancel order 1") == true)
  }
}

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

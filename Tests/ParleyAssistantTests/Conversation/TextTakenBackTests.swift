import Testing

@testable import ParleyAssistant

/// Which words inside a free text take back what was said before them, and which only say
/// what the text says.
@Suite struct TextTakenBackTests {
  func parts(_ text: String) -> [String]? {
    Conversation.takenBack(text).map { [$0.before, $0.after] }
  }

  @Test func aCorrectionSetApartByPausesTakesBack() {
    #expect(parts("boulder, no wait, running") == ["boulder", "running"])
    #expect(parts("moab, actually boulder") == ["moab", "boulder"])
  }

  @Test func wordsThatMaySayTheTextNeedPausesOnBothSides() {
    // A note's text says "no wait"; nothing is taken back.
    #expect(parts("great food, no wait at all") == nil)
    #expect(parts("the place had no wait at all") == nil)
    #expect(parts("buy milk, no sugar") == nil)
  }
}

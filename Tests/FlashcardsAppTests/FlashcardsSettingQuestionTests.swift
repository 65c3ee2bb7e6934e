import ParleyAssistant
import Testing

/// A question about a setting right after it was changed is answered with the value the
/// change ran with, on both surfaces.
@Suite struct FlashcardsSettingQuestionTests {
  @Test(arguments: Surface.allCases)
  func theDailyGoalJustSetIsTold(on surface: Surface) async throws {
    let replies = try await talk(
      "change the daily goal in flashcards", "40", "what's my daily goal?", surface: surface)
    #expect(replies[1] == ["< Your daily goal is now 40 cards."])
    #expect(replies[2] == ["< The daily goal is 40."])
  }
}

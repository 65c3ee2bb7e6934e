import Testing

@testable import ParleyAssistant

/// Several names said in one line for a parameter that takes a list ("cedar falls and alpine
/// loop") go to the intent together: one confirmation naming them all, one `perform()`.
/// Nothing said is dropped in silence.
@Suite struct ConversationListItemsTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.conversation(surface, isUnlocked: true)
  }

  @Test(arguments: Surface.allCases)
  func twoTrailsAreConfirmedAndRemovedTogether(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "take cedar falls and alpine loop off my favorites", "yes",
    ])
    #expect(replies[0] == asks(.dialog("Remove Cedar Falls and Alpine Loop from your favorites?")))
    #expect(
      replies[1] == completes(.dialog("Removed Cedar Falls and Alpine Loop from your favorites.")))
  }

  @Test(arguments: Surface.allCases)
  func aListNamedBeforeTheAppIsTakenWhole(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "remove cedar falls and bear creek from favorites in trails", "yes",
    ])
    #expect(
      replies[0]
        == asks(.dialog("Remove Cedar Falls and Bear Creek Trail from your favorites?")))
    #expect(
      replies[1]
        == completes(.dialog("Removed Cedar Falls and Bear Creek Trail from your favorites.")))
  }

  @Test(arguments: Surface.allCases)
  func aListWithCommasTakesEveryName(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "remove cedar falls, mesa trail and alpine loop from my favorites in trails", "yes",
    ])
    #expect(replies[0] == asks(.dialog("Remove Cedar Falls and Alpine Loop from your favorites?")))
    #expect(
      replies[1]
        == completes(
          .dialog(
            "Removed Cedar Falls and Alpine Loop from your favorites."
              + " Mesa Trail isn't one of your favorites.")))
  }

  /// A part that names no trail is said, and the trails asked again, rather than dropped.
  @Test(arguments: Surface.allCases)
  func aPartThatNamesNothingIsSaid(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "remove cedar falls and the garden from my favorites in trails",
      "cedar falls and bear creek", "yes",
    ])
    #expect(
      dialogs(replies[0]).first == "Sorry, I couldn't find a trail called “the garden”.")
    #expect(dialogs(replies[0]).contains("Which favorite should I remove?"))
    #expect(
      replies[1]
        == asks(.dialog("Remove Cedar Falls and Bear Creek Trail from your favorites?")))
    #expect(
      replies[2]
        == completes(.dialog("Removed Cedar Falls and Bear Creek Trail from your favorites.")))
  }

  /// One trail is still one trail, and declining keeps every one.
  @Test(arguments: Surface.allCases)
  func oneTrailAndADeclinedListAreAsBefore(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "take cedar falls and alpine loop off my favorites", "no",
      "remove cedar falls from my favorites in trails", "yes",
    ])
    #expect(dialogs(replies[1]) == ["Okay, cancelled."])
    #expect(replies[2] == asks(.dialog("Remove Cedar Falls from your favorites?")))
    #expect(replies[3] == completes(.dialog("Removed Cedar Falls from your favorites.")))
  }
}

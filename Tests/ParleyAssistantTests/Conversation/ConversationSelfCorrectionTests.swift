import ParleyAssistant
import Testing

/// An answer that corrects itself stands on the last value said ("small, no, medium"); one
/// that hesitates between two ("small or medium") is asked which of them.
@Suite struct ConversationSelfCorrectionTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  @Test(
    arguments: Surface.allCases,
    [
      "small, no, medium", "small actually medium", "Large... sorry, medium",
      "small no wait medium",
    ])
  func theLastValueSaidStands(on surface: Surface, said: String) async throws {
    let replies = try await conversation(surface).replies(to: ["order a mocha with brew", said])
    #expect(
      replies[1] == Reply(items: [.dialog("Order a medium Caffè Mocha for $5.25?")], outcome: nil))
  }

  /// Two values said without a correction are asked which, with the two offered: listed on a
  /// display, read out on a speaker, though the reason quotes them.
  @Test(arguments: Surface.allCases)
  func twoValuesWithoutACorrectionAreAskedAgain(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a mocha with brew", "small or medium",
    ])
    #expect(
      replies[1]
        == Reply(
          items: [
            .dialog("Sorry, “small or medium” fits more than one of them."), .dialog("Which one?"),
          ]
            + (surface == .speaker
              ? [.dialog("Small or Medium?")] : [.choices(["Small", "Medium"])]),
          outcome: nil))
  }
}

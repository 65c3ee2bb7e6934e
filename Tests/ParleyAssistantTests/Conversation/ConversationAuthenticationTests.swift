import Testing

@testable import ParleyAssistant

/// Intents that require authentication: a speaker refuses them until the session is unlocked;
/// a display asks for the passcode when one is set.
@Suite struct ConversationAuthenticationTests {
  private static let removeBearCreek = "remove bear creek trail from my favorites in trails"
  private static let confirmRemoval = asks(
    .dialog("Remove Bear Creek Trail from your favorites?"))
  private static let refusal = ends(
    .failed, .dialog("You'll need to unlock your device first to do that with Trails."))
  private static let passcodeQuestion = asks(
    .dialog("Trails needs you to unlock first. What's your passcode?"))
  private static let wrongPasscode = asks(.dialog("That passcode isn't right. Try again."))

  @Test func helpWhileThePasscodeIsAskedIsNoWrongPasscode() async throws {
    let conversation = try await ConversationTesting.conversation(
      .display, passcode: "2468", maximumAttempts: 2)
    let help = asks(.dialog("Type your device's passcode, or “cancel” to stop."))
    let replies = await conversation.replies(to: [
      Self.removeBearCreek, "help", "1357", "what do I say", "2468",
    ])
    #expect(
      replies == [Self.passcodeQuestion, help, Self.wrongPasscode, help, Self.confirmRemoval])
  }

  @Test func aLockedSpeakerRefuses() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    #expect(await conversation.respond(to: Self.removeBearCreek) == Self.refusal)
    #expect(!conversation.isAwaitingAnswer)
  }

  @Test func aLockedSpeakerRefusesEvenWithAPasscodeSet() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker, passcode: "2468")
    #expect(await conversation.respond(to: Self.removeBearCreek) == Self.refusal)
  }

  @Test func aSpeakerThatStartsUnlockedGoesOn() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker, isUnlocked: true)
    #expect(await conversation.respond(to: Self.removeBearCreek) == Self.confirmRemoval)
  }

  @Test func aSpeakerUnlockedWithTheRightPasscodeGoesOn() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker, passcode: "2468")
    #expect(!conversation.unlock(passcode: "1357"))
    #expect(!conversation.isUnlocked)
    #expect(await conversation.respond(to: Self.removeBearCreek) == Self.refusal)
    #expect(conversation.unlock(passcode: "2468"))
    #expect(conversation.isUnlocked)
    let replies = await conversation.replies(to: [Self.removeBearCreek, "remove"])
    #expect(
      replies == [
        Self.confirmRemoval, completes(.dialog("Removed Bear Creek Trail from your favorites.")),
      ])
  }

  @Test func aSpeakerWithoutAPasscodeUnlocksWithAnyAnswer() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    #expect(conversation.unlock(passcode: nil))
    #expect(await conversation.respond(to: Self.removeBearCreek) == Self.confirmRemoval)
  }

  @Test func aLockedSpeakerStillRunsIntentsThatNeedNoAuthentication() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker, passcode: "2468")
    let reply = await conversation.respond(to: "say hello with studio")
    #expect(reply == completes(.dialog("Hello there!")))
  }

  @Test func aDisplayWithoutAPasscodeGoesOn() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    #expect(await conversation.respond(to: Self.removeBearCreek) == Self.confirmRemoval)
  }

  @Test func aDisplayAsksForThePasscodeAndGoesOnWhenItIsRight() async throws {
    let conversation = try await ConversationTesting.conversation(.display, passcode: "2468")
    let first = await conversation.respond(to: Self.removeBearCreek)
    #expect(first == Self.passcodeQuestion)
    #expect(conversation.isAwaitingPasscode)
    let replies = await conversation.replies(to: ["2468", "remove"])
    #expect(
      replies == [
        Self.confirmRemoval, completes(.dialog("Removed Bear Creek Trail from your favorites.")),
      ])
    #expect(conversation.isUnlocked)
  }

  @Test func aDisplayAsksAgainAfterAWrongPasscode() async throws {
    let conversation = try await ConversationTesting.conversation(.display, passcode: "2468")
    let replies = await conversation.replies(to: [Self.removeBearCreek, "1111", "2468"])
    #expect(replies == [Self.passcodeQuestion, Self.wrongPasscode, Self.confirmRemoval])
  }

  @Test func aRequestForAnAppWhileThePasscodeIsAskedStartsAndIsNoAttempt() async throws {
    let conversation = try await ConversationTesting.conversation(.display, passcode: "2468")
    let replies = await conversation.replies(to: [
      Self.removeBearCreek, "1", "open cedar falls in trails", Self.removeBearCreek, "3", "4",
    ])
    #expect(replies[0] == Self.passcodeQuestion)
    #expect(replies[1] == Self.wrongPasscode)
    #expect(replies[2].outcome == .completed, "\(replies[2])")
    #expect(replies[2].items.contains { "\($0)".contains("Cedar Falls") }, "\(replies[2])")
    #expect(!conversation.isUnlocked)
    // The new request counts its own attempts.
    #expect(replies[3...] == [Self.passcodeQuestion, Self.wrongPasscode, Self.wrongPasscode])
  }

  @Test func theRightPasscodeUnlocksAlthoughItReadsLikeARequest() async throws {
    let passcode = "open cedar falls in trails"
    let conversation = try await ConversationTesting.conversation(.display, passcode: passcode)
    let replies = await conversation.replies(to: [Self.removeBearCreek, passcode])
    #expect(replies == [Self.passcodeQuestion, Self.confirmRemoval])
    #expect(conversation.isUnlocked)
  }

  @Test func aDisplayGivesUpAfterTooManyWrongPasscodes() async throws {
    let conversation = try await ConversationTesting.conversation(.display, passcode: "2468")
    let replies = await conversation.replies(to: [Self.removeBearCreek, "1", "2", "3"])
    #expect(
      replies == [
        Self.passcodeQuestion, Self.wrongPasscode, Self.wrongPasscode,
        ends(.failed, .dialog("That passcode isn't right, so I can't do that.")),
      ])
    #expect(!conversation.isUnlocked)
    #expect(!conversation.isAwaitingAnswer)
  }

  @Test func aDisplayUnlockedOnceDoesNotAskAgain() async throws {
    let conversation = try await ConversationTesting.conversation(.display, passcode: "2468")
    let replies = await conversation.replies(to: [
      Self.removeBearCreek, "2468", "keep", Self.removeBearCreek,
    ])
    #expect(replies[2] == cancelled)
    #expect(replies[3] == Self.confirmRemoval)
  }

  @Test func aDisplayUnlockedInAdvanceDoesNotAsk() async throws {
    let conversation = try await ConversationTesting.conversation(.display, passcode: "2468")
    #expect(conversation.unlock(passcode: "2468"))
    #expect(await conversation.respond(to: Self.removeBearCreek) == Self.confirmRemoval)
  }

  @Test func switchingToASpeakerAfterUnlockingKeepsTheSessionUnlocked() async throws {
    let conversation = try await ConversationTesting.conversation(.display, passcode: "2468")
    _ = await conversation.replies(to: [Self.removeBearCreek, "2468", "keep"])
    conversation.surface = .speaker
    #expect(await conversation.respond(to: Self.removeBearCreek) == Self.confirmRemoval)
  }
}

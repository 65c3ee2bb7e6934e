import FlashcardsApp
import Testing

@testable import ParleyAssistant

/// The conversation's state is one value, and a line's transition leads from one value to the
/// next with its effects listed, before anything is shown, asked or performed.
@Suite struct ConversationTransitionTests {
  private let speaker = DialogSetting(surface: .speaker, maximumAttempts: 3)

  /// The question `state` waits in, by kind: "idle", "value", "choice", "confirmation".
  private func waiting(_ state: DialogState) -> String {
    switch state.question {
    case .idle: "idle"
    case .value: "value"
    case .choice: "choice"
    case .confirmation: "confirmation"
    case .passcode: "passcode"
    }
  }

  @Test func aStateKeptBeforeALineIsUnchangedByItAndCanBeGivenBack() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "order a latte with brew")
    let kept = conversation.dialog
    #expect(
      dialogs(await conversation.respond(to: "large")) == ["Order a large Caffè Latte for $5.50?"])
    #expect(waiting(conversation.dialog) == "confirmation")
    #expect(waiting(kept) == "choice")
    conversation.dialog = kept
    #expect(
      dialogs(await conversation.respond(to: "small")) == ["Order a small Caffè Latte for $4.50?"])
  }

  @Test func aStateKeptKeepsWhatTheConversationRemembersBesidesTheQuestion() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "is bear creek open in trails")
    let kept = conversation.dialog
    _ = await conversation.respond(to: "order a latte with brew")
    _ = await conversation.respond(to: "never mind")
    #expect(conversation.matchCount == kept.matchCount + 1)
    #expect(kept.followUp?.intentType.typeName == "GetTrailInfo")
    conversation.dialog = kept
    #expect(await conversation.read("and alpine loop?").name == "followUp")
    #expect(conversation.matchCount == kept.matchCount)
  }

  /// A question about the values of the intent just performed ends where it is answered, and
  /// keeps that intent to follow up.
  @Test func aQuestionAboutWhatWasDoneIsAnsweredAndKeepsItToFollowUp() async throws {
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([Flashcards.app]), .speaker)
    _ = await conversation.respond(to: "what's in biology in flashcards")
    let step = await conversation.transition(on: "what other folders are there?")
    #expect(waiting(step.state) == "idle")
    #expect(step.state.followUp?.intentType.typeName == "GetCards")
    #expect(
      described(step.effects) == [
        "show: Besides Biology, Flashcards suggests these folders: Japanese and Spanish.",
        "outcome: completed",
      ])
  }

  @Test func aTransitionIsMadeWithoutBeingCarriedOut() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "order a latte with brew")
    let step = await conversation.transition(on: "never mind")
    #expect(waiting(step.state) == "idle")
    #expect(step.state.request == nil)
    #expect(
      described(step.effects) == [
        "endRun: OrderCoffee", "show: Okay, cancelled.", "outcome: cancelled",
      ])
    // The conversation is where it was: the step was not carried out.
    #expect(waiting(conversation.dialog) == "choice")
    #expect(
      dialogs(await conversation.respond(to: "large")) == ["Order a large Caffè Latte for $5.50?"])
  }

  @Test func anAnswerIsLeftToTheDriverAndNothingIsPerformed() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.replies(to: ["order a large latte with brew"])
    let step = await conversation.transition(on: "yes")
    #expect(described(step.effects) == ["carryOut: answer yes"])
    #expect(waiting(step.state) == "confirmation")
    #expect(step.state.followUp == nil)
    #expect(conversation.dialog.followUp == nil)
    #expect(await conversation.respond(to: "no") == cancelled)
  }

  @Test func aNewRequestAfterAnIntentPerformedRefersToIt() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "is bear creek open in trails")
    let step = await conversation.transition(on: "order a latte with brew")
    #expect(
      described(step.effects) == ["carryOut: request order a latte with brew after GetTrailInfo"])
    #expect(step.state.followUp == nil)
    #expect(step.state.referent?.intentType.typeName == "GetTrailInfo")
  }

  @Test func smallTalkIsAnsweredFromTheStateAlone() {
    let idle = DialogState(isUnlocked: false)
    let step = DialogStep.transition(from: idle, on: "hi", read: .smallTalk, setting: speaker)
    #expect(
      described(step.effects) == [
        "show: Hi! What can I do for you? Say “help” to hear what you can ask.",
        "outcome: completed",
      ])
    #expect(waiting(step.state) == "idle")
    let thanks = DialogStep.transition(from: idle, on: "thanks", read: .smallTalk, setting: speaker)
    #expect(described(thanks.effects) == ["show: You're welcome.", "outcome: completed"])
  }

  @Test func repeatingWithNothingSaidAndAnEmptyLineAreNotUnderstood() {
    let idle = DialogState(isUnlocked: false)
    let repeated = DialogStep.transition(
      from: idle, on: "repeat that", read: .repetition, setting: speaker)
    #expect(
      described(repeated.effects) == [
        "show: I haven't said anything yet.", "outcome: notUnderstood",
      ])
    let empty = DialogStep.transition(from: idle, on: "", read: .empty, setting: speaker)
    #expect(described(empty.effects) == ["outcome: notUnderstood"])
  }

  @Test func theLastAnswerIsSaidAgainFromTheState() {
    var state = DialogState(isUnlocked: false)
    state.lastAnswer = Reply(items: [.dialog("Bear Creek Trail is open.")], outcome: .completed)
    let step = DialogStep.transition(
      from: state, on: "repeat that", read: .repetition, setting: speaker)
    #expect(described(step.effects) == ["show: Bear Creek Trail is open.", "outcome: completed"])
  }

  @Test func anEmptyLineAtAQuestionAsksItAgainUntilItHasTakenEnough() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "order a latte with brew")
    let first = DialogStep.transition(
      from: conversation.dialog, on: "", read: .empty, setting: speaker)
    #expect(
      described(first.effects) == ["show: Sorry, I didn't catch that.", "ask: Which size?"])
    let last = DialogStep.transition(
      from: first.state, on: "", read: .empty,
      setting: DialogSetting(surface: .speaker, maximumAttempts: 2))
    #expect(
      described(last.effects) == [
        "endRun: OrderCoffee", "show: Sorry, I didn't catch that. | Let's try that again later.",
        "outcome: cancelled",
      ])
    #expect(waiting(last.state) == "idle")
  }
}

import Testing

@testable import ParleyAssistant

/// A question that gets no answer in time is left, with the request under way and those said
/// with it: nothing is performed, and a short line says so.
@Suite struct ConversationTimeoutTests {
  private let speaker = DialogSetting(surface: .speaker, maximumAttempts: 3)

  @Test func theTimeoutTransitionLeavesTheQuestionAndTheRequestUnderWay() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "order a latte with brew")
    let step = DialogStep.transition(from: conversation.dialog, on: .timeout, setting: speaker)
    guard case .idle = step.state.question else {
      Issue.record("still waiting in \(step.state.question)")
      return
    }
    #expect(step.state.request == nil)
    #expect(step.state.queued.isEmpty)
    #expect(
      described(step.effects) == [
        "endRun: OrderCoffee", "show: I didn't hear an answer, so I'll leave that.",
        "outcome: cancelled",
      ])
    // Made, not carried out: the conversation still waits for the size.
    #expect(conversation.isAwaitingAnswer)
  }

  @Test func theTimeoutTransitionDropsTheRequestsSaidWithTheOneUnderWay() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "order two lattes and a small mocha with brew")
    #expect(!conversation.dialog.queued.isEmpty)
    let step = DialogStep.transition(from: conversation.dialog, on: .timeout, setting: speaker)
    #expect(step.state.queued.isEmpty)
    #expect(step.state.held.isEmpty)
  }

  @Test func theTimeoutTransitionDoesNothingWithNoQuestionWaiting() {
    let idle = DialogState(isUnlocked: false)
    let step = DialogStep.transition(from: idle, on: .timeout, setting: speaker)
    #expect(step.effects.isEmpty)
    #expect(step.state.request == nil)
  }

  @Test func aSpeakerSaysItHeardNoAnswerAndTheNextLineIsANewRequest() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "order a latte with brew")
    #expect(
      conversation.timeOut()
        == Reply(
          items: [.dialog("I didn't hear an answer, so I'll leave that.")], outcome: .cancelled))
    #expect(!conversation.isAwaitingAnswer)
    #expect(await conversation.read("large").name == "request")
  }

  @Test func aDisplaySaysItGotNoAnswer() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.display)
    _ = await conversation.respond(to: "order a latte with brew")
    #expect(
      conversation.timeOut()
        == Reply(
          items: [.dialog("I didn't get an answer, so I'll leave that.")], outcome: .cancelled))
    #expect(!conversation.isAwaitingAnswer)
  }

  @Test func nothingTimesOutWithNoQuestionWaiting() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    #expect(conversation.timeOut() == nil)
    _ = await conversation.respond(to: "get conditions for bear creek in trails")
    #expect(conversation.timeOut() == nil)
  }

  @Test func nothingIsPerformedWhenAConfirmationTimesOut() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "order a large latte with brew")
    #expect(conversation.dialog.question.prompt != nil)
    _ = conversation.timeOut()
    // Nothing was ordered: "cancel that" has nothing to take back.
    #expect(conversation.dialog.lastChange == nil)
    #expect(conversation.dialog.followUp == nil)
  }
}

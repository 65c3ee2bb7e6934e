import ParleyIntents
import Testing

@testable import ParleyAssistant

/// A confirmation's answer leads to performing the request or dropping it, and what performing
/// came to is an event of its own: each is a transition with its state and effects listed,
/// before anything is performed or said.
@Suite struct ConversationOutcomeTransitionTests {
  private let speaker = DialogSetting(surface: .speaker, maximumAttempts: 3)

  /// A state waiting in Brew's "Order a large Caffè Latte for $5.50?", its `perform()`
  /// suspended on the question.
  private func confirming() async throws -> DialogState {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "order a large latte with brew")
    return conversation.dialog
  }

  /// `state` with its confirmation asked as `action` names it, restarting the request for
  /// `parameter` when one is given (a value to confirm).
  private func asking(
    _ state: DialogState, as action: ConfirmationActionName = .continue,
    restarting parameter: (any AnyIntentParameter)? = nil
  ) throws -> DialogState {
    guard case .confirmation(let question) = state.question else {
      throw TransitionTestError.notConfirming
    }
    var state = state
    state.question = .confirmation(
      ConfirmationQuestion(
        prompt: question.prompt, acceptWords: [action.acceptLabel] + action.acceptAlternatives,
        denyWords: [action.denyLabel] + action.denyAlternatives, restartParameter: parameter))
    return state
  }

  private func isIdle(_ state: DialogState) -> Bool {
    if case .idle = state.question { return true }
    return false
  }

  private func answering(_ text: String, at state: DialogState) -> DialogStep {
    DialogStep.transition(from: state, on: .confirmationAnswer(text), setting: speaker)
  }

  private func taking(_ outcome: PerformOutcome, at state: DialogState) -> DialogStep {
    DialogStep.transition(from: state, on: .outcome(outcome), setting: speaker)
  }

  @Test func yesAtAConfirmationPerformsTheRequestWithTheAnswer() async throws {
    let state = try await confirming()
    let step = answering("yes", at: state)
    #expect(described(step.effects) == ["perform: OrderCoffee answer true"])
    #expect(isIdle(step.state))
    #expect(step.state.request === state.request)
  }

  @Test func noAtAConfirmationHandsTheIntentItsNo() async throws {
    let state = try await confirming()
    let step = answering("no", at: state)
    #expect(described(step.effects) == ["perform: OrderCoffee answer false"])
    #expect(isIdle(step.state))
    #expect(step.state.declined == nil)
  }

  @Test func theConfirmationsOwnActionNameAnswersIt() async throws {
    let state = try asking(try await confirming(), as: .turnOff)
    #expect(
      described(answering("turn off", at: state).effects) == [
        "perform: OrderCoffee answer true"
      ])
    #expect(
      described(answering("Cancel", at: state).effects) == [
        "perform: OrderCoffee answer false"
      ])
  }

  @Test func anythingElseIsLeftToBeRefusedWithTheAppsWords() async throws {
    let state = try await confirming()
    let step = answering("purple", at: state)
    #expect(described(step.effects) == ["carryOut: refusal purple"])
    guard case .confirmation = step.state.question else {
      Issue.record("no longer confirming: \(step.state.question)")
      return
    }
  }

  @Test func aValueToConfirmRestartsTheRequestOrIsDeclined() async throws {
    let waiting = try await confirming()
    let size = try #require(waiting.request?.parameter(named: "size"))
    let state = try asking(waiting, restarting: size)
    #expect(
      described(answering("yes", at: state).effects) == [
        "perform: OrderCoffee restart confirming size"
      ])
    let declined = answering("no", at: state)
    #expect(
      described(declined.effects) == [
        "endRun: OrderCoffee", "show: Okay, cancelled.", "outcome: cancelled",
      ])
    #expect(declined.state.declined == "Order Coffee")
    #expect(isIdle(declined.state))
    #expect(declined.state.request == nil)
  }

  @Test func aValueAnswerResolvesTheRequestFurtherOrGivesItToThePerformWaiting() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "order a latte with brew")
    let state = conversation.dialog
    let size = try #require(state.request?.parameter(named: "size"))
    let step = DialogStep.transition(
      from: state, on: .valueAnswer("large", for: size, .resolve), setting: speaker)
    #expect(described(step.effects) == ["perform: OrderCoffee resolve size = large"])
    #expect(isIdle(step.state))
    let restarted = DialogStep.transition(
      from: state, on: .valueAnswer("large", for: size, .restart), setting: speaker)
    #expect(described(restarted.effects) == ["perform: OrderCoffee restart size = large"])
    // No perform() waits on the question: there is nothing to give the value to.
    let resumed = DialogStep.transition(
      from: state, on: .valueAnswer("large", for: size, .resume), setting: speaker)
    #expect(described(resumed.effects) == ["endRun: OrderCoffee", "outcome: cancelled"])
    #expect(resumed.state.request == nil)
    let waiting = try await confirming()
    let given = DialogStep.transition(
      from: waiting, on: .valueAnswer("large", for: size, .resume), setting: speaker)
    #expect(described(given.effects) == ["perform: OrderCoffee answer large"])
  }

  @Test func anUnusableAnswerIsRefusedAndANoOnItsOwnCancels() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "order a latte with brew")
    let state = conversation.dialog
    let refused = DialogStep.transition(
      from: state, on: .unusableAnswer("purple", reason: "Sorry, “purple” isn't a size."),
      setting: speaker)
    #expect(described(refused.effects) == ["carryOut: unusable purple"])
    let declined = DialogStep.transition(
      from: state, on: .unusableAnswer("no thanks", reason: ""), setting: speaker)
    #expect(
      described(declined.effects) == [
        "endRun: OrderCoffee", "show: Okay, cancelled.", "outcome: cancelled",
      ])
    #expect(isIdle(declined.state))
  }

  @Test func anOutcomePerformedIsSaidAndRememberedForAFollowUp() async throws {
    let performing = answering("yes", at: try await confirming()).state
    let step = taking(
      .performed([.dialog("Your Caffè Latte will be ready at 9:05 AM.")], undoIntent: nil),
      at: performing)
    #expect(
      described(step.effects) == [
        "endRun: OrderCoffee", "show: Your Caffè Latte will be ready at 9:05 AM.",
        "outcome: completed",
      ])
    #expect(isIdle(step.state))
    #expect(step.state.request == nil)
    #expect(step.state.followUp?.intentType.typeName == "OrderCoffee")
    // It asked to confirm what it does: "cancel that" would take it back.
    #expect(step.state.lastChange?.intentType.typeName == "OrderCoffee")
    let silent = taking(.performed([], undoIntent: nil), at: performing)
    #expect(
      described(silent.effects) == ["endRun: OrderCoffee", "show: Done.", "outcome: completed"])
  }

  @Test func anOutcomeThatFailedSaysTheErrorAndNotesItsBranch() async throws {
    let performing = answering("yes", at: try await confirming()).state
    let step = taking(
      .failed(errorName: "CafeClosed", message: "Sorry, the café is closed."), at: performing)
    #expect(
      described(step.effects) == [
        "endRun: OrderCoffee", "show: Sorry, the café is closed.", "outcome: failed",
      ])
    #expect(isIdle(step.state))
    #expect(step.state.followUp == nil)
    #expect(
      step.state.pathsTaken.last
        == DialogPathStep(app: "Brew", intent: "OrderCoffee", path: .error("CafeClosed")))
  }

  @Test func anOutcomeDeclinedIsAcknowledgedAndRemembered() async throws {
    let performing = answering("no", at: try await confirming()).state
    let step = taking(.declined(byConfirmation: true), at: performing)
    #expect(
      described(step.effects) == [
        "endRun: OrderCoffee", "show: Okay, cancelled.", "outcome: cancelled",
      ])
    #expect(step.state.declined == "Order Coffee")
    let cancelled = taking(.declined(byConfirmation: false), at: performing)
    #expect(cancelled.state.declined == nil)
  }

  @Test func aConfirmationAskedIsAskedOrHeldForTheNextItemOfTheRequest() async throws {
    let question = ConfirmationQuestion(
      prompt: Prompt(dialog: nil, fallback: "Order 2 large Caffè Lattes for $11.00?"),
      acceptWords: ["Yes"], denyWords: ["No"], restartParameter: nil)
    let alone = answering("yes", at: try await confirming()).state
    let asked = taking(.needsConfirmation(question), at: alone)
    #expect(
      described(asked.effects) == [
        "carryOut: askConfirmation Order 2 large Caffè Lattes for $11.00?"
      ])
    #expect(asked.state.held.isEmpty)
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    _ = await conversation.respond(to: "order two lattes and a small mocha with brew")
    let lattes = conversation.dialog
    let held = taking(.needsConfirmation(question), at: lattes)
    #expect(described(held.effects) == ["outcome: completed"])
    #expect(isIdle(held.state))
    #expect(held.state.request == nil)
    #expect(held.state.held.map(\.request).map { $0 === lattes.request } == [true])
  }

  @Test func anOutcomeThatNeedsAChoiceAsksItAndWaitsInIt() async throws {
    let performing = answering("yes", at: try await confirming()).state
    let size = try #require(performing.request?.parameter(named: "size"))
    let options = ["Small", "Large"].map { ChoiceOption(title: $0, names: [$0], value: $0) }
    let question = ChoiceQuestion(
      options: options, prompt: Prompt(dialog: nil, fallback: "Which size?"),
      purpose: .parameter(size, .resume))
    let step = taking(.needsChoice(question), at: performing)
    #expect(described(step.effects) == ["ask: Which size?"])
    guard case .choice(let waiting) = step.state.question else {
      Issue.record("not waiting in a choice: \(step.state.question)")
      return
    }
    #expect(waiting.options.map(\.title) == ["Small", "Large"])
    #expect(step.state.request === performing.request)
  }

  @Test func anOutcomeThatNeedsAValueAsksForItWithTheAppsOptions() async throws {
    let performing = answering("yes", at: try await confirming()).state
    let size = try #require(performing.request?.parameter(named: "size"))
    let step = taking(.needsValue(size, nil, .resume), at: performing)
    #expect(described(step.effects) == ["carryOut: askValue size resume"])
    #expect(isIdle(step.state))
    #expect(step.state.request === performing.request)
  }
}

/// Why a transition test could not set up its state.
private enum TransitionTestError: Error {
  /// The conversation was not waiting in a confirmation.
  case notConfirming
}

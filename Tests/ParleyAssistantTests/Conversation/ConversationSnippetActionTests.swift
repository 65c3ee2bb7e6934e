import Testing

@testable import ParleyAssistant

/// A card's buttons and toggles: offered numbered on a display, run by number, position or
/// label through the usual dialog, replaced by the card an action returns, and withdrawn by
/// the next request.
@Suite struct ConversationSnippetActionTests {
  private func pantry(_ surface: Surface = .display) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([Pantry.app]), surface)
  }

  private static let actions = [
    Snippet.Action(label: "Restock"), Snippet.Action(label: "Empty"),
    Snippet.Action(label: "Favourite", isOn: false),
  ]

  private static let card = Snippet(title: "Honey", lines: ["3 left"], actions: actions)

  @Test func aResultCardOffersItsActionsOnADisplay() async throws {
    let conversation = try await pantry()
    let reply = await conversation.respond(to: "show the honey jar in pantry")
    #expect(reply == completes(.snippet(Self.card)))
    #expect(conversation.offeredActions == Self.actions)
  }

  @Test func aSpeakerOffersNoActionsAndReadsNoNumbers() async throws {
    let conversation = try await pantry(.speaker)
    let reply = await conversation.respond(to: "show the honey jar in pantry")
    #expect(reply == completes(.dialog("Honey. 3 left.")))
    #expect(conversation.offeredActions.isEmpty)
    let next = await conversation.respond(to: "1")
    #expect(next.outcome == .notUnderstood)
    #expect(conversation.lastAction == nil)
  }

  @Test(arguments: ["1", "one", "the first one", "number 1", "restock", "Restock please"])
  func aNumberPositionOrLabelRunsTheAction(line: String) async throws {
    let conversation = try await pantry()
    _ = await conversation.respond(to: "show the honey jar in pantry")
    #expect(await conversation.respond(to: line) == asks(.dialog("How many jars?")))
    let refreshed = Snippet(title: "Honey", lines: ["7 left"], actions: Self.actions)
    #expect(
      await conversation.respond(to: "4") == completes(.snippet(refreshed), .dialog("Restocked.")))
    #expect(
      conversation.lastAction
        == ActionTurn(
          line: line, number: 1, label: "Restock", cardTitle: "Honey", app: "Pantry",
          intent: "Restock"))
  }

  @Test func anActionAsksItsQuestionsAgainEachTimeItRuns() async throws {
    let conversation = try await pantry()
    _ = await conversation.respond(to: "show the honey jar in pantry")
    _ = await conversation.respond(to: "restock")
    _ = await conversation.respond(to: "2")
    #expect(await conversation.respond(to: "restock") == asks(.dialog("How many jars?")))
  }

  @Test func aToggleShowsItsStateAndTheRefreshedCardReplacesTheActions() async throws {
    let conversation = try await pantry()
    _ = await conversation.respond(to: "show the honey jar in pantry")
    let reply = await conversation.respond(to: "the last one")
    let on = [Self.actions[0], Self.actions[1], Snippet.Action(label: "Favourite", isOn: true)]
    #expect(reply == completes(.snippet(Snippet(title: "Honey", lines: ["3 left"], actions: on))))
    #expect(conversation.offeredActions == on)
  }

  @Test func anActionConfirmsAndTheCardsActionsStayUntilTheNextRequest() async throws {
    let conversation = try await pantry()
    _ = await conversation.respond(to: "show the honey jar in pantry")
    #expect(await conversation.respond(to: "empty") == asks(.dialog("Empty the honey jar?")))
    #expect(await conversation.respond(to: "yes") == completes(.dialog("Emptied the honey jar.")))
    #expect(conversation.offeredActions == Self.actions)
    #expect(await conversation.respond(to: "2") == asks(.dialog("Empty the honey jar?")))
    #expect(await conversation.respond(to: "no") == cancelled)
    #expect(conversation.offeredActions == Self.actions)
  }

  @Test func aLineThatIsMoreThanAPickIsANewRequestAndEndsTheActions() async throws {
    let conversation = try await pantry()
    _ = await conversation.respond(to: "show the honey jar in pantry")
    let reply = await conversation.respond(to: "count my jars in pantry")
    #expect(reply == completes(.dialog("You have 3 jars of honey.")))
    #expect(conversation.offeredActions.isEmpty)
    #expect(conversation.lastMatch?.best?.intent == "CountJars")
    #expect(await conversation.respond(to: "1").outcome == .notUnderstood)
  }

  /// A line not understood starts nothing, and leaves the card's actions, as it leaves the
  /// follow-up; the next request ends them.
  @Test func aLineNotUnderstoodLeavesTheActions() async throws {
    let conversation = try await pantry()
    _ = await conversation.respond(to: "show the honey jar in pantry")
    let actions = conversation.offeredActions
    #expect(await conversation.respond(to: "restock the honey now").outcome == .notUnderstood)
    #expect(conversation.offeredActions == actions)
    _ = await conversation.respond(to: "count my jars in pantry")
    #expect(conversation.offeredActions.isEmpty)
  }

  @Test func aLineThatIsWhollyALabelRunsTheActionEvenWhenItIsAlsoARequest() async throws {
    let conversation = try await pantry()
    _ = await conversation.respond(to: "show the shelf in pantry")
    let reply = await conversation.respond(to: "count my jars in pantry")
    #expect(reply == asks(.dialog("How many jars?")))
    #expect(conversation.lastAction?.intent == "Restock")
  }

  @Test func anActionIsAuthenticatedAsARequestIs() async throws {
    let catalog = try await AppCatalog.load([Pantry.app])
    let conversation = ConversationTesting.conversation(over: catalog, .display, passcode: "2468")
    _ = await conversation.respond(to: "show the shelf in pantry")
    #expect(
      await conversation.respond(to: "sell")
        == asks(.dialog("Pantry needs you to unlock first. What's your passcode?")))
    #expect(await conversation.respond(to: "2468") == completes(.dialog("Sold a jar.")))
    let speaker = ConversationTesting.conversation(over: catalog, .speaker)
    _ = await speaker.respond(to: "show the shelf in pantry")
    // A speaker runs the action said by its label, and asks to unlock as a request does.
    let sold = await speaker.respond(to: "sell")
    #expect(
      sold
        == Reply(
          items: [.dialog("You'll need to unlock your device first to do that with Pantry.")],
          outcome: .failed))
  }

  @Test func aNumberPastTheActionsIsARequest() async throws {
    let conversation = try await pantry()
    _ = await conversation.respond(to: "show the honey jar in pantry")
    #expect(await conversation.respond(to: "4").outcome == .notUnderstood)
    #expect(conversation.lastAction == nil)
  }

  @Test func switchingToASpeakerWithdrawsTheNumbers() async throws {
    let conversation = try await pantry()
    _ = await conversation.respond(to: "show the honey jar in pantry")
    conversation.surface = .speaker
    #expect(conversation.offeredActions.isEmpty)
    #expect(await conversation.respond(to: "1").outcome == .notUnderstood)
  }

  /// A speaker numbers no actions, but a line that says an action's label runs it, as the
  /// card's button would: "restock it" after the jar is read out.
  @Test(arguments: ["restock", "restock it please"])
  func aSpeakerRunsAnActionSaidByItsLabel(line: String) async throws {
    let conversation = try await pantry(.speaker)
    _ = await conversation.respond(to: "show the honey jar in pantry")
    #expect(await conversation.respond(to: line) == asks(.dialog("How many jars?")))
    let done = await conversation.respond(to: "4")
    #expect(done == completes(.dialog("Added 4, so 7 left.")))
    #expect(conversation.lastAction?.label == "Restock")
  }

  /// On a speaker, a position picks no action: none was read out in order.
  @Test(arguments: ["the first one", "last", "one"])
  func aSpeakerTakesNoPositionForAnAction(line: String) async throws {
    let conversation = try await pantry(.speaker)
    _ = await conversation.respond(to: "show the honey jar in pantry")
    _ = await conversation.respond(to: line)
    #expect(conversation.lastAction == nil)
  }
}

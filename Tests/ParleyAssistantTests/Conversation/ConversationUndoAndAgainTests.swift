import ParleyAssistant
import SoupShopApp
import Testing
import TrailsApp

/// Right after an intent performed, "cancel that" runs the intent its app declares takes it
/// back, or is answered plainly, never with an "Okay." for nothing done; "the same again" and
/// "and another one" run it again as it ran; a question about what was done asks the app just
/// used.
@Suite struct ConversationUndoAndAgainTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  /// "cancel that" right after an order runs the cancellation Brew declares for it, which
  /// asks first.
  @Test(arguments: Surface.allCases, ["cancel that", "undo that", "Cancel that."])
  func cancelThatCancelsTheOrderJustPlaced(on surface: Surface, said: String) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a flat white with brew", "large", "yes", said, "yes", "check my order in brew",
    ])
    #expect(replies[2].outcome == .completed)
    #expect(
      replies[3]
        == Reply(items: [.dialog("Cancel order 1, a large Flat White for $5.25?")], outcome: nil))
    #expect(replies[4] == ends(.completed, .dialog("Cancelled order 1.")))
    #expect(dialogs(replies[5]) == ["You haven't ordered anything yet."])
  }

  /// The undo a line asked for is kept for explaining it, with what it took back and through
  /// which intent, until a new request starts; a line read as an undo matched no request.
  @Test(arguments: Surface.allCases)
  func theUndoALineAskedForIsKeptUntilANewRequest(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    _ = await conversation.replies(to: ["order a large latte with brew", "yes", "cancel that"])
    let undo = try #require(conversation.lastUndo)
    #expect(undo.line == "cancel that")
    #expect(undo.change == "Brew.OrderCoffee")
    #expect(undo.undoneBy == "Brew.CancelOrder")
    #expect(conversation.lastMatch == nil)
    _ = await conversation.replies(to: ["no", "check my order in brew"])
    #expect(conversation.lastUndo == nil)
    #expect(conversation.lastMatch?.best?.intent == "CheckOrderStatus")
  }

  /// An undo declined leaves the order, and can be asked again; one done leaves nothing to
  /// undo.
  @Test(arguments: Surface.allCases)
  func aDeclinedUndoCanBeAskedAgain(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a large latte with brew", "yes", "undo", "no", "undo", "yes", "undo",
    ])
    #expect(replies[3] == ends(.cancelled, .dialog("Okay, I've left it as it was.")))
    #expect(dialogs(replies[4]) == ["Cancel order 1, a large Caffè Latte for $5.50?"])
    #expect(replies[5] == ends(.completed, .dialog("Cancelled order 1.")))
    #expect(replies[6] == ends(.notUnderstood, .dialog("There's nothing for me to undo.")))
  }

  /// Where the app declares no undo, "cancel that" after the intent, a change or a look, says
  /// plainly what it can't undo, never "Okay." nor that there is nothing to undo.
  @Test(
    arguments: Surface.allCases,
    [
      (
        ["order a bowl of tomato soup from soup shop", "yes"],
        "Sorry, I can't undo “Order Soup” from here. Soup Shop has no way to take it back."
      ),
      (
        ["is bear creek open in trails"],
        "Sorry, I can't undo “Get Trail Information” from here. Trails has no way to take it back."
      ),
    ])
  func cancelThatSaysPlainlyWhatItCannotUndo(
    on surface: Surface, done: (lines: [String], answer: String)
  ) async throws {
    let catalog = try await AppCatalog.load([Trails.app, SoupShop.app])
    let replies = await ConversationTesting.conversation(over: catalog, surface).replies(
      to: done.lines + ["cancel that"])
    #expect(replies[done.lines.count - 1].outcome == .completed)
    #expect(replies[done.lines.count] == ends(.failed, .dialog(done.answer)))
  }

  /// With nothing done, "cancel that" has nothing to take back, and says so rather than
  /// "Okay.".
  @Test(arguments: Surface.allCases)
  func cancelThatWithNothingDoneSaysThereIsNothingToUndo(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(to: "cancel that")
    #expect(reply == ends(.notUnderstood, .dialog("There's nothing for me to undo.")))
  }

  /// A change declined at its confirmation was not done, and "cancel that" says so.
  @Test(arguments: Surface.allCases)
  func cancelThatAfterADeclinedChangeSaysItWasNotDone(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a large latte with brew", "no", "cancel that",
    ])
    #expect(replies[1] == cancelled)
    #expect(
      replies[2]
        == ends(.notUnderstood, .dialog("Nothing was done: you said no to “Order Coffee”.")))
  }

  /// What "cancel that" takes back is the last action with consequences, also after a look.
  @Test(arguments: Surface.allCases)
  func cancelThatAfterALookCancelsTheOrder(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a large latte with brew", "yes", "is bear creek open in trails", "undo that",
    ])
    #expect(dialogs(replies[3]) == ["Cancel order 1, a large Caffè Latte for $5.50?"])
  }

  @Test(arguments: Surface.allCases, ["the same again", "and another one", "one more"])
  func theSameAgainRunsTheLastIntentAsItRan(on surface: Surface, said: String) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a large latte with brew", "yes", said, "yes",
    ])
    #expect(
      replies[2] == Reply(items: [.dialog("Order a large Caffè Latte for $5.50?")], outcome: nil))
    #expect(replies[3].outcome == .completed)
    #expect(dialogs(replies[3]).joined().contains("Order 2") || surface == .display)
  }

  /// "another one but large" orders the same again with the change; "and a mocha too" orders
  /// a mocha as the latte was ordered.
  @Test(arguments: Surface.allCases)
  func anotherOneWithAChangeRunsItAgainWithTheChange(on surface: Surface) async throws {
    let changed = try await conversation(surface).replies(to: [
      "order a small latte with brew", "yes", "another one but large",
    ])
    #expect(
      changed[2] == Reply(items: [.dialog("Order a large Caffè Latte for $5.50?")], outcome: nil))
    let too = try await conversation(surface).replies(to: [
      "order a small latte with brew", "yes", "and a mocha too",
    ])
    #expect(
      too[2] == Reply(items: [.dialog("Order a small Caffè Mocha for $4.75?")], outcome: nil))
  }

  /// "one more time" still says the last answer again.
  @Test func oneMoreTimeIsNoOrder() async throws {
    let replies = try await conversation(.speaker).replies(to: [
      "order a small latte with brew", "yes", "one more time",
    ])
    #expect(dialogs(replies[2]) == dialogs(replies[1]))
  }

  /// After "cancel that" was declined, the order can still be followed up.
  @Test func theSameAgainAfterCancelThat() async throws {
    let replies = try await conversation(.speaker).replies(to: [
      "order a large latte with brew", "yes", "cancel that", "no", "the same again",
    ])
    #expect(dialogs(replies[4]) == ["Order a large Caffè Latte for $5.50?"])
  }

  /// "and another one" after "what did I order?" is another order.
  @Test func anotherOneAfterAQuestionAboutTheOrderOrdersAgain() async throws {
    let replies = try await conversation(.speaker).replies(to: [
      "order a large latte with brew", "yes", "what did I order?", "and another one",
    ])
    #expect(dialogs(replies[3]) == ["Order a large Caffè Latte for $5.50?"])
  }

  /// "and the one called alpine loop?" right after a trail's conditions asks for that trail's.
  @Test(arguments: Surface.allCases)
  func theOneCalledRunsTheLastIntentWithThatValue(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "is bear creek open in trails", "and the one called alpine loop?",
    ])
    #expect(replies[1].outcome == .completed)
    #expect(replies[1].items.contains { "\($0)".contains("Alpine Loop") }, "\(replies[1])")
  }

  /// "what did I order?" right after an order asks the app of the order.
  @Test(arguments: Surface.allCases)
  func whatDidIOrderAsksTheAppJustUsed(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a large latte with brew", "yes", "what did I order?",
    ])
    #expect(
      dialogs(replies[2]) == ["Your large Caffè Latte is being made and will be ready at 9:05 AM."])
  }
}

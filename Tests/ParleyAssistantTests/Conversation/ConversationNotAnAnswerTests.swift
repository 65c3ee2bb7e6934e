import BrewApp
import ParleyAssistant
import SoupShopApp
import Testing
import TrailsApp

/// A line said while a question waits is the answer only when it reads as one: a question no
/// app answers, a request no app takes, "the same again" for what is not done yet, a position
/// where nothing is listed and "undo" are read as what they are, at every kind of question and
/// on both surfaces; the question is asked again, its unusable answers not counted.
@Suite struct ConversationNotAnAnswerTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(
      over: try await AppCatalog.load([Trails.app, Brew.app, SoupShop.app]), surface)
  }

  /// How each question is reached, and the sentence that asks it.
  private static let questions: [String: (lines: [String], asked: String)] = [
    "free text": (["suggest hiking trails in trails"], "Where would you like to go?"),
    "entity": (["check trail conditions in trails"], "Which trail?"),
    "option": (["order a latte with brew"], "What size?"),
    "number": (["order tomato soup from soup shop", "large"], "How many soups?"),
    "confirmation": (["order a large latte with brew"], "Order a large Caffè Latte for $5.50?"),
  ]

  /// What the conditions of Alpine Loop say on `surface`, a card's supporting text on a
  /// display.
  private static func alpineLoopConditions(on surface: Surface) -> String {
    surface == .display
      ? "Here's the latest information on Alpine Loop."
      : "The conditions for Alpine Loop are: Open. Twenty centimetres of fresh snow, groomed "
        + "for skiing this morning."
  }

  /// The replies to `line` at the question called `question`, on `surface`.
  private func reply(to line: String, at question: String, on surface: Surface) async throws
    -> (reply: Reply, asked: String)
  {
    let conversation = try await conversation(surface)
    let (lines, asked) = try #require(Self.questions[question])
    _ = await conversation.replies(to: lines)
    return (await conversation.respond(to: line), asked)
  }

  /// A question nothing the app of the request declares answers is said to be one, where the
  /// question takes no free text, in the name of the one app it names, else of the request's; a request of a thing a word stands for that no app reads
  /// ("share that with my sister") is no name, size, count, place or yes either, and is said
  /// to be beyond the app of the request under way. The question is asked again.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("entity", "how long is the drive?", "Trails can't tell you that"),
        ("option", "how hot is it?", "Brew can't tell you that"),
        ("number", "how long will it take?", "Soup Shop can't tell you that"),
        ("confirmation", "is it any good?", "Brew can't tell you that"),
        ("confirmation", "what time is it", "Brew can't tell you that"),
        ("number", "is brew open on christmas", "Brew can't tell you that"),
        ("option", "does soup shop deliver on weekends", "Soup Shop can't tell you that"),
        ("free text", "share that with my sister", "Trails can't share that"),
        ("entity", "share that with my sister", "Trails can't share that"),
        ("option", "please send it to anna", "Brew can't send it"),
        ("number", "share it with my sister", "Soup Shop can't share it"),
        ("confirmation", "share that with my sister", "Brew can't share that"),
      ].map { (surface, $0.0, $0.1, $0.2) }
    })
  func aLineNoAppTakesIsSaidToBeBeyondTheApp(
    on surface: Surface, question: String, line: String, refusal: String
  ) async throws {
    let (reply, asked) = try await reply(to: line, at: question, on: surface)
    #expect(dialogs(reply).first == "Sorry, \(refusal).", "\(reply)")
    #expect(dialogs(reply).contains(asked), "\(reply)")
    #expect(reply.awaitsAnswer)
  }

  /// "the same again" asks for the request under way, which is not done yet.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("free text", "and another one", "Suggest Trails"),
        ("option", "the same again", "Order Coffee"),
        ("number", "do it again", "Order Soup"),
        ("confirmation", "same again", "Order Coffee"),
      ].map { (surface, $0.0, $0.1, $0.2) }
    })
  func theSameAgainIsNotDoneYet(
    on surface: Surface, question: String, line: String, title: String
  ) async throws {
    let (reply, asked) = try await reply(to: line, at: question, on: surface)
    #expect(dialogs(reply).first == "Sorry, “\(title)” isn't done yet.", "\(reply)")
    #expect(dialogs(reply).contains(asked), "\(reply)")
    #expect(reply.awaitsAnswer)
  }

  /// "undo" and "scratch that" leave the question, as "cancel" does.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("free text", "undo"), ("entity", "scratch that"), ("option", "undo that"),
        ("number", "take it back"), ("confirmation", "undo"),
      ].map { (surface, $0.0, $0.1) }
    })
  func undoLeavesTheQuestion(on surface: Surface, question: String, line: String) async throws {
    let (reply, _) = try await reply(to: line, at: question, on: surface)
    #expect(reply == cancelled)
  }

  /// A question that asks of nothing the app of the request under way declares, nor stands a
  /// word for the request's thing, is no question that app is asked: it gets what it gets with
  /// nothing pending, never "Sorry, Brew can't tell you that.", and the question is asked
  /// again. Paying is nothing Brew declares, though another app's.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("confirmation", "what is the weather like"),
        ("confirmation", "what does the fox say"),
        ("confirmation", "can i pay by card please"),
        ("option", "what is the weather like?"),
        ("number", "who won the election?"),
      ].map { (surface, $0.0, $0.1) }
    })
  func aQuestionOfNothingTheAppDeclaresGetsWhatItGetsAlone(
    on surface: Surface, question: String, line: String
  ) async throws {
    let alone = try await conversation(surface).respond(to: line)
    let (reply, asked) = try await reply(to: line, at: question, on: surface)
    #expect(alone.outcome == .notUnderstood)
    #expect(Array(dialogs(reply).prefix(2)) == dialogs(alone) + [asked], "\(reply)")
    #expect(reply.awaitsAnswer)
  }

  /// A request opening with the verb of an app's phrase that no app takes as said is not
  /// understood, as with nothing pending, rather than refused as a number.
  @Test(arguments: Surface.allCases)
  func aRequestNoAppTakesIsNotUnderstood(on surface: Surface) async throws {
    let alone = try await conversation(surface).respond(to: "pay for it")
    let (reply, asked) = try await reply(to: "pay for it", at: "number", on: surface)
    #expect(alone.outcome == .notUnderstood)
    #expect(reply == Reply(items: alone.items + [.dialog(asked)], outcome: nil))
  }

  /// "the second one" where nothing is listed and a number is asked picks nothing; "2 please"
  /// is the number.
  @Test(arguments: Surface.allCases)
  func aPositionWhereNothingIsListedPicksNothing(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order tomato soup from soup shop", "large", "the second one", "2 please",
    ])
    #expect(
      replies[2]
        == asks(
          .dialog("Sorry, there's nothing listed here to pick from."), .dialog("How many soups?")))
    #expect(replies[3] == asks(.dialog("Order 2 large bowls of Tomato Soup for $15.00?")))
  }

  /// "the fifth one" among three trails picks none of them, and says how many there are.
  @Test(arguments: Surface.allCases)
  func aPositionBeyondTheListPicksNothing(on surface: Surface) async throws {
    let (reply, asked) = try await reply(to: "the fifth one", at: "entity", on: surface)
    #expect(dialogs(reply).first == "Sorry, there are only 3 to pick from.")
    #expect(dialogs(reply).contains(asked))
    #expect(reply.awaitsAnswer)
  }

  /// "that one" names the one trail the last result showed, never the first option listed;
  /// where nothing shown is a value the question takes, it is said to name nothing.
  @Test(arguments: Surface.allCases)
  func aReferenceNamesWhatWasShown(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "get conditions for alpine loop in trails", "get conditions in trails", "that one",
      "order a latte with brew", "it",
    ])
    #expect(dialogs(replies[2]) == [Self.alpineLoopConditions(on: surface)])
    #expect(dialogs(replies[4]).first == "Sorry, I don't know which one “it” is.")
    #expect(dialogs(replies[4]).contains("What size?"))
    #expect(replies[4].awaitsAnswer)
  }

  /// A pick said after the verb of a request ("give me that one", "give me the ninth one")
  /// while Brew asks for the drink is read as the pick said alone: with nothing shown, "that
  /// one" names nothing, and the ninth is beyond the drinks listed; the question is asked
  /// again, and its unusable answers are not counted.
  @Test(arguments: Surface.allCases)
  func aPickSaidAfterARequestVerbIsReadAsThePick(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let asked = await conversation.respond(to: "order a drink from brew")
    let replies = await conversation.replies(to: [
      "give me that one", "give me the ninth one", "give me that one", "give me that one",
    ])
    #expect(
      replies[0]
        == Reply(
          items: [.dialog("Sorry, I don't know which one “that one” is.")] + asked.items,
          outcome: asked.outcome))
    #expect(dialogs(replies[1]).first == "Sorry, there are only 5 to pick from.")
    for reply in replies {
      #expect(Array(reply.items.dropFirst()) == asked.items, "\(reply)")
      #expect(reply.awaitsAnswer)
    }
  }

  /// A clear request of the app at a question that takes any text is carried out aside, and
  /// the question asked again.
  @Test(arguments: Surface.allCases)
  func aClearRequestAtAFreeTextQuestionIsCarriedOutAside(on surface: Surface) async throws {
    let (reply, asked) = try await reply(
      to: "get conditions for alpine loop", at: "free text", on: surface)
    #expect(dialogs(reply) == [Self.alpineLoopConditions(on: surface), asked])
    #expect(reply.awaitsAnswer)
  }

  /// A request that asks a question of its own at a confirmation waits its turn: the order
  /// under way is confirmed, never cancelled for it, and the request starts after it.
  @Test(arguments: Surface.allCases)
  func aRequestAtAConfirmationWaitsItsTurn(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a large latte with brew", "get conditions in trails", "yes",
    ])
    #expect(
      replies[1]
        == asks(
          .dialog("I'll do “get conditions in trails” after this one."),
          .dialog("Order a large Caffè Latte for $5.50?")))
    #expect(dialogs(replies[2]).contains("Which trail?"), "\(replies[2])")
    #expect(replies[2].awaitsAnswer)
    #expect(!dialogs(replies[2]).contains { $0.hasPrefix("Okay, I've cancelled") })
  }

  /// Lines that are no answer are not counted as unusable answers: the question still takes
  /// its answer after more of them than it takes unusable ones.
  @Test(arguments: Surface.allCases)
  func linesThatAreNoAnswerAreNotCounted(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a latte with brew", "how much does it cost?", "the same again", "is it hot?",
      "where is the shop?", "share that with my sister", "large",
    ])
    #expect(replies[6] == asks(.dialog("Order a large Caffè Latte for $5.50?")))
  }

  /// A request no app does, said at a confirmation ("book me a flight to paris", one to
  /// another app that it can't help with, or one with the verb of a Brew phrase that says more
  /// than the order's values), gets what it gets with nothing pending, then the confirmation
  /// again, the request kept: a yes then carries it out.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      ["book me a flight to paris", "book a campsite with trails", "add a splash of milk"].map {
        (surface, $0)
      }
    })
  func aRequestNoAppDoesAtAConfirmationIsAnsweredAsWithNothingPending(
    on surface: Surface, line: String
  ) async throws {
    let alone = try await conversation(surface).respond(to: line)
    #expect(alone.outcome == .notUnderstood)
    let conversation = try await conversation(surface)
    let confirmation = ReplyItem.dialog("Order a large Caffè Latte for $5.50?")
    let replies = await conversation.replies(to: ["order a large latte with brew", line, "yes"])
    #expect(replies[1] == Reply(items: alone.items + [confirmation], outcome: nil))
    #expect(replies[2].outcome == .completed)
  }

  /// The answers a confirmation takes are still its answers: a yes or a no however said, and a
  /// change of a value.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("yes", Outcome.completed), ("ok", .completed), ("sure", .completed),
        ("yes please", .completed), ("go ahead", .completed), ("no", .cancelled),
        ("nope", .cancelled), ("make it a small", nil),
      ].map { (surface, $0.0, $0.1) }
    })
  func theConfirmationsAnswersAreStillAnswers(
    on surface: Surface, line: String, outcome: Outcome?
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["order a large latte with brew", line])
    #expect(replies[1].outcome == outcome)
    if outcome == nil {
      #expect(dialogs(replies[1]) == ["Order a small Caffè Latte for $4.50?"])
    }
  }
}

import BrewApp
import Foundation
import ParleyAssistant
import Testing
import TrailsApp

/// A line said during a question is a request of its own when it names an app or says a phrase
/// whole, is taken as a request just as with no question waiting, and is no answer the question
/// can take: carried out aside, and the question is asked again; one that asks its own question
/// waits its turn, and the question is asked again.
@Suite struct ConversationSwitchTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("i want to open cedar falls in trails", "Cedar Falls in Trails"),
        ("hmm let me check the conditions at royal arch in trails", "Royal Arch"),
        ("so what are the conditions like at mist trail in trails", "Mist Trail"),
      ].map { (surface, $0.0, $0.1) }
    })
  func aNewRequestAcceptedAtIdleIsCarriedOutAsideMidQuestion(
    on surface: Surface, said: String, answer: String
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["order a latte with brew", said, "large"])
    #expect(replies[0].awaitsAnswer)
    #expect(replies[1].items.contains { "\($0)".contains(answer) }, "\(replies[1])")
    #expect(replies[1].awaitsAnswer, "\(replies[1])")
    #expect(replies[1].items.contains(.dialog("What size?")), "\(replies[1])")
    #expect(dialogs(replies[2]) == ["Order a large Caffè Latte for $5.50?"])
  }

  /// Another request needs no app name: one of the app under way that opens with the first
  /// word of one of its phrases, or one of another app said whole from its verb, where it is
  /// no answer the question takes. Answered at once, it is carried out aside and the question
  /// is asked again; asking a question of its own, it waits its turn and the question is asked
  /// again. (On a speaker the choices of the question follow as a dialog.)
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (
          ["order a latte with brew", "check my order"],
          "You haven't ordered anything yet.", "What size?"
        ),
        (
          ["order a latte with brew", "large", "check my order"],
          "You haven't ordered anything yet.", "Order a large Caffè Latte for $5.50?"
        ),
        (
          ["get conditions in trails", "check my order"],
          "You haven't ordered anything yet.", "Which trail?"
        ),
        (
          ["get conditions in trails", "order a latte"],
          "I'll do “order a latte” after this one.", "Which trail?"
        ),
      ].map { (surface, $0.0, $0.1, $0.2) }
    })
  func anotherRequestIsTakenWithoutItsAppsName(
    on surface: Surface, lines: [String], first: String, then: String
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: lines)
    #expect(replies[lines.count - 2].awaitsAnswer)
    #expect(replies.last.map { Array(dialogs($0).prefix(2)) } == [first, then], "\(replies)")
    #expect(replies.last?.awaitsAnswer == true)
    // The request under way is never said to be cancelled.
    #expect(replies.last.map(dialogs)?.contains { $0.hasPrefix("Okay, I've cancelled") } == false)
  }

  /// Words of the request under way, or words of another app's request that say none of its
  /// phrases whole, are no switch.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (["order a latte with brew", "large please"], "Order a large Caffè Latte for $5.50?"),
        (["order a latte with brew", "order a large one"], "Order a large Caffè Latte for $5.50?"),
        (
          ["get conditions in trails", "a large latte"],
          "Sorry, I couldn't find a trail called “a large latte”."
        ),
      ].map { (surface, $0.0, $0.1) }
    })
  func answersAndOtherAppsDoNotSwitch(on surface: Surface, lines: [String], reply: String)
    async throws
  {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: lines)
    #expect(replies.last?.items.first == .dialog(reply), "\(replies)")
  }

  /// A size choice (an enum's cases) and a trail choice (an entity query's suggestions): the
  /// number that counts the drinks of another request is no position among them. Said
  /// instead, the order takes the place of the one under way; said aside, it waits its turn,
  /// and its size is asked once the trail's conditions are given.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (
          "order a latte with brew", "actually order two cappuccinos with brew", [],
          "What size?", "Cappuccinos"
        ),
        (
          "get trail conditions with trails", "order two lattes with brew", ["bear creek"],
          "Which trail?", "Caffè Lattes"
        ),
      ].map { (surface, $0.0, $0.1, $0.2, $0.3, $0.4) }
    })
  func aNumberCountingSomethingInANewRequestPicksNoChoice(
    on surface: Surface, request: String, said: String, between: [String], asked: String,
    drinks: String
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [request, said] + between + ["large"])
    #expect(replies[0].awaitsAnswer)
    #expect(dialogs(replies[1]).contains(asked), "\(replies[1])")
    #expect(!dialogs(replies[1]).contains { $0.hasPrefix("Okay, I've cancelled") })
    for reply in replies.dropFirst(2).dropLast() {
      #expect(dialogs(reply).contains("What size?"), "\(reply)")
    }
    #expect(
      replies.last?.items.first.map { "\($0)".contains("Order 2 large \(drinks)") } == true)
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      ["2", "two", "the second one", "the second", "number 2", "option 2", "2 please", "medium"]
        .map { (surface, $0) }
    })
  func aPositionSaidAsTheWholeAnswerStillPicks(on surface: Surface, answer: String)
    async throws
  {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["order a latte with brew", answer])
    #expect(replies[1].items == [.dialog("Order a medium Caffè Latte for $5.00?")])
  }

  @Test(arguments: Surface.allCases)
  func aNumberCountingSomethingInANewRequestAnswersNoHowMany(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a large latte with brew", "yes", "make my coffee stronger with brew",
      "order two lattes with brew", "1", "small",
    ])
    #expect(replies[2].items == [.dialog("How many extra shots?")])
    #expect(
      replies[3].items.prefix(2)
        == [
          .dialog("I'll do “order two lattes with brew” after this one."),
          .dialog("How many extra shots?"),
        ],
      "\(replies[3])")
    #expect(
      dialogs(replies[4]).prefix(2) == [
        "Added an extra shot to your large Caffè Latte. The total is now $6.25.", "What size?",
      ])
    #expect(replies[5].items == [.dialog("Order 2 small Caffè Lattes for $9.00?")])
  }

  @Test(arguments: Surface.allCases)
  func aBareNumberStillAnswersHowMany(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a large latte with brew", "yes", "make my coffee stronger with brew", "2",
    ])
    #expect(replies[2].items == [.dialog("How many extra shots?")])
    #expect(
      replies[3].items == [
        .dialog("Added 2 extra shots to your large Caffè Latte. The total is now $7.00.")
      ])
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("no, get conditions for cedar falls in trails", "Cedar Falls"),
        ("no, order a cappuccino with brew instead", "What size?"),
        ("no, a large with brew", "Order a large Caffè Latte for $5.50?"),
      ].map { (surface, $0.0, $0.1) }
    })
  func aNoBeforeANewRequestOrACorrectionIsNoAnswer(
    on surface: Surface, said: String, answer: String
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["order a small latte with brew", said])
    #expect(replies[1].outcome != .cancelled, "\(replies[1])")
    #expect(replies[1].items.contains { "\($0)".contains(answer) }, "\(replies[1])")
  }

  @Test(arguments: Surface.allCases)
  func anAnswerHoldingAnAppsNameStaysAnAnswer(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "/OrderCoffee size=large", "the cold brew from brew",
    ])
    #expect(replies[1].items.first == .dialog("Order a large Cold Brew for $5.50?"))
  }

  @Test func aYesNamingTheAppAnswersAConfirmation() async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: [
      "order a large latte with brew", "yes order it with brew",
    ])
    #expect(replies[0].items == [.dialog("Order a large Caffè Latte for $5.50?")])
    #expect(replies[1].outcome == .completed)
    #expect(replies[1].items.contains { "\($0)".contains("Order 1 is in") }, "\(replies[1])")
  }
}

/// A line at a question that names another intent of the app by a word none of the request's
/// phrases or parameters has is that request, though it says a number the question could take.
@Suite struct ConversationForeignWordSwitchTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(
      over: try await AppCatalog.load([Home.app, Brew.app, Trails.app]), surface)
  }

  @Test(arguments: Surface.allCases)
  func aWordOfAnotherIntentSwitchesDespiteANumber(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "set the lights in home", "set the thermostat to 68",
    ])
    #expect(replies[0].items == [.dialog("How bright, from 0 to 100 percent?")])
    #expect(
      replies[1]
        == Reply(
          items: [
            .dialog("The thermostat is set to 68 degrees."),
            .dialog("How bright, from 0 to 100 percent?"),
          ], outcome: nil))
  }

  @Test(arguments: Surface.allCases)
  func theQuestionsOwnAnswerIsStillTaken(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "set the lights in home", "68",
    ])
    #expect(replies[1] == completes(.dialog("The lights are at 68 %.")))
  }

  /// "extra" and "shot" are words of the order's extra shots: no switch to Add Extra Shot,
  /// which would find no order yet, but the order's own shot, and the size asked again.
  @Test(arguments: Surface.allCases)
  func wordsOfTheRequestsParametersAreNoOtherRequest(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a latte with brew", "add an extra shot",
    ])
    #expect(replies[1].awaitsAnswer)
    #expect(
      dialogs(replies[1]).prefix(2) == ["Okay, 1 extra shot.", "What size?"],
      "\(replies[1])")
  }
}

import BrewApp
import FlashcardsApp
import ParleyAssistant
import SoupShopApp
import Testing
import TrailsApp

/// What was just done, or left, is what the next line is about: "what did I order?" after an
/// order was cancelled or declined is asked of the app it was said to, or answered from what
/// the conversation knows; "how many cards is that" is answered by the cards just shown,
/// whatever was said since; "and
/// another one" after a card was added adds another; two requests in one line whose app is
/// named once are both carried out; and "what settings are there?" at "Which setting?" is
/// answered from the options. On both surfaces.
@Suite struct ConversationWhatWasDoneTests {
  private static let runs = Surface.allCases
  private static let apps = [Brew.app, SoupShop.app, Flashcards.app]

  /// The orders left, and what "what did I order?" right after each is answered: Brew, the
  /// app it was said to, has nothing ordered; Soup Shop tells no order's status, so the
  /// conversation says nothing was done. Nothing is ordered.
  private static let ordersLeft: [(lines: [String], answer: String)] = [
    (["i'd like a latte from brew", "large", "cancel that"], "You haven't ordered anything yet."),
    (["i'd like a latte from brew", "large", "no"], "You haven't ordered anything yet."),
    (
      ["order soup from soup shop", "tomato", "cancel that"],
      "Nothing was done: “Order Soup” was cancelled."
    ),
  ]

  /// "what did I order?" right after an order was cancelled, or declined at its
  /// confirmation, is asked of the app it was said to, or answered from what was done.
  @Test(arguments: runs.flatMap { run in ordersLeft.indices.map { (run, $0) } })
  func whatWasOrderedAfterAnOrderLeft(on surface: Surface, index: Int)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let (lines, answer) = Self.ordersLeft[index]
    let replies = await conversation.replies(to: lines + ["what did i order?"])
    #expect(dialogs(replies[2]) == ["Okay, cancelled."])
    #expect(dialogs(replies[3]) == [answer], "\(replies[3])")
    #expect(!replies[3].awaitsAnswer)
  }

  /// A thank-you said in between is no answer of the order: "what did I just order?" after it
  /// says the order again, not "You're welcome." again.
  @Test(arguments: runs)
  func whatWasOrderedAfterAThankYouIsTheOrder(on surface: Surface)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(
      over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "get me a bowl of miso soup from soup shop", "yes", "thanks", "what did i just order?",
    ])
    #expect(dialogs(replies[2]) == ["You're welcome."])
    #expect(replies[3].items == replies[1].items, "\(replies[3])")
    #expect(replies[3].outcome == .completed)
  }

  /// Right after two soups were ordered, one after the other, both orders are said again.
  @Test(arguments: runs)
  func whatWasOrderedAfterTheSameAgainIsBothOrders(on surface: Surface)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(
      over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "order a large lobster bisque from soup shop", "one", "yes", "order the same again",
      "yes", "what did i order?",
    ])
    #expect(replies[5].items == replies[2].items + replies[4].items, "\(replies[5])")
    #expect(replies[5].outcome == .completed)
  }

  /// "how many cards is that" right after the cards in Biology is answered by them again,
  /// never read as a folder called "how many" to ask about; also after a line that asked for
  /// what the intent cannot take, whose refusal is no answer about the cards.
  @Test(arguments: runs.flatMap { run in [[], ["and how about tomorrow?"]].map { (run, $0) } })
  func aQuestionAboutWhatWasJustShownGetsItsReplyAgain(
    on surface: Surface, between: [String]
  ) async throws {
    let conversation = try await ConversationTesting.conversation(
      over: Self.apps, surface)
    let first = await conversation.respond(to: "what's in biology in flashcards")
    _ = await conversation.replies(to: between)
    let again = await conversation.respond(to: "how many cards is that")
    #expect(again.items == first.items, "\(again)")
    #expect(!again.awaitsAnswer)
  }

  /// A question that says no word of the menu's phrase but the question word it opens with
  /// ("What soups does ${applicationName} have today") is not about the menu: "what are my
  /// favorites" right after it is read as it is with nothing done, never the menu again.
  @Test(arguments: runs)
  func aQuestionSayingOnlyAQuestionWordOfWhatWasDoneIsANewRequest(
    on surface: Surface
  ) async throws {
    let apps = [Trails.app, SoupShop.app]
    let fresh = try await ConversationTesting.conversation(over: apps, surface)
    let alone = await fresh.respond(to: "what are my favorites")
    let conversation = try await ConversationTesting.conversation(over: apps, surface)
    let menu = await conversation.respond(to: "show me the soup menu")
    let after = await conversation.respond(to: "what are my favorites")
    #expect(after.items != menu.items, "\(after)")
    #expect(after.items == alone.items, "\(after)")
    #expect(after.outcome == alone.outcome)
  }

  /// "and another one" right after a card was added adds another, asked for its question and
  /// answer as the first was, and never only opens the card just added again.
  @Test(arguments: runs)
  func anotherOneAfterACardAddsAnother(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "add a card to biology in flashcards", "what is dna", "the genetic code", "and another one",
    ])
    #expect(replies[3].items == replies[0].items, "\(replies[3])")
    _ = await conversation.replies(to: ["what is rna", "a messenger"])
    let listed = "\(await conversation.respond(to: "what's in biology in flashcards"))"
    #expect(listed.contains("what is dna") && listed.contains("what is rna"), "\(listed)")
  }

  /// The words that open a question are no name: "how many cards is that" right after
  /// Biology's cards were reset asks for the cards of "that", Biology, never a folder called
  /// "how many".
  @Test(arguments: runs)
  func theWordsOfAQuestionAreNoName(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(
      over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "reset my biology cards in flashcards", "yes", "how many cards is that",
    ])
    let said =
      surface == .speaker
      ? "Biology has 1 card: the powerhouse of the cell." : "Here are the cards in Biology."
    #expect(dialogs(replies[2]) == [said], "\(replies[2])")
    #expect(!replies[2].awaitsAnswer)
  }

  /// Two requests of one app named once, at the end: the cards are shown, then the reset
  /// asked and done; nothing said is run as another request.
  @Test(arguments: runs)
  func twoRequestsOfAnAppNamedOnceAreBothCarriedOut(on surface: Surface)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let asked = await conversation.respond(
      to: "get cards from spanish and reset my biology cards in flashcards")
    #expect(dialogs(asked).last == "Reset the card in Biology?", "\(asked)")
    let spanish = surface == .speaker ? "Spanish has 3 cards" : "buenos días"
    #expect("\(asked)".contains(spanish), "\(asked)")
    let done = await conversation.respond(to: "yes")
    #expect(dialogs(done).first == "Reset 1 card.", "\(done)")
  }

  /// "what settings are there?" at "Which setting?" lists the settings and asks again; no
  /// other request is left to come.
  @Test(arguments: runs)
  func theSettingsAreListedAtWhichSetting(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "change a setting in flashcards", "what settings are there?", "daily goal", "fifty",
    ])
    #expect(
      dialogs(replies[1]).first
        == "Flashcards has these settings: Daily Goal (also Goal or Daily Cards) and Card Order "
        + "(also Order or Shuffle).", "\(replies[1])")
    #expect(replies[1].awaitsAnswer)
    #expect(dialogs(replies[3]) == ["Your daily goal is now 50 cards."], "\(replies[3])")
    #expect(!replies[3].awaitsAnswer)
  }

  /// Right after a Brew order, a question said as to Brew asks of Brew's intents, though its
  /// words alone say too little of one: "is my mocha order ready yet" checks the order rather
  /// than saying what a mocha is. A question that names another app asks that app: "what did i
  /// order from soup shop" is not the coffee ordered.
  @Test(arguments: runs)
  func aQuestionAfterAnOrderIsAskedOfTheAppItNames(on surface: Surface)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "order a medium mocha from brew", "yes", "is my mocha order ready yet",
      "what did i order from soup shop",
    ])
    #expect("\(replies[2])".contains("is being made"), "\(replies[2])")
    #expect(!"\(replies[2])".contains("dark chocolate"), "\(replies[2])")
    #expect(replies[3].items != replies[1].items, "\(replies[3])")
    #expect(!"\(replies[3])".contains("Mocha"), "\(replies[3])")
    // Read as nothing Soup Shop does.
    #expect(dialogs(replies[3]).contains { $0.contains("Soup Shop can't") }, "\(replies[3])")
  }
}

extension ConversationWhatWasDoneTests {
  /// A drink named by one of its names says which order a status check is about, and is no
  /// option the app lacks: "is my mocha ready" says nothing of Brew not having a mocha. Words
  /// that name no drink are still said to be left out: "iced" of "a large iced mocha".
  @Test(arguments: runs)
  func aDrinkNamedInAStatusQuestionIsNoOptionTheAppLacks(on surface: Surface)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "order a medium mocha from brew", "yes", "is my mocha ready",
      "get me a large iced mocha from brew",
    ])
    #expect("\(replies[2])".contains("is being made"), "\(replies[2])")
    #expect(!dialogs(replies[2]).contains { $0.contains("doesn't have") }, "\(replies[2])")
    #expect(dialogs(replies[3]).contains { $0.contains("doesn't have “iced”") }, "\(replies[3])")
  }
}

import BrewApp
import FlashcardsApp
import NotesApp
import SoupShopApp
import Testing
import TrailsApp

@testable import ParleyAssistant

/// Several requests said in one line are carried out in order, each with its own
/// confirmation; two items for an intent that takes one run it once per item, under one
/// confirmation. Nothing said is dropped in silence.
@Suite struct ConversationSeveralRequestsTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  @Test(arguments: Surface.allCases)
  func twoRequestsOfTwoAppsAreCarriedOutInOrder(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a large latte with brew", "yes",
      "reorder my last coffee with brew and get conditions for bear creek", "yes",
    ])
    // The reorder asks its confirmation; the conditions wait their turn.
    #expect(
      replies[2]
        == Reply(items: [.dialog("Order a large Caffè Latte again for $5.50?")], outcome: nil))
    #expect(replies[3].outcome == .completed)
    #expect(replies[3].items.contains { "\($0)".contains("Bear Creek Trail") }, "\(replies[3])")
  }

  /// Two requests in one line, however the line read whole reads them, are both carried out,
  /// in the order said: the first part left unexplained by a reading of the second ("reorder
  /// my last coffee", read whole as the conditions), the second taken as a name the first's
  /// app lacks ("order a small latte" as a trail), the second said whole from a verb the first
  /// leaves out ("list all my notes"), the first's own words left unexplained however many
  /// short words it shares ("change the daily goal to 40 with flashcards and add a note called
  /// milk"), the second said with the first's verb and another
  /// app's thing ("… and a large latte" after a soup), or the first saying only its phrase's
  /// words, opening with no verb ("trail conditions"). `lines` are said in turn; `last` is
  /// what the last reply says, on a speaker then on a display.
  @Test(
    arguments: [
      (
        ["reorder my last coffee and get conditions for bear creek"],
        [
          "You haven't ordered anything yet.",
          "The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light traffic.",
        ],
        ["You haven't ordered anything yet.", "Here's the latest information on Bear Creek Trail."]
      ),
      (
        ["get conditions for mesa trail and order a small latte with brew"],
        [
          "The conditions for Mesa Trail are: Open. Icy patches in the shaded sections.",
          "Order a small Caffè Latte for $4.50?",
        ],
        ["Here's the latest information on Mesa Trail.", "Order a small Caffè Latte for $4.50?"]
      ),
      (
        ["list my spanish cards and order a small latte with brew"],
        [
          "Spanish has 3 cards: thank you, good morning, good night.",
          "Order a small Caffè Latte for $4.50?",
        ],
        ["Here are the cards in Spanish.", "Order a small Caffè Latte for $4.50?"]
      ),
      (
        ["get me a bowl of tomato soup and a large latte", "yes"],
        [
          "Order 2 is in: a bowl of Tomato Soup for $5.50.", "Order a large Caffè Latte for $5.50?",
        ],
        ["Here's your order.", "Order a large Caffè Latte for $5.50?"]
      ),
      // The latte names what Soup Shop lacks, though "small" would size the soup.
      (
        ["get me a bowl of miso soup from soup shop and a small latte", "yes"],
        [
          "Order 2 is in: a bowl of Miso Soup for $4.50.", "Order a small Caffè Latte for $4.50?",
        ],
        ["Here's your order.", "Order a small Caffè Latte for $4.50?"]
      ),
      (
        ["order a small latte with brew and a bowl of miso from soup shop", "yes"],
        [
          "Order 1 is in: a small Caffè Latte for $4.50, ready at 9:05 AM.",
          "Order a bowl of Miso Soup for $4.50?",
        ],
        ["Here's your receipt.", "Order a bowl of Miso Soup for $4.50?"]
      ),
      (
        ["order a small latte with brew and add an extra shot", "yes"],
        [
          "Order 1 is in: a small Caffè Latte for $4.50, ready at 9:05 AM.",
          "Added an extra shot to your small Caffè Latte. The total is now $5.25.",
        ],
        [
          "Here's your receipt.",
          "Added an extra shot to your small Caffè Latte. The total is now $5.25.",
        ]
      ),
      (
        ["delete the groceries note and list all my notes in notes", "yes"],
        [
          "Deleted the note “Groceries”.",
          "You have 4 notes: Trip to Lisbon, Book club, Apple pie and Birthday ideas.",
        ],
        ["Deleted the note “Groceries”.", "Here are your notes."]
      ),
      // The first part's own words ("change", "daily goal", "40") are apart from the note's,
      // however many short words and app names the two share.
      (
        ["change the daily goal to 40 with flashcards and add a note called milk"],
        ["Your daily goal is now 40 cards.", "What should it say?"],
        ["Your daily goal is now 40 cards.", "What should it say?"]
      ),
      (
        ["trail conditions and then order a small latte with brew", "bear creek"],
        [
          "The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light traffic.",
          "Order a small Caffè Latte for $4.50?",
        ],
        [
          "Here's the latest information on Bear Creek Trail.",
          "Order a small Caffè Latte for $4.50?",
        ]
      ),
    ])
  func twoRequestsInOneLineAreBothCarriedOutInOrder(
    lines: [String], onASpeaker: [String], onADisplay: [String]
  ) async throws {
    for (surface, last) in [(Surface.speaker, onASpeaker), (.display, onADisplay)] {
      let catalog = try await AppCatalog.load([
        Trails.app, Brew.app, Flashcards.app, Notes.app, SoupShop.app,
      ])
      let replies = await ConversationTesting.conversation(over: catalog, surface).replies(
        to: lines)
      #expect(replies.last.map(dialogs) == last, "\(surface): \(replies)")
    }
  }

  /// A second request waits for the answer to the first's question, and starts after it,
  /// also when the first is declined.
  @Test(arguments: Surface.allCases)
  func theSecondRequestStartsAfterTheFirstIsDeclined(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a large latte with brew", "yes",
      "reorder my last coffee with brew and get conditions for bear creek", "no",
    ])
    #expect(dialogs(replies[3]).first == "Okay, cancelled.")
    #expect(replies[3].items.contains { "\($0)".contains("Bear Creek Trail") }, "\(replies[3])")
  }

  /// Items that go straight to the one question asked of them all are named by the question
  /// alone, on a display as on a speaker: none of them is done after the first, in a turn of
  /// its own.
  @Test(arguments: Surface.allCases)
  func itemsConfirmedTogetherAtOnceAreNamedByTheQuestion(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(
      to: "order two large lattes and a small mocha with brew")
    let question = "Order 2 large Caffè Lattes for $11.00 and a small Caffè Mocha for $4.75?"
    #expect(dialogs(reply) == [question])
  }

  /// An item whose question is asked while the one before it waits to be confirmed with it is
  /// not said to come after it: its question says which item it is for.
  @Test(arguments: Surface.allCases)
  func anItemAskedAboutWhileTheOneBeforeItWaitsIsNotSaidToComeAfter(on surface: Surface)
    async throws
  {
    let replies = try await conversation(surface).replies(to: [
      "order a large latte and a mocha with brew", "small",
    ])
    #expect(dialogs(replies[0]).prefix(2) == ["Now for “a mocha”.", "What size?"])
    #expect(
      dialogs(replies[1]) == [
        "Order a large Caffè Latte for $5.50 and a small Caffè Mocha for $4.75?"
      ])
  }

  /// "two lattes and a small mocha": the lattes' size is asked, then both orders are
  /// confirmed in one question and placed in the order said.
  @Test(arguments: Surface.allCases)
  func itemsOfOneRequestAreConfirmedTogether(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order two lattes and a small mocha with brew", "large", "yes", "what did I order?",
    ])
    #expect(dialogs(replies[0]).first == "I'll do “a small mocha” after this one.")
    #expect(
      replies[1]
        == Reply(
          items: [
            .dialog("Order 2 large Caffè Lattes for $11.00 and a small Caffè Mocha for $4.75?")
          ],
          outcome: nil))
    #expect(replies[2].outcome == .completed)
    let placed = dialogs(replies[2]).filter { $0.hasPrefix("Order ") }
    let receipts = dialogs(replies[2]).filter { $0 == "Here's your receipt." }
    #expect(
      surface == .speaker
        ? placed == [
          "Order 1 is in: 2 large Caffè Lattes for $11.00, ready at 9:07 AM.",
          "Order 2 is in: a small Caffè Mocha for $4.75, ready at 9:05 AM.",
        ] : receipts.count == 2)
    #expect(
      dialogs(replies[3]) == [
        "Orders 1 and 2 are being made: 2 large Caffè Lattes, ready at 9:07 AM, and a small "
          + "Caffè Mocha, ready at 9:05 AM."
      ])
  }

  /// A value said after the last item, of a parameter no item says itself, is the whole
  /// order's: "for pickup at 10" picks up the mocha said before the lattes too, and the one
  /// question says it once, as a clause of its own.
  @Test(arguments: Surface.allCases)
  func aValueSaidAfterTheLastItemIsEveryItems(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "get me a large mocha and two small lattes for pickup at 10 from brew", "yes",
      "what did I order?",
    ])
    #expect(
      dialogs(replies[0]).last
        == "Order a large Caffè Mocha for $5.75 and 2 small Caffè Lattes for $9.00, to pick up "
        + "at 10:00 AM?")
    #expect(
      dialogs(replies[2]) == [
        "Orders 1 and 2 are being made: a large Caffè Mocha and 2 small Caffè Lattes, both "
          + "ready at 10:00 AM."
      ])
  }

  /// No to the one question places nothing; a cancel at the first item's question cancels the
  /// items after it too.
  @Test(arguments: Surface.allCases)
  func itemsOfOneRequestAreDeclinedOrCancelledTogether(on surface: Surface) async throws {
    let declined = try await conversation(surface).replies(to: [
      "order two large lattes and a small mocha with brew", "no", "check my order in brew",
    ])
    #expect(
      dialogs(declined[0]).last
        == "Order 2 large Caffè Lattes for $11.00 and a small Caffè Mocha for $4.75?")
    #expect(declined[1] == ends(.cancelled, .dialog("Okay, cancelled.")))
    #expect(dialogs(declined[2]) == ["You haven't ordered anything yet."])
    let cancelled = try await conversation(surface).replies(to: [
      "order two lattes and a small mocha with brew", "cancel",
    ])
    #expect(cancelled[1] == ends(.cancelled, .dialog("Okay, cancelled.")))
  }

  /// "cancel that" after items confirmed together takes them all back, in one question; no
  /// keeps them.
  @Test(arguments: Surface.allCases)
  func itemsConfirmedTogetherAreUndoneTogether(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order two large lattes and a small mocha with brew", "yes", "cancel that", "no",
      "cancel that", "yes", "check my order in brew",
    ])
    let question =
      "Cancel order 1, 2 large Caffè Lattes for $11.00 and order 2, a small Caffè Mocha for $4.75?"
    #expect(replies[2] == Reply(items: [.dialog(question)], outcome: nil))
    #expect(replies[3] == ends(.cancelled, .dialog("Okay, I've left it as it was.")))
    #expect(dialogs(replies[4]) == [question])
    #expect(
      replies[5] == ends(.completed, .dialog("Cancelled order 1."), .dialog("Cancelled order 2.")))
    #expect(dialogs(replies[6]) == ["You haven't ordered anything yet."])
  }

  /// A change at the one question changes the last item, and the question is asked again of
  /// them all.
  @Test func aChangeAtTheOneQuestionAsksItAgainOfEveryItem() async throws {
    let replies = try await conversation(.speaker).replies(to: [
      "order two large lattes and a small mocha with brew", "actually make it medium",
    ])
    #expect(
      dialogs(replies[1])
        == ["Order 2 large Caffè Lattes for $11.00 and a medium Caffè Mocha for $5.25?"])
  }

  /// A change at the one question that names one of the items by a value it holds changes
  /// that one; the others stay as they were, and "them" changes them all.
  @Test func aChangeNamingOneItemChangesThatOne() async throws {
    let replies = try await conversation(.speaker).replies(to: [
      "get me a large latte and a small cold brew from brew", "no, make the latte medium",
      "make them large",
    ])
    #expect(
      dialogs(replies[1])
        == ["Order a medium Caffè Latte for $5.00 and a small Cold Brew for $4.50?"])
    #expect(
      dialogs(replies[2])
        == ["Order a large Caffè Latte for $5.50 and a large Cold Brew for $5.50?"])
  }

  /// Three questions become one: the verb said once, the items listed.
  @Test func questionsAreJoinedWithTheirSharedVerbSaidOnce() {
    #expect(
      Conversation.oneQuestion(of: [
        "Order a large Flat White for $5.25?", "Order a small Caffè Mocha for $4.75?",
        "Order 2 Espressos for $6.00?",
      ])
        == "Order a large Flat White for $5.25, a small Caffè Mocha for $4.75, and 2 Espressos for $6.00?"
    )
    #expect(
      Conversation.oneQuestion(of: [
        "Delete the note “A”? This can't be undone.", "Delete the note “B”? This can't be undone.",
      ]) == "Delete the note “A” and the note “B”? This can't be undone.")
    #expect(
      Conversation.oneQuestion(of: [
        "Remove Cedar Falls from your favorites?", "Remove Alpine Loop from your favorites?",
      ]) == "Remove Cedar Falls and Alpine Loop from your favorites?")
    // A price the items share is each one's: it is said with each.
    #expect(
      Conversation.oneQuestion(of: [
        "Order a medium Caffè Mocha for $5.25?", "Order a large Flat White for $5.25?",
      ]) == "Order a medium Caffè Mocha for $5.25 and a large Flat White for $5.25?")
  }
}

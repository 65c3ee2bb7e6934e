import BrewApp
import Foundation
import ParleyAssistant
import SoupShopApp
import Testing
import TrailsApp

/// A question about another value of the request under way, asked while a question waits, is
/// answered from what the app declares of that parameter's options, and the question is asked
/// again.
@Suite struct ConversationOtherValueQuestionTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(
      over: try await AppCatalog.load([Brew.app, SoupShop.app]), surface)
  }

  /// "what's a flat white?" while the size waits says what Brew says of the drink, once with
  /// its own full stop, and the size is asked again and taken.
  @Test(arguments: Surface.allCases)
  func aQuestionAboutTheDrinkWhileTheSizeWaitsDescribesIt(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a flat white with brew", "what's a flat white?", "large",
    ])
    #expect(
      dialogs(replies[1]).prefix(2) == [
        "Flat White: Espresso with a thin layer of velvety milk. $4.25 small, $4.75 medium or "
          + "$5.25 large.", "What size?",
      ])
    #expect(replies[1].awaitsAnswer)
    #expect(dialogs(replies[2]) == ["Order a large Flat White for $5.25?"])
  }

  /// "what other soups are there?" while the count waits lists the soups, and the count is
  /// asked again and taken.
  @Test(arguments: Surface.allCases)
  func aQuestionAboutTheSoupsWhileTheCountWaitsListsThem(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order clam chowder from soup shop", "bowl", "what other soups are there?", "2",
    ])
    #expect(
      dialogs(replies[2]) == [
        "Soup Shop suggests these soups: Tomato (also Tomato Basil), Clam Chowder (also Chowder), "
          + "Chicken Noodle, Chicken Tortilla (also Tortilla), Minestrone (also Vegetable), "
          + "Lobster Bisque (also Bisque), and Miso.",
        "How many soups?",
      ])
    #expect(replies[2].awaitsAnswer)
    #expect(dialogs(replies[3]) == ["Order 2 bowls of Clam Chowder for $15.00?"])
  }

  /// Right after an order finished, with no question waiting, a question that names an option
  /// of a value the order took is answered as it is while that value is asked for: "how much
  /// is a large?" says what Brew says of Large, "what's a flat white?" of the drink; nothing is
  /// ordered, and a request said as a question ("can I get a flat white?") still orders.
  @Test(
    arguments: Surface.allCases,
    [
      [
        "how much is a large?",
        "Large is also called Venti or Big. Brew says nothing more about it.",
      ],
      ["what is a venti", "Large is also called Venti or Big. Brew says nothing more about it."],
      [
        "and what is a venti?",
        "Large is also called Venti or Big. Brew says nothing more about it.",
      ],
      [
        "and how much is a large?",
        "Large is also called Venti or Big. Brew says nothing more about it.",
      ],
      [
        "what's a flat white?",
        "Flat White: Espresso with a thin layer of velvety milk. $4.25 small, $4.75 medium or "
          + "$5.25 large.",
      ],
    ])
  func aQuestionAboutAnOptionAfterTheOrderIsAnswered(on surface: Surface, lines: [String])
    async throws
  {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a small latte from brew", "yes", lines[0], "can i get a flat white?",
    ])
    #expect(replies[2] == Reply(items: [.dialog(lines[1])], outcome: .completed), "\(replies[2])")
    #expect(dialogs(replies[3]).contains("What size?"), "\(replies[3])")
  }

  /// A question that names an option of an intent of another app than the one just used, or
  /// with nothing done yet, is answered as it is after that intent: "what is a grande?" right
  /// after a trail's conditions says what Brew says of Medium, and orders nothing.
  @Test(
    arguments: Surface.allCases,
    [
      [
        "what is a grande?",
        "Medium is also called Grande or Regular. Brew says nothing more about it.",
      ],
      [
        "and what is a grande?",
        "Medium is also called Grande or Regular. Brew says nothing more about it.",
      ],
      [
        "what's a flat white?",
        "Flat White: Espresso with a thin layer of velvety milk. $4.25 small, $4.75 medium or "
          + "$5.25 large.",
      ],
    ])
  func aQuestionAboutAnOptionOfAnotherAppIsAnswered(on surface: Surface, lines: [String])
    async throws
  {
    for opening in [[], ["is bear creek open in trails"]] {
      let conversation = try await ConversationTesting.trailsAndBrew(surface)
      let replies = await conversation.replies(to: opening + [lines[0]])
      #expect(
        replies.last == Reply(items: [.dialog(lines[1])], outcome: .completed),
        "\(opening) \(replies.last.map(String.init(describing:)) ?? "")")
    }
  }

  /// A question no app reads that names an option by one of its names, and asks nothing else
  /// of it, is answered from the one app that declares an option so named: "how much is a
  /// venti?" says what Brew says of Large, with nothing done yet and right after a trail's
  /// conditions, and orders nothing. A name two apps declare ("a large" of Brew's Large and
  /// Soup Shop's Large Bowl) is answered for neither, but right after the menu of one of them.
  @Test(arguments: Surface.allCases)
  func aQuestionNoAppReadsAboutAnOptionOfOneAppIsAnswered(on surface: Surface) async throws {
    let large = "Large is also called Venti or Big. Brew says nothing more about it."
    let catalog = try await AppCatalog.load([Trails.app, Brew.app, SoupShop.app])
    for (lines, answer) in [
      (["how much is a venti?"], large),
      (["is bear creek open in trails", "how big is a venti?"], large),
      (
        ["what's on the menu at soup shop", "how much is a large?"],
        "Large Bowl: 16 oz. Large Bowl is also called Large or Big."
      ),
    ] {
      let conversation = ConversationTesting.conversation(over: catalog, surface)
      let replies = await conversation.replies(to: lines)
      #expect(replies.last == Reply(items: [.dialog(answer)], outcome: .completed), "\(lines)")
    }
    let conversation = ConversationTesting.conversation(over: catalog, surface)
    let both = await conversation.respond(to: "how much is a large?")
    #expect(both.outcome == .notUnderstood, "\(both)")
  }

  /// Right after an intent performed, a question no app reads but as said to that intent's
  /// app, which reads only the option it names, is answered about the option too: "what is a
  /// fiddle?" right after Etude's practice summary logs no practice on the violin.
  @Test(arguments: Surface.allCases)
  func aQuestionReadAsSaidToTheAppInUseIsAnswered(on surface: Surface) async throws {
    let url = phrasesFolder.deletingLastPathComponent()
      .appendingPathComponent("Phrases-etude/Etude.phrases")
    let file = try AppPhraseFile.parse(try String(contentsOf: url, encoding: .utf8), file: "Etude")
    let catalog = try await AppCatalog.load(try AppPhraseFile.adding([file], to: []))
    let conversation = ConversationTesting.conversation(over: catalog, surface)
    let replies = await conversation.replies(to: ["how much have i practiced", "what is a fiddle?"])
    #expect(
      replies[1]
        == Reply(
          items: [.dialog("Violin is also called fiddle. Etude says nothing more about it.")],
          outcome: .completed))
  }

  /// A question that says the words of a phrase besides its question word is that request:
  /// "what are the conditions at alpine loop?" gets the conditions, not what Trails displays
  /// of the trail.
  @Test func aQuestionThatSaysAPhraseIsThatRequest() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    let reply = await conversation.respond(to: "what are the conditions at alpine loop?")
    #expect(
      dialogs(reply) == [
        "The conditions for Alpine Loop are: Open. Twenty centimetres of fresh snow, groomed "
          + "for skiing this morning."
      ])
  }

  @Test(arguments: Surface.allCases)
  func askingTheSameOfAnotherOptionIsAFollowUpNotAQuestion(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a small latte from brew", "yes", "and what about a large?",
    ])
    #expect(dialogs(replies[2]) == ["Order a large Caffè Latte for $5.50?"], "\(replies[2])")
  }
}

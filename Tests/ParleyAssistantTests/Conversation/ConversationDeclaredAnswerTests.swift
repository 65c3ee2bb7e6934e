import BrewApp
import ParleyAssistant
import SoupShopApp
import Testing
import TrailsApp

/// Questions said aside, or with nothing under way, are answered from what the apps declare
/// (every entity a query lists, an entity's subtitle, an enum's cases), and
/// where nothing declared answers, the app is said not to tell; "start over" begins the request
/// again; a count said with the size, and a part of a line no app does, are not dropped.
@Suite struct ConversationDeclaredAnswerTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(
      over: try await AppCatalog.load([Trails.app, Brew.app, SoupShop.app]),
      surface)
  }

  /// "how much is it?" while the size waits says what the app displays of the thing ordered,
  /// its prices by size, and the size is asked again and taken.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (
          "get me a latte from brew",
          "Caffè Latte: Espresso with plenty of steamed milk. $4.50 small, $5.00 medium or "
            + "$5.50 large.", "medium", "Order a medium Caffè Latte for $5.00?"
        ),
        (
          "order lobster bisque from soup shop",
          "Lobster Bisque: Rich and creamy. $8.00 a cup, $9.50 a bowl or $11.50 a large bowl.",
          "cup", "How many soups?"
        ),
      ].map { (surface, $0.0, $0.1, $0.2, $0.3) }
    })
  func thePriceAskedWhileTheSizeWaitsIsWhatTheAppDisplays(
    on surface: Surface, request: String, prices: String, size: String, next: String
  ) async throws {
    let replies = try await conversation(surface).replies(to: [request, "how much is it?", size])
    #expect(dialogs(replies[1]).prefix(2) == [prices, "What size?"])
    #expect(replies[1].awaitsAnswer)
    #expect(dialogs(replies[2]) == [next])
  }

  /// "what drinks do you have?" lists every drink the query lists, not only the suggestions
  /// the question shows.
  @Test(arguments: Surface.allCases)
  func everyDrinkIsListedWhileTheDrinkWaits(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "start a coffee order in brew", "what drinks do you have?", "an americano",
    ])
    let drinks =
      "Brew has these drinks: Espresso, Americano (also Long Black), Flat White, "
      + "Cappuccino (also Cap), Caffè Latte (also Latte or Cafe Latte), Caffè Mocha (also "
      + "Mocha), Caramel Macchiato (also Macchiato), Cold Brew (also Iced Coffee), Drip "
      + "Coffee (also Coffee, House Coffee, or Filter Coffee), Chai Latte (also Chai or Chai "
      + "Tea Latte), Matcha Latte (also Matcha or Green Tea Latte), and Hot Chocolate (also "
      + "Hot Cocoa or Cocoa)."
    #expect(dialogs(replies[1]).first == drinks)
    #expect(dialogs(replies[1]).dropFirst().first == "What would you like to drink?")
    #expect(dialogs(replies[2]).first == "What size?")
  }

  /// A question nothing the app declares answers, said while a value waits or at the
  /// confirmation, says the app can't tell, and the question is asked again: "what can i do
  /// there?" at Trails' activity, "when will it be ready?" at Brew's confirmation (no intent
  /// tells when an order not placed would be ready, and Check Order Status tells only of
  /// orders placed).
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (
          ["suggest trails in trails", "banff"], "what can i do there?", "Trails",
          "What would you like to do?"
        ),
        (
          ["order a small latte with brew"], "when will it be ready?", "Brew",
          "Order a small Caffè Latte for $4.50?"
        ),
      ].map { (surface, $0.0, $0.1, $0.2, $0.3) }
    })
  func aQuestionNothingDeclaredAnswersSaysTheAppCantTell(
    on surface: Surface, lines: [String], question: String, app: String, asked: String
  ) async throws {
    let replies = try await conversation(surface).replies(to: lines + [question])
    let reply = try #require(replies.last)
    #expect(dialogs(reply).prefix(2) == ["Sorry, \(app) can't tell you that.", asked])
    #expect(reply.awaitsAnswer)
  }

  /// With nothing under way, "what sizes does brew have" lists the sizes an intent of the app
  /// takes, while a phrase that says the kind asked ("what soups does soup shop have today")
  /// is that request.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (
          "what sizes does brew have",
          "Brew has these sizes: Small (also Tall or Short), Medium (also Grande or Regular), "
            + "and Large (also Venti or Big)."
        ),
        (
          "what sizes does soup shop have",
          "Soup Shop has these sizes: Cup (also Small), Bowl (also Regular or Medium), and "
            + "Large Bowl (also Large or Big)."
        ),
      ].map { (surface, $0.0, $0.1) }
    })
  func anAppsSizesAreListedWithNothingUnderWay(
    on surface: Surface, line: String, sizes: String
  ) async throws {
    let reply = try await conversation(surface).respond(to: line)
    #expect(dialogs(reply) == [sizes])
    #expect(!reply.awaitsAnswer)
  }

  /// With nothing under way, a question that names no app asks for a kind one app alone
  /// takes ("what drinks are there?" is Brew's), and is not understood where two apps take it
  /// (Brew's and Soup Shop's sizes), nor where it asks of one's own ("is my soup ready?").
  @Test(arguments: Surface.allCases)
  func aKindOneAppAloneTakesIsListedWithNoAppNamed(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "what drinks are there?", "what sizes are there?", "is my soup ready?",
    ])
    #expect(dialogs(replies[0]).first?.hasPrefix("Brew has these drinks: Espresso, ") == true)
    #expect(replies[1].outcome == .notUnderstood)
    #expect(replies[2].outcome == .notUnderstood)
  }

  /// The words of an app's name name no kind: "what did i order from soup shop" asks about
  /// an order, not for the soups of "soup shop".
  @Test(arguments: Surface.allCases)
  func theAppsNameAsksForNoKind(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(to: "what did i order from soup shop")
    #expect(!dialogs(reply).contains { $0.hasPrefix("Soup Shop has these") }, "\(reply)")
    #expect(dialogs(reply).first?.hasPrefix("Sorry, Soup Shop can't help with") == true)
  }

  /// A question of one's own things asks about them where the app is named too, whichever
  /// words a phrase reads: "is my drink ready at brew" asks for the order's status ("Is my
  /// coffee ready in Brew" reads its "my"), not for Brew's drinks, and so does "are my drinks
  /// ready in brew".
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      ["is my drink ready at brew", "are my drinks ready in brew"].map { (surface, $0) }
    })
  func onesOwnThingsAreNoKindAskedWithTheAppNamed(on surface: Surface, line: String)
    async throws
  {
    let conversation = try await conversation(surface)
    let reply = await conversation.respond(to: line)
    #expect(dialogs(reply) == ["You haven't ordered anything yet."], "\(reply)")
    #expect(conversation.lastMatch?.best?.intent == "CheckOrderStatus", "\(reply)")
  }

  /// With nothing under way, a question that names a thing an app has, which no request
  /// reads, says what the app displays of it: a soup sold out today, or its prices.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (
          "is there french onion soup today?",
          "French Onion: With a cheese crouton. Sold out today."
        ),
        (
          "is there lobster bisque?",
          "Lobster Bisque: Rich and creamy. $8.00 a cup, $9.50 a bowl or $11.50 a large bowl."
        ),
      ].map { (surface, $0.0, $0.1) }
    })
  func aThingAskedAboutIsWhatTheAppDisplays(on surface: Surface, line: String, shown: String)
    async throws
  {
    let reply = try await conversation(surface).respond(to: line)
    #expect(dialogs(reply) == [shown])
    #expect(!reply.awaitsAnswer)
  }

  /// A line that asks whether the speaker may have a thing ("could i grab …") asks for it: it
  /// is never answered with what the app displays of the thing, even where no phrase reads it.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      ["could i grab two small cappuccinos and a large cold brew", "did i order a flat white"]
        .map { (surface, $0) }
    })
  func askingToHaveAThingIsNoQuestionAboutIt(on surface: Surface, line: String) async throws {
    let reply = try await conversation(surface).respond(to: line)
    #expect(!dialogs(reply).contains { $0.contains("Espresso") }, "\(reply)")
  }

  /// "what places do you know?" where any text answers says the app lists none and how to
  /// answer, the question asked again, rather than taking the question as the place.
  @Test(arguments: Surface.allCases)
  func whatTheAppKnowsAtAFreeTextQuestionSaysHowToAnswer(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "find jogging trails with trails", "what places do you know?",
    ])
    #expect(
      dialogs(replies[1]) == [
        "Trails doesn't list the locations it knows. Say the location in your own words, or "
          + "“cancel” to stop.",
        "Where would you like to go?",
      ])
    #expect(replies[1].awaitsAnswer)
  }

  /// "what soups does soup shop have today" says a phrase of Show Menu whole: the menu. So
  /// does "what soups are on today at soup shop", read as another phrase of Show Menu ("What's
  /// on the menu at ${applicationName}"): the kind it names is one a phrase of that intent
  /// says, not a question of Order Soup's soups.
  @Test(
    arguments: Surface.allCases,
    [
      "what soups does soup shop have today", "what soups are on today at soup shop",
    ])
  func aPhraseThatSaysTheKindIsItsRequest(on surface: Surface, line: String) async throws {
    let reply = try await conversation(surface).respond(to: line)
    let expected =
      surface == .display
      ? "Here's today's menu."
      : "Today's soups are Tomato Soup, Clam Chowder, Chicken Noodle Soup, Chicken Tortilla "
        + "Soup, Minestrone, Lobster Bisque and Miso Soup. French Onion Soup is sold out."
    #expect(dialogs(reply) == [expected])
  }

  /// "start over" while the size waits begins the order again with no drink, in Brew, rather
  /// than a reset of another app's cards.
  @Test(arguments: Surface.allCases)
  func startOverBeginsTheRequestAgain(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a latte with brew", "start over", "a cappuccino", "large",
    ])
    #expect(
      dialogs(replies[1]).prefix(2) == ["Okay, let's start over.", "What would you like to drink?"])
    #expect(dialogs(replies[2]).first == "What size?")
    #expect(dialogs(replies[3]) == ["Order a large Cappuccino for $5.25?"])
  }

  /// "book a taxi and order a small latte with brew" says the taxi is left out, then confirms
  /// the coffee.
  @Test(arguments: Surface.allCases)
  func aPartNoAppDoesBeforeTheRequestIsSaidToBeLeftOut(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(
      to: "book a taxi and order a small latte with brew")
    #expect(
      dialogs(reply) == [
        "None of your apps does “book a taxi”, so I've left it out.",
        "Order a small Caffè Latte for $4.50?",
      ])
  }

  /// A count said with the size ("two bowls", "two cups please") is taken with it.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("order minestrone from soup shop", "two bowls", "Order 2 bowls of Minestrone for $11.00?"),
        (
          "order tomato soup from soup shop", "two cups please",
          "Order 2 cups of Tomato Soup for $8.00?"
        ),
        ("get me a latte from brew", "two large", "Order 2 large Caffè Lattes for $11.00?"),
      ].map { (surface, $0.0, $0.1, $0.2) }
    })
  func aCountSaidWithTheSizeIsTaken(
    on surface: Surface, request: String, answer: String, confirmation: String
  ) async throws {
    let replies = try await conversation(surface).replies(to: [request, answer])
    #expect(dialogs(replies[1]) == [confirmation])
  }

  /// "2" alone at "What size?" with three sizes listed is still the second size, not a count.
  @Test(arguments: Surface.allCases)
  func aNumberAlonePicksTheSize(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order minestrone from soup shop", "2",
    ])
    #expect(dialogs(replies[1]) == ["How many soups?"])
  }

  /// A question about an option that names another value too ("what is a venti latte?"),
  /// with nothing under way, is answered from what Brew declares of each, the option the
  /// phrase reads first, and no order is started.
  @Test(arguments: Surface.allCases)
  func aQuestionAboutAnOptionNamingAnotherValueIsAnswered(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let reply = await conversation.respond(to: "what is a venti latte?")
    #expect(
      reply
        == completes(
          .dialog("Large is also called Venti or Big. Brew says nothing more about it."),
          .dialog(
            "Caffè Latte: Espresso with plenty of steamed milk. $4.50 small, $5.00 medium or "
              + "$5.50 large. Caffè Latte is also called Latte or Cafe Latte.")))
    #expect(!conversation.isAwaitingAnswer)
  }
}

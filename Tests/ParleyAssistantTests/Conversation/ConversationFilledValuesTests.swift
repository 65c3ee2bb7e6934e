import BrewApp
import Foundation
import ParleyAssistant
import ParleyIntents
import ParleyMatcher
import SoupShopApp
import Testing
import TrailsApp

/// Every parameter a request names is filled from it; nothing said is dropped or replaced; the
/// three matching modes.
@Suite struct ConversationFilledValuesTests {
  private func conversation(
    _ surface: Surface, matching: MatchingMode = .flexible,
    apps: [ParleyApp] = [Trails.app, Brew.app, Kitchen.app]
  ) async throws -> Conversation {
    let catalog = try await AppCatalog.load(apps)
    return Conversation(
      catalog: catalog,
      options: ConversationOptions(
        surface: surface, now: ConversationTesting.now, matching: matching))
  }

  /// A word of the phrase that names a value of another parameter in full is that value:
  /// "bowl" of "Get me a bowl of ${soup}" is the size, and "large bowl" the larger one; a word
  /// that only begins a name is none.
  @Test(arguments: [Surface.display, .speaker])
  func aWordOfThePhraseThatNamesAValueFillsIt(surface: Surface) async throws {
    let soup = try await conversation(surface, apps: [SoupShop.app])
    let replies = await soup.replies(to: [
      "get me a bowl of miso soup", "no", "get me a large bowl of miso soup", "no",
    ])
    #expect(dialogs(replies[0]) == ["Order a bowl of Miso Soup for $4.50?"])
    #expect(dialogs(replies[2]) == ["Order a large bowl of Miso Soup for $6.50?"])
    // The phrase's "bowl" said in the plural, as two of them are.
    for (line, order) in [
      ("get me two bowls of miso soup", "Order 2 bowls of Miso Soup for $9.00?"),
      ("get me 2 large bowls of miso soup", "Order 2 large bowls of Miso Soup for $13.00?"),
    ] {
      let reply = try await conversation(surface, apps: [SoupShop.app]).respond(to: line)
      #expect(dialogs(reply) == [order], "\(line)")
    }
    let coffee = try await conversation(surface).respond(to: "order a large coffee with brew")
    #expect(dialogs(coffee).first == "What would you like to drink?")
  }

  /// A word of the phrase said again in a clause after "and" is no part of the phrase there:
  /// the clause is said to be left out ("remind me" of "get me a bowl of miso soup and remind
  /// me"), as it is after any other phrase.
  @Test(arguments: [Surface.display, .speaker])
  func aPhraseWordSaidAgainAfterAndIsNoPartOfThePhrase(surface: Surface) async throws {
    for (line, clause) in [
      ("get me a bowl of miso soup and remind me", "remind me"),
      ("get me a bowl of miso soup and get me a coffee", "get me a coffee"),
    ] {
      let soup = try await conversation(surface, apps: [SoupShop.app])
      let reply = await soup.respond(to: line)
      #expect(
        dialogs(reply) == [
          "None of your apps does “\(clause)”, so I've left it out.",
          "Order a bowl of Miso Soup for $4.50?",
        ], "\(line)")
    }
  }

  @Test(arguments: [Surface.display, .speaker])
  func everyParameterTheRequestNamesIsFilled(surface: Surface) async throws {
    let reply = try await conversation(surface).respond(to: "get me two large lattes from brew")
    #expect(dialogs(reply) == ["Order 2 large Caffè Lattes for $11.00?"])
    let third = try await conversation(surface).respond(
      to: "I'd like 3 small cappuccinos from brew")
    #expect(dialogs(third) == ["Order 3 small Cappuccinos for $12.75?"])
  }

  @Test(arguments: [Surface.display, .speaker])
  func numbersWithTheirNounsAndTextAfterItsIntroducer(surface: Surface) async throws {
    let reply = try await conversation(surface).respond(
      to: "set a kitchen timer for 20 minutes called pasta with kitchen")
    #expect(dialogs(reply) == ["Timer called pasta set for 20 minutes, chime on."])
  }

  @Test(arguments: [Surface.display, .speaker])
  func aSizeTheAppLacksIsRefusedWithTheChoices(surface: Surface) async throws {
    let conversation = try await conversation(surface, apps: [Trails.app, Brew.app])
    let reply = await conversation.respond(to: "get me an extra large latte from brew")
    let sizes = surface == .speaker ? " It can be Small, Medium, or Large." : ""
    #expect(dialogs(reply).first == "Brew doesn't have extra large.\(sizes)")
    #expect(reply.outcome == nil)
    let answered = await conversation.respond(to: "medium")
    #expect(dialogs(answered) == ["Order a medium Caffè Latte for $5.00?"])
  }

  @Test(arguments: [Surface.display, .speaker])
  func aNumberOutsideTheRangeIsRefusedNotRounded(surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let reply = await conversation.respond(to: "set a kitchen timer for 500 minutes with kitchen")
    #expect(dialogs(reply).first == "Sorry, the length has to be between 1 and 180.")
    #expect(reply.outcome == nil)
    let answered = await conversation.respond(to: "25")
    #expect(dialogs(answered) == ["Timer set for 25 minutes, chime on."])
  }

  @Test(arguments: [Surface.display, .speaker])
  func signAndPointAreKept(surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let negative = await conversation.respond(to: "preheat the oven to -3 degrees with kitchen")
    #expect(dialogs(negative).first == "Sorry, the temperature has to be between 50 and 250.5.")
    _ = await conversation.respond(to: "cancel")
    let direct = await conversation.respond(to: "/PreheatOven temperature=-3")
    #expect(dialogs(direct).first == "Sorry, the temperature has to be between 50 and 250.5.")
    _ = await conversation.respond(to: "cancel")
    let decimal = await conversation.respond(to: "preheat the oven to 180.5 degrees with kitchen")
    #expect(dialogs(decimal) == ["Preheating to 180.5 degrees."])
  }

  @Test(arguments: [Surface.display, .speaker])
  func theWordThatIntroducesAPlaceIsNotPartOfIt(surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let reply = await conversation.respond(to: "suggest a hike near boulder in trails")
    #expect(reply.outcome == .completed)
    #expect(dialogs(reply).allSatisfy { $0.contains("near Boulder, Colorado") })
    _ = await conversation.respond(to: "suggest hiking trails in trails")
    let answered = await conversation.respond(to: "near boulder")
    #expect(answered.outcome == .completed)
    #expect(dialogs(answered).allSatisfy { !$0.contains("near near") })
    _ = await conversation.respond(to: "suggest hiking trails in trails")
    let corrected = await conversation.respond(to: "actually, near boulder")
    #expect(corrected.outcome == .completed)
    #expect(dialogs(corrected).allSatisfy { $0.contains("near Boulder, Colorado") })
  }

  @Test(arguments: [Surface.display, .speaker])
  func anAppNameInsideADrinkIsTheDrinks(surface: Surface) async throws {
    let reply = try await conversation(surface).respond(to: "order a large cold brew with brew")
    #expect(dialogs(reply) == ["Order a large Cold Brew for $5.50?"])
  }

  @Test(arguments: [Surface.display, .speaker])
  func siriFillsOnlyThePhraseParameterAndNeedsTheAppName(surface: Surface) async throws {
    let siri = try await conversation(surface, matching: .siri)
    let reply = await siri.respond(to: "get me two large lattes from brew")
    #expect(dialogs(reply).first == "What size?")
    let unnamed = await siri.respond(to: "cancel")
    #expect(unnamed.outcome == .cancelled)
    let withoutApp = await siri.respond(to: "get me a latte")
    #expect(withoutApp.outcome == .notUnderstood)
  }

  @Test(arguments: [Surface.display, .speaker])
  func exactTakesOnlyTheExpandedPhrases(surface: Surface) async throws {
    let exact = try await conversation(surface, matching: .exact)
    let said = await exact.respond(to: "Get me a Caffè Latte from Brew.")
    #expect(dialogs(said).first == "What size?")
    _ = await exact.respond(to: "cancel")
    let paraphrase = await exact.respond(to: "get me a caffe latte from brew please")
    #expect(paraphrase.outcome == .notUnderstood)
  }

  // A number said with a word of a parameter's title fills that parameter, also when the
  // parameter has a default and the words could be a time.
  @Test(arguments: [Surface.display, .speaker])
  func theTitleWordSaysWhichParameterTheNumberFills(surface: Surface) async throws {
    let reply = try await conversation(surface, apps: [Plants.app, Kitchen.app]).respond(
      to: "water monstera with plants with a splash and remind me in 5 days")
    #expect(dialogs(reply) == ["Watered Monstera with a splash. I'll remind you in 5 days."])
    let both = try await conversation(surface, apps: [Plants.app, Kitchen.app]).respond(
      to: "water basil with plants, 2 splashes, next watering in 10 days")
    #expect(dialogs(both) == ["Watered Basil with 2 splashes. I'll remind you in 10 days."])
    let plain = try await conversation(surface, apps: [Plants.app, Kitchen.app]).respond(
      to: "water basil with plants")
    #expect(dialogs(plain) == ["Watered Basil with a splash. I'll remind you in 3 days."])
  }

  @Test(arguments: [Surface.display, .speaker])
  func aNumberOutsideTheRangeIsAskedAgainNotReplacedByTheDefault(surface: Surface) async throws {
    let conversation = try await conversation(surface, apps: [Plants.app, Kitchen.app])
    let reply = await conversation.respond(to: "water basil with plants and remind me in 20 days")
    #expect(
      dialogs(reply) == [
        "Sorry, the days until next watering have to be between 1 and 14.",
        "How many days until next watering?",
      ])
    #expect(reply.outcome == nil)
    let answered = await conversation.respond(to: "7")
    #expect(dialogs(answered) == ["Watered Basil with a splash. I'll remind you in 7 days."])
  }

  @Test(arguments: [Surface.display, .speaker])
  func ofTwoNamesJoinedByAndEachIsDoneInTheOrderSaid(surface: Surface) async throws {
    let conversation = try await conversation(surface, apps: [Plants.app, Kitchen.app])
    let basil = await conversation.respond(to: "water basil and the snake plant with plants")
    #expect(
      dialogs(basil) == [
        "I'll do “the snake plant” after this one.",
        "Watered Basil with a splash. I'll remind you in 3 days.",
        "Watered Snake Plant with a splash. I'll remind you in 3 days.",
      ])
    let snakePlant = await conversation.respond(to: "water the snake plant and basil with plants")
    #expect(
      dialogs(snakePlant) == [
        "I'll do “basil” after this one.",
        "Watered Snake Plant with a splash. I'll remind you in 3 days.",
        "Watered Basil with a splash. I'll remind you in 3 days.",
      ])
    let list = await conversation.respond(
      to: "water basil, monstera and the snake plant with plants")
    #expect(
      dialogs(list) == [
        "I'll do “monstera” and “the snake plant” after this one.",
        "Watered Basil with a splash. I'll remind you in 3 days.",
        "Watered Monstera with a splash. I'll remind you in 3 days.",
        "Watered Snake Plant with a splash. I'll remind you in 3 days.",
      ])
  }

  @Test(arguments: [Surface.display, .speaker])
  func theItemsOfAListAreTakenOrSaidToBeUnknownInTheOrderSaid(surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let reply = await conversation.respond(
      to: "order a latte, a small mocha and 2 muffins with brew")
    #expect(
      dialogs(reply).prefix(3) == [
        "I'll do “a small mocha” after this one.",
        "I couldn't find a drink called “muffins”, so I've left it out.",
        "What size?",
      ])
  }

  @Test(arguments: [Surface.display, .speaker])
  func aNameSaidInFullBeatsAPartOfAnotherSaidWithIt(surface: Surface) async throws {
    // "hot" begins Hot Chocolate and "iced" says Iced Coffee, the Cold Brew, in part; the
    // Mocha is said in full, and the word said with it is said to be left out.
    for (line, said) in [
      (
        "order a small hot mocha with brew",
        [
          "Brew doesn't have “hot”, so I've left it out.", "Order a small Caffè Mocha for $4.75?",
        ]
      ),
      (
        "order a large iced mocha with brew",
        [
          "Brew doesn't have “iced”, so I've left it out.",
          "Order a large Caffè Mocha for $5.75?",
        ]
      ),
      ("order a small hot chocolate with brew", ["Order a small Hot Chocolate for $4.00?"]),
      ("order a large iced coffee with brew", ["Order a large Cold Brew for $5.50?"]),
    ] {
      let reply = try await conversation(surface).respond(to: line)
      #expect(dialogs(reply) == said, "\(line)")
    }
    // Words after the name say when, not how it should be.
    let now = try await conversation(surface).respond(to: "order a mocha right now with brew")
    #expect(dialogs(now).first == "What size?")
  }

  @Test(arguments: [Surface.display, .speaker])
  func anItemAddedToAnAnswerIsSaidToBeLeftOut(surface: Surface) async throws {
    let muffin = try await conversation(surface).replies(
      to: ["order a latte with brew", "large, and a muffin"])
    #expect(
      dialogs(muffin[1]) == [
        "I couldn't find a drink called “muffin”, so I've left it out.",
        "Order a large Caffè Latte for $5.50?",
      ])
    let mocha = try await conversation(surface).replies(
      to: ["order a latte with brew", "large and a mocha"])
    #expect(
      dialogs(mocha[1]) == [
        "I can only take one drink at a time, so I've left out “a mocha”.",
        "Order a large Caffè Latte for $5.50?",
      ])
    let named = try await conversation(surface).replies(
      to: ["start a coffee order in brew", "a latte and a muffin"])
    #expect(
      dialogs(named[1]).first == "I couldn't find a drink called “muffin”, so I've left it out.")
    let alone = try await conversation(surface).replies(to: ["order a latte with brew", "large"])
    #expect(dialogs(alone[1]) == ["Order a large Caffè Latte for $5.50?"])
  }

  @Test(arguments: [Surface.display, .speaker])
  func aSecondItemIsOrderedNextAndKeepsItsSize(surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let reply = await conversation.respond(to: "order two lattes and a small mocha with brew")
    #expect(
      dialogs(reply).prefix(2) == ["I'll do “a small mocha” after this one.", "What size?"])
    #expect(reply.awaitsAnswer)
    let answered = await conversation.respond(to: "large")
    #expect(
      dialogs(answered) == [
        "Order 2 large Caffè Lattes for $11.00 and a small Caffè Mocha for $4.75?"
      ])
  }

  /// A drink Brew's query finds but its suggestions do not list is ordered as said: after an
  /// article said as another, with the phrase's "with" said as "from", and in the plural after a
  /// count, for which the query is asked again in the singular when it finds nothing.
  @Test(arguments: [Surface.display, .speaker])
  func aDrinkOnlyTheQueryFindsIsOrderedAsSaid(surface: Surface) async throws {
    for (line, order) in [
      ("order an espresso from brew", "Order a small Espresso for $3.00?"),
      (
        "i would like three espressos from brew for 2pm",
        "Order 3 small Espressos for $9.00, to pick up at 2:00 PM?"
      ),
      ("order 2 americanos from brew", "Order 2 small Americanos for $7.00?"),
    ] {
      let replies = try await conversation(surface).replies(to: [line, "small"])
      #expect(dialogs(replies[1]) == [order], "\(line)")
    }
  }

  /// The trails are shown in the order said: Bear Creek, then Cedar Falls.
  @Test(arguments: [Surface.display, .speaker])
  func aSecondTrailIsShownNext(surface: Surface) async throws {
    let reply = try await conversation(surface).respond(
      to: "show me bear creek and cedar falls in trails")
    #expect(dialogs(reply).first == "I'll do “cedar falls” after this one.")
    #expect(reply.outcome == .completed)
  }
}

import BrewApp
import ParleyAssistant
import Testing
import TrailsApp

/// A correction of the request's values said during a question or at the confirmation, without
/// the app's name: the values change and the dialog goes on.
@Suite struct ConversationValueCorrectionTests {
  /// The sentence a refusal ends with to name the sizes: a speaker says it; a display lists the
  /// sizes under the question instead.
  private static func sizes(on surface: Surface) -> String {
    surface == .speaker ? " It can be Small, Medium, or Large." : ""
  }

  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (
          "actually make it a cappuccino", "Okay, the drink is Cappuccino.",
          "Order a large Cappuccino for $5.25?"
        ),
        ("make it two", "Okay, the quantity is 2.", "Order 2 large Caffè Lattes for $11.00?"),
        ("no, two", "Okay, the quantity is 2.", "Order 2 large Caffè Lattes for $11.00?"),
        (
          "sorry, a mocha please", "Okay, the drink is Caffè Mocha.",
          "Order a large Caffè Mocha for $5.75?"
        ),
        (
          "no, two cappuccinos", "Okay, the drink is Cappuccino and the quantity is 2.",
          "Order 2 large Cappuccinos for $10.50?"
        ),
        (
          "actually make it a mocha", "Okay, the drink is Caffè Mocha.",
          "Order a large Caffè Mocha for $5.75?"
        ),
        (
          "no, a mocha", "Okay, the drink is Caffè Mocha.", "Order a large Caffè Mocha for $5.75?"
        ),
        (
          "actually two of them", "Okay, the quantity is 2.",
          "Order 2 large Caffè Lattes for $11.00?"
        ),
        (
          "make it tomorrow at 8 am", "Okay, the pickup time is tomorrow at 8 AM.",
          "Order a large Caffè Latte for $5.50, to pick up tomorrow at 8:00 AM?"
        ),
      ].map { (surface, $0.0, $0.1, $0.2) }
    })
  func aCorrectionWhileAValueIsAskedIsAcknowledgedAndTheValueAskedAgain(
    on surface: Surface, correction: String, acknowledgement: String, confirmation: String
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["order a latte with brew", correction, "large"])
    #expect(replies[1].awaitsAnswer)
    #expect(replies[1].items.first == .dialog(acknowledgement), "\(replies[1])")
    #expect(replies[1].items.dropFirst().first == .dialog("What size?"), "\(replies[1])")
    #expect(replies[2].items == [.dialog(confirmation)])
  }

  /// A correction that changes nothing (the value asked again has not changed) is not
  /// acknowledged as if it had.
  @Test(arguments: Surface.allCases)
  func aCorrectionThatChangesNothingIsNotAcknowledged(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a small latte with brew", "make it two", "make it extra large",
    ])
    #expect(replies[1].items == [.dialog("Order 2 small Caffè Lattes for $9.00?")])
    #expect(
      replies[2].items.first
        == .dialog("Brew doesn't have extra large.\(Self.sizes(on: surface))"))
    #expect(replies[2].items.dropFirst().first == .dialog("What size?"), "\(replies[2])")
  }

  /// A change at the confirmation to the values the request already has says so before the
  /// same question is asked again, which would otherwise seem not to have heard it; a change
  /// of one value among others that stay is confirmed as any change is.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("small", "The size is already Small."),
        ("2", "The quantity is already 2."),
        (
          "make it two small lattes",
          "The drink is already Caffè Latte, the size is already Small, and the quantity is "
            + "already 2."
        ),
      ].map { (surface, $0.0, $0.1) }
    })
  func aChangeToTheValuesAlreadyThereSaysSo(
    on surface: Surface, change: String, said: String
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order 2 small lattes with brew", change, "two large",
    ])
    #expect(
      replies[1].items == [.dialog(said), .dialog("Order 2 small Caffè Lattes for $9.00?")],
      "\(replies[1])")
    #expect(
      replies[2].items == [.dialog("Order 2 large Caffè Lattes for $11.00?")], "\(replies[2])")
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("make it three", "Order 3 small Caffè Lattes for $13.50?"),
        ("make it a large", "Order 2 large Caffè Lattes for $11.00?"),
        ("no, a large", "Order 2 large Caffè Lattes for $11.00?"),
        ("actually make it a mocha", "Order 2 small Caffè Mochas for $9.50?"),
        ("no, two cappuccinos", "Order 2 small Cappuccinos for $8.50?"),
        ("change it to a medium", "Order 2 medium Caffè Lattes for $10.00?"),
        (
          "make it tomorrow at 8 am",
          "Order 2 small Caffè Lattes for $9.00, to pick up tomorrow at 8:00 AM?"
        ),
        // The words around a correction are no part of it.
        ("can you make that three", "Order 3 small Caffè Lattes for $13.50?"),
        ("i meant a cappuccino", "Order 2 small Cappuccinos for $8.50?"),
        ("actually, a large one", "Order 2 large Caffè Lattes for $11.00?"),
        ("make it three large ones", "Order 3 large Caffè Lattes for $16.50?"),
        ("three of them", "Order 3 small Caffè Lattes for $13.50?"),
        ("make it one", "Order a small Caffè Latte for $4.50?"),
        ("yes, but make it three", "Order 3 small Caffè Lattes for $13.50?"),
        (
          "oh and make it for 11 am",
          "Order 2 small Caffè Lattes for $9.00, to pick up at 11:00 AM?"
        ),
      ].map { (surface, $0.0, $0.1) }
    })
  func aCorrectionAtTheConfirmationConfirmsTheNewValues(
    on surface: Surface, correction: String, confirmation: String
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["order 2 small lattes with brew", correction])
    #expect(replies[0].items == [.dialog("Order 2 small Caffè Lattes for $9.00?")])
    #expect(replies[1].items == [.dialog(confirmation)])
    #expect(replies[1].awaitsAnswer)
  }

  /// "no shots" at the confirmation of an order with a shot takes the shot off rather than
  /// declining the order; "add an extra shot" at one without puts one on; "no" alone still
  /// declines.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      let withAShot = "order a large latte with an extra shot with brew"
      return [
        ([withAShot, "no shots"], "Order a large Caffè Latte for $5.50?"),
        ([withAShot, "without the extra shot"], "Order a large Caffè Latte for $5.50?"),
        (
          ["order a medium flat white with brew", "add an extra shot"],
          "Order a medium Flat White with an extra shot for $5.50?"
        ),
      ].map { (surface, $0.0, $0.1) }
    })
  func aValueTakenAwayOrAddedAtTheConfirmationChangesTheOrder(
    on surface: Surface, lines: [String], confirmation: String
  ) async throws {
    let replies = try await conversation(surface).replies(to: lines + ["no"])
    #expect(replies[1] == Reply(items: [.dialog(confirmation)], outcome: nil))
    #expect(replies[2] == Reply(items: [.dialog("Okay, cancelled.")], outcome: .cancelled))
  }

  @Test func theCorrectedOrderIsTheOnePlaced() async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: [
      "order a small latte with brew", "make it two", "yes",
    ])
    #expect(replies[2].outcome == .completed)
    #expect(
      replies[2].items.first.map { "\($0)".contains("2 small Caffè Lattes for $9.00") } == true,
      "\(replies[2])")
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("actually, the second one", "Order a medium Caffè Latte for $5.00?"),
        ("i meant a large", "Order a large Caffè Latte for $5.50?"),
        ("oh, medium please", "Order a medium Caffè Latte for $5.00?"),
        ("make it a large", "Order a large Caffè Latte for $5.50?"),
        ("no wait, a medium", "Order a medium Caffè Latte for $5.00?"),
        ("actually a large mocha", "Order a large Caffè Mocha for $5.75?"),
      ].map { (surface, $0.0, $0.1) }
    })
  func anAnswerSaidWithTheWordsOfACorrectionAnswers(
    on surface: Surface, answer: String, confirmation: String
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["order a latte with brew", answer])
    #expect(replies[1].items == [.dialog(confirmation)])
  }

  @Test(arguments: Surface.allCases)
  func aCorrectionThatDoesNotFitIsRefusedWithAReason(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a small latte with brew", "make it extra large",
    ])
    #expect(
      replies[1].items.first
        == .dialog("Brew doesn't have extra large.\(Self.sizes(on: surface))"))
    #expect(replies[1].items.dropFirst().first == .dialog("What size?"))
    let asked = await conversation.replies(to: ["order a latte with brew", "make it extra large"])
    #expect(
      asked[1].items.first
        == .dialog("Brew doesn't have extra large.\(Self.sizes(on: surface))"))
  }

  @Test(arguments: Surface.allCases)
  func aModifierBeforeNoNameOfTheChoicesIsNoMissingVariant(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a latte with brew", "add an extra shot", "i'd like it super large please",
    ])
    // "add an extra shot" gives the order its shot, and the size is asked again.
    #expect(
      replies[1].items.prefix(2) == [
        .dialog("Okay, 1 extra shot."), .dialog("What size?"),
      ])
    #expect(
      replies[2].items.first == .dialog("Brew doesn't have super large.\(Self.sizes(on: surface))"))
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("change it to oat milk", "oat milk"), ("make it quick", "quick"),
        ("make it iced", "iced"), ("actually, make it hot", "hot"),
        ("can you make it a caramel", "caramel"), ("switch to decaf please", "decaf"),
        ("yes, but make it iced", "iced"),
      ].map { (surface, $0.0, $0.1) }
    })
  func aChangeThatNamesNothingTheRequestTakesIsRefusedAndTheQuestionAskedAgain(
    on surface: Surface, line: String, wish: String
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["order a large latte with brew", line, "yes"])
    #expect(
      replies[1].items == [
        .dialog("Sorry, “\(wish)” isn't a drink or a size."),
        .dialog("Order a large Caffè Latte for $5.50?"),
      ])
    #expect(replies[2].outcome == .completed)
    let placed = replies[2].items.contains { item in
      switch item {
      case .dialog(let text): return text.contains("a large Caffè Latte for $5.50")
      case .snippet(let card): return card.lines.contains("1 × Caffè Latte, large · $5.50")
      case .choices: return false
      }
    }
    #expect(placed, "\(replies[2])")
  }

  @Test func aChangeThatNamesNothingIsRefusedAlsoWhileAValueIsAsked() async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: ["order a latte with brew", "make it iced"])
    #expect(
      replies[1]
        == asks(
          .dialog("Sorry, “iced” isn't a drink or a size."), .dialog("What size?"),
          .dialog("Small, Medium, or Large?")))
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("change it to an iced mocha please", "iced mocha")
      ].map { (surface, $0.0, $0.1) }
    })
  func aValueNamedWithWordsNothingExplainsIsSaidToBeMissing(
    on surface: Surface, line: String, missing: String
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["order a large latte with brew", line])
    #expect(
      replies[1]
        == asks(
          .dialog("Sorry, Brew doesn't have \(missing)."),
          .dialog("Order a large Caffè Latte for $5.50?")))
  }

  @Test(arguments: Surface.allCases)
  func aChangeTheIntentRefusesIsNotSaidToHaveBeenMade(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["order a large latte with brew", "make it 20"])
    #expect(
      dialogs(replies[1]) == ["I can make 1 to 10 drinks in one order. How many would you like?"])
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      ["hmm", "the usual way", "perhaps later"].map { (surface, $0) }
    })
  func aLineThatIsNeitherAnswerNorChangeIsToldWhatCanBeAnswered(on surface: Surface, line: String)
    async throws
  {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["order a small latte with brew", line])
    #expect(
      replies[1].items == [
        .dialog(
          "Sorry, I can't take that as an answer. You can say yes or no, or change the drink, "
            + "the size, the quantity, the pickup time, or the extra shots."),
        .dialog("Order a small Caffè Latte for $4.50?"),
      ])
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("can i pick it up at 5", "Order a large Caffè Latte for $5.50, to pick up at 5:00 PM?"),
        ("make it a capuccino", "Order a large Cappuccino for $5.25?"),
        ("change the size to medium", "Order a medium Caffè Latte for $5.00?"),
        ("make it iced coffee", "Order a large Cold Brew for $5.50?"),
      ].map { (surface, $0.0, $0.1) }
    })
  func aChangeAtTheConfirmationChangesTheValueItNames(
    on surface: Surface, line: String, confirmation: String
  ) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["order a large latte with brew", line])
    #expect(replies[1].items == [.dialog(confirmation)])
  }

  @Test(arguments: ["order it please", "Order", "yes please", "please do"])
  func theConfirmationsOwnWordsSaidPolitelyAreAYes(line: String) async throws {
    let conversation = try await conversation(.speaker)
    let replies = await conversation.replies(to: ["order a small latte with brew", line])
    #expect(replies[1].outcome == .completed)
  }

  @Test(arguments: Surface.allCases)
  func yesAndNoStillAnswerTheConfirmation(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let declined = await conversation.replies(to: ["order a small latte with brew", "no"])
    #expect(declined[1] == Reply(items: [.dialog("Okay, cancelled.")], outcome: .cancelled))
    let accepted = await conversation.replies(to: ["order a small latte with brew", "yes"])
    #expect(accepted[1].outcome == .completed)
  }

  @Test(arguments: Surface.allCases)
  func theTypesOwnNounCountedIsNoName(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order two drinks with brew", "latte", "small", "make it 3 drinks",
    ])
    #expect(replies[0].items.first == .dialog("What would you like to drink?"), "\(replies[0])")
    #expect(replies[2].items == [.dialog("Order 2 small Caffè Lattes for $9.00?")])
    #expect(replies[3].items == [.dialog("Order 3 small Caffè Lattes for $13.50?")])
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      ["actually boulder", "no, boulder", "um, actually boulder", "no near boulder", "boulder"]
        .map { (surface, $0) }
    })
  func theWordsOfACorrectionBeforeAFreeTextAnswerAreNoPartOfIt(on surface: Surface, answer: String)
    async throws
  {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["suggest hiking trails in trails", answer])
    #expect(replies[0].items.first == .dialog("Where would you like to go?"))
    #expect(replies[1].outcome == .completed, "\(replies[1])")
    #expect(
      replies[1].items.contains { "\($0)".contains("hiking trails near Boulder, Colorado") },
      "\(replies[1])")
  }

  /// Words that may start a free-text value stay in it unless something sets them apart: a
  /// pause, or a word that only says a correction comes.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("no more meetings", "Added no more meetings."),
        ("make dinner", "Added make dinner."),
        ("actually", "Added actually."),
        ("actually no more meetings", "Added no more meetings."),
        ("sorry, make dinner", "Added make dinner."),
        ("no, the laundry", "Added the laundry."),
      ].map { (surface, $0.0, $0.1) }
    })
  func aFreeTextAnswerKeepsWordsThatMayStartIt(on surface: Surface, answer: String, added: String)
    async throws
  {
    let catalog = try await AppCatalog.load([Chores.app])
    let conversation = ConversationTesting.conversation(over: catalog, surface)
    let replies = await conversation.replies(to: ["add a chore in chores", answer])
    #expect(replies[1].items == [.dialog(added)], "\(replies[0]) \(replies[1])")
  }

  /// Siri's App Shortcuts take the answer to a question, not a correction of other values.
  @Test(arguments: Surface.allCases)
  func siriMatchingTakesNoCorrection(on surface: Surface) async throws {
    let catalog = try await AppCatalog.load([Brew.app])
    let options = ConversationOptions(
      surface: surface, now: ConversationTesting.now, matching: .siri)
    let conversation = Conversation(catalog: catalog, options: options)
    let replies = await conversation.replies(to: [
      "order a latte with brew", "make it two", "large", "make it two",
    ])
    #expect(
      replies[1].items.first
        == .dialog("Sorry, “make it two” isn't a size.\(Self.sizes(on: surface))"))
    #expect(replies[2].items == [.dialog("Order a large Caffè Latte for $5.50?")])
    #expect(replies[3].items.first == .dialog("Sorry, please answer yes or no."))
  }

  /// A case's synonym corrects the value as its title does: "tall" is Brew's Small, and a size
  /// answered by its synonym ("grande") is not said back as a guess.
  @Test(arguments: Surface.allCases)
  func aSynonymOfACaseCorrectsTheValue(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a mocha with brew", "grande", "actually tall", "yes",
    ])
    #expect(replies[1].items == [.dialog("Order a medium Caffè Mocha for $5.25?")])
    #expect(replies[2].items == [.dialog("Order a small Caffè Mocha for $4.75?")])
    #expect(replies[3].outcome == .completed)
    #expect(!dialogs(replies[3]).contains { $0.hasPrefix("I took") }, "\(replies[3])")
    if surface == .speaker {
      #expect(
        replies[3].items
          == [.dialog("Order 1 is in: a small Caffè Mocha for $4.75, ready at 9:05 AM.")])
    }
  }
}

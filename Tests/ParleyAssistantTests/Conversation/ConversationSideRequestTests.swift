import BrewApp
import NotesApp
import ParleyAssistant
import SoupShopApp
import Testing
import TrailsApp

/// A request or a question said while a question waits is carried out aside, and the question
/// is asked again; a question about the question is answered from what the app declares.
@Suite struct ConversationSideRequestTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  /// A question a free-text answer would take is asked aside when it clearly asks something an
  /// app answers; the title is then asked again, and taken.
  @Test(arguments: Surface.allCases)
  func aQuestionAtAFreeTextQuestionIsAskedAside(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "suggest hiking trails in trails", "hang on, is my coffee ready?",
    ])
    #expect(
      replies[1]
        == Reply(
          items: [
            .dialog("You haven't ordered anything yet."),
            .dialog("Where would you like to go?"),
          ], outcome: nil))
  }

  /// Words that ask nothing an app answers are the free text asked for.
  @Test(arguments: Surface.allCases)
  func wordsThatAskNothingAreTheFreeText(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    _ = await conversation.respond(to: "suggest hiking trails in trails")
    let reply = await conversation.respond(to: "what a view")
    #expect(!dialogs(reply).contains("Where would you like to go?"), "\(reply)")
  }

  /// Another app's request at a choice is carried out, and the choice asked again; the answer
  /// then goes on with the request under way.
  @Test(arguments: Surface.allCases)
  func anotherAppsRequestIsCarriedOutAndTheQuestionAskedAgain(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a latte with brew", "is bear creek open in trails", "large",
    ])
    #expect(replies[1].awaitsAnswer)
    #expect(replies[1].items.contains(.dialog("What size?")), "\(replies[1])")
    #expect(!dialogs(replies[1]).contains { $0.hasPrefix("Okay, I've cancelled") })
    #expect(
      replies[2] == Reply(items: [.dialog("Order a large Caffè Latte for $5.50?")], outcome: nil))
  }

  /// A second request carried out in a row at the question asked again shows the person has
  /// moved on: the request under way is said to be cancelled, and its question is not asked a
  /// third time.
  @Test(arguments: Surface.allCases)
  func aSecondRequestCarriedOutAsideLeavesTheRequestUnderWay(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a latte with brew", "is bear creek open in trails", "is cedar falls open in trails",
    ])
    #expect(replies[1].items.contains(.dialog("What size?")), "\(replies[1])")
    #expect(replies[2].outcome == .completed)
    #expect(dialogs(replies[2]).first == "Okay, I've cancelled “Order Coffee”.", "\(replies[2])")
    #expect(!dialogs(replies[2]).contains("What size?"), "\(replies[2])")
    #expect(!conversation.isAwaitingAnswer)
  }

  /// The notes listed aside while a note is asked for, then listed again: the question is
  /// asked again once, not after every request.
  @Test(arguments: Surface.allCases)
  func aQuestionIsAskedAgainOnceAfterRequestsCarriedOutAside(on surface: Surface) async throws {
    let catalog = try await AppCatalog.load([Notes.app, Trails.app])
    let conversation = ConversationTesting.conversation(over: catalog, surface)
    let replies = await conversation.replies(to: [
      "do i have any notes about the dentist", "what notes do i have", "list all my notes",
    ])
    let question = "Which note are you looking for?"
    #expect(dialogs(replies[0]).contains(question), "\(replies[0])")
    #expect(dialogs(replies[1]).contains(question), "\(replies[1])")
    #expect(replies[2].outcome == .completed)
    #expect(!dialogs(replies[2]).contains(question), "\(replies[2])")
  }

  /// An answer between two requests carried out aside shows the person is still on the
  /// request under way: its next question is asked again after the second.
  @Test(arguments: Surface.allCases)
  func anAnswerBetweenRequestsCarriedOutAsideKeepsTheRequest(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a latte with brew", "is bear creek open in trails", "large",
      "is cedar falls open in trails",
    ])
    #expect(replies[3].awaitsAnswer)
    #expect(dialogs(replies[3]).last == "Order a large Caffè Latte for $5.50?", "\(replies[3])")
  }

  /// "what sizes do you have?" lists the options with the other names each answers to, and the
  /// question is asked again.
  @Test(arguments: Surface.allCases)
  func aQuestionAboutTheOptionsListsThem(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a latte with brew", "what sizes do you have?",
    ])
    #expect(
      dialogs(replies[1]).first
        == "Brew has these sizes: Small (also Tall or Short), Medium (also Grande or Regular), "
        + "and Large (also Venti or Big).")
    #expect(dialogs(replies[1]).contains("What size?"))
    #expect(replies[1].awaitsAnswer)
  }

  /// "how big is a large?" says what the app declares of Large, and no more.
  @Test(arguments: Surface.allCases)
  func aQuestionAboutAnOptionSaysWhatTheAppDeclares(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a latte with brew", "how big is a large?", "large",
    ])
    #expect(
      dialogs(replies[1]).first
        == "Large is also called Venti or Big. Brew says nothing more about it.")
    #expect(dialogs(replies[1]).contains("What size?"))
    #expect(dialogs(replies[2]) == ["Order a large Caffè Latte for $5.50?"])
  }

  /// A request that asks a question of its own, said while a value is asked, waits its turn:
  /// the size is asked again, and once the order is placed the note's title is asked. The
  /// order under way is never said to be cancelled.
  @Test(arguments: Surface.allCases)
  func aRequestWithAQuestionOfItsOwnWaitsItsTurnAtAValueQuestion(on surface: Surface)
    async throws
  {
    let catalog = try await AppCatalog.load([Brew.app, Notes.app])
    let replies = await ConversationTesting.conversation(over: catalog, surface).replies(to: [
      "order a latte with brew", "create a note in notes", "large", "yes", "milk", "two litres",
    ])
    #expect(
      dialogs(replies[1]).prefix(2) == [
        "I'll do “create a note in notes” after this one.", "What size?",
      ])
    #expect(replies[1].awaitsAnswer)
    #expect(replies[2].items == [.dialog("Order a large Caffè Latte for $5.50?")])
    #expect(dialogs(replies[3]).last == "What should the note be called?", "\(replies[3])")
    #expect(replies[3].awaitsAnswer)
    #expect(dialogs(replies[4]) == ["What should it say?"])
    #expect(dialogs(replies[5]).last == "Created the note “milk” in Personal.")
    #expect(replies[5].outcome == .completed)
  }

  /// Two requests said aside wait their turn in the order said, after the request under way.
  @Test(arguments: Surface.allCases)
  func requestsSaidAsideWaitTheirTurnInTheOrderSaid(on surface: Surface) async throws {
    let catalog = try await AppCatalog.load([Brew.app, Notes.app, SoupShop.app])
    let replies = await ConversationTesting.conversation(over: catalog, surface).replies(to: [
      "order a latte with brew", "create a note in notes", "order soup from soup shop", "large",
      "yes", "milk", "two litres",
    ])
    #expect(
      dialogs(replies[2]).prefix(2) == [
        "I'll do “order soup from soup shop” after this one.", "What size?",
      ])
    #expect(dialogs(replies[4]).last == "What should the note be called?", "\(replies[4])")
    #expect(dialogs(replies[6]).contains("Which soup?"), "\(replies[6])")
    #expect(replies[6].awaitsAnswer)
  }

  /// The order cancelled ("never mind") while the note waits its turn: the note's title is
  /// asked next, as the person asked for the note too.
  @Test(arguments: Surface.allCases)
  func aRequestWaitingItsTurnStartsWhenTheOneUnderWayIsCancelled(on surface: Surface)
    async throws
  {
    let catalog = try await AppCatalog.load([Brew.app, Notes.app])
    let replies = await ConversationTesting.conversation(over: catalog, surface).replies(to: [
      "order a latte with brew", "create a note in notes", "never mind",
    ])
    #expect(
      replies[2]
        == Reply(
          items: [.dialog("Okay, cancelled."), .dialog("What should the note be called?")],
          outcome: nil))
  }

  /// A request said instead ("actually …") takes the place of the one under way.
  @Test(arguments: Surface.allCases)
  func aRequestSaidInsteadReplacesTheOneUnderWay(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a latte with brew", "actually, get conditions for cedar falls in trails",
    ])
    #expect(dialogs(replies[1]).first == "Okay, I've cancelled “Order Coffee”.")
    #expect(replies[1].outcome == .completed)
  }

  /// A question that names a thing of another app, without that app's name, is that app's at
  /// a confirmation, whatever its question word stands for in a phrase of the app asking ("what"
  /// of Soup Shop's "What's on the menu at …"); the confirmation is then asked again.
  @Test(arguments: Surface.allCases)
  func aQuestionNamingAnotherAppsThingIsThatAppsAtAConfirmation(on surface: Surface)
    async throws
  {
    let catalog = try await AppCatalog.load([Trails.app, SoupShop.app])
    for question in ["is mesa trail muddy", "what are the conditions like on mesa trail"] {
      let replies = await ConversationTesting.conversation(over: catalog, surface).replies(to: [
        "order two large tomato soups", question,
      ])
      // A speaker, with no card to show, says the conditions themselves.
      let answer =
        surface == .speaker
        ? "The conditions for Mesa Trail are: Open. Icy patches in the shaded sections."
        : "Here's the latest information on Mesa Trail."
      #expect(
        dialogs(replies[1]) == [answer, "Order 2 large bowls of Tomato Soup for $15.00?"],
        "\(question): \(replies[1])")
    }
  }

  /// A question of one's own thing at a confirmation neither pays for it (the device must be
  /// unlocked to pay, and no question asks for that) nor lists the things of its kind.
  @Test(arguments: Surface.allCases)
  func aQuestionOfOnesOwnThingAtAConfirmationIsNoRequest(on surface: Surface) async throws {
    let replies = try await ConversationTesting.conversation(over: [SoupShop.app], surface)
      .replies(to: ["order three small miso soups", "is my soup ready"])
    #expect(
      dialogs(replies[1]) == [
        "Sorry, Soup Shop can't tell you that.", "Order 3 cups of Miso Soup for $9.00?",
      ], "\(replies[1])")
  }
}

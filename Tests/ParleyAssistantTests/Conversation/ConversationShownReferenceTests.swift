import BrewApp
import NotesApp
import SoupShopApp
import Testing
import TrailsApp

@testable import ParleyAssistant

/// "it", "there", "that note" in a request right after a thing was shown or opened stand for
/// that thing, where an intent of its app takes a value of its type; with nothing shown they
/// invent no value. "what did I order?" is answered by the app's status, at no question and
/// while one waits, and by the order's own answer where the app tells no status.
@Suite struct ConversationShownReferenceTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(
      over: try await AppCatalog.load([Trails.app, Brew.app, Notes.app, SoupShop.app]), surface,
      isUnlocked: true)
  }

  /// The reply to the last of `lines`, said one after the other in a fresh conversation.
  private func lastReply(to lines: [String], on surface: Surface) async throws -> Reply? {
    try await conversation(surface).replies(to: lines).last
  }

  /// "there" right after a trail was opened is that trail; "open it" right after Alpine
  /// Loop's conditions opens Alpine Loop, not the favorites, whose intent takes no trail.
  @Test(
    arguments: Surface.allCases,
    [
      (
        ["open bear creek in trails", "get conditions there"],
        "Here's the latest information on Bear Creek Trail.",
        "The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light "
          + "traffic."
      ),
      (
        ["get conditions for alpine loop in trails", "open it"],
        "Opening Alpine Loop in Trails…", "To open Alpine Loop in Trails, continue on your iPhone."
      ),
    ])
  func aPronounIsTheTrailJustShown(
    on surface: Surface, said: (lines: [String], shown: String, spoken: String)
  ) async throws {
    let reply = try await lastReply(to: said.lines, on: surface)
    #expect(reply?.outcome == .completed)
    #expect(reply.map(dialogs) == [surface == .display ? said.shown : said.spoken])
  }

  /// A speaker is unlocked here, as Remove Favorite asks it to be.
  @Test(arguments: Surface.allCases)
  func itIsTheTrailJustOpenedInAList(on surface: Surface) async throws {
    let reply = try await lastReply(
      to: ["open bear creek in trails", "remove it from my favorites"], on: surface)
    #expect(reply == asks(.dialog("Remove Bear Creek Trail from your favorites?")))
  }

  @Test(arguments: Surface.allCases)
  func withNothingShownThereIsAskedFor(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(to: "get conditions there")
    #expect(reply.awaitsAnswer)
    #expect(dialogs(reply).first == "Which trail?")
  }

  @Test func thereBesideIsSaysSomethingIsAndStandsForNothing() {
    #expect(Conversation.saysPronoun("get conditions there"))
    #expect(Conversation.saysPronoun("delete it"))
    #expect(!Conversation.saysPronoun("is there french onion soup today"))
    #expect(!Conversation.saysPronoun("are there any trails near banff"))
  }

  @Test(
    arguments: Surface.allCases,
    [
      ("pin that note", "Pinned “Groceries”."),
      ("delete the groceries note", "Delete the note “Groceries”? This can't be undone."),
      ("delete that one", "Delete the note “Groceries”? This can't be undone."),
    ])
  func theNoteShownIsNamedWithItsAction(on surface: Surface, lines: (said: String, reply: String))
    async throws
  {
    let reply = try await lastReply(
      to: ["show my groceries note in notes", lines.said], on: surface)
    #expect(reply.map(dialogs) == [lines.reply])
  }

  /// "that note" names the note shown last though a trail's conditions were told since; a
  /// note never shown is asked for.
  @Test(arguments: Surface.allCases)
  func thatNoteIsTheNoteShownLastThoughOthersCameSince(on surface: Surface) async throws {
    let asked = try await lastReply(
      to: ["show my groceries note in notes", "get conditions for bear creek", "delete that note"],
      on: surface)
    #expect(asked == asks(.dialog("Delete the note “Groceries”? This can't be undone.")))
    let never = try await lastReply(
      to: ["get conditions for bear creek", "delete that note"], on: surface)
    #expect(never?.awaitsAnswer == true)
    #expect(never.map(dialogs)?.first == "Which note should I delete?")
  }

  /// "the one about pie" under a list picks the one button whose label says "pie", on a
  /// speaker too, where the list was read out.
  @Test(arguments: Surface.allCases)
  func theOneAboutPieIsTheListedNoteThatSaysIt(on surface: Surface) async throws {
    let shown = try await lastReply(
      to: ["list all my notes in notes", "and the one about pie?"], on: surface)
    #expect(
      shown.map(dialogs)
        == [
          surface == .display
            ? "Here's your note."
            : "Your note “Apple pie” says: Six apples, butter, flour, sugar and cinnamon. Bake "
              + "for 45 minutes."
        ])
  }

  /// An item of a list is shown by its name after a verb that asks to see it; another verb
  /// runs no button of the list.
  @Test(arguments: Surface.allCases, ["read me groceries", "show me the groceries note"])
  func anItemOfTheListIsShownByItsName(on surface: Surface, said: String) async throws {
    let shown = try await lastReply(to: ["list my personal notes in notes", said], on: surface)
    #expect(
      shown.map(dialogs)
        == [
          surface == .display
            ? "Here's your note." : "Your note “Groceries” says: Milk, eggs, bread and apples."
        ])
    let deleted = try await lastReply(
      to: ["list my personal notes in notes", "delete groceries"], on: surface)
    #expect(deleted?.outcome != .completed)
  }

  @Test(arguments: Surface.allCases)
  func whatWasOrderedInOneLineIsToldWhole(on surface: Surface) async throws {
    let lines = [
      "order a latte and a mocha with brew", "small", "medium", "yes", "what did i order",
    ]
    let told = "Orders 1 and 2 are being made: a small Caffè Latte and a medium Caffè Mocha, both"
    #expect(
      try await lastReply(to: lines, on: surface) == completes(.dialog(told + " ready at 9:05 AM."))
    )
  }

  @Test(arguments: Surface.allCases)
  func whatWasOrderedIsAnsweredWhileTheSizeWaits(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a large latte with brew", "yes", "order a mocha with brew", "what did i order?",
    ])
    #expect(replies[3].awaitsAnswer)
    #expect(
      Array(dialogs(replies[3]).prefix(2)) == [
        "Your large Caffè Latte is being made and will be ready at 9:05 AM.", "What size?",
      ])
    let answered = try await conversation(surface).replies(to: [
      "order a large latte with brew", "yes", "order a mocha with brew", "what did i order?",
      "small",
    ])
    #expect(answered[4] == asks(.dialog("Order a small Caffè Mocha for $4.75?")))
  }

  @Test(arguments: Surface.allCases)
  func whatWasOrderedOfAShopWithNoStatusIsTheOrderSaidAgain(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a bowl of clam chowder from soup shop", "yes", "what did i order?",
    ])
    #expect(replies[2].items == replies[1].items, "\(replies[2])")
    #expect(replies[2].outcome == .completed)
  }

  /// "it" right after a note was shown is the note, though the words after it read as a
  /// note's name the app lacks: "office" is said to be left out, the folder asked; "work"
  /// said where the phrase has its folder is a folder the app lacks.
  @Test(arguments: Surface.allCases)
  func itIsTheNoteShownThoughOtherWordsReadAsAName(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "show my groceries note in notes", "move it to the office folder", "travel",
    ])
    #expect(replies[1].awaitsAnswer)
    #expect(
      Array(dialogs(replies[1]).prefix(2)) == [
        "Notes doesn't have “office”, so I've left it out.",
        "Which folder should it go in?",
      ])
    #expect(dialogs(replies[2]) == ["Moved “Groceries” to Travel."])
    // A name said where the phrase has its folder is the folder's, refused as one, with the
    // folders the question offers (a display lists them under it): not Travel, where the
    // note was just moved.
    let refused = await conversation.replies(to: [
      "show my groceries note in notes", "move it to work",
    ])
    #expect(
      dialogs(refused[1]).first
        == "Sorry, “work” isn't a folder."
        + (surface == .speaker ? " It can be Personal or Recipes." : ""))
  }
}

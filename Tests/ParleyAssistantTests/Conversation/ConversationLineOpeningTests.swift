import BrewApp
import FlashcardsApp
import NotesApp
import ParleyAssistant
import ParleyMatcher
import Testing

/// The words a line opens with before what it says, a hesitation ("um"), an aside ("never
/// mind") or a correction's opening ("wait no"), lose nothing of it, on both surfaces.
@Suite struct ConversationLineOpeningTests {
  private func replies(to lines: [String], on surface: Surface) async throws -> [Reply] {
    let catalog = try await AppCatalog.load([Brew.app, Flashcards.app, Notes.app])
    return await ConversationTesting.conversation(over: catalog, surface).replies(to: lines)
  }

  /// "never mind, make it a small" right after an order was declined is that order, changed,
  /// as "make it a small" is.
  @Test(arguments: Surface.allCases)
  func aChangeAfterNeverMindChangesTheOrderDeclined(on surface: Surface) async throws {
    let replies = try await replies(
      to: ["order a large cold brew from brew", "no", "never mind, make it a small"],
      on: surface)
    #expect(replies[2] == asks(.dialog("Order a small Cold Brew for $4.50?")))
  }

  /// "wait no, the lisbon one" at the confirmation of a note to delete changes the note to
  /// Trip to Lisbon, named after "the" by a word of its title; the confirmation is asked again.
  @Test(arguments: Surface.allCases)
  func aCorrectionNamesTheOtherNote(on surface: Surface) async throws {
    for line in ["wait no, the lisbon one", "the lisbon one", "actually trip to lisbon"] {
      let replies = try await replies(
        to: ["delete a note in notes", "groceries", line], on: surface)
      #expect(
        replies[2] == asks(.dialog("Delete the note “Trip to Lisbon”? This can't be undone.")),
        "\(line)")
    }
  }

  /// "um the spanish one" is Spanish, and the "um" is said to be nothing the app lacks.
  @Test(arguments: Surface.allCases)
  func aHesitationBeforeAFolderIsDroppedSilently(on surface: Surface) async throws {
    let replies = try await replies(
      to: ["open a folder in flashcards", "um the spanish one"], on: surface)
    #expect(!dialogs(replies[1]).contains { $0.contains("“um”") }, "\(replies[1])")
    #expect(dialogs(replies[1]).contains { $0.contains("Spanish") }, "\(replies[1])")
  }

  /// Whichever word of a role a correction may open with is said before "make it a small" at
  /// the confirmation of an order ("hm", "umm", "oops", "nope", "well", "wait"), the order is
  /// changed: the conversation reads every correction by the same roles of the lexicon.
  @Test(arguments: Surface.allCases)
  func everyOpeningOfACorrectionChangesTheOrder(on surface: Surface) async throws {
    let openings = Lexicon.hesitations.union(Lexicon.selfCorrections).union(Lexicon.lineOpeners)
    for opening in openings.sorted() {
      let replies = try await replies(
        to: ["order a large latte with brew", "\(opening), make it a small"], on: surface)
      #expect(
        replies[1] == asks(.dialog("Order a small Caffè Latte for $4.50?")), "\(opening)")
    }
  }
}

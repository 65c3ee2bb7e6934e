import NotesApp
import ParleyAssistant
import Testing
import TrailsApp

/// A request that picks a thing by its position ("delete the second one") while no list is in
/// view says there is nothing to pick from, on both surfaces; once a list is shown, the same
/// words pick from it.
@Suite struct ConversationPickWithNothingListedTests {
  private func replies(to lines: [String], on surface: Surface) async throws -> [Reply] {
    let catalog = try await AppCatalog.load([Notes.app, Trails.app])
    return await ConversationTesting.conversation(over: catalog, surface).replies(to: lines)
  }

  @Test(arguments: Surface.allCases)
  func aPickWithNothingListedSaysSo(on surface: Surface) async throws {
    for line in ["delete the second one", "open the first one", "the third one"] {
      let said = try await replies(to: [line], on: surface)
      #expect(said.first.map(dialogs) == ["Sorry, there's nothing listed here to pick from."])
      #expect(said.first?.outcome == .notUnderstood)
    }
  }

  @Test(arguments: Surface.allCases)
  func theSamePickUnderAListPicksFromIt(on surface: Surface) async throws {
    let said = try await replies(
      to: ["show everything in notes", "delete the second one"], on: surface)
    #expect(said.last.map(dialogs)?.first == "Delete the note “Groceries”? This can't be undone.")
  }

  /// A line that names no position is still not understood as before.
  @Test(arguments: Surface.allCases)
  func aLineWithoutAPositionIsNotUnderstood(on surface: Surface) async throws {
    let said = try await replies(to: ["delete the blue one"], on: surface)
    #expect(said.first.map(dialogs)?.first?.hasPrefix("Sorry, I didn't understand") == true)
  }
}

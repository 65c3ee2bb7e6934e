import NotesApp
import ParleyAssistant
import Testing
import TrailsApp

/// A request that picks a thing by its position ("delete the second one") while no list is in
/// view says it does not know which thing that is, on both surfaces, alone or as the value of
/// a request; once a list is shown, the same words pick from it.
@Suite struct ConversationPickWithNothingListedTests {
  private func replies(to lines: [String], on surface: Surface) async throws -> [Reply] {
    try await ConversationTesting.conversation(over: [Notes.app, Trails.app], surface)
      .replies(to: lines)
  }

  @Test(arguments: Surface.allCases)
  func aPickWithNothingListedSaysSo(on surface: Surface) async throws {
    let lines = [
      "delete the second one": "the second one", "open the first one": "the first one",
      "the third one": "the third one",
    ]
    for (line, position) in lines {
      let said = try await replies(to: [line], on: surface)
      #expect(said.first.map(dialogs) == ["Sorry, I don't know which one “\(position)” is."])
      #expect(said.first?.outcome == .notUnderstood)
    }
  }

  /// A position read as the value of a request is no name of one: "second" names no trail.
  @Test(arguments: Surface.allCases)
  func aPickAsTheValueWithNothingListedSaysSo(on surface: Surface) async throws {
    let said = try await replies(
      to: ["check trail conditions for the second one in trails"], on: surface)
    let first = try #require(said.first.map(dialogs)?.first)
    #expect(first.hasPrefix("Sorry, I don't know which one"))
    #expect(!first.contains("couldn't find"))
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

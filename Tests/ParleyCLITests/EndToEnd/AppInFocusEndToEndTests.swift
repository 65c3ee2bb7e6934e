import Testing

/// The app a person is talking to needs no name, through the binary on both surfaces.
@Suite struct AppInFocusEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func anotherRequestOfTheAppAtItsQuestionIsTaken() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "open a folder in flashcards", "what's in chemistry", "cancel", arguments: surface)
      // Asking a question of its own, it waits its turn, and is said to Flashcards again then.
      #expect(chat.stdout.contains("I'll do “what's in chemistry” after this one.\n"), "\(chat)")
      #expect(
        chat.stdout.contains(
          "Okay, cancelled.\nSorry, I couldn't find a folder called “chemistry”.\n"), "\(chat)")
      #expect(!chat.stdout.contains("Okay, I've cancelled"), "\(chat)")
      let known = try await sandbox.chat(
        "open a folder in flashcards", "what's in biology", arguments: surface)
      // Answered at once, it is carried out aside, and the question is asked again.
      #expect(!known.stdout.contains("Okay, I've cancelled"), "\(known)")
      #expect(known.stdout.contains("the powerhouse of the cell"), "\(known)")
      #expect(
        known.stdout.components(separatedBy: "Which folder should I open?\n").count == 3,
        "\(known)")
    }
  }

  @Test func aRequestRightAfterAnOrderIsTheShopsNotAnotherApps() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order 2 bowls of tomato soup from soup shop", "yes", "is my order ready",
        arguments: surface)
      #expect(chat.stdout.contains("Sorry, Soup Shop can't help with"), "\(chat)")
      #expect(!chat.stdout.contains("You haven't ordered anything yet."), "\(chat)")
    }
  }
}

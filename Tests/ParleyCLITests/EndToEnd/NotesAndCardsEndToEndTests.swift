import Testing

/// Notes and Flashcards ask what they would otherwise choose in silence, and a speaker says
/// nothing of opening an app once the job is done: through `parley chat` on both surfaces.
@Suite struct NotesAndCardsEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func resetIsConfirmedAndASpeakerSendsNobodyToThePhone() async throws {
    let lines = ["reset my japanese cards in flashcards", "yes"]
    let speaker = try await sandbox.chat(lines: lines, arguments: ["chat", "--speaker"])
    #expect(
      speaker
        == ParleyResult(
          stdout: ParleyResult.lines("Reset the 3 cards in Japanese?", "Reset 3 cards.")),
      "\(speaker)")
    let display = try await sandbox.chat(lines: lines, arguments: ["chat", "--fresh"])
    #expect(
      display.stdout
        == ParleyResult.lines(
          "› reset my japanese cards in flashcards", "Reset the 3 cards in Japanese?", "› yes",
          "Reset 3 cards.", "Opening Japanese in Flashcards…"), "\(display)")
  }

  @Test func newNoteIsAskedWhatItSays() async throws {
    let lines = ["create a note in notes", "Packing list", "Socks, boots and a rain jacket."]
    let speaker = try await sandbox.chat(lines: lines, arguments: ["chat", "--speaker"])
    #expect(
      speaker.stdout
        == ParleyResult.lines(
          "What should the note be called?", "What should it say?",
          "Created the note “Packing list” in Personal."), "\(speaker)")
    let display = try await sandbox.chat(lines: lines, arguments: ["chat", "--fresh"])
    #expect(display.stdout.contains("› Packing list\nWhat should it say?\n"), "\(display)")
    #expect(display.stdout.contains("│ Socks, boots and a rain jacket. │"), "\(display)")
  }

  @Test func textForANoteThereIsGoesToItOnceAgreed() async throws {
    let speaker = try await sandbox.chat(
      "add a note to groceries saying buy eggs", "yes", arguments: ["chat", "--speaker"])
    #expect(
      speaker.stdout
        == ParleyResult.lines(
          "You have a note called “Groceries” already. Add “buy eggs” to it?",
          "Added “buy eggs” to “Groceries”."), "\(speaker)")
  }
}

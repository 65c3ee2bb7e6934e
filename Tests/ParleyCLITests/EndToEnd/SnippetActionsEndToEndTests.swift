import Foundation
import Testing

/// A card's buttons through the built `parley`: numbered under the card on a display, run by
/// number or label, explained by `:why`, recorded and replayed, and never offered on a speaker.
@Suite struct SnippetActionsEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func aCardsButtonsAreNumberedAndRunByNumberOrLabel() async throws {
    let result = try await sandbox.chat(
      "show my groceries note in notes", "1", "oat milk and pears", "pin", ":why", "delete",
      "yes", "list all my notes in notes", "9")
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        › show my groceries note in notes
        ╭─ Groceries ───────────────────╮
        │ Milk, eggs, bread and apples. │
        │ Personal                      │
        ╰───────────────────────────────╯
          1. Edit   2. Delete   3. Pin
        Here's your note.
        › 1
        What should “Groceries” say?
        › oat milk and pears
        ╭─ Groceries ────────╮
        │ oat milk and pears │
        │ Personal           │
        ╰────────────────────╯
          1. Edit   2. Delete   3. Pin
        Updated “Groceries”.
        › pin
        ╭─ Groceries ────────╮
        │ oat milk and pears │
        │ Personal · Pinned  │
        ╰────────────────────╯
          1. Edit   2. Delete   3. Unpin
        Pinned “Groceries”.
        › :why
        “pin” ran action 3, “Pin” of the card “Groceries” (Notes.PinNote), not a request.
        Actions: 1. Edit, 2. Delete, 3. Unpin. Type a number, position or label to run one; anything more is a new request.
        › delete
        Delete the note “Groceries”? This can't be undone.
        › yes
        Deleted the note “Groceries”.
        › list all my notes in notes
        ╭─ Notes ────────────────────────────────────────────────╮
        │ Trip to Lisbon (pinned) · Book the flights, renew the… │
        │ Book club · Read chapters 3 to 5 of…                   │
        │ Apple pie · Six apples, butter, flour,…                │
        │ Birthday ideas · A cookbook for Sam, concert…          │
        ╰────────────────────────────────────────────────────────╯
          1. Trip to Lisbon   2. Book club   3. Apple pie   4. Birthday ideas
        Here are your notes.
        › 9
        Sorry, I didn't understand “9”. Type :phrases to see what you can say.

        """)
  }

  @Test func aSpeakerReadsNoButtons() async throws {
    let result = try await sandbox.chat(
      "show my groceries note in notes", "1", ":why", arguments: ["--speaker"])
    #expect(result.stderr == "")
    #expect(
      result.stdout.hasPrefix(
        """
        Your note “Groceries” says: Milk, eggs, bread and apples.
        Sorry, I didn't understand that.

        """))
    #expect(!result.stdout.contains("Actions:"))
  }

  @Test func anActionTurnIsRecordedAndReplays() async throws {
    _ = try await sandbox.chat(
      ":record notes.transcript", "find notes about pie in notes", "2", "the third one", ":stop")
    let recorded = try sandbox.read("notes.transcript")
    #expect(
      recorded.hasSuffix(
        """
        > the third one
        = Birthday ideas
        | A cookbook for Sam, concert tickets, a pie from the bakery.
        | Personal · Pinned
        ! Edit
        ! Delete
        ! Unpin
        < Pinned “Birthday ideas”.

        """))
    let replay = try await sandbox.run(["test", "notes.transcript", "--only", "transcripts"])
    #expect(replay.status == 0)
    #expect(replay.stdout.contains("notes.transcript: 1 of 1 conversations replayed exactly\n"))
    try sandbox.write(
      recorded.replacingOccurrences(of: "! Unpin", with: "! Pin"), to: "x.transcript")
    let changed = try await sandbox.run(["test", "x.transcript", "--only", "transcripts"])
    #expect(changed.status == 1)
  }
}

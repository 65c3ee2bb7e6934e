import Foundation
import Testing

@testable import ParleyAssistant

/// `<~` lines of a transcript: a sentence checked by what it contains, a pattern, a list or a
/// localisation key, and the problems of one that cannot be read, at their column; and a
/// reply's spaces of another kind, plain spaces to every line of a transcript.
@Suite struct DialogCheckTests {
  private func turn(_ text: String) throws -> TranscriptTurn {
    let transcript = try Transcript.parse(text, file: "Brew.transcript")
    return try #require(transcript.conversations.first?.turns.first)
  }

  @Test func readsEachKindOfCheck() throws {
    let turn = try turn(
      """
      > order a latte from brew
      <~ contains latte
      <~ matches /Added \\d+ extra shots?\\./
      <~ one of "Hi." | "Hello."
      <~ key Added %lld extra shots to your %@.
      < Anything else?
      """)
    #expect(
      turn.checks == [
        0: .contains("latte"), 1: .matches("Added \\d+ extra shots?\\."),
        2: .oneOf(["Hi.", "Hello."]), 3: .localizationKey("Added %lld extra shots to your %@."),
      ])
    #expect(turn.expected.count == 5)
    #expect(
      turn.accepts([
        .dialog("One Latte coming up."), .dialog("Added 2 extra shots."), .dialog("Hello."),
        .dialog("Added 3 extra shots to your latte."), .dialog("Anything else?"),
      ]))
    #expect(
      !turn.accepts([
        .dialog("One Mocha coming up."), .dialog("Added 2 extra shots."), .dialog("Hello."),
        .dialog("Added 3 extra shots to your latte."), .dialog("Anything else?"),
      ]))
    #expect(TranscriptWriter().expected(turn).hasPrefix("<~ contains latte\n<~ matches /"))
  }

  @Test func aReplysOtherSpacesArePlainOnes() throws {
    let turn = try turn(
      """
      > park in harbor lot
      < Parked until 10:00 AM.
      = Harbor Lot
      | $2.00 an hour
      * 1 hour
      """)
    #expect(
      turn.accepts([
        .dialog("Parked until 10:00\u{202F}AM."),
        .snippet(Snippet(title: "Harbor\u{00A0}Lot", lines: ["$2.00\u{2009}an hour"])),
        .choices(["1\u{00A0}hour"]),
      ]))
    #expect(!turn.accepts([.dialog("Parked until 11:00\u{202F}AM.")]))
    let checked = try self.turn("> park\n<~ matches /Parked until \\d+:\\d\\d AM\\./\n")
    #expect(checked.accepts([.dialog("Parked until 10:00\u{202F}AM.")]))
    #expect(!checked.accepts([.dialog("Parked until 10:00\u{202F}PM.")]))
  }

  @Test func aKeyIsLookedUpInTheAppsStringTables() {
    let check = DialogCheck.localizationKey("order.done")
    let tables = [["Localizable": ["order.done": "Votre %@ est prête."]]]
    #expect(check.accepts("Votre latte est prête.", tables: tables))
    #expect(!check.accepts("Your latte is ready.", tables: tables))
    #expect(check.accepts("order.done"))
  }

  @Test(arguments: [
    (
      "> hi\n<~ contain x\n",
      "Brew.transcript:2:4: unknown check 'contain'; a '<~' line checks "
        + "'contains', 'matches', 'one of' or 'key'"
    ),
    ("> hi\n<~ matches /a(/\n", "Brew.transcript:2:13: 'a(' is not a regular expression"),
    (
      "> hi\n<~ matches abc\n",
      "Brew.transcript:2:12: a pattern is written between slashes, as in '/abc/'"
    ),
    (
      "> hi\n<~ contains\n",
      "Brew.transcript:2:12: 'contains' needs a value, as in '<~ contains extra shot'"
    ),
    (
      "> hi\n<~\n",
      "Brew.transcript:2:3: '<~' needs a check: 'contains', 'matches', 'one of' or "
        + "'key'"
    ),
  ])
  func problemsAtTheirColumn(text: String, message: String) {
    #expect(
      PhraseFileTesting.thrownDescription { try Transcript.parse(text, file: "Brew.transcript") }
        == message)
  }
}

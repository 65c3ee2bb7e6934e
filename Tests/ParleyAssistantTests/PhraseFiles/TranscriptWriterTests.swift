import Foundation
import Testing

@testable import ParleyAssistant

@Suite struct TranscriptWriterTests {
  private let writer = TranscriptWriter()

  /// The transcript with every location cleared, to compare what was read with what was built.
  private func withoutLocations(_ transcript: Transcript) -> Transcript {
    let nowhere = SourceLocation(file: "", line: 0, column: 0)
    var result = transcript
    for index in result.conversations.indices {
      result.conversations[index].location = nowhere
      for turn in result.conversations[index].turns.indices {
        result.conversations[index].turns[turn].location = nowhere
      }
    }
    return result
  }

  private let canonical = """
    --- suggest trails, display
    @surface display
    @now 2026-11-21T09:00:00Z
    @unlocked
    > suggest hiking trails in trails
    < Where would you like to go?
    > cupertino
    = Trails near Cupertino
    | Bear Creek Trail · 4.2 mi
    |   Cedar Falls · 2.1 mi
    |
    ! Save
    ! [x] Favourite
    ! [ ] Downloaded
    < Here are three hiking trails.
    > get trail info in trails
    < Which trail?
    * Bear Creek Trail
    * Cedar Falls

    ---
    @surface speaker
    @now 2026-11-21T09:00:00.250Z
    > read me the trails
    < Line one
    +
    + line three
    | untitled body

    | second untitled body
    =
    * a

    * b

    """

  @Test func writesParsedTextBackUnchanged() throws {
    let transcript = try Transcript.parse(canonical, file: "Trails.transcript")
    #expect(writer.transcript(transcript) == canonical)
  }

  @Test func readsWrittenConversationsBackUnchanged() throws {
    let built = Transcript(conversations: [
      TranscriptConversation(
        title: "every kind of reply", surface: .display,
        now: Date(timeIntervalSince1970: 1_795_251_600), unlocked: false,
        turns: [
          TranscriptTurn(
            user: "show everything",
            expected: [
              .dialog(" leading space and trailing space "), .dialog(""),
              .snippet(Snippet(title: "Card", lines: ["a", "", "  b"])),
              .snippet(Snippet(title: nil, lines: ["c"])),
              .snippet(Snippet(title: nil, lines: [])),
              .choices(["x", "y"]), .choices(["z"]),
              .dialog("two\nlines"),
            ]),
          TranscriptTurn(user: "next", expected: []),
        ]),
      TranscriptConversation(
        title: nil, surface: .speaker, now: nil, unlocked: true,
        turns: [TranscriptTurn(user: "hi", expected: [.dialog("Hello.")])]),
    ])
    let text = writer.transcript(built)
    let read = try Transcript.parse(text, file: "Built.transcript")
    #expect(withoutLocations(read) == built)
  }

  /// Text that starts with a combining mark shares its first character with the space after
  /// the marker (`> ` then U+0615); it reads back with the mark, the space gone.
  @Test(arguments: ["\u{615}", "\u{615}order a latte", "\u{301}e\u{301}", "\u{20DD}x \u{301}"])
  func readsTextStartingWithACombiningMarkBackUnchanged(_ text: String) throws {
    let built = Transcript(conversations: [
      TranscriptConversation(
        title: text, surface: .display, now: nil, unlocked: false,
        turns: [
          TranscriptTurn(
            user: text,
            expected: [
              .dialog(text), .snippet(Snippet(title: text, lines: [text])),
              .choices([text]), .dialog("a\n" + text),
            ])
        ])
    ])
    let written = writer.transcript(built)
    #expect(written.contains("> \(text)\n"))
    let read = try Transcript.parse(written, file: "Marks.transcript")
    #expect(withoutLocations(read) == built)
  }

  @Test func writesAHeaderThenOneTurnAtATime() {
    var text = writer.comment("Recorded session\nsecond line")
    text += writer.header(title: "a\nrecorded session", surface: .speaker)
    text += writer.turn(user: "  get trail info in trails ", expected: [.dialog("Which trail?")])
    text += writer.turn(
      TranscriptTurn(user: "bear creek", expected: [.dialog("Bear Creek is open.")]))
    #expect(
      text == """
        # Recorded session
        # second line
        --- a recorded session
        @surface speaker
        > get trail info in trails
        < Which trail?
        > bear creek
        < Bear Creek is open.

        """)
  }

  @Test func writesAReplyAlone() {
    let text = writer.reply([
      .dialog("Which trail?"), .choices(["Bear Creek Trail", "Cedar Falls"]), .choices(["x"]),
    ])
    #expect(text == "< Which trail?\n* Bear Creek Trail\n* Cedar Falls\n\n* x\n")
    #expect(writer.reply([]) == "")
  }

  @Test func writesAnUntitledHeader() {
    #expect(writer.header(title: nil) == "---\n@surface display\n")
    #expect(writer.header(title: "  ") == "---\n@surface display\n")
  }
}

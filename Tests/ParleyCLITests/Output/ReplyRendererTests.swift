import ParleyAssistant
import Testing

@testable import ParleyCLI

@Suite struct ReplyRendererTests {
  private let renderer = ReplyRenderer(glyphs: .ascii)
  private let card = Snippet(title: "Bear Creek Trail", lines: ["Open · 4.2 mi"])

  private func lines(
    _ items: [ReplyItem], _ surface: Surface, width: Int = 80, style: Style = .plain
  ) -> [String] {
    renderer.lines(
      for: Reply(items: items, outcome: .completed), surface: surface, width: width, style: style)
  }

  @Test func displayShowsCardThenText() {
    #expect(
      lines([.snippet(card), .dialog("It's open.")], .display) == [
        "+- Bear Creek Trail -+",
        "| Open · 4.2 mi      |",
        "+--------------------+",
        "It's open.",
      ])
  }

  @Test func displayNumbersACardsActionsUnderItAndWrapsBetweenThem() {
    var note = card
    note.actions = [
      Snippet.Action(label: "Edit"), Snippet.Action(label: "Delete"),
      Snippet.Action(label: "Pinned", isOn: true),
    ]
    #expect(
      lines([.snippet(note), .dialog("It's open.")], .display) == [
        "+- Bear Creek Trail -+",
        "| Open · 4.2 mi      |",
        "+--------------------+",
        "  1. Edit   2. Delete   3. [x] Pinned",
        "It's open.",
      ])
    #expect(
      lines([.snippet(note)], .display, width: 24).suffix(2) == [
        "  1. Edit   2. Delete", "  3. [x] Pinned",
      ])
  }

  @Test func speakerReadsNoActions() {
    var note = card
    note.actions = [Snippet.Action(label: "Edit")]
    #expect(lines([.snippet(note)], .speaker) == ["Bear Creek Trail. Open · 4.2 mi."])
  }

  @Test func displayWrapsDialog() {
    #expect(
      lines([.dialog("Bear Creek Trail is open today.")], .display, width: 16) == [
        "Bear Creek Trail", "is open today.",
      ])
  }

  @Test func displayNumbersChoices() {
    #expect(
      lines([.dialog("Which trail?"), .choices(["Bear Creek Trail", "Alpine Loop"])], .display)
        == ["Which trail?", "  1. Bear Creek Trail", "  2. Alpine Loop"])
  }

  @Test func displayNumbersChoicesInSectionsOnFromOneSectionToTheNext() {
    #expect(
      lines(
        [
          .dialog("Which author?"), .dialog("Italian Authors:"), .choices(["Dante", "Manzoni"]),
          .dialog("Russian Authors:"), .choices(["Chekhov"]),
        ], .display) == [
          "Which author?", "Italian Authors:", "  1. Dante", "  2. Manzoni", "Russian Authors:",
          "  3. Chekhov",
        ])
  }

  @Test func displayAlignsTenOrMoreChoicesAndWrapsUnderTheText() {
    let options = (1...10).map { "Trail \($0)" }
    let shown = lines([.choices(options)], .display)
    #expect(shown.first == "   1. Trail 1")
    #expect(shown.last == "  10. Trail 10")
    #expect(
      lines([.choices(["Bear Creek Trail"])], .display, width: 14) == [
        "  1. Bear", "     Creek", "     Trail",
      ])
  }

  @Test func displayColoursDialogWhenStyled() {
    #expect(lines([.dialog("Sure.")], .display, style: .ansi) == ["\u{1B}[36mSure.\u{1B}[0m"])
  }

  @Test func speakerSaysDialogOnlyOneUtterancePerLine() {
    let items: [ReplyItem] = [
      .dialog("Bear Creek Trail is open, 4.2 miles, for hiking and biking."),
      .dialog("Anything else?"),
    ]
    #expect(
      lines(items, .speaker, width: 10, style: .ansi) == [
        "Bear Creek Trail is open, 4.2 miles, for hiking and biking.", "Anything else?",
      ])
  }

  @Test func speakerJoinsLinesOfOneDialogAndSkipsBlankOnes() {
    #expect(lines([.dialog("One.\nTwo."), .dialog("  ")], .speaker) == ["One. Two."])
  }

  @Test func speakerReadsStrayCardsAndChoicesAsSentences() {
    #expect(
      lines([.snippet(card), .choices(["Bear Creek", "Cedar Falls", "Alpine Loop"])], .speaker)
        == [
          "Bear Creek Trail. Open · 4.2 mi.",
          "Bear Creek, Cedar Falls, or Alpine Loop?",
        ])
    #expect(lines([.choices([])], .speaker) == [])
  }

  @Test(arguments: [
    ([String](), String?.none), (["A"], "A"), (["A", "B"], "A or B"),
    (["A", "B", "C"], "A, B, or C"),
  ])
  func spokenLists(options: [String], expected: String?) {
    #expect(ReplyRenderer.spokenList(options) == expected)
  }
}

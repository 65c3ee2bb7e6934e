import ParleyAssistant
import Testing

@testable import ParleyCLI

@Suite struct SnippetCardRendererTests {
  private let trail = Snippet(title: "Bear Creek Trail", lines: ["Open · 4.2 mi · hiking, biking"])

  private func card(
    _ snippet: Snippet, width: Int = 80, glyphs: CardGlyphs = .unicode, style: Style = .plain
  ) -> [String] {
    SnippetCardRenderer(glyphs: glyphs).lines(for: snippet, width: width, style: style)
  }

  @Test func unicodeCardFitsItsContent() {
    #expect(
      card(trail) == [
        "╭─ Bear Creek Trail ─────────────╮",
        "│ Open · 4.2 mi · hiking, biking │",
        "╰────────────────────────────────╯",
      ])
  }

  @Test func asciiCard() {
    #expect(
      card(trail, glyphs: .ascii) == [
        "+- Bear Creek Trail -------------+",
        "| Open · 4.2 mi · hiking, biking |",
        "+--------------------------------+",
      ])
  }

  @Test func wrapsLinesToTheWidth() {
    let lines = card(trail, width: 24)
    #expect(
      lines == [
        "╭─ Bear Creek Trail ─╮",
        "│ Open · 4.2 mi ·    │",
        "│ hiking, biking     │",
        "╰────────────────────╯",
      ])
    #expect(lines.allSatisfy { DisplayWidth.of($0) == 22 })
  }

  @Test func cutsATitleTooLongForTheWidth() {
    #expect(
      card(Snippet(title: "Bear Creek Trail", lines: ["ok"]), width: 14) == [
        "╭─ Bear Cr… ─╮",
        "│ ok         │",
        "╰────────────╯",
      ])
  }

  @Test func cardWithoutTitle() {
    #expect(
      card(Snippet(title: nil, lines: ["4.2 mi"]), glyphs: .ascii) == [
        "+--------+",
        "| 4.2 mi |",
        "+--------+",
      ])
  }

  @Test func cardWithoutLines() {
    #expect(card(Snippet(title: "T", lines: []), glyphs: .ascii) == ["+- T --+", "+------+"])
  }

  @Test func wideCharactersAlign() {
    let lines = card(Snippet(title: "東京", lines: ["東京タワー", "open"]))
    #expect(
      lines == [
        "╭─ 東京 ─────╮",
        "│ 東京タワー │",
        "│ open       │",
        "╰────────────╯",
      ])
  }

  @Test func styledCardColoursBorderAndTitle() {
    let lines = card(Snippet(title: "T", lines: ["x"]), glyphs: .ascii, style: .ansi)
    #expect(
      lines == [
        "\u{1B}[2m+- \u{1B}[0m\u{1B}[1mT\u{1B}[0m\u{1B}[2m --+\u{1B}[0m",
        "\u{1B}[2m|\u{1B}[0m x    \u{1B}[2m|\u{1B}[0m",
        "\u{1B}[2m+------+\u{1B}[0m",
      ])
  }

  @Test(arguments: [
    (["LANG": "en_US.UTF-8"], CardGlyphs.unicode), (["LC_ALL": "C.utf8"], .unicode),
    (["LC_ALL": "C", "LANG": "en_US.UTF-8"], .ascii), (["LC_CTYPE": "de_DE.UTF-8"], .unicode),
    (["LC_ALL": "", "LANG": "en_GB.UTF-8"], .unicode), ([:], .ascii), (["LANG": "POSIX"], .ascii),
  ])
  func glyphsFollowTheLocale(environment: [String: String], expected: CardGlyphs) {
    #expect(CardGlyphs.forLocale(environment: environment) == expected)
  }
}

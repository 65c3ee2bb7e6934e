import Testing

@testable import ParleyCLI

@Suite struct StyleTests {
  @Test func ansiWrapsEachKindInItsCodes() {
    let style = Style.ansi
    #expect(style.prompt("> ") == "\u{1B}[1;34m> \u{1B}[0m")
    #expect(style.userEcho("hi") == "\u{1B}[1mhi\u{1B}[0m")
    #expect(style.dialog("Sure.") == "\u{1B}[36mSure.\u{1B}[0m")
    #expect(style.cardBorder("│") == "\u{1B}[2m│\u{1B}[0m")
    #expect(style.cardTitle("Bear") == "\u{1B}[1mBear\u{1B}[0m")
    #expect(style.hint("note") == "\u{1B}[33mnote\u{1B}[0m")
    #expect(style.error("Oops.") == "\u{1B}[1;31mOops.\u{1B}[0m")
  }

  @Test func plainLeavesTextAlone() {
    let style = Style.plain
    for styled in [
      style.prompt("x"), style.userEcho("x"), style.dialog("x"), style.cardBorder("x"),
      style.cardTitle("x"), style.hint("x"), style.error("x"),
    ] {
      #expect(styled == "x")
    }
  }

  @Test func emptyTextGetsNoCodes() {
    #expect(Style.ansi.dialog("") == "")
  }
}

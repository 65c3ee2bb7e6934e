import Foundation
import Testing

@testable import ParleyAssistant

@Suite struct PhraseFileErrorTests {
  @Test func describesItselfAsFileLineColumnMessage() {
    let error = PhraseFileError(
      .missingArrow, "missing '=>' between the utterance and the expected intent",
      at: SourceLocation(file: "Trails.tests", line: 12, column: 9))
    #expect(
      error.description
        == "Trails.tests:12:9: missing '=>' between the utterance and the expected intent")
    #expect(error.file == "Trails.tests")
    #expect(error.line == 12)
    #expect(error.column == 9)
    let whole = PhraseFileError(
      .unreadableFile, "no such file", at: SourceLocation(file: "Gone.tests", line: 0, column: 0))
    #expect(whole.description == "Gone.tests: no such file")
    #expect(
      PhraseFileErrors([error, whole]).localizedDescription == """
        Gone.tests: no such file
        Trails.tests:12:9: missing '=>' between the utterance and the expected intent
        """)
  }

  @Test func sortsErrorsByFileLineAndColumn() {
    func error(_ file: String, _ line: Int, _ column: Int) -> PhraseFileError {
      PhraseFileError(
        .badDate, "m", at: SourceLocation(file: file, line: line, column: column))
    }
    let errors = PhraseFileErrors([
      error("b.tests", 1, 1), error("a.tests", 2, 5), error("a.tests", 2, 1),
      error("a.tests", 10, 1),
    ])
    #expect(
      errors.description == """
        a.tests:2:1: m
        a.tests:2:5: m
        a.tests:10:1: m
        b.tests:1:1: m
        """)
  }

  @Test(arguments: [
    ("surfce", "surface"), ("Surface", "surface"), ("now", "now"), ("nwo", "now"),
    ("unlock", "unlocked"), ("unlcoked", "unlocked"),
  ])
  func suggestsCloseDirectives(written: String, suggested: String) {
    let known = ["surface", "now", "unlocked"]
    #expect(SpellingSuggestion.closest(to: written, among: known) == suggested)
  }

  @Test(arguments: ["time", "clock", "display", "", "surfacing"])
  func suggestsNothingForFarWords(written: String) {
    #expect(SpellingSuggestion.closest(to: written, among: ["surface", "now", "unlocked"]) == nil)
  }
}

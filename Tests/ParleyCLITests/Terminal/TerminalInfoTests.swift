import Foundation
import Testing

@testable import ParleyCLI

@Suite struct TerminalInfoTests {
  @Test(arguments: [
    ([String: String](), 80), (["COLUMNS": "120"], 120), (["COLUMNS": " 42 "], 42),
    (["COLUMNS": "0"], 80), (["COLUMNS": "wide"], 80), (["COLUMNS": "-3"], 80),
  ])
  func columnsFromEnvironment(environment: [String: String], expected: Int) {
    #expect(TerminalInfo.columns(fromEnvironment: environment) == expected)
  }

  @Test func pipeIsNotATerminal() throws {
    var descriptors: [Int32] = [0, 0]
    try #require(pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    #expect(TerminalInfo.terminalColumns(descriptor: descriptors[0]) == nil)
    #expect(TerminalInfo.columns(environment: ["COLUMNS": "99"], descriptor: descriptors[0]) == 99)
  }

  @Test func editorOnlyOnATerminalThatIsNotDumb() {
    let both = TerminalInfo(
      isInputTerminal: true, isOutputTerminal: true, isErrorTerminal: true, columns: 80)
    #expect(usesLineEditor(terminal: both, environment: ["TERM": "xterm"]))
    #expect(usesLineEditor(terminal: both, environment: [:]))
    #expect(!usesLineEditor(terminal: both, environment: ["TERM": "dumb"]))
    var piped = both
    piped.isInputTerminal = false
    #expect(!usesLineEditor(terminal: piped, environment: ["TERM": "xterm"]))
    var redirected = both
    redirected.isOutputTerminal = false
    #expect(!usesLineEditor(terminal: redirected, environment: ["TERM": "xterm"]))
  }

  @Test func pipedInputGetsThePlainReader() {
    let piped = TerminalInfo(
      isInputTerminal: false, isOutputTerminal: false, isErrorTerminal: false, columns: 80)
    let reader = makeLineReader(historyFile: nil, terminal: piped, environment: [:])
    #expect(reader is PipedLineReader)
  }
}

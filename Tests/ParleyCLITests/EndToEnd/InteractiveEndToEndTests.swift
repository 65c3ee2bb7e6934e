import Foundation
import Testing

/// `parley` at a terminal: the line editor, Ctrl-C and Ctrl-D, and history in the sandbox's home.
@Suite struct InteractiveEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// Types `keys` once the texts in `awaited` have been drawn, in order, after the last keys.
  private func expectDrawn(
    _ awaited: [String], then keys: String?, on terminal: ChildTerminal,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    var offset = terminal.drawnCount
    for text in awaited {
      offset = try #require(
        terminal.waitUntilDrawn(text, from: offset),
        "never drew \"\(text)\" in:\n\(terminal.seen)", sourceLocation: sourceLocation)
    }
    if let keys { terminal.type(keys) }
  }

  @Test func controlCAbandonsTheQuestionAndControlDLeaves() throws {
    let environment = ["TERM": "xterm", "NO_COLOR": "1", "COLUMNS": "80"]
    let result = try sandbox.runInteractive(
      // Ctrl-C is typed at the question, however long that takes here: no answer time limit.
      ["--speaker", "--app", "Trails", "--answer-timeout", "off"], environment: environment
    ) { terminal in
      try expectDrawn(
        ["Parley — talking to Trails on a speaker.", "› "],
        then: "get trail conditions with trails\r", on: terminal)
      try expectDrawn(["Which trail?", "… "], then: "\u{3}", on: terminal)
      try expectDrawn(
        ["Okay, cancelled.", "› "], then: "get conditions for royal arch in trails\r",
        on: terminal)
      try expectDrawn(["Crews are clearing a rockfall.", "› "], then: "\u{4}", on: terminal)
    }
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(!result.stdout.contains("\u{1B}[1;"))
    #if os(macOS)
      let history = sandbox.home.appendingPathComponent(
        "Library/Application Support/parley/history")
    #else
      let history = sandbox.home.appendingPathComponent(".local/state/parley/history")
    #endif
    let kept = String(decoding: try Data(contentsOf: history), as: UTF8.self)
    #expect(kept.contains("get trail conditions with trails\n"))
    #expect(kept.contains("get conditions for royal arch in trails\n"))
  }

  @Test func controlCAtThePromptKeepsTheSessionGoing() throws {
    let result = try sandbox.runInteractive([], environment: ["TERM": "xterm"]) { terminal in
      try expectDrawn(["› "], then: "\u{3}", on: terminal)
      try expectDrawn(["(Ctrl-D or :quit leaves.)", "› "], then: ":quit\r", on: terminal)
    }
    #expect(result.status == 0)
  }
}

import Foundation
import Testing

@testable import ParleyAssistant

/// Seeded random files and transcripts: parsers never crash, and the writer's output always
/// reads back as what was written.
@Suite struct PhraseFileRandomTests {
  /// Pieces that random lines are made of: every marker, quotes, escapes and odd characters.
  private static let pieces = [
    "---", "@surface", "@now", "@unlocked", "@", " ", "  ", "\t", ">", "<", "=", "|", "*", "+",
    "#", " #", "\"", "\\", "=>", "x", "é", "e\u{301}", "·", "nothing", "A.B", "a=b", "speaker",
    "2026-11-21T09:00:00Z", "\r",
  ]

  private static func randomText(using random: inout PhraseFileTesting.Random) -> String {
    (0..<Int.random(in: 0...12, using: &random))
      .map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
  }

  @Test func parsersNeverCrashOnRandomLinesAndBytes() {
    var random = PhraseFileTesting.Random(seed: 7)
    for _ in 0..<300 {
      var data = Data(
        (0..<Int.random(in: 0...12, using: &random))
          .map { _ in Self.randomText(using: &random) }.joined(separator: "\n").utf8)
      if Bool.random(using: &random), !data.isEmpty {
        data[Int.random(in: 0..<data.count, using: &random)] = UInt8.random(
          in: 0x80...0xFF, using: &random)
      }
      let suite = PhraseFileTesting.thrownDescription {
        try PhraseSuite.parse(data, file: "Random.tests")
      }
      let transcript = PhraseFileTesting.thrownDescription {
        try Transcript.parse(data, file: "Random.transcript")
      }
      for description in [suite, transcript] {
        for line in (description ?? "").split(separator: "\n") {
          #expect(line.hasPrefix("Random."))
        }
      }
    }
  }

  /// Text a reply may hold: spaces at either end, line breaks, markers and `#`.
  private static func replyText(using random: inout PhraseFileTesting.Random) -> String {
    let words = ["Bear", "Creek", " ", "\n", "#1", "<", "|", "* x", "·", "é", "", "  "]
    return (0..<Int.random(in: 0...6, using: &random))
      .map { _ in words.randomElement(using: &random) ?? "" }.joined()
  }

  private static func replyItem(using random: inout PhraseFileTesting.Random) -> ReplyItem {
    switch Int.random(in: 0..<3, using: &random) {
    case 0:
      return .dialog(replyText(using: &random))
    case 1:
      let title = Bool.random(using: &random) ? "T" + replyText(using: &random) : nil
      let lines = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        replyText(using: &random)
      }
      let actions = (0..<Int.random(in: 0...3, using: &random)).map { _ in
        Snippet.Action(
          label: ["Edit", "Pin it", "[x]", "Delete · now", "é"].randomElement(using: &random) ?? "",
          isOn: [nil, true, false].randomElement(using: &random) ?? nil)
      }
      return .snippet(Snippet(title: title, lines: lines, actions: actions))
    default:
      return .choices(
        (1...Int.random(in: 1...3, using: &random)).map { _ in replyText(using: &random) })
    }
  }

  @Test func writtenTranscriptsReadBackUnchanged() throws {
    var random = PhraseFileTesting.Random(seed: 11)
    let writer = TranscriptWriter()
    for _ in 0..<200 {
      let conversations = (0..<Int.random(in: 1...3, using: &random)).map { _ in
        TranscriptConversation(
          title: Bool.random(using: &random)
            ? "title \(Int.random(in: 0...9, using: &random))" : nil,
          surface: Surface.allCases.randomElement(using: &random) ?? .display,
          now: Bool.random(using: &random)
            ? Date(timeIntervalSince1970: Double(Int.random(in: 0...4_000_000_000, using: &random)))
            : nil,
          unlocked: Bool.random(using: &random),
          turns: (0..<Int.random(in: 0...4, using: &random)).map { _ in
            TranscriptTurn(
              user: "say \(Int.random(in: 0...99, using: &random))",
              expected: (0..<Int.random(in: 0...5, using: &random)).map { _ in
                Self.replyItem(using: &random)
              })
          })
      }
      let transcript = Transcript(conversations: conversations)
      let text = writer.transcript(transcript)
      let read = try Transcript.parse(text, file: "Random.transcript")
      #expect(read.conversations.count == conversations.count)
      for (got, wanted) in zip(read.conversations, conversations) {
        #expect(got.title == wanted.title)
        #expect(got.surface == wanted.surface)
        #expect(got.now == wanted.now)
        #expect(got.unlocked == wanted.unlocked)
        #expect(got.turns.map(\.user) == wanted.turns.map(\.user))
        #expect(got.turns.map(\.expected) == wanted.turns.map(\.expected), "\(text)")
      }
      #expect(writer.transcript(read) == text)
    }
  }
}

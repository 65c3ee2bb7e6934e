import Foundation
import ParleyIntents
import Testing

@testable import ParleyAssistant

@Suite struct TranscriptTests {
  private func parse(_ text: String) throws -> Transcript {
    try Transcript.parse(text, file: "Trails.transcript")
  }

  /// The description of the errors that parsing `text` throws, or `nil` when it parses.
  private func errors(_ text: String) -> String? {
    PhraseFileTesting.thrownDescription { try parse(text) }
  }

  @Test func readsConversationsTurnsAndReplies() throws {
    let transcript = try parse(
      """
      # Trails: a missing value, asked and answered
      --- suggest trails, display
      @surface display
      @now 2026-11-21T09:00:00Z
      @unlocked
      > suggest hiking trails in trails
      < Where would you like to go?
      > cupertino
      = Trails near Cupertino
      | Bear Creek Trail · 4.2 mi
      # a comment between body lines
      |   Cedar Falls · 2.1 mi
      < Here are three hiking trails. #1 is Bear Creek.
      > get trail info in trails
      < Which trail?
      * Bear Creek Trail
      * Cedar Falls

      ---
      @surface speaker
      >   open my favourites in trails
      """)
    #expect(transcript.conversations.count == 2)
    let first = transcript.conversations[0]
    #expect(first.title == "suggest trails, display")
    #expect(first.surface == .display)
    #expect(first.now == Date(timeIntervalSince1970: 1_795_251_600))
    #expect(first.unlocked)
    #expect(first.location.description == "Trails.transcript:2:1")
    #expect(
      first.turns.map(\.user) == [
        "suggest hiking trails in trails", "cupertino", "get trail info in trails",
      ])
    #expect(first.turns.map(\.location.line) == [6, 8, 14])
    #expect(first.turns[0].expected == [.dialog("Where would you like to go?")])
    #expect(
      first.turns[1].expected == [
        .snippet(
          Snippet(
            title: "Trails near Cupertino",
            lines: ["Bear Creek Trail · 4.2 mi", "  Cedar Falls · 2.1 mi"])),
        .dialog("Here are three hiking trails. #1 is Bear Creek."),
      ])
    #expect(
      first.turns[2].expected == [
        .dialog("Which trail?"), .choices(["Bear Creek Trail", "Cedar Falls"]),
      ])
    let second = transcript.conversations[1]
    #expect(second.title == nil)
    #expect(second.surface == .speaker)
    #expect(second.now == nil)
    #expect(!second.unlocked)
    #expect(
      second.turns == [
        TranscriptTurn(
          user: "open my favourites in trails", expected: [],
          location: SourceLocation(file: "Trails.transcript", line: 21, column: 1))
      ])
  }

  @Test func startsAConversationWithoutATitleLine() throws {
    let transcript = try parse("\r\n@surface speaker\r\n> hi\r\n< Hello.\r\n")
    let conversation = try #require(transcript.conversations.first)
    #expect(transcript.conversations.count == 1)
    #expect(conversation.title == nil)
    #expect(conversation.surface == .speaker)
    #expect(conversation.location.description == "Trails.transcript:2:1")
    #expect(conversation.turns.map(\.expected) == [[.dialog("Hello.")]])
  }

  @Test func groupsSnippetsAndChoicesUntilABlankLine() throws {
    let transcript = try parse(
      """
      > show
      | one
      | two

      | three
      =
      = Title
      * a
      * b

      * c
      < done
      * d
      """)
    let turn = try #require(transcript.conversations.first?.turns.first)
    #expect(
      turn.expected == [
        .snippet(Snippet(title: nil, lines: ["one", "two"])),
        .snippet(Snippet(title: nil, lines: ["three"])),
        .snippet(Snippet(title: nil, lines: [])),
        .snippet(Snippet(title: "Title", lines: [])),
        .choices(["a", "b"]), .choices(["c"]), .dialog("done"), .choices(["d"]),
      ])
  }

  @Test func readsACardsActionsAfterItsLines() throws {
    let transcript = try parse(
      """
      > show the groceries note in notes
      = Groceries
      | milk, eggs
      ! Edit
      ! [ ] Pinned
      ! [x] Starred
      < Here's your note.
      > 1
      = Untitled
      ! Delete
      """)
    let turns = try #require(transcript.conversations.first?.turns)
    #expect(
      turns.map(\.expected) == [
        [
          .snippet(
            Snippet(
              title: "Groceries", lines: ["milk, eggs"],
              actions: [
                Snippet.Action(label: "Edit"), Snippet.Action(label: "Pinned", isOn: false),
                Snippet.Action(label: "Starred", isOn: true),
              ])),
          .dialog("Here's your note."),
        ],
        [
          .snippet(
            Snippet(title: "Untitled", lines: [], actions: [Snippet.Action(label: "Delete")]))
        ],
      ])
  }

  @Test func reportsAnActionThatFollowsNoCard() {
    let text = """
      > show
      ! Edit
      < Done.
      ! Pin
      = Card

      ! Delete
      """
    #expect(
      errors(text) == """
        Trails.transcript:2:1: '!' is an action of a snippet card and follows its '=', '|' or '!' lines
        Trails.transcript:4:1: '!' is an action of a snippet card and follows its '=', '|' or '!' lines
        Trails.transcript:7:1: '!' is an action of a snippet card and follows its '=', '|' or '!' lines
        """)
  }

  @Test func continuesTextOnPlusLines() throws {
    let transcript = try parse(
      """
      > first
      + second
      < Line one
      +
      + line three
      = Title
      + more
      | body
      + more body
      * option
      + more option
      """)
    let turn = try #require(transcript.conversations.first?.turns.first)
    #expect(turn.user == "first\nsecond")
    #expect(
      turn.expected == [
        .dialog("Line one\n\nline three"),
        .snippet(Snippet(title: "Title\nmore", lines: ["body\nmore body"])),
        .choices(["option\nmore option"]),
      ])
  }

  @Test func reportsEveryProblemWithItsLocation() {
    let text = """
      < Hello before anything
      --- first
      @surfce display
      @surface spaeker
      @surface
      @surface tv
      @now yesterday
      @unlocked yes
      @now 2026-11-21
      @now 2026-11-22
      >
      + fine
      < ok
      @unlocked
      ~ what is this
      ---
      + nothing to continue
      -- almost a title
      """
    #expect(
      errors(text) == """
        Trails.transcript:1:1: reply line before any '>' line; a reply follows what the user typed
        Trails.transcript:3:1: unknown directive '@surfce'; did you mean '@surface'?
        Trails.transcript:4:10: unknown surface 'spaeker'; did you mean 'speaker'?
        Trails.transcript:5:1: duplicate '@surface'; it is already set on line 4
        Trails.transcript:6:1: duplicate '@surface'; it is already set on line 4
        Trails.transcript:7:6: bad date 'yesterday'; expected an ISO 8601 date and time such as 2026-11-21T09:00:00Z
        Trails.transcript:8:11: '@unlocked' takes no value
        Trails.transcript:9:1: duplicate '@now'; it is already set on line 7
        Trails.transcript:10:1: duplicate '@now'; it is already set on line 7
        Trails.transcript:11:1: empty user line after '>'
        Trails.transcript:14:1: directive '@unlocked' after a turn; put directives before the conversation's first '>' line, or start a new conversation with '---'
        Trails.transcript:15:1: unexpected line; a transcript line starts with '---', '@', '>', '<', '=', '|', '!', '*', '+' or '#'
        Trails.transcript:17:1: '+' continues the text of a '>', '<', '=', '|' or '*' line, and follows none here
        Trails.transcript:18:1: unexpected line; a transcript line starts with '---', '@', '>', '<', '=', '|', '!', '*', '+' or '#'
        """)
  }

  @Test func reportsSurfaceProblemsOnePerConversation() {
    let text = """
      @surface
      ---
      @surface tv
      ---
      @frobnicate
      """
    #expect(
      errors(text) == """
        Trails.transcript:1:9: '@surface' needs a value: 'display' or 'speaker'
        Trails.transcript:3:10: unknown surface 'tv'; expected 'display' or 'speaker'
        Trails.transcript:5:1: unknown directive '@frobnicate'; expected '@surface', '@now', '@unlocked', '@matching' or '@apps'
        """)
  }

  @Test func reportsInvalidUTF8AndKeepsReadingTheRest() {
    var data = Data("> hi\n".utf8)
    data.append(contentsOf: Array("< caf".utf8) + [0xC3, 0x28] + Array("\n".utf8))
    data.append(contentsOf: Array("@surface speaker\n".utf8))
    #expect {
      try Transcript.parse(data, file: "Bad.transcript")
    } throws: { error in
      "\(error)" == """
        Bad.transcript:2:6: invalid UTF-8 (byte 0xC3); save the file as UTF-8
        Bad.transcript:3:1: directive '@surface' after a turn; put directives before the conversation's first '>' line, or start a new conversation with '---'
        """
    }
  }
}

private struct NoShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] { [] }
}

extension TranscriptTests {
  /// `@apps` names the apps a conversation talks to; `parley test --app` skips a conversation
  /// that talks to an app left out.
  @Test func appsNameWhatAConversationTalksTo() throws {
    let transcript = try parse(
      """
      --- one app
      @apps Brew
      > order a latte with brew
      < What size?
      --- two apps
      @apps Brew, Soup Shop
      > order a soup
      < Which soup?
      --- any app
      > hello
      < Hi.
      """)
    #expect(transcript.conversations.map(\.apps) == [["Brew"], ["Brew", "Soup Shop"], []])
    let brew = ParleyApp(name: "Brew", shortcuts: NoShortcuts.self)
    let soup = ParleyApp(name: "soup shop", shortcuts: NoShortcuts.self)
    let withoutSoup = CoverageFiles.scoped(transcript, leavingOut: [soup])
    #expect(withoutSoup.conversations.map(\.title) == ["one app", "any app"])
    let withoutBrew = CoverageFiles.scoped(transcript, leavingOut: [brew])
    #expect(withoutBrew.conversations.map(\.title) == ["any app"])
    #expect(CoverageFiles.scoped(transcript, leavingOut: []) == transcript)
  }

  @Test func appsNeedsNames() {
    #expect(
      errors("@apps\n> hi\n")
        == "Trails.transcript:1:6: '@apps' takes the names of apps, separated by commas")
    #expect(
      errors("@apps Brew,\n> hi\n")
        == "Trails.transcript:1:7: '@apps' takes the names of apps, separated by commas")
  }
}

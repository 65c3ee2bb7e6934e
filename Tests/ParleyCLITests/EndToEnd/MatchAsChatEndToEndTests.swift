import Foundation
import Testing

/// `parley match` reads a line as `parley chat` takes it: a line chat cuts into several
/// requests is shown as such, each part matched on its own, and the values of a clause chat
/// leaves out as a request of its own that no app does are shown as left out with it; a blank
/// line is no request.
@Suite struct MatchAsChatEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// "… and set an alarm for 8": chat leaves the clause out, its "8" no text of the note, and
  /// match says so rather than show the 8 as the note's body.
  @Test func aClauseChatLeavesOutIsShownLeftOut() async throws {
    let line = "create a note called dentist in notes and set an alarm for 8"
    let match = try await sandbox.run(["match", line])
    #expect(match.status == 0)
    #expect(match.stdout.hasPrefix("1. Notes CreateNote "), "\(match.stdout)")
    #expect(
      match.stdout.contains(
        "   left out: body = 8 (from \"8\"), said in \"set an alarm for 8\"\n"
          + "   a request of its own no app does, left out: \"set an alarm for 8\"\n"))
    #expect(!match.stdout.contains("\n   body = 8"))
    let chat = try await sandbox.chat(line, "cancel")
    #expect(
      chat.stdout.contains("None of your apps does “set an alarm for 8”, so I've left it out."))
    let json = try await sandbox.run(["match", "--json", line])
    #expect(
      json.stdout.contains(#""leftOut":[{"parameters":["body"],"text":"set an alarm for 8"}]"#))
  }

  /// A line chat runs as two requests, one after the other, is shown as two, each matched.
  @Test func severalRequestsAreShownEachMatched() async throws {
    let line = "reorder my last coffee with brew and get conditions for bear creek"
    let match = try await sandbox.run(["match", line])
    #expect(match.status == 0)
    let lines = match.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "Read as 2 requests, each run when the one before it ends, as chat does:")
    #expect(lines.contains("Request 1: \"reorder my last coffee with brew\""))
    #expect(lines.contains("Request 2: \"get conditions for bear creek\""))
    #expect(lines.contains { $0.hasPrefix("1. Brew ReorderLast ") })
    #expect(lines.contains { $0.hasPrefix("1. Trails GetTrailInfo ") })
    let json = try await sandbox.run(["match", "--json", line])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let requests = try #require(object["requests"] as? [[String: Any]])
    #expect(
      requests.map { $0["utterance"] as? String } == [
        "reorder my last coffee with brew", "get conditions for bear creek",
      ])
  }

  /// One request is shown as before: no heading, nothing left out.
  @Test func oneRequestIsShownAsItMatches() async throws {
    let match = try await sandbox.run(["match", "get conditions for bear creek in trails"])
    #expect(match.stdout.hasPrefix("1. Trails GetTrailInfo "))
    #expect(!match.stdout.contains("Read as"))
    #expect(!match.stdout.contains("left out"))
  }

  /// A free-text item said where the phrase says "an item": chat reads it from the words the
  /// phrase leaves, and match shows it beside the phrase's reading rather than say the words
  /// fill nothing; a default chat gives (Brew's quantity 1, no extra shots) is not shown.
  @Test func aValueChatReadsFromTheWordsLeftIsShown() async throws {
    try sandbox.write(
      """
      @app Basket
      @intent AddItem
        parameter item: string
        phrase: Add an item to my shopping list in ${applicationName}
        answer: Added ${item}.
      @intent ShowList
        phrase: Show my shopping list in ${applicationName}
        answer: Eggs, bread.
      """, to: "Basket.phrases")
    let line = "add milk to my shopping list"
    let apps = ["--phrases", "Basket.phrases", "--app", "Basket"]
    let match = try await sandbox.run(["match", line] + apps)
    #expect(match.stdout.hasPrefix("1. Basket AddItem "), "\(match)")
    #expect(match.stdout.contains("\n   item = milk (read by chat from the words left)\n"))
    #expect(!match.stdout.contains("fills nothing: \"milk\""), "\(match)")
    let chat = try await sandbox.chat(line, arguments: apps)
    #expect(chat.stdout.contains("Added milk."), "\(chat)")
    let json = try await sandbox.run(["match", "--json", line] + apps)
    #expect(json.stdout.contains(#""readByChat":[{"parameter":"item","text":"milk"}]"#))
    let other = try await sandbox.run(["match", "show my shopping list in basket"] + apps)
    #expect(!other.stdout.contains("read by chat"), "\(other)")
    let defaults = try await sandbox.run(["match", "order a large latte with brew"])
    #expect(defaults.stdout.hasPrefix("1. Brew OrderCoffee "), "\(defaults)")
    #expect(!defaults.stdout.contains("read by chat"), "\(defaults)")
  }

  /// A blank utterance is no request to match, as `parley ask` says of its own.
  @Test(arguments: [[], [""], ["   "]])
  func aBlankUtteranceIsAUsageError(words: [String]) async throws {
    let result = try await sandbox.run(["match"] + words)
    #expect(result.status == 64, "\(result)")
    #expect(result.stdout.isEmpty, "\(result)")
    #expect(
      result.stderr.hasPrefix(
        "Error: Say what to match, for example: parley match \"order a large latte with brew\"\n"),
      "\(result)")
  }
}

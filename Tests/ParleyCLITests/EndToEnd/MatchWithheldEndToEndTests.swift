import Foundation
import Testing

/// A request refused because "nothing" is likelier than its best candidate shows, under the
/// refusal, what each of the two best scored and why, as a match does, in text and in JSON.
@Suite struct MatchWithheldEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func aRefusalShowsTheBestTwoCandidates() async throws {
    // The app's name alone says too little of any of its intents.
    let match = try await sandbox.run(["match", "trails"])
    let lines = match.stdout.split(separator: "\n").map(String.init)
    #expect(match.status == 0)
    #expect(lines.first?.hasPrefix("No match for \"trails\" (nothing, ") == true)
    #expect(lines.first?.contains(", is likelier than the best, Trails ") == true)
    let numbered = lines.filter { $0.hasPrefix("1. ") || $0.hasPrefix("2. ") }
    #expect(numbered.count == 2, "\(match.stdout)")
    #expect(lines.contains("   app name \"Trails\" found as \"trails\""))
    #expect(lines.contains("   penalty: only the app name is said (x0.4)"))
    #expect(lines.contains { $0.hasPrefix("   nothing ") })
  }

  @Test func theJSONListsTheWithheldCandidates() async throws {
    let match = try await sandbox.run(["match", "trails", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(match.stdout.utf8)) as? [String: Any]
    #expect((object?["candidates"] as? [Any])?.isEmpty == true)
    let withheld = object?["withheld"] as? [[String: Any]] ?? []
    #expect(withheld.count == 2)
    #expect(withheld.allSatisfy { ($0["explanation"] as? [String])?.isEmpty == false })
    let matched = try await sandbox.run(["match", "open favorites in trails", "--json"])
    let found = try JSONSerialization.jsonObject(with: Data(matched.stdout.utf8)) as? [String: Any]
    #expect((found?["withheld"] as? [Any])?.isEmpty == true)
  }

  @Test func aPhraseAVetoRuledOutIsNamedWithItsReason() async throws {
    // "the menu board" says a word of Soup Shop's "Show the ${applicationName} menu" and one
    // it does not, too little of it to stand without the app's name ("the menu" alone says
    // only its words).
    let match = try await sandbox.run(["match", "the menu board"])
    let lines = match.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("No match for \"the menu board\"") == true)
    #expect(
      lines.dropFirst().first
        == "Ruled out: Soup Shop ShowMenu \"Show the ${applicationName} menu\": too few of the "
        + "phrase's words are said without the app name.")
    let json = try await sandbox.run(["match", "the menu board", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let ruled = object?["ruledOut"] as? [[String: Any]] ?? []
    #expect(ruled.first?["intent"] as? String == "ShowMenu")
    // A request an intent takes names none.
    let matched = try await sandbox.run(["match", "show the soup shop menu", "--json"])
    let found = try JSONSerialization.jsonObject(with: Data(matched.stdout.utf8)) as? [String: Any]
    #expect((found?["ruledOut"] as? [Any])?.isEmpty == true)
  }
}

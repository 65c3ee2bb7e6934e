import Foundation
import Testing

/// A request refused because its best candidate leads by too little shows, under the refusal,
/// what each of the two scored and why, as a match does, in text and in JSON. Refusing by too
/// small a lead is the hand-set rules' (`--scoring rules`); the model refuses by "nothing".
@Suite struct MatchWithheldEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func aRefusalByTooLittleShowsBothCandidates() async throws {
    let match = try await sandbox.run(["match", "show a new list", "--scoring", "rules"])
    let lines = match.stdout.split(separator: "\n").map(String.init)
    #expect(match.status == 0)
    #expect(lines.first?.hasPrefix("No match for \"show a new list\" (the best, ") == true)
    #expect(lines.first?.hasSuffix("by too little to act on).") == true)
    let numbered = lines.filter { $0.hasPrefix("1. ") || $0.hasPrefix("2. ") }
    #expect(numbered.count == 2, "\(match.stdout)")
    #expect(lines.contains("   \"list\" -> \"list\" (exact, weight 1.00)"))
    #expect(lines.contains("   penalty: the app name is not said (x0.6)"))
  }

  @Test func theJSONListsTheWithheldCandidates() async throws {
    let match = try await sandbox.run([
      "match", "show a new list", "--json", "--scoring", "rules",
    ])
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

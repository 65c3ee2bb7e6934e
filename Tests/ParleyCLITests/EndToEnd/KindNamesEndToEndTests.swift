import Foundation
import Testing

/// A name said with its kind word is a name, even one the app does not suggest, and a count
/// with the kind word names nothing: through `parley match`, `--json`, `:why` and `chat`.
@Suite struct KindNamesEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: ["open mist trail in trails", "open mist trail with trails"])
  func aTrailTheAppDoesNotSuggestIsOpened(utterance: String) async throws {
    let match = try await sandbox.run(["match", utterance])
    let lines = match.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("1. Trails OpenTrail ") == true)
    #expect(lines.contains("   target = mist trail (from \"mist trail\")"))
    let display = try await sandbox.chat(utterance)
    #expect(display.stdout == "› \(utterance)\nOpening Mist Trail in Trails…\n")
    let speaker = try await sandbox.chat(utterance, arguments: ["chat", "--speaker"])
    #expect(
      speaker.stdout == ParleyResult.lines("To open Mist Trail in Trails, continue on your iPhone.")
    )
  }

  /// Flashcards' folder type is also called "Deck" (its display representation's synonyms),
  /// so a deck is a folder, named or not.
  @Test func theTypesOtherNameNamesAFolder() async throws {
    let unlisted = try await sandbox.run(["match", "reset my french verbs deck"])
    #expect(unlisted.stdout.hasPrefix("1. Flashcards ResetCards "))
    #expect(unlisted.stdout.contains("   folder = french verbs deck (from \"french verbs deck\")"))
    let display = try await sandbox.chat("reset my spanish deck")
    #expect(display.stdout.hasPrefix("› reset my spanish deck\nReset the 3 cards in Spanish?\n"))
  }

  @Test func aCountOfTheKindFillsTheQuantityAndNamesNoSoup() async throws {
    let match = try await sandbox.run(["match", "order 2 soups from soup shop"])
    let lines = match.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("1. Soup Shop OrderSoup ") == true)
    #expect(lines.contains("   quantity = 2 (from \"2\")"))
    #expect(!match.stdout.contains("soup = "))
    let json = try await sandbox.run(["match", "order 2 soups from soup shop", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let best = try #require((object["candidates"] as? [[String: Any]])?.first)
    #expect(best["parameters"] as? [String: Int] == ["quantity": 2])
    #expect(best["unusedWords"] as? [String] == [])
    let why = try await sandbox.chat("order 2 soups from soup shop", ":why")
    #expect(why.stdout.contains("   quantity = 2 (from \"2\")"))
    #expect(!why.stdout.contains("soup = "))
    #expect(why.stdout.contains("Which soup?"))
  }
}

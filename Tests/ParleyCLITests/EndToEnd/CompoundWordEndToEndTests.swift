import Foundation
import Testing

/// Flashcards' requests read as a person means them: a word said for the tail of a compound
/// phrase word is that word, not a slot's value, and a question about a setting asks for no
/// folder.
@Suite struct CompoundWordEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func aNewCardIsANewFlashcardInNoFolder() async throws {
    let match = try await sandbox.run(["match", "make a new card"])
    let lines = match.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("1. Flashcards CreateCard ") == true)
    #expect(lines.contains("   \"card\" -> \"flashcard\" (stem, weight 0.70)"))
    #expect(!match.stdout.contains("folder = "))
  }

  @Test func askingForTheDailyGoalAsksForNoFolder() async throws {
    let request = "what's my daily goal in flashcards"
    let match = try await sandbox.run(["match", request])
    #expect(match.stdout.hasPrefix("No match for \"\(request)\" ("), "\(match)")
    let display = try await sandbox.chat(request)
    #expect(!display.stdout.contains("Which folder?"))
  }

  @Test func askingForTheCardOrderAsksForNoFolder() async throws {
    let request = "what's my card order in flashcards"
    let match = try await sandbox.run(["match", request])
    #expect(match.stdout.hasPrefix("No match for \"\(request)\" ("), "\(match)")
    let display = try await sandbox.chat(request)
    #expect(display.stdout.contains("Sorry, Flashcards can't help with “what's my card order"))
    #expect(!display.stdout.contains("Which folder?"))
  }

  @Test func askingWhetherSoupWasOrderedIsNoMenuQuestion() async throws {
    let match = try await sandbox.run(["match", "have i ordered soup from soup shop"])
    #expect(match.stdout.hasPrefix("1. Soup Shop PayForOrders "), "\(match)")
  }
}

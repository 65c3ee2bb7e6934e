import Foundation
import Testing

/// A word said for the tail of a compound phrase word is that word, not a slot's value.
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
}

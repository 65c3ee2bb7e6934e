import Foundation
import ParleyTesting
import Testing

@testable import BrewApp

/// The repository's Brew suite and transcripts pass, each failure reported at its line.
@Suite struct BrewPhraseCoverageTests {
  /// The repository's `Phrases/` folder.
  private static let phrases = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Phrases")

  @Test func suitesAndTranscriptsPass() async throws {
    let app = try await AppTester(Brew.app)
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.phrases.path)
      .filter { $0.hasPrefix("Brew.") || $0.hasPrefix("Brew-") }.sorted()
    #expect(!files.isEmpty)
    for file in files {
      await app.run(Self.phrases.appendingPathComponent(file).path)
    }
  }
}

extension BrewPhraseCoverageTests {
  @Test func sizesAreReadFromTheRequest() async throws {
    let brew = try await AppTester(Brew.app)
    await brew.expect("order a venti coffee with brew", reaches: "OrderCoffee", ["size": "Large"])
    await brew.expect("reorder my usual in brew", reaches: "ReorderLast")
    await brew.expectNothing("order a pizza")
  }
}

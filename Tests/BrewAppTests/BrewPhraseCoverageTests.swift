import Foundation
import ParleyTesting
import Testing

@testable import BrewApp

/// The repository's Brew suite and transcripts pass, each failure reported at its line.
@Suite struct BrewPhraseCoverageTests {
  @Test func suitesAndTranscriptsPass() async throws {
    let app = try await AppTester(Brew.app)
    let phrases = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Phrases")
    let failures = await app.run("Brew.tests", in: phrases)
    #expect(failures.isEmpty)
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

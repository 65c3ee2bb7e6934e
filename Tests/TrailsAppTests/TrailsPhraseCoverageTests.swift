import Foundation
import ParleyTesting
import Testing

@testable import TrailsApp

/// The repository's Trails suite and transcripts pass, each failure reported at its line.
@Suite struct TrailsPhraseCoverageTests {
  @Test func suitesAndTranscriptsPass() async throws {
    let app = try await AppTester(Trails.app)
    let phrases = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Phrases")
    let failures = await app.run("Trails.tests", "Trails.transcript", in: phrases)
    #expect(failures.isEmpty)
  }
}

extension TrailsPhraseCoverageTests {
  @Test func conditionsReachTheNamedTrail() async throws {
    let trails = try await AppTester(Trails.app)
    await trails.expect(
      "get conditions for cedar fals in trails", reaches: "GetTrailInfo", ["trail": "Cedar Falls"])
    await trails.expect(
      "suggest hiking trails in trails", reaches: "SuggestTrails", ["activity": "Hiking"])
    await trails.expectNothing("play some jazz")
  }
}

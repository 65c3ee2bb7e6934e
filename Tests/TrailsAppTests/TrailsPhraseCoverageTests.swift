import Foundation
import ParleyTesting
import Testing

@testable import TrailsApp

/// The repository's Trails suite and transcripts pass, each failure reported at its line.
@Suite struct TrailsPhraseCoverageTests {
  /// The repository's `Phrases/` folder.
  private static let phrases = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Phrases")

  @Test func suitesAndTranscriptsPass() async throws {
    let app = try await AppTester(Trails.app)
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.phrases.path)
      .filter { $0.hasPrefix("Trails.") || $0.hasPrefix("Trails-") }.sorted()
    #expect(!files.isEmpty)
    for file in files {
      await app.run(Self.phrases.appendingPathComponent(file).path)
    }
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

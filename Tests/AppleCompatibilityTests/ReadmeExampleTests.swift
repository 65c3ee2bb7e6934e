import Testing

@testable import ParleyIntents

@Suite struct ReadmeExampleTests {
  @Test func theReadmeAppRunsAndItsPhraseExpands() async throws {
    #expect(ReadmeTrailsShortcuts.validate() == [])
    _ = try await ReadmeTrailsShortcuts.updateAppShortcutParameterValues()
    #expect(
      ReadmeTrailsShortcuts.expandedPhrases(appName: ReadmeTrails.app.name) == [
        "Get conditions for Bear Creek Trail in Trails"
      ])
    let intent = ReadmeGetTrailInfo()
    intent.trail = try #require(ReadmeTrail.all.first)
    let parts = resultParts(of: try await intent.perform())
    #expect(parts.dialog?.fullText == "The conditions for Bear Creek Trail are: Open and dry.")
    #expect(parts.dialog?.supportingText == "Here's the latest information on Bear Creek Trail.")
    #expect(parts.snippet?.snippetLines == ["Open and dry."])
  }
}

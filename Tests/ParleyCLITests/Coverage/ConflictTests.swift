import Foundation
import ParleyAssistant
import ParleyCLI
import ParleyMatcher
import Testing

/// A deliberately conflicting phrase pair is reported with both scores and fails the run.
@Suite struct ConflictTests {
  @Test func aSharedPhraseIsAConflictWithBothScores() async throws {
    let catalog = try await AppCatalog.load([Clash.app])
    let conflicts = PhraseSelfCheck.conflicts(in: PhraseSelfCheck(catalog: catalog).run())
    #expect(conflicts.count == 1)
    let conflict = try #require(conflicts.first)
    #expect(Set([conflict.intent, conflict.rivalIntent]) == ["StartTimer", "BeginTimer"])
    #expect(conflict.phrase == "Start the timer with Clash")
    #expect(conflict.rivalPhrase == "Start the timer with ${applicationName}")
    let score = try #require(conflict.score)
    #expect(abs(score - conflict.rivalScore) <= PhraseIndex.ambiguityMargin)
  }

  @Test func aConflictingPairFailsTheSelfCheckAndStrictConflicts() async throws {
    // A folder of Clash's own, so the package's Phrases folder (other apps' files) stays out.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("clash-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("start the timer with clash => StartTimer\n".utf8)
      .write(to: folder.appendingPathComponent("Clash.tests"))
    let full = await ParleyCLI.main(
      apps: [Clash.app], arguments: ["test", "--only", "self", folder.path])
    #expect(full == 1)
    let lenient = await ParleyCLI.main(
      apps: [Clash.app], arguments: ["test", "--only", "conflicts", "--json", folder.path])
    #expect(lenient == 0)
    let strict = await ParleyCLI.main(
      apps: [Clash.app],
      arguments: ["test", "--only", "conflicts", "--strict", "--json", folder.path])
    #expect(strict == 1)
  }
}

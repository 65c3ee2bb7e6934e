import Foundation
import Testing

@testable import ParleyAssistant

@Suite struct PhraseFileFinderTests {
  /// Makes a fresh directory holding the given files (paths relative to it, each with text).
  private func makeDirectory(_ files: [String]) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("PhraseFileFinderTests-\(UUID().uuidString)")
    for file in files {
      let url = root.appendingPathComponent(file)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data("# \(file)\n".utf8).write(to: url)
    }
    return root
  }

  @Test func findsSuitesAndTranscriptsSortedAndOnce() throws {
    let root = try makeDirectory([
      "Phrases/Trails.transcript", "Phrases/Trails.tests", "Phrases/Trails.phrases",
      "Phrases/music/Music.tests", "Phrases/.hidden/Secret.tests", "Phrases/.Hidden.tests",
      "extra/Zoo.tests", "extra/notes.txt",
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let base = root.path
    let urls = try PhraseFileFinder.files(in: [
      base + "/extra/Zoo.tests", base + "/Phrases/", base + "/extra/notes.txt",
      base + "/Phrases/Trails.tests",
    ])
    #expect(
      urls.map { String($0.path.dropFirst(base.count)) } == [
        "/Phrases/Trails.tests", "/Phrases/Trails.transcript", "/Phrases/music/Music.tests",
        "/extra/Zoo.tests",
      ])
    let phrases = try PhraseFileFinder.files(in: [base], withExtensions: ["phrases"])
    #expect(phrases.map(\.lastPathComponent) == ["Trails.phrases"])
  }

  @Test func keepsRelativePathsAsGiven() throws {
    let root = try makeDirectory(["Phrases/Trails.tests"])
    defer { try? FileManager.default.removeItem(at: root) }
    // A relative path from the current directory: up to the root, then down to the files.
    let depth =
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath).pathComponents
      .count - 1
    let relative = String(repeating: "../", count: depth) + root.path.dropFirst() + "/Phrases"
    let urls = try PhraseFileFinder.files(in: [relative])
    #expect(urls.map(\.relativePath) == [relative + "/Trails.tests"])
    let suite = try PhraseSuite.load(contentsOf: try #require(urls.first))
    #expect(suite.cases.isEmpty)
  }

  @Test func reportsEveryMissingPath() throws {
    let root = try makeDirectory(["Trails.tests"])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect {
      try PhraseFileFinder.files(in: [root.path + "/Missing", root.path, root.path + "/Gone.tests"])
    } throws: { error in
      "\(error)" == """
        \(root.path)/Gone.tests: no such file or directory
        \(root.path)/Missing: no such file or directory
        """
    }
  }
}

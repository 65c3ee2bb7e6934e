import Foundation
import Testing

/// `parley bench --phrases-dir`: the bundled apps with phrase files, loading them measured.
@Suite struct BenchPhraseFilesEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
    let values = (1...300).map { "  - Shelf \($0)\n" }.joined()
    try sandbox.write(
      """
      @app Pantry
      @entity Shelf
      \(values)
      @intent OpenShelf: Open Shelf
        parameter shelf: Shelf, ask: Which shelf?
        phrase: Open ${shelf} in ${applicationName}
        answer: Opened ${shelf}.
      """, to: "Pantry.phrases")
  }

  @Test func measuresLoadingThePhraseFilesWithTheCatalog() async throws {
    let result = try await sandbox.run(
      [
        "bench", "--phrases-dir", sandbox.file("Pantry.phrases").path, "--utterances", "20",
        "--json",
      ])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect((object["load_ms"] as? Double ?? 0) > 0)
    let text = try await sandbox.run(
      ["bench", "--phrases-dir", sandbox.file("Pantry.phrases").path, "--utterances", "20"])
    let lines = text.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix("load: ") == true)
    #expect(lines.dropFirst().first?.hasPrefix("catalog: 6 apps, 76 phrases, ") == true)
  }

  @Test func refusesAGeneratedCatalogSize() async throws {
    let result = try await sandbox.run(["bench", "--phrases-dir", "x", "--entities", "10"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: --phrases-dir measures phrase files; it takes no --apps, --phrases or --entities.\n"
      ))
  }
}

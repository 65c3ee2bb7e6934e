import Foundation
import Testing

/// `parley help files`: the formats of the files `parley test` reads, with an example app,
/// suite and transcript that pass as shown.
@Suite struct HelpTopicEndToEndTests {
  /// The lines under `heading` in `page`, up to the next blank line, without their indent.
  private func example(after heading: String, in page: String) -> String {
    let lines = page.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0.hasPrefix(heading) }) else { return "" }
    let body = lines[(start + 1)...].prefix { !$0.isEmpty }
    return body.map { String($0.dropFirst(2)) }.joined(separator: "\n") + "\n"
  }

  @Test func theExamplesOfTheFilesPagePassAsShown() async throws {
    let sandbox = try Sandbox()
    let page = try await sandbox.run(["help", "files"])
    #expect(page.status == 0)
    for heading in ["NAME.phrases", "NAME.tests", "NAME.transcript"] {
      let text = example(after: heading, in: page.stdout)
      #expect(text.count > 20, "no example under \(heading)")
      try sandbox.write(text, to: heading.replacingOccurrences(of: "NAME", with: "Tunes"))
    }
    let tested = try await sandbox.run([
      "test", "Tunes.phrases", "Tunes.tests", "Tunes.transcript", "--app", "Tunes",
    ])
    #expect(tested.status == 0, "\(tested)")
    #expect(tested.stdout.contains("Tunes.tests: 3 of 3 passed"), "\(tested)")
    #expect(tested.stdout.contains("1 of 1 conversations replayed exactly"), "\(tested)")
  }

  @Test func theOverviewListsTheTopicAndAnUnknownOneIsAUsageError() async throws {
    let sandbox = try Sandbox()
    let overview = try await sandbox.run(["help"])
    #expect(overview.stdout.contains("TOPICS:\n  files "), "\(overview)")
    let unknown = try await sandbox.run(["help", "filez"])
    #expect(unknown.status == 64, "\(unknown)")
    #expect(unknown.stderr.contains("Unknown command or help topic 'filez'"), "\(unknown)")
    for shell in ["bash", "zsh", "fish"] {
      let script = try await sandbox.run(["completions", shell])
      #expect(script.stdout.contains("bench fit tune completions help files"), "\(shell)")
    }
  }
}

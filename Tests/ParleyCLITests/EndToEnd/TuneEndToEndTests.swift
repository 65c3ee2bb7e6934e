import Foundation
import Testing

/// The matcher's settings through the binary: `PARLEY_SCORING_SETTINGS` names another settings
/// file, a bad one is said and stops the program, and `parley tune` tries the settings named
/// and writes the file with how they were chosen.
@Suite struct TuneEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// The settings file Parley ships, copied into the sandbox as `name`.
  private func shippedSettings(as name: String) throws -> URL {
    let shipped = PackageFolder.url.appendingPathComponent(
      "Sources/ParleyMatcher/Resources/ScoringSettings.json")
    let copy = sandbox.file(name)
    try FileManager.default.copyItem(at: shipped, to: copy)
    return copy
  }

  /// The shipped settings with `changes` made, written to the sandbox as `name`.
  private func settings(_ changes: [String: Double], as name: String) throws -> URL {
    let copy = try shippedSettings(as: name)
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: copy)) as? [String: Any])
    var values = try #require(object["settings"] as? [String: Double])
    values.merge(changes) { $1 }
    object["settings"] = values
    try JSONSerialization.data(withJSONObject: object).write(to: copy)
    return copy
  }

  @Test func anUnreadableSettingsFileIsSaidAndStopsTheProgram() async throws {
    let missing = sandbox.file("missing.json").path
    let result = try await sandbox.run(
      ["ask", "order a latte from brew"], environment: ["PARLEY_SCORING_SETTINGS": missing])
    #expect(result.status == 2)
    #expect(result.stderr == "Error: \(missing): cannot read the matcher's settings file\n")
    #expect(result.stdout.isEmpty)
  }

  @Test func aSettingOutsideItsDomainIsNamed() async throws {
    let copy = try settings(["recall_weight": 4], as: "settings.json")
    let result = try await sandbox.run(
      ["--version"], environment: ["PARLEY_SCORING_SETTINGS": copy.path])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "Error: \(copy.path): the setting 'recall_weight' is 4.0, outside its domain (share)\n"
    )
  }

  @Test func anotherSettingsFileChangesHowRequestsAreRead() async throws {
    // Words weighed far more alike: every word the request says weighs the same.
    let copy = try settings(["least_rarity": 1, "rarity_exponent": 0.01], as: "settings.json")
    let request = ["match", "order a latte from brew", "--json"]
    let shipped = try await sandbox.run(request)
    let other = try await sandbox.run(
      request, environment: ["PARLEY_SCORING_SETTINGS": copy.path])
    #expect(shipped.status == 0 && other.status == 0, "\(shipped)\n\(other)")
    #expect(shipped.stdout != other.stdout)
  }

  @Test func tuneTriesTheSettingsNamedAndWritesHowTheyWereChosen() async throws {
    let rows = ["weather", "timer", "alarm", "music"].flatMap { intent in
      (0..<30).map { "\(intent)\t\(intent) request \($0) please \(intent)s" }
    }
    let corpus = try sandbox.write(rows.joined(separator: "\n"), to: "train.tsv")
    let output = try shippedSettings(as: "settings.json")
    let result = try await sandbox.run([
      "tune", "--corpus", corpus.path, "--only", "recall_weight", "--output", output.path,
      "no-suites",
    ])
    #expect(result.status == 0, "\(result)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("as they are: dev score ") == true)
    #expect(lines.first?.hasSuffix(", no suites to run") == true)
    #expect(
      lines.contains {
        $0.hasPrefix("recall_weight 0.4: 0.3 scores ") && $0.contains(", 0.5 scores ")
      })
    #expect(lines.last?.hasPrefix("wrote \(output.path): dev score ") == true)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
    let search = try #require(object["search"] as? [String: Any])
    #expect(search["values_tried"] as? Int == 2)
    #expect(object["dev_score"] is Double)
    let settings = try #require(object["settings"] as? [String: Double])
    #expect(settings["recall_weight"] != nil)
    // The file written is one the matcher reads.
    let asked = try await sandbox.run(
      ["match", "order a latte from brew"], environment: ["PARLEY_SCORING_SETTINGS": output.path])
    #expect(asked.status == 0, "\(asked)")
  }

  @Test func tuneSaysWhichCorpusLineItCannotRead() async throws {
    let corpus = try sandbox.write("weather\tis it raining\nbroken line\n", to: "train.tsv")
    let output = try shippedSettings(as: "settings.json")
    let result = try await sandbox.run([
      "tune", "--corpus", corpus.path, "--only", "recall_weight", "--output", output.path,
      "no-suites",
    ])
    #expect(result.status == 2)
    #expect(result.stderr == "\(corpus.path):2:12: expected 'intent<TAB>text', found no tab\n")
    #expect(result.stdout.isEmpty)
  }

  @Test func tuneWithoutASettingsFileToReadSaysSo() async throws {
    let result = try await sandbox.run([
      "tune", "--corpus", "train.tsv", "--output", "missing.json",
    ])
    #expect(result.status == 2)
    #expect(result.stderr == "Error: missing.json: cannot read the matcher's settings file\n")
  }

  @Test func tuneRefusesASettingTheMatcherLacks() async throws {
    let result = try await sandbox.run([
      "tune", "--corpus", "train.tsv", "--only", "loudness",
    ])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: Unknown setting 'loudness'. Settings: "))
  }
}

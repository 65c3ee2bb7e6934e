import Foundation
import Testing

/// The fitted scoring model through the binary: `parley fit` writes a weights file, `parley
/// bench --check` re-measures what the shipped file records, and `parley match` shows each
/// feature's part.
@Suite struct ScoringModelEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// A small training pool at `path` in the sandbox: thirty requests of each of `intents`.
  private func trainingPool(_ intents: [String], at path: String) throws -> URL {
    let rows = intents.flatMap { intent in
      (0..<30).map { "\(intent)\t\(intent) request \($0) please \(intent)s" }
    }
    try FileManager.default.createDirectory(
      at: sandbox.file(path).deletingLastPathComponent(), withIntermediateDirectories: true)
    return try sandbox.write(rows.joined(separator: "\n"), to: path)
  }

  @Test func checkReMeasuresTheRecordedDevSetsOfTheSuites() async throws {
    let result = try await sandbox.run(["bench", "--check", "Phrases"], in: PackageFolder.url)
    #expect(result.status == 0, "\(result)")
    let line = try #require(
      result.stdout.split(separator: "\n").first { $0.hasPrefix("people suites dev") })
    #expect(line.contains("(recorded "))
    #expect(!line.contains("BELOW"))
  }

  @Test func checkWithNothingToMeasureSaysSo() async throws {
    let result = try await sandbox.run(["bench", "--check", "no-such-folder"])
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "Error: nothing to check: no suites in the paths given and no --corpus.\n")
  }

  @Test func fitWritesAWeightsFileWithItsDevNumbers() async throws {
    let corpus = try trainingPool(["weather", "timer", "alarm", "music"], at: "train.tsv")
    let output = sandbox.file("weights.json")
    let result = try await sandbox.run([
      "fit", "--corpus", corpus.path, "--output", output.path, "no-suites",
    ])
    #expect(result.status == 0, "\(result)")
    #expect(result.stdout.contains("wrote \(output.path)"))
    let data = try Data(contentsOf: output)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let candidate = try #require(object["candidate"] as? [String: Double])
    #expect(candidate["phrase_evidence"] != nil)
    let dev = try #require(object["dev"] as? [String: Any])
    #expect(dev["corpus dev"] != nil)
    // Fitting again on the same data writes the same file.
    let again = try await sandbox.run([
      "fit", "--corpus", corpus.path, "--output", output.path, "no-suites",
    ])
    #expect(again.status == 0, "\(again)")
    #expect(try Data(contentsOf: output) == data)
  }

  /// Several training pools are each drawn from on their own, their sets named after each
  /// corpus's folder and file.
  @Test func fitOnSeveralCorporaNamesTheSetsOfEach() async throws {
    let first = try trainingPool(["weather", "timer", "alarm", "music"], at: "home/train.tsv")
    let second = try trainingPool(["balance", "transfer", "card", "loan"], at: "bank/train.tsv")
    let output = sandbox.file("weights.json")
    let result = try await sandbox.run([
      "fit", "--corpus", first.path, "--corpus", second.path, "--output", output.path,
      "no-suites",
    ])
    #expect(result.status == 0, "\(result)")
    let data = try Data(contentsOf: output)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let dev = try #require(object["dev"] as? [String: Any])
    #expect(dev["home/train corpus dev"] != nil)
    #expect(dev["bank/train corpus dev"] != nil)
    #expect(dev["corpus dev"] == nil)
    let fitted = try #require(object["fitted_on"] as? [String: Int])
    #expect(fitted["bank/train corpus draw"] != nil)
    #expect(object["corpus"] as? String == "home/train.tsv, bank/train.tsv")
  }

  /// A folder of suites is one device: when every suite there is named after an app, its
  /// requests are matched against those apps alone, not beside the program's.
  @Test func aFolderWhoseSuitesAreNamedAfterItsAppIsThatAppAlone() async throws {
    try FileManager.default.createDirectory(
      at: sandbox.file("garden"), withIntermediateDirectories: true)
    try sandbox.write(GardenPhrases.text, to: "garden/Garden.phrases")
    // Requests Brew would take, beside it; Garden alone takes none of them.
    let orders = ["latte", "mocha", "cold brew", "flat white", "cappuccino", "espresso"]
      .flatMap { ["order a \($0) with brew", "get me a \($0) from brew"] }
    try sandbox.write(
      orders.map { "\($0) => nothing" }.joined(separator: "\n"), to: "garden/Garden-people.tests")
    let alone = try await sandbox.run(["bench", "--check", "garden"])
    let line = try #require(
      alone.stdout.split(separator: "\n").first { $0.hasPrefix("people suites dev") })
    #expect(line.contains("refused 100.0%"), "\(alone)")
    // Requests for nothing alone have no accuracy to check.
    #expect(!line.contains("accuracy"), "\(alone)")
    // The same lines in a suite named after no app are matched beside the program's apps.
    try FileManager.default.moveItem(
      at: sandbox.file("garden/Garden-people.tests"), to: sandbox.file("garden/People.tests"))
    let beside = try await sandbox.run(["bench", "--check", "garden"])
    let besideLine = try #require(
      beside.stdout.split(separator: "\n").first { $0.hasPrefix("people suites dev") })
    #expect(besideLine.contains("refused 0.0%"), "\(beside)")
  }

  /// Each folder's suite lines are fitted on against its own apps, and counted together.
  @Test func fitReadsTheSuitesOfEveryFolder() async throws {
    let corpus = try trainingPool(["weather", "timer", "alarm", "music"], at: "train.tsv")
    for folder in ["one", "two"] {
      try FileManager.default.createDirectory(
        at: sandbox.file("suites/\(folder)"), withIntermediateDirectories: true)
      try sandbox.write(GardenPhrases.text, to: "suites/\(folder)/Garden.phrases")
    }
    try sandbox.write(
      "water the basil in garden => WaterPlant\nprune the hedge in garden => PruneHedge\n",
      to: "suites/one/Garden.tests")
    try sandbox.write("water my fern in garden => WaterPlant\n", to: "suites/two/Garden.tests")
    let output = sandbox.file("weights.json")
    let result = try await sandbox.run([
      "fit", "--corpus", corpus.path, "--output", output.path, "--replace", "suites",
    ])
    #expect(result.status == 0, "\(result)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
    let fitted = try #require(object["fitted_on"] as? [String: Int])
    #expect(fitted["suites"] == 3)
    #expect(fitted["suites perturbed"] == 3)
  }

  /// `--only` fits the weights named and holds the others at those of the output file; the
  /// grid options try only the values named.
  @Test func fitOnlyTheWeightsNamedHoldsTheRest() async throws {
    let corpus = try trainingPool(["weather", "timer", "alarm", "music"], at: "train.tsv")
    let output = sandbox.file("weights.json")
    let first = try await sandbox.run([
      "fit", "--corpus", corpus.path, "--output", output.path, "--regularisation", "0.01",
      "--suite-share", "1", "no-suites",
    ])
    #expect(first.status == 0, "\(first)")
    #expect(first.stdout.contains("regularisation 0.01: dev score"))
    #expect(!first.stdout.contains("regularisation 0.1: dev score"))
    func weights() throws -> (candidate: [String: Double], nothing: [String: Double]) {
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
      return (
        try #require(object["candidate"] as? [String: Double]),
        try #require(object["nothing"] as? [String: Double])
      )
    }
    let before = try weights()
    let again = try await sandbox.run([
      "fit", "--corpus", corpus.path, "--output", output.path, "--replace", "--only", "recall",
      "--regularisation", "1", "no-suites",
    ])
    #expect(again.status == 0, "\(again)")
    let after = try weights()
    for (name, weight) in before.candidate where name != "recall" {
      #expect(after.candidate[name] == weight, "\(name)")
    }
    #expect(after.nothing == before.nothing)
    // The file says which weights were fitted alone, and keeps the record of the rest.
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
    let only = try #require(object["only"] as? [[String: Any]])
    #expect(only.first?["features"] as? [String] == ["recall"])
    #expect(only.first?["regularisation"] as? Double == 1)
    #expect(object["regularisation"] as? Double == 0.01)
  }

  @Test func fitNamesAGridValueOrFeatureItCannotUse() async throws {
    let corpus = try trainingPool(["weather", "timer"], at: "train.tsv")
    let badShare = try await sandbox.run([
      "fit", "--corpus", corpus.path, "--suite-share", "-2", "no-suites",
    ])
    #expect(badShare.status == 64)
    #expect(badShare.stderr.contains("--suite-share needs a positive number, not \"-2\"."))
    let badFeature = try await sandbox.run([
      "fit", "--corpus", corpus.path, "--only", "loudness", "no-suites",
    ])
    #expect(badFeature.status == 64)
    #expect(badFeature.stderr.contains("--only needs a feature of the model, not \"loudness\""))
    let noFile = try await sandbox.run([
      "fit", "--corpus", corpus.path, "--only", "recall", "--output",
      sandbox.file("absent.json").path, "no-suites",
    ])
    #expect(noFile.status == 64)
    #expect(noFile.stderr.contains("which cannot be read"))
  }

  @Test func fitWithoutACorpusIsAUsageError() async throws {
    let result = try await sandbox.run(["fit"])
    #expect(result.status == 64)
  }

  @Test func theModelsPartsAreShownUnderEachCandidate() async throws {
    let result = try await sandbox.run(["match", "get conditions for bear creek in trails"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("   model: "))
    #expect(result.stdout.contains("   nothing "))
  }
}

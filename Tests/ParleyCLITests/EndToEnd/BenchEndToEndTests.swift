import Foundation
import Testing

/// `parley bench` on a corpus: the matcher beside the TF-IDF baseline, and the rows it missed.
@Suite struct BenchEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
    try sandbox.write(
      """
      weather\twhat's the weather like today
      weather\tis it going to rain
      timer\tset a timer for ten minutes
      timer\tstart a countdown
      """, to: "phrases.tsv")
    try sandbox.write(
      """
      weather\twill it rain tomorrow
      timer\tset a timer for five minutes
      nothing\torder a pizza with extra cheese
      """, to: "utterances.tsv")
  }

  private func bench(_ extra: [String]) async throws -> ParleyResult {
    try await sandbox.run(
      [
        "bench", "--phrases-file", sandbox.file("phrases.tsv").path,
        "--utterances-file", sandbox.file("utterances.tsv").path,
      ] + extra)
  }

  @Test func printsTheBaselineBesideTheMatcherWithRatios() async throws {
    let result = try await bench(["--baseline"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("baseline: TF-IDF nearest phrase") })
    let header = try #require(lines.first { $0.contains("matcher") && $0.contains("TF-IDF") })
    #expect(header.hasSuffix("ratio"))
    for row in ["accuracy", "answer all", "p50", "p99", "build"] {
      #expect(lines.contains { $0.hasPrefix(row) && $0.hasSuffix("×") }, "\(row)")
    }
    // The baseline has no threshold: refusals are compared on the refusal curve.
    #expect(!lines.contains { $0.hasPrefix("rejected ") })
    let curve = lines.filter { $0.contains("% of known refused") }
    #expect(curve.count == 3)
    #expect(curve.allSatisfy { $0.contains("matcher") && $0.contains("TF-IDF") })
  }

  /// What refusing costs is shown apart from how the intents rank: the share right had
  /// nothing been refused is never below the accuracy, and the JSON report carries it.
  @Test func showsTheAccuracyOfAnsweringEveryRequest() async throws {
    let result = try await bench(["--baseline"])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    func percent(after prefix: String) -> Double? {
      lines.first { $0.hasPrefix(prefix) }?.dropFirst(prefix.count)
        .split(separator: "%").first.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    }
    let accuracy = try #require(percent(after: "accuracy:"))
    let answering = try #require(percent(after: "answering every request:"))
    #expect(answering >= accuracy)
    let json = try await bench(["--json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8))
    let share = try #require((object as? [String: Any])?["answering_all"] as? Double)
    #expect(abs(share * 100 - answering) < 0.06)
  }

  @Test func withoutTheFlagThereIsNoBaseline() async throws {
    let result = try await bench([])
    #expect(!result.stdout.contains("TF-IDF"))
  }

  @Test func theJSONReportCarriesTheBaseline() async throws {
    let result = try await bench(["--baseline", "--json"])
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    let baseline = (object as? [String: Any])?["baseline"] as? [String: Any]
    #expect(baseline?["accuracy"] is Double)
    #expect(baseline?["rejected"] is Double)
  }

  @Test func listsEveryMissWithWhatMatchedInstead() async throws {
    let result = try await bench(["--errors"])
    let misses = result.stdout.split(separator: "\n").filter { $0.contains("\t") }
    let correct = misses.allSatisfy { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      return fields.count == 4
    }
    #expect(correct)
    #expect(!misses.contains { $0.hasSuffix("set a timer for five minutes") })
  }

  @Test func aMissIsExplainedAgainstTheCorpusPhrases() async throws {
    // What `--errors` lists, `match --phrases-file` shows the model's reading of.
    let phrases = sandbox.file("phrases.tsv").path
    let matched = try await sandbox.run(
      ["match", "will it rain tomorrow", "--phrases-file", phrases])
    #expect(matched.status == 0)
    #expect(matched.stdout.hasPrefix("1. Corpus weather "), "\(matched.stdout)")
    #expect(matched.stdout.contains("   model: "))
    let refused = try await sandbox.run(
      ["match", "order a pizza with extra cheese", "--phrases-file", phrases, "--json"])
    #expect(refused.stdout.contains("\"nothing\""), "\(refused.stdout)")
    let both = try await sandbox.run(
      ["match", "start a countdown", "--phrases-file", phrases, "--app", "Brew"])
    #expect(both.status == 64)
    #expect(both.stderr.hasPrefix("Error: --app names the apps, which --phrases-file replaces."))
    let missing = try await sandbox.run(
      ["match", "start a countdown", "--phrases-file", sandbox.file("none.tsv").path])
    #expect(missing.status != 0)
    #expect(missing.stderr.contains("none.tsv: cannot read the file"), "\(missing.stderr)")
  }

  @Test func listsEveryNoisyUtteranceMatchedWrongly() async throws {
    let result = try await sandbox.run(["bench", "--utterances", "1000", "--errors"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    let accuracy = try #require(lines.first { $0.hasPrefix("accuracy:") })
    let counts = accuracy.split(separator: "(").last?.split(separator: " ").compactMap { Int($0) }
    let misses = lines.filter { $0.contains("\t") }
    #expect(counts?.count == 2 && misses.count == (counts?[1] ?? 0) - (counts?[0] ?? 0))
    for miss in misses {
      let fields = miss.split(separator: "\t", omittingEmptySubsequences: false)
      #expect(fields.count == 4 && fields[0].split(separator: " ").count >= 2, "\(miss)")
      #expect(fields[0] != fields[1].split(separator: " ").dropLast().joined(separator: " "))
    }
  }
}

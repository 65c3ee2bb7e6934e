import Foundation
import ParleyAssistant

/// What `parley test` found, as text, JSON or JUnit XML.
struct TestReport {
  /// Whether warnings fail the run.
  let strict: Bool
  /// Whether every part ran, so the coverage figures are shown.
  let full: Bool
  var ruleViolations: [String] = []
  /// Apple's rules an app declared it need not follow; shown, never failures.
  var ruleNotes: [String] = []
  /// What works here but not on a device; warnings.
  var ruleWarnings: [String] = []
  /// What Siri does to the apps' phrases and metadata; warnings, or notes where an app keeps one.
  var lints: [PhraseLint] = []
  /// Each phrase left out of its intent in turn, with `--cross-validate`.
  var crossValidation: CrossValidationResult?
  /// Which dialog branches the suites and transcripts took, with `--dialog-coverage`.
  var dialogPaths: DialogPathCoverage?
  var phrases: [PhraseCheckResult] = []
  var conflicts: [PhraseConflict] = []
  var suites: [SuiteResult] = []
  /// For a suite or transcript shared by several apps, how many lines or conversations
  /// `--app` skipped, by file.
  var skippedLines: [String: Int] = [:]
  var transcripts: [(file: String, conversations: [TranscriptConversationResult])] = []
  var summary: CoverageSummary?
  /// The apps the phrase files given declare, tested beside the program's own apps (no
  /// `--app`), and how many failing suite lines one of the program's apps took.
  var besideProgramApps: BesideProgramApps?

  /// Declared apps tested beside the program's own apps, and how many failing suite lines
  /// one of the program's apps took.
  struct BesideProgramApps {
    let declared: [String]
    let program: [String]
    let taken: Int
  }

  init(strict: Bool, full: Bool) {
    self.strict = strict
    self.full = full
  }

  /// One failed check, in the form every output shares.
  struct Failure {
    let kind: String
    let location: String?
    let utterance: String
    let expected: String
    let got: String
    let score: Double?
    let message: String
  }

  var failures: [Failure] {
    var failures = ruleViolations.map {
      Failure(
        kind: "rule", location: nil, utterance: "", expected: "", got: "", score: nil, message: $0)
    }
    for phrase in phrases {
      guard let failure = phrase.failure else { continue }
      failures.append(
        Failure(
          kind: "phrase", location: nil, utterance: phrase.phrase,
          expected: "\(phrase.app).\(phrase.intent)", got: phrase.actual,
          score: phrase.rival?.score ?? phrase.score, message: failure))
    }
    for result in suites.flatMap(\.cases) where !result.passed {
      failures.append(
        Failure(
          kind: "suite", location: result.suiteCase.location.description,
          utterance: result.suiteCase.utterance,
          expected: result.suiteCase.expectation.description, got: result.actual,
          score: result.score, message: result.failure ?? ""))
    }
    let writer = TranscriptWriter()
    for conversation in transcripts.flatMap(\.conversations) where !conversation.passed {
      guard let turn = conversation.turns.first(where: { !$0.passed }) else { continue }
      failures.append(
        Failure(
          kind: "transcript", location: turn.turn.location.description,
          utterance: turn.turn.user, expected: writer.expected(turn.turn),
          got: writer.reply(turn.actual), score: nil, message: "the reply differs"))
    }
    return failures
  }

  /// Every warning, one sentence each: what works here but not on a device, conflicts, phrases
  /// reached by a hair, and phrases and shortcuts nothing exercises.
  var warnings: [String] {
    var warnings = ruleWarnings + lints.filter { $0.keptBecause == nil }.map(\.description)
    warnings += conflicts.map { conflict in
      "conflict: \(conflict.app) \(conflict.intent) \"\(conflict.phrase)\" \(score(conflict.score)) "
        + "vs \(conflict.rivalApp) \(conflict.rivalIntent) \"\(conflict.rivalPhrase)\" "
        + score(conflict.rivalScore)
    }
    for phrase in phrases where phrase.isByAHair {
      let rival = phrase.rival.map { " over \($0.intent) \(score($0.score))" } ?? ""
      warnings.append(
        "near miss: \(phrase.app) \"\(phrase.phrase)\" reaches \(phrase.intent) "
          + "\(score(phrase.score))\(rival)")
    }
    for phrase in summary?.unexercisedPhrases ?? [] {
      warnings.append(
        "not exercised: \(phrase.app) \(phrase.intent) \"\(phrase.phrase)\"")
    }
    return warnings
  }

  /// What the lints an app keeps on purpose found: each with its reason where lints are what
  /// the run is for (`--only lints`); in a run of every part, one note that counts them, so
  /// that a test of one's own suite is not led by what a sample keeps.
  private var keptLintLines: [String] {
    let kept = lints.filter { $0.keptBecause != nil }
    guard full, !kept.isEmpty else { return kept.map { "note: \($0)" } }
    var apps: [String] = []
    for lint in kept where !apps.contains(lint.app) { apps.append(lint.app) }
    let findings = kept.count == 1 ? "1 lint finding" : "\(kept.count) lint findings"
    return [
      "note: \(findings) kept on purpose by \(apps.joined(separator: ", ")); "
        + "--only lints lists each with its reason"
    ]
  }

  /// How many checks ran: expanded phrases, suite cases and transcript conversations.
  var checkCount: Int {
    phrases.count + suites.reduce(0) { $0 + $1.cases.count }
      + transcripts.reduce(0) { $0 + $1.conversations.count } + ruleViolations.count
  }

  var passed: Bool {
    failures.isEmpty && (!strict || warnings.isEmpty)
  }

  func lines() -> [String] {
    var lines = ruleViolations.map { "error: \($0)" } + ruleNotes.map { "note: \($0)" }
    lines += keptLintLines
    if !phrases.isEmpty {
      let failed = phrases.filter { $0.failure != nil }
      lines.append(
        "Phrases: \(phrases.count - failed.count) of \(phrases.count) reach their intent")
      for phrase in failed {
        lines.append("  ✗ \(phrase.app): \"\(phrase.phrase)\" \(phrase.failure ?? "")")
      }
    }
    for suite in suites {
      let percent = String(format: "%.1f", suite.passRate * 100)
      let skipped = skippedLines[suite.file].map { "; \(lineCount($0)) for other apps skipped" }
      lines.append(
        "\(suite.file): \(suite.passedCount) of \(suite.cases.count) passed (\(percent) %)"
          + (skipped ?? ""))
      for result in suite.cases where !result.passed {
        // The utterance comes from a file: every control character in it is shown, a colour
        // sequence too, which the console would otherwise take for Parley's own.
        let utterance = VisibleText.line(result.suiteCase.utterance)
        let focus = result.suiteCase.appInFocus.map { " said to \(VisibleText.line($0))," } ?? ""
        lines.append(
          "  \(result.suiteCase.location): \"\(utterance)\"\(focus) \(result.failure ?? "")")
      }
    }
    let writer = TranscriptWriter()
    for (file, conversations) in transcripts {
      let passed = conversations.filter(\.passed).count
      let skipped = skippedLines[file].map {
        "; \($0) talking to other apps skipped"
      }
      lines.append(
        "\(file): \(passed) of \(conversations.count) conversations replayed exactly"
          + (skipped ?? ""))
      for conversation in conversations where !conversation.passed {
        guard let turn = conversation.turns.first(where: { !$0.passed }) else { continue }
        lines.append("  \(turn.turn.location): after \"> \(turn.turn.user)\"")
        lines.append("    expected:")
        lines += indented(writer.expected(turn.turn))
        lines.append("    actual:")
        lines += indented(writer.reply(turn.actual))
      }
    }
    if full, let summary { lines += coverageLines(summary) }
    lines += crossValidationLines() + dialogPathLines()
    lines += warnings.map { "warning: \($0)" }
    if full || strict || !warnings.isEmpty {
      let failed = failures.count
      lines.append(
        "\(checkCount - failed) passed, \(failed) failed, \(conflicts.count) conflicts, "
          + "\(warnings.count) warnings\(strict ? " (strict)" : "")")
    }
    if let beside = besideProgramApps, beside.taken > 0 {
      lines.append(besideProgramAppsNote(beside))
    }
    lines.append(passed ? "OK" : "FAILED")
    return lines
  }

  /// The note that failing lines went to the program's own apps, loaded beside the declared
  /// ones, and how to test a declared app alone.
  private func besideProgramAppsNote(_ beside: BesideProgramApps) -> String {
    let lines =
      beside.taken == 1 ? "1 failing suite line went" : "\(beside.taken) failing suite lines went"
    let declared = beside.declared.joined(separator: ", ")
    let alone = beside.declared.map { "--app \($0)" }.joined(separator: " or ")
    return "note: \(lines) to this program's own apps (\(beside.program.joined(separator: ", "))), "
      + "loaded beside \(declared); \(alone) tests it alone."
  }

  private func coverageLines(_ summary: CoverageSummary) -> [String] {
    var lines = ["Coverage by intent:"]
    var app = ""
    for figures in summary.intents {
      if figures.app != app {
        app = figures.app
        lines.append("  \(app)")
      }
      lines.append(
        "    \(figures.intent): phrases \(figures.phrasesPassed)/\(figures.phrases), "
          + "utterances \(figures.utterancesPassed)/\(figures.utterances), "
          + "precision \(ratio(figures.precision)), recall \(ratio(figures.recall)), "
          + "F1 \(ratio(figures.f1))")
    }
    if !summary.confusions.isEmpty {
      lines.append("Confusion (expected → got):")
      for confusion in summary.confusions {
        lines.append("  \(confusion.expected) → \(confusion.got): \(confusion.count)")
      }
    }
    if !summary.unexercisedShortcuts.isEmpty {
      lines.append(
        "Shortcuts nothing exercises: \(summary.unexercisedShortcuts.joined(separator: ", "))")
    }
    return lines
  }

  private func lineCount(_ count: Int) -> String {
    count == 1 ? "1 line" : "\(count) lines"
  }

  private func ratio(_ value: Double?) -> String {
    value.map { String(format: "%.2f", $0) } ?? "–"
  }

  private func score(_ value: Double?) -> String {
    value.map { String(format: "%.2f", $0) } ?? "–"
  }

  private func indented(_ text: String) -> [String] {
    text.split(separator: "\n").map { "      \($0)" }
  }
}

import Foundation
import ParleyAssistant

/// What `parley test` found, as text or JSON.
struct TestReport {
  var ruleViolations: [String] = []
  var phrases: [PhraseCheckResult] = []
  var suites: [SuiteResult] = []
  var transcripts: [(file: String, conversations: [TranscriptConversationResult])] = []

  var passed: Bool {
    ruleViolations.isEmpty && phrases.allSatisfy { $0.failure == nil }
      && suites.allSatisfy { $0.cases.allSatisfy(\.passed) }
      && transcripts.allSatisfy { $0.conversations.allSatisfy(\.passed) }
  }

  func lines() -> [String] {
    var lines = ruleViolations.map { "error: \($0)" }
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
      lines.append(
        "\(suite.file): \(suite.passedCount) of \(suite.cases.count) passed (\(percent) %)")
      for result in suite.cases where !result.passed {
        lines.append(
          "  \(result.suiteCase.location): \"\(result.suiteCase.utterance)\" \(result.failure ?? "")"
        )
      }
    }
    let writer = TranscriptWriter()
    for (file, conversations) in transcripts {
      let passed = conversations.filter(\.passed).count
      lines.append("\(file): \(passed) of \(conversations.count) conversations replayed exactly")
      for conversation in conversations where !conversation.passed {
        guard let turn = conversation.turns.first(where: { !$0.passed }) else { continue }
        lines.append("  \(turn.turn.location): after \"> \(turn.turn.user)\"")
        lines.append("    expected:")
        lines += indented(writer.reply(turn.turn.expected))
        lines.append("    actual:")
        lines += indented(writer.reply(turn.actual))
      }
    }
    lines.append(passed ? "OK" : "FAILED")
    return lines
  }

  private func indented(_ text: String) -> [String] {
    text.split(separator: "\n").map { "      \($0)" }
  }

  /// The report as one JSON object (schema 1); each failed transcript conversation lists its
  /// first differing turn with the expected and actual reply in transcript form.
  func json() -> String {
    let writer = TranscriptWriter()
    let object: [String: Any] = [
      "schema": 1,
      "passed": passed,
      "rule_violations": ruleViolations,
      "phrases": phrases.map {
        [
          "app": $0.app, "intent": $0.intent, "phrase": $0.phrase, "actual": $0.actual,
          "passed": $0.failure == nil,
        ] as [String: Any]
      },
      "suites": suites.map { suite in
        [
          "file": suite.file, "passed": suite.passedCount, "total": suite.cases.count,
          "failures": suite.cases.filter { !$0.passed }.map {
            [
              "location": $0.suiteCase.location.description, "utterance": $0.suiteCase.utterance,
              "expected": $0.suiteCase.expectation.description, "actual": $0.actual,
            ]
          },
        ] as [String: Any]
      },
      "transcripts": transcripts.map { file, conversations in
        [
          "file": file, "passed": conversations.filter(\.passed).count,
          "total": conversations.count,
          "failures": conversations.compactMap { conversation in
            conversation.turns.first { !$0.passed }.map { turn in
              [
                "location": turn.turn.location.description, "user": turn.turn.user,
                "expected": writer.reply(turn.turn.expected), "actual": writer.reply(turn.actual),
              ]
            }
          },
        ] as [String: Any]
      },
    ]
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }
}

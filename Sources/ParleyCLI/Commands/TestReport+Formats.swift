import Foundation
import ParleyAssistant

extension TestReport {
  /// The report as one JSON object (schema 2): `ok`, the totals `passed`, `failed`,
  /// `conflicts` and `warnings`, every failure, the conflicting pairs, the warnings, `errors`
  /// (empty: a run stopped by errors prints ``json(errors:messages:)``), each suite with the
  /// lines `--app` skipped in it, and the figures per app and intent.
  func json() -> String {
    func optional(_ value: Double?) -> Any { value ?? NSNull() }
    let failures = self.failures
    var object: [String: Any] = [
      "schema": 2,
      "ok": passed,
      "strict": strict,
      "totals": [
        "passed": checkCount - failures.count, "failed": failures.count,
        "conflicts": conflicts.count, "warnings": warnings.count,
      ],
      "failures": failures.map { failure -> [String: Any] in
        [
          "kind": failure.kind, "location": failure.location ?? NSNull(),
          "utterance": failure.utterance, "expected": failure.expected, "got": failure.got,
          "score": optional(failure.score), "message": failure.message,
        ]
      },
      "conflicts": conflicts.map { conflict -> [String: Any] in
        [
          "app": conflict.app, "intent": conflict.intent, "phrase": conflict.phrase,
          "score": optional(conflict.score), "rival_app": conflict.rivalApp,
          "rival_intent": conflict.rivalIntent, "rival_phrase": conflict.rivalPhrase,
          "rival_score": conflict.rivalScore,
        ]
      },
      "warnings": warnings,
      "lints": lints.map(lintObject),
      "cross_validation": crossValidationObject(),
      "dialog_paths": dialogPathObject(),
      "errors": [[String: Any]](),
      "suites": suites.map {
        [
          "file": $0.file, "passed": $0.passedCount, "total": $0.cases.count,
          "skipped": skippedLines[$0.file] ?? 0,
        ]
      },
      "transcripts": transcripts.map {
        [
          "file": $0.file, "passed": $0.conversations.filter(\.passed).count,
          "total": $0.conversations.count,
        ]
      },
    ]
    if full, let summary {
      object["intents"] = summary.intents.map { figures -> [String: Any] in
        [
          "app": figures.app, "intent": figures.intent, "phrases": figures.phrases,
          "phrases_passed": figures.phrasesPassed, "utterances": figures.utterances,
          "utterances_passed": figures.utterancesPassed, "precision": optional(figures.precision),
          "recall": optional(figures.recall), "f1": optional(figures.f1),
        ]
      }
      object["confusion"] = summary.confusions.map {
        ["expected": $0.expected, "got": $0.got, "count": $0.count] as [String: Any]
      }
      object["unexercised_shortcuts"] = summary.unexercisedShortcuts
      object["unexercised_phrases"] = summary.unexercisedPhrases.map {
        ["app": $0.app, "intent": $0.intent, "phrase": $0.phrase]
      }
    }
    return Self.serialized(object)
  }

  /// A lint as JSON: its rule, app, intent and phrase (`null` when it has none), message, fix
  /// and why the app keeps it (`null` when it does not).
  private func lintObject(_ lint: PhraseLint) -> [String: Any] {
    [
      "rule": lint.rule.rawValue, "app": lint.app, "intent": lint.intent ?? NSNull(),
      "phrase": lint.phrase ?? NSNull(), "message": lint.message, "fix": lint.fix,
      "kept": lint.keptBecause ?? NSNull(),
    ]
  }

  /// A run that stopped before checking anything, because files could not be read or name
  /// what does not exist, as the JSON object a finished run prints (schema 2): `ok` false, no
  /// checks, and `errors`, each with `file`, `line`, `column` (0 for a whole file, `null` when
  /// no file is at fault) and `message`.
  static func json(errors: [PhraseFileError?], messages: [String]) -> String {
    let errors = zip(errors, messages).map { error, message -> [String: Any] in
      [
        "file": error?.file ?? NSNull(), "line": error?.line ?? NSNull(),
        "column": error?.column ?? NSNull(), "message": error?.message ?? message,
      ]
    }
    let object: [String: Any] = [
      "schema": 2, "ok": false, "strict": false,
      "totals": ["passed": 0, "failed": 0, "conflicts": 0, "warnings": 0],
      "failures": [Any](), "conflicts": [Any](), "warnings": [Any](), "suites": [Any](),
      "transcripts": [Any](), "errors": errors,
    ]
    return serialized(object)
  }

  static func serialized(_ object: [String: Any]) -> String {
    let data =
      (try? JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    return String(decoding: data, as: UTF8.self)
  }

  /// A run that stopped before checking anything as JUnit XML: one `errors` test suite with
  /// one erroring test case per problem, named by its location.
  static func junit(errors messages: [String]) -> String {
    var xml = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"parley test\" tests=\"\(messages.count)\" failures=\"0\" "
        + "errors=\"\(messages.count)\">",
      "  <testsuite name=\"errors\" tests=\"\(messages.count)\" failures=\"0\" "
        + "errors=\"\(messages.count)\" skipped=\"0\">",
    ]
    for message in messages {
      xml.append("    <testcase classname=\"errors\" name=\"\(Self.escaped(message))\">")
      xml.append(
        "      <error message=\"\(Self.escaped(message))\">\(Self.escaped(message))</error>")
      xml.append("    </testcase>")
    }
    xml += ["  </testsuite>", "</testsuites>"]
    return xml.joined(separator: "\n") + "\n"
  }

  /// The report as JUnit XML: one test suite per app's self-check, per suite file and per
  /// transcript file, one test case per phrase check, suite line and transcript conversation;
  /// with `strict`, the warnings as failing cases of a `warnings` suite.
  func junit() -> String {
    var groups: [(name: String, cases: [JUnitCase])] = []
    var apps: [String] = []
    for phrase in phrases where !apps.contains(phrase.app) { apps.append(phrase.app) }
    for app in apps {
      groups.append(
        (
          "self-check \(app)",
          phrases.filter { $0.app == app }.map {
            JUnitCase(
              className: "\($0.app).\($0.intent)", name: $0.phrase, failure: $0.failure)
          }
        ))
    }
    if !ruleViolations.isEmpty {
      groups.append(
        (
          "phrase rules",
          ruleViolations.map { JUnitCase(className: "rules", name: $0, failure: $0) }
        ))
    }
    for suite in suites {
      groups.append(
        (
          suite.file,
          suite.cases.map { result in
            JUnitCase(
              className: suite.file,
              name: "\(result.suiteCase.location.line): \(result.suiteCase.utterance)",
              failure: result.failure.map { "\(result.suiteCase.location): \($0)" })
          }
        ))
    }
    let writer = TranscriptWriter()
    for (file, conversations) in transcripts {
      groups.append(
        (
          file,
          conversations.map { conversation in
            let turn = conversation.turns.first { !$0.passed }
            let line = conversation.conversation.turns.first?.location.line ?? 0
            let title = conversation.conversation.title ?? "conversation at line \(line)"
            return JUnitCase(
              className: file, name: title,
              failure: turn.map {
                "\($0.turn.location): after \"> \($0.turn.user)\"\nexpected:\n"
                  + writer.expected($0.turn) + "actual:\n" + writer.reply($0.actual)
              })
          }
        ))
    }
    if strict, !warnings.isEmpty {
      groups.append(
        ("warnings", warnings.map { JUnitCase(className: "warnings", name: $0, failure: $0) }))
    }
    groups += extraJUnitGroups().map { group in
      (
        group.name,
        group.cases.map {
          JUnitCase(className: $0.className, name: $0.name, failure: nil, skipped: $0.skipped)
        }
      )
    }
    let tests = groups.reduce(0) { $0 + $1.cases.count }
    let failed = groups.reduce(0) { $0 + $1.cases.filter { $0.failure != nil }.count }
    var xml = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"parley test\" tests=\"\(tests)\" failures=\"\(failed)\">",
    ]
    for group in groups {
      let failures = group.cases.filter { $0.failure != nil }.count
      let skipped = group.cases.filter { $0.skipped != nil }.count
      xml.append(
        "  <testsuite name=\"\(Self.escaped(group.name))\" tests=\"\(group.cases.count)\" "
          + "failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">")
      for test in group.cases {
        let opening =
          "    <testcase classname=\"\(Self.escaped(test.className))\" name=\"\(Self.escaped(test.name))\""
        if let reason = test.skipped {
          xml += [
            opening + ">", "      <skipped message=\"\(Self.escaped(reason))\"/>",
            "    </testcase>",
          ]
          continue
        }
        guard let failure = test.failure else {
          xml.append(opening + "/>")
          continue
        }
        let message = failure.split(separator: "\n").first.map(String.init) ?? failure
        xml.append(opening + ">")
        xml.append(
          "      <failure message=\"\(Self.escaped(message))\">\(Self.escaped(failure))</failure>")
        xml.append("    </testcase>")
      }
      xml.append("  </testsuite>")
    }
    xml.append("</testsuites>")
    return xml.joined(separator: "\n") + "\n"
  }

  private struct JUnitCase {
    let className: String
    let name: String
    let failure: String?
    /// Why the case is shown as skipped: a finding that informs without failing the run.
    var skipped: String?
  }

  /// `text` with XML's special characters escaped, and characters XML cannot hold dropped.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n", "\t", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

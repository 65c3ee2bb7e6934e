import Foundation
import ParleyAssistant

extension TestReport {
  /// The cross-validation as text: per app and intent, the share of its phrases the rest
  /// still reach and each phrase only its own words reach, with what took it; none when it
  /// did not run.
  func crossValidationLines() -> [String] {
    guard let result = crossValidation else { return [] }
    var lines = ["Cross-validation (each phrase left out of its intent in turn):"]
    var app = ""
    for intent in result.intents {
      if intent.app != app {
        app = intent.app
        lines.append("  \(app)")
      }
      lines.append(
        "    \(intent.intent): \(intent.reachedCount) of \(intent.phrases.count) still reached "
          + "(\(percent(intent.share)))")
      for phrase in intent.onlyVerbatim {
        lines.append("      only verbatim: \"\(phrase.text)\" → \(phrase.took)")
      }
    }
    lines.append(
      "  All: \(result.reachedCount) of \(result.phraseCount) still reached "
        + "(\(percent(result.share)))")
    return lines
  }

  /// The cross-validation as JSON: the totals, and per intent its phrases, how many are still
  /// reached, the share and the phrases only their own words reach with what took them.
  func crossValidationObject() -> Any {
    guard let result = crossValidation else { return NSNull() }
    return [
      "phrases": result.phraseCount, "reached": result.reachedCount,
      "share": result.share ?? NSNull(),
      "intents": result.intents.map { intent -> [String: Any] in
        [
          "app": intent.app, "intent": intent.intent, "phrases": intent.phrases.count,
          "reached": intent.reachedCount, "share": intent.share ?? NSNull(),
          "only_verbatim": intent.onlyVerbatim.map {
            ["phrase": $0.text, "template": $0.template, "took": $0.took]
          },
        ]
      },
    ] as [String: Any]
  }

  /// The cross-validation as JUnit test cases, one per expanded phrase, class `App.Intent`;
  /// a phrase only its own words reach is skipped with what took it, so the estimate shows
  /// without failing the run.
  func crossValidationCases() -> [(className: String, name: String, skipped: String?)] {
    (crossValidation?.intents ?? []).flatMap { intent in
      intent.phrases.map { phrase in
        (
          "\(intent.app).\(intent.intent)", phrase.text,
          phrase.isReached ? nil : "reached only verbatim; the rest reach \(phrase.took)"
        )
      }
    }
  }

  /// The JUnit test suites of the parts that inform without failing: the cross-validation
  /// and the dialog paths.
  func extraJUnitGroups() -> [(
    name: String, cases: [(className: String, name: String, skipped: String?)]
  )] {
    [("cross-validation", crossValidationCases()), ("dialog paths", dialogPathCases())]
      .filter { !$0.1.isEmpty }
  }

  private func percent(_ share: Double?) -> String {
    share.map { String(format: "%.1f %%", $0 * 100) } ?? "–"
  }
}

import Foundation
import ParleyAssistant

extension TestReport {
  /// The dialog-path coverage as text: per app and intent, how many of its branches the
  /// suites and transcripts took, then each branch, ✓ when taken, ✗ when not, with where it is
  /// declared when Parley knows; none when it was not asked for.
  func dialogPathLines() -> [String] {
    guard let coverage = dialogPaths else { return [] }
    var lines = ["Dialog paths the suites and transcripts took:"]
    var app = ""
    for intent in coverage.intents {
      if intent.app != app {
        app = intent.app
        lines.append("  \(app)")
      }
      lines.append(
        "    \(intent.intent): \(intent.exercisedCount) of \(intent.entries.count) exercised")
      for entry in intent.entries {
        let place = entry.location.map { " (\($0))" } ?? ""
        lines.append("      \(entry.isExercised ? "✓" : "✗") \(entry.path)\(place)")
      }
    }
    lines.append(
      "  All: \(coverage.exercisedCount) of \(coverage.pathCount) dialog paths exercised")
    return lines
  }

  /// The dialog-path coverage as JSON: the totals, and per intent each branch with its kind,
  /// parameter or error type, whether it was exercised and where it is declared (`null` when
  /// Parley does not know).
  func dialogPathObject() -> Any {
    guard let coverage = dialogPaths else { return NSNull() }
    return [
      "paths": coverage.pathCount, "exercised": coverage.exercisedCount,
      "intents": coverage.intents.map { intent -> [String: Any] in
        [
          "app": intent.app, "intent": intent.intent, "exercised": intent.exercisedCount,
          "paths": intent.entries.map { entry -> [String: Any] in
            var object = Self.kind(of: entry.path)
            object["description"] = entry.path.description
            object["exercised"] = entry.isExercised
            object["location"] = entry.location?.description ?? NSNull()
            return object
          },
        ]
      },
    ] as [String: Any]
  }

  /// The dialog-path coverage as JUnit test cases, one per branch, class `App.Intent`; a
  /// branch nothing exercised is skipped, with where it is declared.
  func dialogPathCases() -> [(className: String, name: String, skipped: String?)] {
    (dialogPaths?.intents ?? []).flatMap { intent in
      intent.entries.map { entry in
        let place = entry.location.map { " (\($0))" } ?? ""
        return (
          "\(intent.app).\(intent.intent)", entry.path.description,
          entry.isExercised ? nil : "not exercised\(place)"
        )
      }
    }
  }

  /// A branch's kind and what it is about, as JSON fields.
  private static func kind(of path: DialogPath) -> [String: Any] {
    switch path {
    case .question(let parameter): return ["kind": "question", "parameter": parameter]
    case .disambiguation(let parameter): return ["kind": "disambiguation", "parameter": parameter]
    case .confirmation(let parameter):
      return ["kind": "confirmation", "parameter": parameter ?? NSNull()]
    case .error(let type): return ["kind": "error", "type": type]
    case .authentication: return ["kind": "authentication"]
    case .answer(let surface): return ["kind": "answer", "surface": surface.rawValue]
    }
  }
}

import Foundation
import ParleyAssistant

/// What `parley test --spoken` found, as text, JSON or JUnit XML: per app and intent, the
/// phrases and suite lines that reach their intent typed but not spoken, what was heard
/// instead, the intents heard as each other, and the words without a pronunciation.
///
/// An item whose typed text already misses its intent is the text check's finding, not this
/// one's: it is counted but never listed here. Items that do not survive being spoken, and
/// words without a pronunciation, are warnings; `--strict` makes them failures.
struct SpokenReport {
  let voice: String
  let form: SpeechModel.Form
  let results: [SpokenResult]
  /// The model's words with no pronunciation.
  let missing: [String]
  /// The words whose pronunciation was generated.
  let generated: [String]
  let strict: Bool

  /// The items that reach their intent typed but not spoken.
  var lost: [SpokenResult] { results.filter { $0.typedSurvives && !$0.survives } }

  var passed: Bool { !strict || (lost.isEmpty && missing.isEmpty) }

  /// The share of words heard wrong, over every item.
  var wordErrorRate: Double {
    let said = results.reduce(0) { $0 + $1.saidWords }
    return said == 0 ? 0 : Double(results.reduce(0) { $0 + $1.wordErrors }) / Double(said)
  }

  /// "12 of 14 (85.7 %)".
  static func share(_ count: Int, of total: Int) -> String {
    let percent = total == 0 ? 100 : Double(count) * 100 / Double(total)
    return "\(count) of \(total) (\(String(format: "%.1f", percent)) %)"
  }

  private func describe(_ result: SpokenResult) -> String {
    let place = result.item.location.map { "\($0): " } ?? ""
    return "\(place)\"\(result.item.text)\" heard as \"\(result.heard)\" → \(result.reached)"
  }

  func lines() -> [String] {
    let phrases = results.filter { !$0.item.isSuiteLine }
    let lines = results.filter(\.item.isSuiteLine)
    var text = ["Spoken check: \(voice), the catalog's \(form.rawValue) model"]
    for (name, group) in [("Phrases", phrases), ("Suite lines", lines)] where !group.isEmpty {
      text.append(
        "\(name): \(Self.share(group.filter(\.survives).count, of: group.count)) reach their "
          + "intent spoken; typed \(Self.share(group.filter(\.typedSurvives).count, of: group.count))"
      )
    }
    let mark = strict ? "✗" : "!"
    var byIntent: [String: [SpokenResult]] = [:]
    var order: [String] = []
    for result in lost {
      let key = result.item.qualifiedIntent
      if byIntent[key] == nil { order.append(key) }
      byIntent[key, default: []].append(result)
    }
    if !order.isEmpty { text.append("Not heard as said:") }
    for key in order {
      text.append("  \(key)")
      text += byIntent[key, default: []].map { "    \(mark) \(describe($0))" }
    }
    let confusions = SpokenCheck.confusions(in: results)
    if !confusions.isEmpty { text.append("Heard as another intent:") }
    for confusion in confusions {
      text.append(
        "  \(confusion.meant) → \(confusion.heardAs): \(confusion.count) "
          + "(\"\(confusion.said)\" heard as \"\(confusion.heard)\")")
    }
    text.append(
      "Words without a pronunciation: "
        + (missing.isEmpty ? "none" : missing.joined(separator: ", ")))
    if !generated.isEmpty {
      text.append("Pronunciations generated: \(generated.joined(separator: ", "))")
    }
    text.append(
      "Word error rate \(String(format: "%.1f", wordErrorRate * 100)) %; "
        + "\(lost.count) lost when spoken, \(missing.count) without a pronunciation")
    text.append(passed ? "OK" : "FAILED")
    return text
  }

  /// One JSON object (schema 1, `kind` "spoken").
  func json() -> String {
    let object: [String: Any] = [
      "schema": 1, "kind": "spoken", "ok": passed, "strict": strict, "voice": voice,
      "model": form.rawValue,
      "totals": [
        "said": results.count, "survived": results.filter(\.survives).count,
        "typed": results.filter(\.typedSurvives).count, "lost": lost.count,
        "without_pronunciation": missing.count,
      ],
      "word_error_rate": wordErrorRate,
      "lost": lost.map { result -> [String: Any] in
        [
          "app": result.item.app ?? NSNull(), "intent": result.item.intent,
          "said": result.item.text, "heard": result.heard, "reached": result.reached,
          "location": result.item.location?.description ?? NSNull(),
        ]
      },
      "confusions": SpokenCheck.confusions(in: results).map {
        [
          "meant": $0.meant, "heard_as": $0.heardAs, "count": $0.count, "said": $0.said,
          "heard": $0.heard,
        ] as [String: Any]
      },
      "without_pronunciation": missing,
      "generated_pronunciations": generated,
    ]
    return TestReport.serialized(object)
  }

  /// JUnit XML: one test suite per app, one test case per item said; an item lost when
  /// spoken is a failure with `--strict`, and otherwise passes with what was heard as output.
  func junit() -> String {
    var apps: [String] = []
    for result in results where !apps.contains(result.item.app ?? "nothing") {
      apps.append(result.item.app ?? "nothing")
    }
    let failures = strict ? lost.count + missing.count : 0
    var xml = [
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
      "<testsuites name=\"parley test --spoken\" tests=\"\(results.count + missing.count)\" "
        + "failures=\"\(failures)\">",
    ]
    for app in apps {
      let cases = results.filter { ($0.item.app ?? "nothing") == app }
      let failed = strict ? cases.filter { $0.typedSurvives && !$0.survives }.count : 0
      xml.append(
        "  <testsuite name=\"spoken \(TestReport.escaped(app))\" tests=\"\(cases.count)\" "
          + "failures=\"\(failed)\" errors=\"0\" skipped=\"0\">")
      for result in cases {
        let name = result.item.location.map { "\($0.file):\($0.line): " } ?? ""
        let opening =
          "    <testcase classname=\"\(TestReport.escaped(result.item.qualifiedIntent))\" "
          + "name=\"\(TestReport.escaped(name + result.item.text))\""
        guard result.typedSurvives, !result.survives else {
          xml.append(opening + "/>")
          continue
        }
        let message = TestReport.escaped(describe(result))
        xml.append(opening + ">")
        xml.append(
          strict
            ? "      <failure message=\"\(message)\">\(message)</failure>"
            : "      <system-out>\(message)</system-out>")
        xml.append("    </testcase>")
      }
      xml.append("  </testsuite>")
    }
    if !missing.isEmpty {
      xml.append(
        "  <testsuite name=\"pronunciations\" tests=\"\(missing.count)\" "
          + "failures=\"\(strict ? missing.count : 0)\" errors=\"0\" skipped=\"0\">")
      for word in missing {
        let message = "no pronunciation for “\(TestReport.escaped(word))”"
        xml.append(
          "    <testcase classname=\"pronunciations\" name=\"\(TestReport.escaped(word))\">"
            + (strict ? "<failure message=\"\(message)\">\(message)</failure>" : "")
            + "</testcase>")
      }
      xml.append("  </testsuite>")
    }
    xml.append("</testsuites>")
    return xml.joined(separator: "\n") + "\n"
  }
}

import Foundation
import Testing

@testable import ParleyMatcher

@Suite struct MatcherSettingsTests {
  /// The settings file of `values`, as `parley tune` writes one.
  private func json(_ values: [String: Double]) throws -> Data {
    try JSONSerialization.data(withJSONObject: ["schema": 1, "settings": values])
  }

  @Test func theShippedFileReads() throws {
    // Reading checks every setting is there and in its domain.
    _ = try MatcherSettings.loaded.get()
  }

  @Test func readsTheValuesByName() throws {
    var values = MatcherSettings.shared.values
    values["recall_weight"] = 0.25
    let settings = try MatcherSettings(json: json(values))
    #expect(settings.recallWeight == 0.25)
    #expect(settings.values == values)
  }

  @Test func refusesAFileMissingASettingOrNamingAnUnknownOne() throws {
    var values = MatcherSettings.shared.values
    values["recall_weight"] = nil
    #expect(throws: MatcherSettingsError.missingSetting("recall_weight")) {
      try MatcherSettings(json: json(values))
    }
    values["recall_weight"] = 0.4
    values["loudness"] = 1
    #expect(throws: MatcherSettingsError.unknownSetting("loudness")) {
      try MatcherSettings(json: json(values))
    }
  }

  @Test func refusesAValueOutsideItsDomain() throws {
    var values = MatcherSettings.shared.values
    values["recall_weight"] = 1.5
    #expect(throws: MatcherSettingsError.outOfDomain("recall_weight", 1.5, .share)) {
      try MatcherSettings(json: json(values))
    }
    values["recall_weight"] = 0.4
    values["meaning_proposals"] = 2.5
    #expect(throws: MatcherSettingsError.outOfDomain("meaning_proposals", 2.5, .count)) {
      try MatcherSettings(json: json(values))
    }
  }

  @Test(arguments: [
    ("[1, 2]", MatcherSettingsError.notASettingsFile),
    (#"{"candidate": {}}"#, MatcherSettingsError.notASettingsFile),
    (#"{"settings": {"recall_weight": "high"}}"#, MatcherSettingsError.notANumber("recall_weight")),
  ])
  func refusesWhatIsNoSettingsFile(json: String, expected: MatcherSettingsError) {
    #expect(throws: expected) { try MatcherSettings(json: Data(json.utf8)) }
  }

  @Test func domainsHoldTheirValuesOnly() {
    #expect(MatcherSettings.Domain.share.contains(0) && MatcherSettings.Domain.share.contains(1))
    #expect(!MatcherSettings.Domain.share.contains(-0.1))
    #expect(!MatcherSettings.Domain.positive.contains(0))
    #expect(MatcherSettings.Domain.real.contains(-3))
    #expect(!MatcherSettings.Domain.real.contains(.nan))
    #expect(MatcherSettings.Domain.count.contains(3) && !MatcherSettings.Domain.count.contains(0))
    #expect(!MatcherSettings.Domain.limit.contains(40.5))
  }

  @Test func theErrorNamesTheFileAndTheSetting() {
    let error = MatcherSettingsError.inFile(
      "/tmp/s.json", .outOfDomain("recall_weight", 1.5, .share))
    #expect(
      error.description
        == "/tmp/s.json: the setting 'recall_weight' is 1.5, outside its domain (share)")
  }

  /// The matcher's code holds no tuned number: every decimal written in its sources is 0 or 1,
  /// or one of the few that are no choice (a half said as "half", a similarity of 1 read
  /// with room for rounding). A number to tune is a setting of `ScoringSettings.json`.
  @Test func theMatchersCodeHoldsNoTunedNumber() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/ParleyMatcher")
    let allowed: [String: Set<String>] = [
      "NumberReader.swift": ["0.5"], "AmountReader.swift": ["0.5"],
      "ChoiceResolution.swift": ["0.999"], "ActionChoice.swift": ["0.999"],
      "MatchExplanation.swift": ["0.999"],
    ]
    let decimal = try Regex("[A-Za-z_0-9.$]?[0-9]+\\.[0-9]+")
    var found: [String] = []
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    for case let path as String in files where path.hasSuffix(".swift") {
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
      {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false)[0]
        for match in code.matches(of: decimal) {
          let literal = String(code[match.range])
          // A number inside a name or after a dot ("x2.5", "$0.1") is no literal.
          if literal.first?.isNumber != true { continue }
          if ["0.0", "1.0"].contains(literal) { continue }
          let file = (path as NSString).lastPathComponent
          if allowed[file]?.contains(literal) == true { continue }
          found.append("\(path):\(number + 1): \(literal)")
        }
      }
    }
    #expect(found.isEmpty, "tuned numbers in the matcher's code:\n\(found.joined(separator: "\n"))")
  }
}

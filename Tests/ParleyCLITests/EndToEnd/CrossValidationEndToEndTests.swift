import Foundation
import Testing

/// `parley test --cross-validate`: each phrase left out of its intent in turn, in text, JSON
/// and JUnit.
@Suite struct CrossValidationEndToEndTests {
  private let sandbox: Sandbox
  private let arguments = ["test", "Garden.phrases", "--app", "Garden", "--only", "lints"]

  init() throws {
    sandbox = try Sandbox()
    try sandbox.write(GardenPhrases.text, to: "Garden.phrases")
  }

  /// Left out, Prune Hedge's one phrase reaches nothing: the app is named, but only the words
  /// "the … in" of Water Plant's phrases are said, and an app's name with nothing else said of
  /// its intent is no request for it (`app_name_only`).
  @Test func perIntentTheShareStillReachedAndWhatOnlyItsWordsReach() async throws {
    let result = try await sandbox.run(arguments + ["--cross-validate"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            Cross-validation (each phrase left out of its intent in turn):
              Garden
                WaterPlant: 4 of 4 still reached (100.0 %)
                PruneHedge: 0 of 1 still reached (0.0 %)
                  only verbatim: "Prune the hedge in Garden" → nothing
              All: 4 of 5 still reached (80.0 %)
            OK

            """))
  }

  @Test func withoutTheFlagNothingIsLeftOut() async throws {
    let result = try await sandbox.run(arguments)
    #expect(result == ParleyResult(stdout: "OK\n"))
  }

  @Test func inJSON() async throws {
    let result = try await sandbox.run(arguments + ["--cross-validate", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let validation = try #require(object["cross_validation"] as? [String: Any])
    #expect(validation["phrases"] as? Int == 5)
    #expect(validation["reached"] as? Int == 4)
    #expect(validation["share"] as? Double == 0.8)
    let intents = try #require(validation["intents"] as? [[String: Any]])
    #expect(intents.map { $0["intent"] as? String } == ["WaterPlant", "PruneHedge"])
    let hedge = try #require(intents.last?["only_verbatim"] as? [[String: String]])
    #expect(
      hedge == [
        [
          "phrase": "Prune the hedge in Garden",
          "template": "Prune the hedge in ${applicationName}",
          "took": "nothing",
        ]
      ])
    #expect(intents.first?["share"] as? Double == 1)
  }

  @Test func inJUnitPhrasesOnlyTheirWordsReachAreSkipped() async throws {
    let result = try await sandbox.run(arguments + ["--cross-validate", "--junit", "cv.xml"])
    #expect(result.status == 0)
    #expect(
      try sandbox.read("cv.xml") == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="parley test" tests="5" failures="0">
          <testsuite name="cross-validation" tests="5" failures="0" errors="0" skipped="1">
            <testcase classname="Garden.WaterPlant" name="Water the Basil in Garden"/>
            <testcase classname="Garden.WaterPlant" name="Water the Fern in Garden"/>
            <testcase classname="Garden.WaterPlant" name="Water my Basil in Garden"/>
            <testcase classname="Garden.WaterPlant" name="Water my Fern in Garden"/>
            <testcase classname="Garden.PruneHedge" name="Prune the hedge in Garden">
              <skipped message="reached only verbatim; the rest reach nothing"/>
            </testcase>
          </testsuite>
        </testsuites>

        """)
  }
}

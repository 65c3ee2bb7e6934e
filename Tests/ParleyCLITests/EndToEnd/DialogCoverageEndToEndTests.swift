import Foundation
import Testing

/// `parley test --dialog-coverage`: each intent's dialog branches, taken or not, with the
/// phrase file's line that declares them, in text, JSON and JUnit.
@Suite struct DialogCoverageEndToEndTests {
  private let sandbox: Sandbox
  private let arguments = [
    "test", "Garden.phrases", "Garden.transcript", "--app", "Garden", "--only", "transcripts",
    "--dialog-coverage",
  ]

  init() throws {
    sandbox = try Sandbox()
    try sandbox.write(GardenPhrases.text, to: "Garden.phrases")
    try sandbox.write(
      """
      --- a plant asked for
      @surface display
      > water a plant in garden
      < Which plant?
      * Basil
      * Fern
      > basil
      < Watered the Basil.

      """, to: "Garden.transcript")
  }

  @Test func eachBranchTakenOrNotWithItsLine() async throws {
    let result = try await sandbox.run(arguments)
    #expect(
      result
        == ParleyResult(
          stdout: """
            Garden.transcript: 1 of 1 conversations replayed exactly
            Dialog paths the suites and transcripts took:
              Garden
                WaterPlant: 2 of 4 exercised
                  ✓ asks for plant (Garden.phrases:8:13)
                  ✗ picks among plant values (Garden.phrases:8:13)
                  ✓ answers on a display (Garden.phrases:7:9)
                  ✗ answers on a speaker (Garden.phrases:7:9)
                PruneHedge: 0 of 3 exercised
                  ✗ confirms the action (Garden.phrases:15:12)
                  ✗ answers on a display (Garden.phrases:13:9)
                  ✗ answers on a speaker (Garden.phrases:13:9)
              All: 2 of 7 dialog paths exercised
            OK

            """))
  }

  @Test func aConfirmationTakenOnASpeaker() async throws {
    try sandbox.write(
      """
      --- the hedge, on a speaker
      @surface speaker
      > prune the hedge in garden
      < Prune the hedge now?
      > yes
      < Pruned.

      """, to: "Garden.transcript")
    let result = try await sandbox.run(arguments + ["--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let coverage = try #require(object["dialog_paths"] as? [String: Any])
    #expect(coverage["exercised"] as? Int == 2)
    #expect(coverage["paths"] as? Int == 7)
    let intents = try #require(coverage["intents"] as? [[String: Any]])
    let hedge = try #require(intents.last?["paths"] as? [[String: Any]])
    #expect(hedge.map { $0["exercised"] as? Bool } == [true, false, true])
    #expect(hedge.first?["kind"] as? String == "confirmation")
    #expect(hedge.first?["location"] as? String == "Garden.phrases:15:12")
    #expect(hedge.last?["surface"] as? String == "speaker")
  }

  @Test func inJUnitBranchesNotTakenAreSkipped() async throws {
    _ = try await sandbox.run(arguments + ["--junit", "paths.xml"])
    let xml = try sandbox.read("paths.xml")
    #expect(
      xml.contains(
        """
          <testsuite name="dialog paths" tests="7" failures="0" errors="0" skipped="5">
            <testcase classname="Garden.WaterPlant" name="asks for plant"/>
            <testcase classname="Garden.WaterPlant" name="picks among plant values">
              <skipped message="not exercised (Garden.phrases:8:13)"/>
            </testcase>
        """))
  }
}

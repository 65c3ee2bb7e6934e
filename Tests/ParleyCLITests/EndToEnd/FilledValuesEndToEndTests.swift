import Foundation
import Testing

/// `parley match` shows every parameter a request fills, a number said in another unit than the
/// parameter's title as the intent gets it, and `--matching` chooses the mode.
@Suite struct FilledValuesEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func matchShowsEveryFilledParameterAndWhatFillsNothing() async throws {
    let result = try await sandbox.run([
      "match", "get me two large lattes from brew with oat milk", "--now", "2026-11-21T09:00:00Z",
    ])
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("   drink = Caffè Latte (from \"lattes\")"))
    #expect(lines.contains("   size = Large (from \"large\")"))
    #expect(lines.contains("   quantity = 2 (from \"two\")"))
    #expect(lines.contains("   fills nothing: \"oat\", \"milk\""))
  }

  @Test func jsonHasEveryParameter() async throws {
    let result = try await sandbox.run(["match", "get me two large lattes from brew", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let best = try #require((object["candidates"] as? [[String: Any]])?.first)
    let parameters = try #require(best["parameters"] as? [String: Any])
    #expect(parameters["drink"] as? String == "Caffè Latte")
    #expect(parameters["size"] as? String == "Large")
    #expect(parameters["quantity"] as? Int == 2)
  }

  @Test func theMatchingModeIsChosenOnTheCommandLine() async throws {
    let siri = try await sandbox.run([
      "match", "get me two large lattes from brew", "--matching", "siri",
    ])
    #expect(!siri.stdout.contains("quantity = 2"))
    let exact = try await sandbox.run(["match", "get me a latte", "--matching", "exact"])
    #expect(exact.stdout.hasPrefix("No match"))
    let wrong = try await sandbox.run(["match", "latte", "--matching", "watch"])
    #expect(wrong.status == 64)
    #expect(wrong.stderr.contains("'--matching' must be flexible, siri or exact"))
  }

  @Test func ofTwoNamesJoinedByAndTheFirstIsMeantAndTheOtherLeftOut() async throws {
    _ = try sandbox.write(
      """
      @app Garden

      @entity Plant
        - Basil
        - Snake Plant

      @intent WaterPlant: Water Plant
        parameter plant: Plant, ask: Which plant?
        phrase: Water ${plant} with ${applicationName}
        answer: Watered ${plant}.

      """, to: "Garden.phrases")
    let utterance = "water basil and the snake plant with garden"
    let match = try await sandbox.run(["match", utterance, "--phrases", "Garden.phrases"])
    let lines = match.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("   plant = Basil (from \"basil\")"))
    #expect(lines.contains("   set aside: \"the snake plant\" (plant takes one)"))
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        utterance, arguments: surface + ["--phrases", "Garden.phrases"])
      #expect(
        chat.stdout.contains(
          "I'll do “the snake plant” after this one.\nWatered Basil.\nWatered Snake Plant.\n"),
        "\(chat)")
    }
  }

  @Test func aNumberFillsTheParameterItsNounNames() async throws {
    _ = try sandbox.write(
      """
      @app Garden

      @entity Plant
        - Basil
        - Monstera

      @intent WaterPlant: Water Plant
        parameter plant: Plant, ask: Which plant?
        parameter splashes: integer, optional
        parameter days: integer, optional
        phrase: Water ${plant} with ${applicationName}
        answer: Watered ${plant}.

      """, to: "Garden.phrases")
    _ = try sandbox.write(
      """
      water monstera with garden and remind me in 5 days     => WaterPlant plant=Monstera days=5
      water basil with garden, 2 splashes, again in 10 days  => WaterPlant plant=Basil splashes=2 days=10
      water basil with garden with 3 splashes                => WaterPlant plant=Basil splashes=3

      """, to: "Garden.tests")
    let suite = try await sandbox.run(["test", "Garden.tests", "--phrases", "Garden.phrases"])
    #expect(suite.status == 0)
    #expect(suite.stdout.contains("Garden.tests: 3 of 3 passed"))
    let match = try await sandbox.run([
      "match", "water monstera with garden and remind me in 5 days", "--phrases",
      "Garden.phrases", "--now", "2026-11-21T09:00:00Z",
    ])
    let lines = match.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("   days = 5 (from \"5\")"))
    #expect(lines.contains("   fills nothing: \"remind\""))
  }

  /// "an hour" is read as 1 and "2 hours" as 2, but a parameter titled "Minutes" gets 60 and
  /// 120: `match` and `:why` say so, as chat does it.
  @Test func aNumberInAnotherUnitIsShownAsTheIntentGetsIt() async throws {
    try sandbox.write(
      """
      @app Meter
      @intent AddTime: Add Time
        parameter minutes: integer, ask: How many more minutes?
        phrase: Add time in ${applicationName}
        answer: Added ${minutes} minutes.

      """, to: "Meter.phrases")
    let arguments = ["--phrases", "Meter.phrases", "--app", "Meter"]
    let match = try await sandbox.run(["match", "add an hour of time in meter"] + arguments)
    let lines = match.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("   minutes = 1.0 (from \"an hour\"), which the intent gets as 60"))
    let same = try await sandbox.run(["match", "add 30 minutes of time in meter"] + arguments)
    #expect(same.stdout.contains("   minutes = 30.0 (from \"30 minutes\")\n"))
    let part = try await sandbox.run(["match", "add 90 seconds of time in meter"] + arguments)
    #expect(
      part.stdout.contains(
        "   minutes = 90.0 (from \"90 seconds\"), which the intent does not get: Sorry, the "
          + "minutes have to be a whole number.\n"))
    let chat = try await sandbox.run(
      ["chat"] + arguments, input: "add 2 hours of time in meter\n:why\n")
    #expect(chat.stdout.hasPrefix("› add 2 hours of time in meter\nAdded 120 minutes.\n"))
    #expect(
      chat.stdout.contains("   minutes = 2.0 (from \"2 hours\"), which the intent gets as 120\n"))
  }
}

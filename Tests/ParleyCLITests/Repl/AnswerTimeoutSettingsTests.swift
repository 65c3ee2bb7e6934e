import Foundation
import Testing

@testable import ParleyCLI

/// How long a question waits for its answer: eight seconds on a speaker and for ever on a
/// display unless told otherwise; `--answer-timeout` (or `$PARLEY_ANSWER_TIMEOUT`) on either,
/// 0 or off for ever.
@Suite struct AnswerTimeoutSettingsTests {
  private func settings(_ arguments: [String], environment: [String: String] = [:]) throws
    -> ReplSettings
  {
    let parsed = try ArgumentParser(options: ChatCommand().allOptions).parse(arguments)
    return try ReplSettings(parsed, environment: environment)
  }

  @Test func aSpeakerWaitsEightSecondsAndADisplayForEver() throws {
    let plain = try settings([])
    #expect(plain.answerTimeout(on: .speaker) == 8)
    #expect(plain.answerTimeout(on: .display) == nil)
  }

  @Test func theOptionSetsTheWaitOnBothSurfaces() throws {
    let given = try settings(["--answer-timeout", "2.5"])
    #expect(given.answerTimeout(on: .speaker) == 2.5)
    #expect(given.answerTimeout(on: .display) == 2.5)
    let fromEnvironment = try settings([], environment: ["PARLEY_ANSWER_TIMEOUT": "3"])
    #expect(fromEnvironment.answerTimeout(on: .speaker) == 3)
    let optionFirst = try settings(
      ["--answer-timeout", "4"], environment: ["PARLEY_ANSWER_TIMEOUT": "3"])
    #expect(optionFirst.answerTimeout(on: .speaker) == 4)
  }

  @Test(arguments: ["0", "off", "OFF"])
  func zeroOrOffNeverTimesOut(_ value: String) throws {
    let never = try settings(["--answer-timeout", value])
    #expect(never.answerTimeout(on: .speaker) == nil)
    #expect(never.answerTimeout(on: .display) == nil)
  }

  @Test(arguments: ["-1", "soon", "31536001"])
  func aWaitThatIsNoNumberOfSecondsIsRefused(_ value: String) throws {
    #expect(
      throws: UsageError(
        "--answer-timeout takes a number of seconds from 0 to 31536000, or off, not “\(value)”.")
    ) {
      try settings(["--answer-timeout", value])
    }
  }
}

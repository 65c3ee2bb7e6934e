import Testing

@testable import ParleyCLI

@Suite struct ColorPolicyTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let option: String?
    let noColorFlag: Bool
    let environment: [String: String]
    let outputIsTerminal: Bool
    let expected: Bool

    var testDescription: String {
      "--color \(option ?? "-") no-color:\(noColorFlag) \(environment) tty:\(outputIsTerminal)"
    }
  }

  static let matrix: [Case] = [
    Case(option: nil, noColorFlag: false, environment: [:], outputIsTerminal: true, expected: true),
    Case(
      option: nil, noColorFlag: false, environment: [:], outputIsTerminal: false, expected: false),
    Case(
      option: "auto", noColorFlag: false, environment: [:], outputIsTerminal: true, expected: true),
    Case(
      option: "auto", noColorFlag: false, environment: ["NO_COLOR": "1"], outputIsTerminal: true,
      expected: false),
    Case(
      option: "auto", noColorFlag: false, environment: ["NO_COLOR": ""], outputIsTerminal: true,
      expected: true),
    Case(
      option: nil, noColorFlag: false, environment: ["TERM": "dumb"], outputIsTerminal: true,
      expected: false),
    Case(
      option: nil, noColorFlag: false, environment: ["TERM": "xterm-256color"],
      outputIsTerminal: true, expected: true),
    Case(
      option: "always", noColorFlag: false, environment: [:], outputIsTerminal: false,
      expected: true),
    Case(
      option: "always", noColorFlag: false, environment: ["NO_COLOR": "1", "TERM": "dumb"],
      outputIsTerminal: false, expected: true),
    Case(
      option: "never", noColorFlag: false, environment: [:], outputIsTerminal: true, expected: false
    ),
    Case(
      option: "NEVER", noColorFlag: false, environment: [:], outputIsTerminal: true, expected: false
    ),
    Case(option: nil, noColorFlag: true, environment: [:], outputIsTerminal: true, expected: false),
    Case(
      option: "always", noColorFlag: true, environment: [:], outputIsTerminal: true, expected: false
    ),
  ]

  @Test(arguments: matrix)
  func decides(_ example: Case) throws {
    let policy = try ColorPolicy(option: example.option, noColorFlag: example.noColorFlag)
    let decision = policy.usesColor(
      environment: example.environment, outputIsTerminal: example.outputIsTerminal)
    #expect(decision == example.expected)
    let style = policy.style(
      environment: example.environment, outputIsTerminal: example.outputIsTerminal)
    #expect(style == (example.expected ? .ansi : .plain))
  }

  @Test func rejectsAnUnknownValue() {
    let error = #expect(throws: UsageError.self) {
      try ColorPolicy(option: "sometimes", noColorFlag: false)
    }
    #expect(
      error?.message == "The value of '--color' must be auto, always or never, not 'sometimes'.")
  }

  @Test func noColorFlagWinsEvenOverABadValue() throws {
    #expect(try ColorPolicy(option: "sometimes", noColorFlag: true).choice == .never)
  }
}

import Foundation
import Testing

/// `parley test`'s lints: what Siri does to phrases, as warnings with their rule and fix,
/// failures with `--strict`, in JSON with every field.
@Suite struct LintEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
    try sandbox.write(
      """
      @app Messages

      @intent CallPlumber: Call Plumber
        phrase: Call the plumber with ${applicationName}
        phrase: Book a plumber with ${applicationName}
        answer: The plumber is on the way.

      """, to: "Messages.phrases")
  }

  private let warnings = """
    warning: system-app-name: Messages: the app's name "Messages" is the name of Apple's \
    Messages app, which Siri opens instead. Fix: give the app a name of its own; an \
    alternative name must not borrow another app's name.
    warning: siri-domain: Messages, shortcut CallPlumber, phrase "Call the plumber with \
    ${applicationName}": opens like "call", a request Siri hands to Phone (calling). Fix: open \
    the phrase with words of the app's own rather than "call".

    """

  @Test func lintsAreWarningsWithTheirRuleAndFix() async throws {
    let result = try await sandbox.run(
      ["test", "Messages.phrases", "--only", "lints", "--app", "Messages"])
    #expect(
      result
        == ParleyResult(
          stdout: warnings + "0 passed, 0 failed, 0 conflicts, 2 warnings\nOK\n"))
  }

  /// A parking app's phrases: "Find my car" and "Where did I park" are Find My's and Maps'
  /// on a device, while "Find parking" is the app's own.
  @Test func aParkingAppsFindMyAndWhereDidIPark() async throws {
    try sandbox.write(
      """
      @app Meterly

      @intent FindCar: Find Car
        phrase: Find my car with ${applicationName}
        phrase: Where did I park with ${applicationName}
        phrase: Find parking with ${applicationName}
        answer: Your car is on level 2.

      """, to: "Meterly.phrases")
    let result = try await sandbox.run(
      ["test", "Meterly.phrases", "--only", "lints", "--app", "Meterly"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            warning: siri-domain: Meterly, shortcut FindCar, phrase "Find my car with \
            ${applicationName}": opens like "find my", a request Siri hands to Find My (finding \
            devices and items). Fix: open the phrase with words of the app's own rather than \
            "find my".
            warning: siri-domain: Meterly, shortcut FindCar, phrase "Where did I park with \
            ${applicationName}": opens like "where did i park", a request Siri hands to Maps \
            (directions). Fix: open the phrase with words of the app's own rather than "where \
            did i park".
            0 passed, 0 failed, 0 conflicts, 2 warnings
            OK

            """))
  }

  @Test func lintsFailAStrictRun() async throws {
    let result = try await sandbox.run(
      ["test", "Messages.phrases", "--only", "lints", "--app", "Messages", "--strict"])
    #expect(
      result
        == ParleyResult(
          stdout: warnings + "0 passed, 0 failed, 0 conflicts, 2 warnings (strict)\nFAILED\n",
          status: 1))
  }

  @Test func lintsInJSON() async throws {
    let result = try await sandbox.run(
      ["test", "Messages.phrases", "--only", "lints", "--app", "Messages", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let lints = try #require(object["lints"] as? [[String: Any]])
    #expect(lints.map { $0["rule"] as? String } == ["system-app-name", "siri-domain"])
    let domain = try #require(lints.last)
    #expect(domain["app"] as? String == "Messages")
    #expect(domain["intent"] as? String == "CallPlumber")
    #expect(domain["phrase"] as? String == "Call the plumber with ${applicationName}")
    #expect(
      domain["message"] as? String == "opens like \"call\", a request Siri hands to Phone (calling)"
    )
    #expect(
      domain["fix"] as? String == "open the phrase with words of the app's own rather than \"call\""
    )
    #expect(domain["kept"] is NSNull)
  }

  @Test func aKeptLintSaysWhyInJSON() async throws {
    let result = try await sandbox.run(
      ["test", "Phrases", "--only", "lints", "--app", "Notes", "--json"], in: PackageFolder.url)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let lints = try #require(object["lints"] as? [[String: Any]])
    #expect(
      lints.map { $0["rule"] as? String } == [
        "system-app-name", "siri-domain", "siri-domain", "siri-domain",
      ])
    #expect(lints.allSatisfy { ($0["kept"] as? String)?.hasPrefix("a sample ") == true })
    #expect(object["warnings"] as? [String] == [])
    #expect(object["ok"] as? Bool == true)
  }

  /// A run of every part counts what the apps keep on purpose in one note, rather than
  /// opening a test of one's own suite with each of a sample's findings.
  @Test func aFullRunCountsTheKeptLintsInOneNote() async throws {
    let suite = try sandbox.write("hello there => nothing\n", to: "Own.tests")
    let result = try await sandbox.run(["test", suite.path], in: PackageFolder.url)
    let notes = result.stdout.split(separator: "\n").filter { $0.hasPrefix("note: ") }
    #expect(result.status == 0, "\(result)")
    #expect(
      notes == [
        "note: 4 lint findings kept on purpose by Notes; --only lints lists each with its reason"
      ], "\(result)")
  }

  /// The bundled apps pass every lint; what Notes keeps on purpose is a note with the reason.
  @Test func bundledAppsKeepOnlyWhatTheySayWhy() async throws {
    let result = try await sandbox.run(
      ["test", "Phrases", "--only", "lints", "--strict"], in: PackageFolder.url)
    let lines = result.stdout.split(separator: "\n")
    #expect(result.status == 0, "\(result)")
    #expect(lines.filter { $0.hasPrefix("note: ") }.count == 4)
    #expect(lines.allSatisfy { !$0.hasPrefix("warning: ") })
    #expect(lines.allSatisfy { !$0.hasPrefix("note: ") || $0.contains(" Kept: ") })
  }
}

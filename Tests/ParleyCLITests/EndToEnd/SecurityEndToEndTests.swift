import Foundation
import Testing

/// Authentication where the intent runs, `:lock` and relocking, and secrets kept out of
/// history, error text, child processes and the terminal.
@Suite struct SecurityEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func switchingToTheSpeakerMidDialogDoesNotCompleteAProtectedIntent() async throws {
    let result = try await sandbox.chat(
      "remove cedar falls from my favorites in trails", ":speaker", "yes", ":display",
      "open favorites in trails")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › remove cedar falls from my favorites in trails
            Remove Cedar Falls from your favorites?
            › :speaker
            Now on the speaker surface.
            You'll need to unlock your device first to do that with Trails.
            Now on the display surface.
            › open favorites in trails
            ╭─ Favorites ────────────────────────────────────╮
            │ Bear Creek Trail · 12.9 km · Boulder, Colorado │
            │ Cedar Falls · 6.4 km · Springfield, Oregon     │
            │ Alpine Loop · 15.2 km · Banff, Alberta         │
            ╰────────────────────────────────────────────────╯
            Opening Trails…

            """))
  }

  @Test func lockAsksForThePasscodeAgain() async throws {
    let result = try await sandbox.chat(
      ":unlock 4321", ":lock", "remove cedar falls from my favorites in trails",
      arguments: ["--passcode", "4321"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            › :unlock ••••
            Unlocked.
            › :lock
            Locked.
            › remove cedar falls from my favorites in trails
            Trails needs you to unlock first. What's your passcode?
            Okay, cancelled.

            """))
  }

  @Test func aRequestSaidWhileThePasscodeIsAskedIsCarriedOutUnshown() async throws {
    let result = try await sandbox.chat(
      "remove cedar falls from my favorites in trails", "open cedar falls in trails",
      arguments: ["--passcode", "4321"])
    #expect(
      result.stdout == """
        › remove cedar falls from my favorites in trails
        Trails needs you to unlock first. What's your passcode?
        › ••••••••••••••••••••••••••
        Okay, I've cancelled “Remove Favorite Trail”.
        Opening Cedar Falls in Trails…

        """)
  }

  @Test func theSessionRelocksAfterTheIdleTime() async throws {
    let result = try await sandbox.chat(
      ":unlock 4321", "remove cedar falls from my favorites in trails",
      arguments: ["--passcode", "4321", "--relock-after", "0"])
    #expect(
      result.stdout == """
        › :unlock ••••
        Unlocked.
        Locked after a while without use.
        › remove cedar falls from my favorites in trails
        Trails needs you to unlock first. What's your passcode?
        Okay, cancelled.

        """)
    let unlimited = try await sandbox.run(
      ["chat", "--passcode", "4321"],
      input: ":unlock 4321\nremove cedar falls from my favorites in trails\n",
      environment: ["PARLEY_RELOCK_AFTER": "3600"])
    #expect(unlimited.stdout.contains("Remove Cedar Falls from your favorites?"))
    let wrong = try await sandbox.run(["chat", "--relock-after", "soon"])
    #expect(wrong.status == 64)
    #expect(
      wrong.stderr.hasPrefix(
        "Error: --relock-after takes a number of seconds from 0 to 31536000, not “soon”."))
  }

  @Test func unlockWithoutAPasscodeSaysNoneIsSet() async throws {
    let result = try await sandbox.chat(
      ":unlock", "remove cedar falls from my favorites in trails", "yes",
      arguments: ["--speaker"])
    #expect(
      result.stdout == """
        No passcode is set, so there is none to enter: the session is unlocked, and intents \
        that require authentication run on the display and the speaker. Start with \
        --passcode CODE, or set PARLEY_PASSCODE, to have them ask for one.
        Remove Cedar Falls from your favorites?
        Removed Cedar Falls from your favorites.

        """)
  }

  @Test(arguments: ["/Secret42", ":Secret42"])
  func aWrongPasscodeIsNeverEchoed(passcode: String) async throws {
    let result = try await sandbox.chat(
      "remove cedar falls from my favorites in trails", passcode,
      arguments: ["--passcode", "4321"])
    #expect(!result.stdout.contains("Secret42"))
    #expect(!result.stderr.contains("Secret42"))
    #expect(result.stdout.contains("That passcode isn't right. Try again."))
  }

  @Test func theSpeechProgramGetsACleanEnvironment() async throws {
    let directory = sandbox.file("voice")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let log = directory.appendingPathComponent("environment.txt").path
    let stub = directory.appendingPathComponent("espeak-ng")
    try Data("#!/bin/sh\nenv >> '\(log)'\n".utf8).write(to: stub)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)
    let path = directory.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin")
    let result = try await sandbox.run(
      ["ask", "get conditions for bear creek in trails", "--speaker", "--say"],
      environment: ["PATH": path, "PARLEY_PASSCODE": "Secret42", "LANG": "C.UTF-8"])
    #expect(result.status == 0)
    let environment = try String(contentsOfFile: log, encoding: .utf8)
    #expect(environment.contains("LANG=C.UTF-8"))
    #expect(!environment.contains("Secret42"))
    #expect(!environment.contains("PARLEY_PASSCODE"))
  }

  @Test func controlCharactersFromATestFileAreShownVisibly() async throws {
    _ = try sandbox.write(
      "get conditions for \u{1B}]0;owned\u{7}bear creek in trails => nothing\n",
      to: "Escape.tests")
    let result = try await sandbox.run(["test", "Escape.tests", "--only", "suites"])
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(!result.stdout.contains("\u{7}"))
    #expect(result.stdout.contains("␛]0;owned␇bear creek"))
  }

  @Test func controlCharactersInAMatchedUtteranceAreShownVisibly() async throws {
    let result = try await sandbox.run(["match", "\u{1B}[2Jget conditions\r for bear creek"])
    #expect(!result.stdout.contains("\u{1B}"))
    #expect(!result.stdout.contains("\r"))
  }
}

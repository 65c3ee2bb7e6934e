import Foundation
import Testing

/// The passcode kept secret however it is typed, guessing slowed down and locked out, and the
/// passcode given without showing it to other users.
@Suite struct PasscodeEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  private var history: URL {
    #if os(macOS)
      sandbox.home.appendingPathComponent("Library/Application Support/parley/history")
    #else
      sandbox.home.appendingPathComponent(".local/state/parley/history")
    #endif
  }

  @Test func noSpellingOfUnlockPutsThePasscodeInHistory() async throws {
    let lines = [
      ":unlok 4826", ": unlock 4826", ":Unlock 4826", "unlock 4826", ":unlock\t4826",
      "my code is 4826", "open favorites in trails",
    ]
    // Typing at a terminal waits for what it draws: on a thread of its own, not the tests'.
    nonisolated(unsafe) let sandbox = sandbox
    let result = try await offThePool {
      try sandbox.runInteractive(
        ["--passcode", "4826"], environment: ["TERM": "xterm", "NO_COLOR": "1"]
      ) { terminal in
        var offset = terminal.drawnCount
        for line in lines {
          offset = try #require(terminal.waitUntilDrawn("› ", from: offset), "\(terminal.seen)")
          terminal.type(line + "\r")
        }
        _ = try #require(terminal.waitUntilDrawn("Opening Trails", from: offset))
        terminal.type(":quit\r")
      }
    }
    #expect(result.status == 0)
    let kept = String(decoding: try Data(contentsOf: history), as: UTF8.self)
    #expect(kept == "open favorites in trails\n:quit\n")
    #expect(!result.stderr.contains("4826"))
  }

  @Test(arguments: [
    (":unlock\t4826", "› :unlock ••••\nUnlocked.\n"),
    (
      ":unlok 4826",
      "› :unlok ••••\nUnknown command ':unlok'. Did you mean ':unlock'? Type :help for the list.\n"
    ),
  ])
  func aPasscodeAfterAnUnlockCommandIsShownAsDots(line: String, shown: String) async throws {
    let result = try await sandbox.chat(line, arguments: ["--passcode", "4826"])
    #expect(result == ParleyResult(stdout: shown))
  }

  @Test func tooManyWrongPasscodesLockUnlockingOutEvenForTheRightOne() async throws {
    let guesses = ["0000", "1111", "2222", "3333", "4444"].map { ":unlock \($0)" }
    let result = try await sandbox.chat(
      lines: guesses + [":unlock 4826", "remove cedar falls from my favorites in trails"],
      arguments: ["--passcode", "4826"])
    #expect(
      result.stdout == """
        › :unlock ••••
        That passcode isn't right.
        › :unlock ••••
        That passcode isn't right.
        › :unlock ••••
        That passcode isn't right.
        › :unlock ••••
        That passcode isn't right.
        › :unlock ••••
        That's too many wrong passcodes: unlocking is off for the next 5 minutes.
        › :unlock ••••
        That's too many wrong passcodes: unlocking is off for the next 5 minutes.
        › remove cedar falls from my favorites in trails
        That's too many wrong passcodes: unlocking is off for the next 5
        minutes.

        """)
  }

  @Test func guessesPipedToAnAskedPasscodeAreLockedOut() async throws {
    let request = "remove cedar falls from my favorites in trails"
    let lines = [request, "1", "2", "3", request, "4", "5", request, "4826", "yes"]
    let result = try await sandbox.chat(lines: lines, arguments: ["--passcode", "4826"])
    #expect(
      result.stdout.hasSuffix(
        """
        › \(request)
        Trails needs you to unlock first. What's your passcode?
        › •
        That passcode isn't right. Try again.
        › •
        That's too many wrong passcodes: unlocking is off for the next 5
        minutes.
        › \(request)
        That's too many wrong passcodes: unlocking is off for the next 5
        minutes.
        › ••••
        Sorry, I didn't understand “••••”. Type :phrases to see what you can
        say.
        › yes
        Sorry, I didn't understand “yes”. Type :phrases to see what you can say.

        """))
    let favorites = try await sandbox.run(["ask", "open favorites in trails", "--speaker"])
    #expect(favorites.stdout.contains("Cedar Falls"))
  }

  @Test func aLockOutHoldsInANewProcessAndTheRemovalDoesNotGoThrough() async throws {
    // A day, so however slowly the machine runs the lock-out lasts into the next process.
    let guesses = (1...5).map { ":unlock 000\($0)" }
    let first = try await sandbox.chat(
      lines: guesses, arguments: ["--passcode", "4826", "--lock-out", "86400"])
    #expect(first.stdout.hasSuffix("unlocking is off for the next 24 hours.\n"))
    let request = "remove cedar falls from my favorites in trails"
    let second = try await sandbox.chat(
      ":unlock 4826", request, "4826", "yes", arguments: ["--passcode", "4826"])
    #expect(
      try Self.lengthHidden(second.stdout) == """
        › :unlock ••••
        That's too many wrong passcodes: unlocking is off for the next ….
        › \(request)
        That's too many wrong passcodes: unlocking is off for the next ….
        › ••••
        Sorry, I didn't understand “••••”. Type :phrases to see what you can
        say.
        › yes
        Sorry, I didn't understand “yes”. Type :phrases to see what you can say.

        """)
    let speaker = try await sandbox.run(
      ["ask", request, "--speaker", "--passcode", "4826"], input: "yes\n")
    #expect(speaker.status == 1)
    let favorites = try await sandbox.run(["ask", "open favorites in trails", "--speaker"])
    #expect(favorites.stdout.contains("Cedar Falls"))
    let kept = sandbox.home.appendingPathComponent(".local/share/parley/passcode-attempts")
    let attributes = try FileManager.default.attributesOfItem(atPath: kept.path)
    #expect(attributes[.posixPermissions] as? Int == 0o600)
    let none = try await sandbox.run(["chat", "--lock-out", "0"])
    #expect(none.status == 64)
    #expect(
      none.stderr.hasPrefix(
        "Error: --lock-out takes a number of seconds from 1 to 31536000, not “0”."))
  }

  /// `text` with each length of a lock-out, which shrinks as time goes by, as `…`.
  private static func lengthHidden(_ text: String) throws -> String {
    let length = try Regex(#"the next(\s+\d+)?\s+(second|minute|hour)s?\."#)
    return text.replacing(length, with: "the next ….")
  }

  @Test func thePasscodePromptDoesNotShowWhatIsTyped() async throws {
    let request = "remove cedar falls from my favorites in trails"
    // Typing at a terminal waits for what it draws: on a thread of its own, not the tests'.
    nonisolated(unsafe) let sandbox = sandbox
    let result = try await offThePool {
      try sandbox.runInteractive(
        ["--passcode-prompt"], environment: ["TERM": "xterm", "NO_COLOR": "1"]
      ) { terminal in
        var offset = try #require(terminal.waitUntilDrawn("Passcode: ", from: 0))
        terminal.type("4826\r")
        offset = try #require(terminal.waitUntilDrawn("› ", from: offset), "\(terminal.seen)")
        terminal.type(request + "\r")
        offset = try #require(terminal.waitUntilDrawn("passcode?", from: offset))
        offset = try #require(terminal.waitUntilDrawn("… ", from: offset))
        terminal.type("4826\r")
        _ = try #require(terminal.waitUntilDrawn("Remove Cedar Falls", from: offset))
        terminal.type("no\r:quit\r")
      }
    }
    #expect(result.status == 0)
    #expect(!result.stdout.contains("4826"))
  }

  @Test func thePasscodePromptNeedsATerminal() async throws {
    let piped = try await sandbox.chat(":unlock 4826", arguments: ["--passcode-prompt"])
    #expect(piped.status == 64)
    #expect(
      piped.stderr.hasPrefix(
        "Error: --passcode-prompt asks at a terminal, and standard input is not one; give the "
          + "passcode with --passcode-file FILE or PARLEY_PASSCODE instead.\n"))
    #expect(piped.stdout == "")
    let twice = try await sandbox.chat(arguments: ["--passcode", "4826", "--passcode-prompt"])
    #expect(twice.status == 64)
    #expect(
      twice.stderr.hasPrefix(
        "Error: Give the passcode one way: --passcode, --passcode-file or --passcode-prompt.\n"))
  }

  @Test func thePasscodeCanComeFromAFile() async throws {
    let file = try sandbox.write("4826\n", to: "passcode")
    let result = try await sandbox.chat(
      ":unlock 4826", arguments: ["--passcode-file", file.path])
    #expect(result == ParleyResult(stdout: "› :unlock ••••\nUnlocked.\n"))
    let missing = try await sandbox.chat(
      ":unlock 4826", arguments: ["--passcode-file", sandbox.file("absent").path])
    #expect(missing.status == 64)
    #expect(
      missing.stderr.hasPrefix(
        "Error: Can't read the passcode from \(sandbox.file("absent").path): "))
  }
}

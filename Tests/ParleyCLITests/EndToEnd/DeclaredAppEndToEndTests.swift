import Foundation
import Testing

/// Apps declared in a `.phrases` file, through the built `parley`: the repository's Marquee
/// passes its own suite and transcripts, talks on both surfaces, and a conflicting phrase pair,
/// a wrong value in a suite line or a wrong transcript line each fail the run.
@Suite struct DeclaredAppEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// Copies the repository's Marquee files into the sandbox folder `folder`.
  private func copyMarquee(to folder: String) throws {
    try FileManager.default.createDirectory(
      at: sandbox.file(folder), withIntermediateDirectories: true)
    for name in ["Marquee.phrases", "Marquee.tests", "Marquee.transcript"] {
      let text = String(
        decoding: try Data(
          contentsOf: PackageFolder.url.appendingPathComponent("Phrases/\(name)")), as: UTF8.self)
      try sandbox.write(text, to: "\(folder)/\(name)")
    }
  }

  @Test func aFolderThatOnlyDeclaresAnAppChecksItsPhrases() async throws {
    try FileManager.default.createDirectory(
      at: sandbox.file("cinema"), withIntermediateDirectories: true)
    let text = String(
      decoding: try Data(
        contentsOf: PackageFolder.url.appendingPathComponent("Phrases/Marquee.phrases")),
      as: UTF8.self)
    try sandbox.write(text, to: "cinema/Marquee.phrases")
    let folder = try await sandbox.run(["test", "cinema", "--app", "Marquee"])
    let file = try await sandbox.run(["test", "cinema/Marquee.phrases", "--app", "Marquee"])
    #expect(folder.status == 0, "\(folder)")
    #expect(folder.stdout.hasPrefix("Phrases: "), "\(folder)")
    #expect(folder == file)
    let empty = try await sandbox.run(["test", "work-without-files"])
    #expect(empty.status == 2, "\(empty)")
  }

  @Test func marqueePassesItsSuiteAndTranscripts() async throws {
    try copyMarquee(to: "cinema")
    let result = try await sandbox.run(
      ["test", "cinema", "--app", "Marquee", "--only", "suites"])
    #expect(result == ParleyResult(stdout: "cinema/Marquee.tests: 18 of 18 passed (100.0 %)\nOK\n"))
    let transcripts = try await sandbox.run(
      ["test", "cinema", "--app", "Marquee", "--only", "transcripts"])
    #expect(
      transcripts
        == ParleyResult(
          stdout: "cinema/Marquee.transcript: 6 of 6 conversations replayed exactly\nOK\n"))
    let strict = try await sandbox.run(["test", "cinema", "--app", "Marquee", "--strict"])
    #expect(strict.status == 0, "\(strict)")
    #expect(strict.stdout.hasPrefix("Phrases: 36 of 36 reach their intent\n"), "\(strict)")
  }

  @Test func marqueeAsksAndAnswersOnBothSurfaces() async throws {
    try copyMarquee(to: "cinema")
    let display = try await sandbox.run(
      ["ask", "book paddington with marquee", "--phrases", "cinema"], input: "3\nyes\n")
    #expect(
      display
        == ParleyResult(
          stdout: """
            › book paddington with marquee
            How many tickets?
            › 3
            Buy 3 tickets for Paddington in Peru?
            › yes
            ╭─ Buy Tickets ─────────────╮
            │ Film · Paddington in Peru │
            │ Count · 3                 │
            ╰───────────────────────────╯
            Show the code on your phone at the door.

            """))
    let speaker = try await sandbox.run(
      ["ask", "buy 2 tickets for wicked at marquee", "--speaker", "--phrases", "cinema"],
      input: "yes\n")
    #expect(
      speaker
        == ParleyResult(
          stdout: "Buy 2 tickets for Wicked?\nYou're all set: 2 tickets for Wicked.\n"))
  }

  @Test func aConflictingPairAWrongValueAndAWrongTranscriptLineEachFail() async throws {
    try copyMarquee(to: "cinema")
    // Two intents of the declared app with the same phrase.
    try FileManager.default.createDirectory(
      at: sandbox.file("clash"), withIntermediateDirectories: true)
    let phrases = try sandbox.read("cinema/Marquee.phrases")
    try sandbox.write(
      phrases + "\n@intent RefundTickets\n  parameter film: Film\n"
        + "  phrase: Buy tickets for ${film} at ${applicationName}\n  answer: Refunded.\n",
      to: "clash/Marquee.phrases")
    try sandbox.write(
      "buy tickets for wicked at marquee => BuyTickets\n", to: "clash/Marquee.tests")
    let conflicts = try await sandbox.run(["test", "clash", "--only", "conflicts", "--strict"])
    #expect(conflicts.status == 1, "\(conflicts)")
    #expect(conflicts.stdout.contains("BuyTickets"), "\(conflicts)")
    #expect(conflicts.stdout.contains("RefundTickets"), "\(conflicts)")

    let suite = try sandbox.read("cinema/Marquee.tests")
    try sandbox.write(
      suite.replacingOccurrences(
        of: "=> BuyTickets film=\"Wicked\" count=2\n",
        with: "=> BuyTickets film=\"Wicked\" count=3\n"),
      to: "cinema/Marquee.tests")
    let wrongValue = try await sandbox.run(["test", "cinema", "--only", "suites"])
    #expect(wrongValue.status == 1, "\(wrongValue)")
    #expect(
      wrongValue.stdout.contains(
        "\"buy 2 tickets for wicked at marquee\" expected count=3, got count=2"), "\(wrongValue)")

    let transcript = try sandbox.read("cinema/Marquee.transcript")
    try sandbox.write(
      transcript.replacingOccurrences(
        of: "< You're all set: 2 tickets for Wicked.", with: "< You're all set."),
      to: "cinema/Marquee.transcript")
    let wrongLine = try await sandbox.run(["test", "cinema", "--only", "transcripts"])
    #expect(wrongLine.status == 1, "\(wrongLine)")
    #expect(wrongLine.stdout.contains("Marquee.transcript: 5 of 6 conversations"), "\(wrongLine)")
  }

  @Test func everyErrorOfADeclaringFileIsReportedWithExitTwo() async throws {
    try sandbox.write(
      """
      @app Marquee
      @entity Film
        - Wicked
      @intent BuyTickets
        parameter film: Flim
        frase: Buy ${film} at ${applicationName}

      """, to: "Marquee.phrases")
    let result = try await sandbox.run(["test", "Marquee.phrases"])
    #expect(
      result
        == ParleyResult(
          stdout: "",
          stderr: """
            Marquee.phrases:4:9: BuyTickets has no phrase; add one such as \
            'phrase: Buy Tickets in ${applicationName}'
            Marquee.phrases:5:19: unknown type 'Flim'; did you mean 'Film'?
            Marquee.phrases:6:3: unknown key 'frase'; did you mean 'phrase'?

            """, status: 2))
  }

  /// "Log a set of ${exercise}" says one set, not a weight of one: an article before a serving
  /// counts a count, never an amount; and a weight said in words is read whole.
  @Test func anArticleOfAPhraseIsNoAmount() async throws {
    try sandbox.write(
      """
      @app Liftlog
      @entity Exercise
        - Deadlift
      @intent LogSet: Log Set
        parameter exercise: Exercise, ask: Which exercise?
        parameter weight: decimal, ask: How much weight?
        parameter reps: integer, ask: How many reps?
        phrase: Log a set of ${exercise} with ${applicationName}
        answer: Logged ${reps} reps of ${exercise} at ${weight}.
      """, to: "gym/Liftlog.phrases")
    let match = try await sandbox.run(
      ["match", "log a set of deadlift with liftlog", "--phrases", "gym", "--app", "Liftlog"])
    #expect(match.stdout.contains("exercise = Deadlift"), "\(match)")
    #expect(!match.stdout.contains("weight ="), "\(match)")
    let asked = try await sandbox.run(
      [
        "ask", "log a set of deadlift with liftlog", "--speaker", "--phrases", "gym", "--app",
        "Liftlog",
      ], input: "a hundred and twenty\nfive\n")
    #expect(
      asked.stdout
        == "How much weight?\nHow many reps?\nLogged 5 reps of Deadlift at 120.\n", "\(asked)")
  }

  /// A day and a time a declared answer says read as the bundled apps' answers say them.
  @Test func aDeclaredAnswerSaysATimeAsTheAppsDo() async throws {
    try sandbox.write(
      """
      @app Pillbox
      @intent AddReminder: Add Reminder
        parameter time: date, ask: What time?
        phrase: Remind me to take my pills with ${applicationName}
        confirm: Remind you at ${time}?
        answer: I'll remind you at ${time}.
      """, to: "pills/Pillbox.phrases")
    let asked = try await sandbox.run(
      [
        "ask", "remind me to take my pills with pillbox", "--speaker", "--phrases", "pills",
        "--app", "Pillbox", "--now", "2026-12-04T09:00:00Z",
      ], input: "friday at 8pm\nyes\n")
    #expect(
      asked.stdout
        == "What time?\nRemind you at Friday, December 4 at 8:00 PM?\n"
        + "I'll remind you at Friday, December 4 at 8:00 PM.\n", "\(asked)")
  }

  /// At "Which room?", the kind alone names no room, and "no room" goes without an optional one.
  @Test func theKindAloneNamesNoValueAndNoneGoesWithout() async throws {
    try sandbox.write(
      """
      @app Hearth
      @entity Room
        - Living Room: front room
        - Kitchen
      @intent SetTemperature: Set Temperature
        parameter temperature: integer, ask: What temperature?
        parameter room: Room, optional
        phrase: Set ${room} temperature in ${applicationName}
        answer: Set to ${temperature} degrees.
      """, to: "home/Hearth.phrases")
    let arguments = [
      "ask", "set garage temperature in hearth", "--speaker", "--phrases", "home", "--app",
      "Hearth",
    ]
    let asked =
      "Sorry, I couldn't find a room called “garage”.\nWhich room?\nLiving Room or Kitchen?\n"
    let without = try await sandbox.run(arguments, input: "no room\n70\n")
    #expect(without.stdout == asked + "What temperature?\nSet to 70 degrees.\n", "\(without)")
    let kind = try await sandbox.run(arguments, input: "room\nkitchen\n70\n")
    #expect(
      kind.stdout
        == asked + "Sorry, I need to know which room.\nWhich room?\nLiving Room or Kitchen?\n"
        + "What temperature?\nSet to 70 degrees.\n", "\(kind)")
  }
}

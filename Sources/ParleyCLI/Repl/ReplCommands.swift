import Foundation
import ParleyAssistant

/// The REPL's colon commands: `:help`, `:apps`, `:phrases`, `:why`, `:speaker`, `:display`,
/// `:record FILE`, `:stop`, `:unlock`, `:lock`, `:reset`, `:quit`.
struct ReplCommands {
  enum Result {
    case done
    case unknown
    case quit
  }

  /// What one line typed or piped in came to.
  enum LineOutcome {
    /// The line was a request or an answer; the conversation replied.
    case reply(Reply)
    /// The line was a colon command.
    case command(Result)
    /// The line was blank.
    case blank
  }

  let session: ReplSession

  private static let help: [(String, String)] = [
    (":help", "this list"),
    (":apps", "the loaded apps and their shortcuts"),
    (":phrases [APP]", "every phrase, per app and shortcut"),
    (":why", "how the last request matched, with the runners-up"),
    (":speaker / :display", "switch between the speaker and the display surface"),
    (":record FILE", "save the session from here on as a dialog transcript"),
    (":stop", "stop recording"),
    (":unlock", "enter the passcode for intents that require authentication"),
    (":lock", "lock again (also after --relock-after seconds without a line)"),
    (":reset", "start the apps' data over from their sample content"),
    (":quit", "leave (Ctrl-D does too)"),
    ("/Intent name=value", "run an intent directly, skipping phrase matching"),
    ("/Intent ?", "what an intent does, how to say it and the parameters it takes"),
    ("/?", "every intent of the loaded apps, with its summary"),
    ("NUMBER or LABEL", "run an action numbered under the last card, until the next request"),
  ]

  /// Takes one line as `parley chat` and `parley ask` do: every line is the passcode while one
  /// is asked; otherwise a line starting with a colon is a command, and any other line that is not
  /// blank goes to the conversation.
  func take(_ line: String) async -> LineOutcome {
    session.relockIfIdle()
    // A recording that stopped on a write error leaves the sample data once no question waits.
    if session.recorder == nil, session.usesSampleData, !session.conversation.isAwaitingAnswer {
      try? await session.useSampleData(false)
    }
    if session.conversation.isAwaitingPasscode {
      return .reply(await session.send(line))
    }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix(":") { return .command(await run(trimmed)) }
    if trimmed.isEmpty { return .blank }
    return .reply(await session.send(line))
  }

  /// Runs the command `line`, echoed first like any line piped in on a display.
  ///
  /// Control characters in it become U+FFFD first, as in a request, so a note that quotes the
  /// command or its argument cannot drive the terminal.
  func run(_ typed: String) async -> Result {
    let line = ReplSession.withoutControlCharacters(typed)
    let words = line.dropFirst().split(maxSplits: 1, whereSeparator: \.isWhitespace)
      .map(String.init)
    let name = words.first?.lowercased() ?? ""
    let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : nil
    if HistoryStore.holdsSecret(line, secrets: session.secrets), let argument {
      session.echo(":\(name) \(ReplSession.hidden(argument))")
    } else {
      session.echo(line)
    }
    switch name {
    case "help": showHelp()
    case "apps": showApps()
    case "phrases": showPhrases(argument)
    case "why": showWhy()
    case "speaker": switchSurface(.speaker)
    case "display": switchSurface(.display)
    case "record": await startRecording(argument)
    case "stop": await stopRecording()
    case "unlock": unlock(argument)
    case "lock": lock()
    case "reset": reset()
    case "quit", "exit", "q": return .quit
    default:
      let known = Self.help.map { $0.0 }.filter { $0.hasPrefix(":") }
        .map { String($0.dropFirst().prefix { $0.isLetter }) }
      let closest = known.min { editDistance($0, name) < editDistance($1, name) }
      let hint = closest.map { editDistance($0, name) <= 2 ? " Did you mean ':\($0)'?" : "" } ?? ""
      session.note("Unknown command ':\(name)'.\(hint) Type :help for the list.")
      return .unknown
    }
    return .done
  }

  private func showHelp() {
    let width = Self.help.map(\.0.count).max() ?? 0
    for (command, text) in Self.help {
      session.note("  \(command)\(String(repeating: " ", count: width - command.count + 2))\(text)")
    }
  }

  private func showApps() {
    for app in session.conversation.catalog.apps {
      let titles = app.shortcutPhrases.map(\.title).joined(separator: ", ")
      session.note("\(app.name): \(titles)")
    }
  }

  private func showPhrases(_ appName: String?) {
    let catalog = session.conversation.catalog
    var apps = catalog.apps
    if let appName {
      guard let app = catalog.app(named: appName) else {
        session.note("There is no app called '\(appName)'. Type :apps for the list.")
        return
      }
      apps = [app]
    }
    for line in PhrasesCommand.lines(for: apps) {
      session.note(line)
    }
  }

  private func showWhy() {
    let conversation = session.conversation
    if let action = conversation.lastAction {
      let card = action.cardTitle.map { " of the card “\($0)”" } ?? ""
      session.note(
        "“\(action.line)” ran action \(action.number), “\(action.label)”\(card) "
          + "(\(action.app).\(action.intent)), not a request.")
    } else if let followUp = conversation.lastFollowUp {
      session.note(
        "“\(followUp.line)” followed up the last request: \(followUp.app).\(followUp.intent) "
          + "again, with \(followUp.changes.joined(separator: ", ")).")
    } else if let undo = conversation.lastUndo {
      session.note(Self.explanation(of: undo))
    } else if let match = conversation.lastMatch {
      let report = MatchCommand.text(match, reader: conversation)
      for line in report.split(separator: "\n", omittingEmptySubsequences: false) {
        session.note(String(line))
      }
    } else {
      session.note("Nothing has been matched yet.")
    }
    let actions = conversation.offeredActions
    guard !actions.isEmpty else { return }
    let list = actions.enumerated().map { "\($0.offset + 1). \($0.element.caption)" }
    session.note(
      "Actions: \(list.joined(separator: ", ")). Type a number, position or label to run one; "
        + "anything more is a new request.")
  }

  /// What an undo line did, as `:why` says it: it is read as an undo, not matched.
  static func explanation(of undo: UndoTurn) -> String {
    let said = "“\(undo.line)” asked to take back the last change"
    guard let change = undo.change else {
      return said + " and found none it could. It matched no request."
    }
    guard let undoneBy = undo.undoneBy else {
      return said + ", \(change), which its app declares no way to undo. It matched no request."
    }
    return said + ", \(change), through \(undoneBy). It matched no request."
  }

  private func switchSurface(_ surface: Surface) {
    guard session.recorder == nil || session.conversation.surface == surface else {
      session.note("Stop recording (:stop) before switching surfaces; a transcript has one.")
      return
    }
    session.conversation.surface = surface
    session.note("Now on the \(surface.rawValue) surface.")
  }

  private func startRecording(_ path: String?) async {
    guard let path, !path.isEmpty else {
      session.note("Say where to record: :record FILE.transcript")
      return
    }
    guard !session.conversation.isAwaitingAnswer else {
      session.note(
        "Answer or cancel the question first; a recording starts between requests.")
      return
    }
    session.recorder?.close()
    do {
      try await session.useSampleData(true)
    } catch {
      session.note("Can't start the apps on their sample data: \(error)")
      return
    }
    do {
      session.recorder = try TranscriptRecorder(
        path: path, surface: session.conversation.surface,
        now: session.settings.conversation.now ?? Self.currentSecond(),
        unlocked: session.conversation.isUnlocked,
        matching: session.settings.conversation.matching, program: session.context.console.program)
      session.note("Recording to \(path). :stop ends the recording.")
      if session.usesSampleData {
        session.note(
          "The recording starts from the apps' sample data, as a transcript is replayed; the "
            + "data kept between runs is left as it is until :stop.")
      }
    } catch let error as RecordingError {
      session.recorder = nil
      session.note(error.message)
      try? await session.useSampleData(false)
    } catch {
      session.recorder = nil
      session.note("Can't record to \(path).")
      try? await session.useSampleData(false)
    }
  }

  /// The clock, to the second: a recording made without `--now` replays at the time it was
  /// made, so answers about "today" or "tomorrow" read the same later.
  private static func currentSecond() -> Date {
    Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
  }

  private func stopRecording() async {
    guard let recorder = session.recorder else {
      session.note("Not recording.")
      return
    }
    recorder.close()
    session.recorder = nil
    do {
      try await session.useSampleData(false)
    } catch {
      session.note("Can't go back to the data kept between runs: \(error)")
    }
    if let failure = recorder.failure {
      session.context.console.notice("\(failure) The transcript is incomplete.")
    } else {
      session.note("Saved the transcript to \(recorder.path).")
    }
  }

  private func reset() {
    guard session.recorder == nil else {
      session.note("Stop recording (:stop) before :reset; a transcript replays on fresh data.")
      return
    }
    do {
      try session.startOver()
      session.note("The apps' data starts over from their sample content.")
    } catch {
      session.note("Can't start the data over: \(error.localizedDescription)")
    }
  }

  /// Unlocks with the passcode given after `:unlock` (a line never kept in history) or asked
  /// for without echo.
  private func unlock(_ given: String?) {
    guard session.settings.conversation.passcode != nil else {
      session.conversation.unlock(passcode: nil)
      session.note(
        "No passcode is set, so there is none to enter: the session is unlocked, and intents "
          + "that require authentication run on the display and the speaker. Start with "
          + "--passcode CODE, or set PARLEY_PASSCODE, to have them ask for one.")
      return
    }
    if let lockedOut = session.conversation.lockedOutText {
      session.note(lockedOut)
      return
    }
    let code: String
    if let given {
      code = given
    } else {
      guard case .line(let line) = session.readSecret(prompt: "Passcode: ") else { return }
      session.echo(ReplSession.hidden(line))
      code = line
    }
    let wasUnlocked = session.conversation.isUnlocked
    let unlocked = session.conversation.unlock(passcode: code)
    if let lockedOut = session.conversation.lockedOutText {
      session.note(lockedOut)
      return
    }
    session.note(unlocked ? "Unlocked." : "That passcode isn't right.")
    if unlocked, !wasUnlocked {
      session.recorder?.recordLockChange(unlocked: true)
      session.reportRecordingFailure()
    }
  }

  private func lock() {
    session.lock()
    session.note("Locked.")
  }
}

import Foundation
import ParleyAssistant
import ParleyIntents

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A conversation at the terminal: reads lines, hands them to the ``Conversation``, and shows,
/// says, speaks and records what it answers.
///
/// On a terminal the line editor reads (with history) and prompts; piped, lines are read as
/// they come and each is echoed after a `›` on a display, so the output reads as a transcript.
final class ReplSession {
  let context: CommandContext
  private(set) var conversation: Conversation
  let settings: ReplSettings
  /// Where the apps keep their data, if anywhere.
  let data: AppDataDirectory?
  let isInteractive: Bool
  /// Whether a piped line is echoed after `›` on a display; lines heard are shown as heard.
  private let echoesLines: Bool
  var recorder: TranscriptRecorder?
  private var reader: any LineReader
  private let style: Style
  private let renderer: ReplyRenderer
  private var speech: SpeechOutput?
  /// When the last line came, on a clock that only goes forward.
  private var lastLineTime = ProcessInfo.processInfo.systemUptime
  /// The options of each conversation the session starts: the settings', counting wrong
  /// passcodes in the data folder when a passcode is set, so a new process sees a lock-out.
  private let options: ConversationOptions

  init(
    context: CommandContext, catalog: AppCatalog, settings: ReplSettings,
    data: AppDataDirectory? = nil, reader: (any LineReader)? = nil
  ) {
    self.context = context
    self.settings = settings
    self.data = data
    var options = settings.conversation
    if options.passcode != nil {
      options.passcodeAttempts = PasscodeAttempts(
        directory: data, firstLockOut: settings.lockOutSeconds)
    }
    self.options = options
    conversation = Conversation(catalog: catalog, options: options)
    let terminal = TerminalInfo.current(environment: context.environment)
    isInteractive = usesLineEditor(terminal: terminal, environment: context.environment)
    echoesLines = reader == nil
    self.reader =
      reader
      ?? makeLineReader(
        historyFile: HistoryStore.defaultFileURL(
          program: context.console.program, environment: context.environment),
        secrets: [settings.conversation.passcode].compactMap { $0 },
        terminal: terminal, environment: context.environment)
    style = settings.color.style(
      environment: context.environment, outputIsTerminal: terminal.isOutputTerminal)
    renderer = ReplyRenderer(glyphs: .forLocale(environment: context.environment))
    speech = settings.say ? SpeechOutput(environment: context.environment) : nil
    if let notice = speech?.takeNotice() {
      context.console.notice(notice)
    }
    context.reportPhraseProblems(of: catalog)
    reportDataProblems()
  }

  /// Writes each problem the apps met reading or saving their data to standard error.
  func reportDataProblems() {
    for problem in data?.takeProblems() ?? [] {
      context.console.notice(problem)
    }
  }

  /// Deletes the apps' data and starts a new conversation, with the apps' sample content.
  ///
  /// - Throws: The file system's error when the data cannot be deleted.
  func startOver() throws {
    try data?.reset()
    let surface = conversation.surface
    conversation = Conversation(catalog: conversation.catalog, options: options)
    conversation.surface = surface
  }

  var surface: Surface { conversation.surface }

  /// Whether the apps run on their sample data in memory (while recording a transcript)
  /// rather than on the data kept in ``data``.
  private(set) var usesSampleData = false

  /// Starts a new conversation over the same apps, on their sample data in memory when
  /// `sample` is true, else on the data kept in ``data``; the surface and the lock stay as they
  /// were. Nothing kept is changed. Does nothing without kept data, or when already so.
  ///
  /// - Throws: The catalog's error when the apps cannot be loaded again.
  func useSampleData(_ sample: Bool) async throws {
    guard data != nil, sample != usesSampleData else { return }
    let old = conversation
    let apps = old.catalog.apps.map { $0.app.keepingData(in: sample ? nil : data) }
    let catalog = try await AppCatalog.load(apps, locale: old.catalog.locale, now: options.now)
    conversation = Conversation(catalog: catalog, options: options)
    conversation.surface = old.surface
    if old.isUnlocked { conversation.unlock(passcode: settings.conversation.passcode) }
    usesSampleData = sample
    reportDataProblems()
  }

  /// Locks the session when no line came for ``ReplSettings/relockSeconds``, saying so; called
  /// as each line arrives, before it is handled.
  func relockIfIdle() {
    let now = ProcessInfo.processInfo.systemUptime
    defer { lastLineTime = now }
    guard conversation.isUnlocked, now - lastLineTime >= settings.relockSeconds else { return }
    lock()
    note("Locked after a while without use.")
  }

  /// Locks the session; a recording goes on as a locked conversation.
  func lock() {
    guard conversation.isUnlocked else { return }
    conversation.lock()
    recorder?.recordLockChange(unlocked: false)
  }

  /// The next line, with notices about it (a truncated line) on standard error; timed out when
  /// a question waits and no answer starts within ``ReplSettings/answerTimeout(on:)``.
  func read() -> LineInput {
    let prompt = style.prompt(conversation.isAwaitingAnswer ? "… " : "› ")
    let input = reader.readLine(
      prompt: prompt, secret: conversation.isAwaitingPasscode,
      waiting: conversation.isAwaitingAnswer ? settings.answerTimeout(on: surface) : nil)
    for notice in reader.takeNotices() {
      context.console.notice(notice)
    }
    return input
  }

  /// Reads a secret (a passcode) without echo on a terminal.
  func readSecret(prompt: String) -> LineInput {
    reader.readSecret(prompt: style.prompt(prompt))
  }

  /// Sends one line to the conversation and shows the reply.
  ///
  /// Control characters (a NUL, an escape sequence) are never part of a request: each becomes
  /// U+FFFD, as invalid UTF-8 does, so echoing or quoting the line cannot drive the terminal.
  func send(_ typed: String) async -> Reply {
    let line = Self.withoutControlCharacters(typed)
    let answersPasscode = conversation.isAwaitingPasscode
    echo(answersPasscode ? Self.hidden(line) : line)
    let reply = await conversation.respond(to: line)
    show(reply)
    reportDataProblems()
    recorder?.record(
      user: masked(line), reply: reply, answeredPasscode: answersPasscode,
      asksPasscode: conversation.isAwaitingPasscode, unlocked: conversation.isUnlocked)
    reportRecordingFailure()
    return reply
  }

  /// Says so and stops recording when the transcript could not be written, so a full disk
  /// never passes for a saved recording.
  func reportRecordingFailure() {
    guard let recorder, let failure = recorder.failure else { return }
    recorder.close()
    self.recorder = nil
    context.console.notice("\(failure) The recording stopped; the transcript is incomplete.")
  }

  /// Ends the dialog in progress (end of input, Ctrl-C), showing the acknowledgement.
  func interrupt() -> Reply? {
    let answersPasscode = conversation.isAwaitingPasscode
    guard let reply = conversation.interrupt() else { return nil }
    show(reply)
    recorder?.recordLeftQuestion(reply: reply, answeredPasscode: answersPasscode)
    reportRecordingFailure()
    return reply
  }

  /// Leaves the question no answer came to in time (see `Conversation.timeOut()`), showing
  /// what the conversation says of it.
  func timeOut() -> Reply? {
    guard let reply = conversation.timeOut() else { return nil }
    show(reply)
    recorder?.recordUnanswered(reply: reply, unlocked: conversation.isUnlocked)
    reportRecordingFailure()
    return reply
  }

  /// Shows and says a reply on the current surface; the passcode, should the reply quote it,
  /// is shown as dots.
  func show(_ reply: Reply) {
    let width =
      isInteractive ? max(20, TerminalInfo.current(environment: context.environment).columns) : 72
    for line in renderer.lines(for: reply, surface: surface, width: width, style: style) {
      context.console.out(masked(line))
    }
    guard var speech else { return }
    speech.say(
      reply.items.compactMap { if case .dialog(let text) = $0 { return text } else { return nil } })
    if let notice = speech.takeNotice() { context.console.notice(notice) }
    self.speech = speech
  }

  /// `line` with every control character but the tab replaced by U+FFFD.
  static func withoutControlCharacters(_ line: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in line.unicodeScalars {
      let isControl = scalar.properties.generalCategory == .control && scalar != "\t"
      scalars.append(isControl ? "\u{FFFD}" : scalar)
    }
    return String(scalars)
  }

  /// A passcode as it is echoed: one dot per character.
  static func hidden(_ code: String) -> String {
    String(repeating: "•", count: code.count)
  }

  /// A line from the person, echoed when it was piped in (a display shows the exchange); the
  /// passcode, wherever it is in the line, is shown as dots.
  func echo(_ line: String) {
    guard echoesLines, !isInteractive, surface == .display else { return }
    context.console.out(style.userEcho("› \(masked(line))"))
  }

  /// A note for the person at a display: a hint, never part of the dialog; the passcode,
  /// wherever it is in the text, is shown as dots.
  func note(_ text: String) {
    context.console.out(style.hint(masked(text)))
  }

  /// The words no line shown, kept or recorded may contain: the passcode.
  var secrets: [String] {
    [settings.conversation.passcode].compactMap { $0 }
  }

  /// `text` with each secret in it replaced by dots.
  func masked(_ text: String) -> String {
    secrets.reduce(text) { text, secret in
      text.replacingOccurrences(of: secret, with: Self.hidden(secret))
    }
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads lines on a terminal with editing and history, in raw mode.
///
/// The keys are those of ``KeyDecoder`` and ``LineEditorState``: arrows, Home/End, Ctrl-A/E,
/// Backspace, Delete, Ctrl-K/U/W, Ctrl-L, Up/Down through history, Ctrl-C, Ctrl-D, Ctrl-Z,
/// Enter. Raw mode is on only while a line is read and is put back on every way out (see
/// ``RawMode``).
/// Entered lines go to the ``HistoryStore``. If the terminal refuses raw mode, the prompt is
/// written and the line is read plainly.
///
/// Only this type touches the terminal; decoding, editing and drawing are pure types that
/// tests drive with bytes.
struct TerminalLineEditor: LineReader {
  private var history: HistoryStore
  private let input: Int32
  private let output: Int32
  private var pendingKeys: [Key] = []
  private var fallback: PipedLineReader
  private var notices: [String] = []
  private var reportedHistoryError = false
  private(set) var lastLineWasTruncated = false

  /// How long to wait for the rest of an escape sequence before taking ESC on its own.
  private static let escapeTimeoutMilliseconds: Int32 = 50

  /// Creates an editor reading `input` and drawing on `output`, keeping lines in `history`.
  init(history: HistoryStore, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.history = history
    self.input = input
    self.output = output
    self.fallback = PipedLineReader(source: FileDescriptorSource(descriptor: input))
  }

  mutating func readLine(prompt: String) -> LineInput {
    readLine(prompt: prompt, secret: false, waiting: nil)
  }

  mutating func readSecret(prompt: String) -> LineInput {
    readLine(prompt: prompt, secret: true, waiting: nil)
  }

  /// Reads one line; a secret line is not drawn, not kept, and has no history to browse. With
  /// `seconds`, gives up when no key comes that long after the prompt.
  mutating func readLine(prompt: String, secret: Bool, waiting seconds: Double?) -> LineInput {
    lastLineWasTruncated = false
    guard RawMode.enable(descriptor: input) else {
      write(prompt)
      let result = fallback.readLine(prompt: prompt, secret: secret, waiting: seconds)
      if result == .timedOut { write("\n") }
      lastLineWasTruncated = fallback.lastLineWasTruncated
      notices += fallback.takeNotices()
      return result
    }
    defer { RawMode.disable() }
    var state = LineEditorState(history: secret ? [] : history.entries)
    var decoder = KeyDecoder()
    redraw(prompt, state.buffer, hidden: secret)
    if let seconds, pendingKeys.isEmpty, !SystemIO.waitForInput(input, seconds: seconds) {
      write("\r\n")
      return .timedOut
    }
    while true {
      if pendingKeys.isEmpty {
        guard let keys = nextKeys(&decoder) else {
          write("\r\n")
          return .endOfInput
        }
        pendingKeys = keys
      }
      let key = pendingKeys.removeFirst()
      switch state.handle(key) {
      case .none: break
      case .redraw: redraw(prompt, state.buffer, hidden: secret)
      case .bell: write("\u{7}")
      case .clearScreen:
        write("\u{1B}[H\u{1B}[2J")
        redraw(prompt, state.buffer, hidden: secret)
      case .interrupt:
        write("^C\r\n")
        pendingKeys = []
        return .interrupted
      case .endOfInput:
        write("\r\n")
        return .endOfInput
      case .suspend:
        write("\r\n")
        RawMode.disable()
        kill(getpid(), SIGTSTP)
        guard RawMode.enable(descriptor: input) else { return .interrupted }
        redraw(prompt, state.buffer, hidden: secret)
      case .submit(let line):
        var shown = state.buffer
        shown.moveEnd()
        redraw(prompt, shown, hidden: secret)
        write("\r\n")
        if !secret { remember(line) }
        return .line(line)
      }
    }
  }

  mutating func takeNotices() -> [String] {
    defer { notices = [] }
    return notices
  }

  /// Adds `line` to history; the first failure to save becomes a notice, later ones are quiet.
  private mutating func remember(_ line: String) {
    do {
      try history.append(line)
    } catch let error as HistoryError {
      if !reportedHistoryError {
        reportedHistoryError = true
        notices.append("\(error.message) History of this session will not be kept.")
      }
    } catch {
      return
    }
  }

  /// Reads bytes until they make at least one key; `nil` at the end of input.
  private func nextKeys(_ decoder: inout KeyDecoder) -> [Key]? {
    while true {
      if decoder.isPending && !inputArrives(within: Self.escapeTimeoutMilliseconds) {
        if let key = decoder.flush() { return [key] }
      }
      let bytes = SystemIO.read(input, upTo: 256)
      guard !bytes.isEmpty else { return nil }
      let keys = decoder.decode(bytes)
      if !keys.isEmpty { return keys }
    }
  }

  /// Whether a byte can be read from the input within `milliseconds`.
  private func inputArrives(within milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  /// Draws `prompt` and `buffer`, or the prompt alone when the line is `hidden`.
  private func redraw(_ prompt: String, _ buffer: EditBuffer, hidden: Bool) {
    let columns = TerminalInfo.terminalColumns(descriptor: output) ?? TerminalInfo.defaultColumns
    let shown = hidden ? EditBuffer() : buffer
    write(LineView.render(prompt: prompt, buffer: shown, columns: columns))
  }

  private func write(_ text: String) {
    SystemIO.write(text, to: output)
  }
}

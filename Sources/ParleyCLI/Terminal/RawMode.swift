#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Darwin)
  /// A C signal handler.
  typealias SignalHandler = sig_t
#else
  /// A C signal handler.
  typealias SignalHandler = __sighandler_t
#endif

/// The terminal settings to put back, kept where a signal handler can reach them.
nonisolated(unsafe) private var savedSettings = termios()
nonisolated(unsafe) private var savedDescriptor: Int32 = -1
nonisolated(unsafe) private var exitHandlerInstalled = false
nonisolated(unsafe) private var previousHandlers: [Int32: SignalHandler?] = [:]

/// Switches a terminal into raw mode (bytes as typed, no echo, no signals from keys), or hides
/// what is typed, and back.
///
/// The settings are put back by ``disable()``, and also when the process exits or receives
/// SIGTERM, SIGHUP or SIGQUIT while raw mode is on, so a killed REPL never leaves the terminal
/// unusable. After putting the settings back, such a signal goes on to the handler that was
/// there before (by default, ending the process); an ignored signal stays ignored.
///
/// ```swift
/// guard RawMode.enable(descriptor: STDIN_FILENO) else { return readPlainly() }
/// defer { RawMode.disable() }
/// ```
enum RawMode {
  /// The signals after which the terminal is put back before the process ends.
  private static let handledSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT]

  /// Whether raw mode (or hidden input) is on.
  static var isEnabled: Bool { savedDescriptor >= 0 }

  /// Puts the terminal on `descriptor` into raw mode.
  ///
  /// - Returns: `false` when `descriptor` is not a terminal or its settings cannot be changed.
  static func enable(descriptor: Int32) -> Bool {
    apply(to: descriptor, signals: handledSignals) { raw in
      raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
      raw.c_cflag |= tcflag_t(CS8)
      raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
      withUnsafeMutableBytes(of: &raw.c_cc) { controls in
        controls[Int(VMIN)] = 1
        controls[Int(VTIME)] = 0
      }
    }
  }

  /// Stops the terminal on `descriptor` from showing what is typed, leaving the rest as it was
  /// (lines edited by the terminal, Ctrl-C ending the process), until ``disable()``; Ctrl-C
  /// puts the settings back too.
  ///
  /// - Returns: `false` when `descriptor` is not a terminal or its settings cannot be changed.
  static func hideInput(descriptor: Int32) -> Bool {
    apply(to: descriptor, signals: handledSignals + [SIGINT]) { settings in
      settings.c_lflag &= ~tcflag_t(ECHO)
    }
  }

  private static func apply(
    to descriptor: Int32, signals: [Int32], _ change: (inout termios) -> Void
  ) -> Bool {
    guard !isEnabled else { return true }
    var original = termios()
    guard tcgetattr(descriptor, &original) == 0 else { return false }
    var changed = original
    change(&changed)
    savedSettings = original
    savedDescriptor = descriptor
    installHandlers(for: signals)
    guard tcsetattr(descriptor, TCSADRAIN, &changed) == 0 else {
      disable()
      return false
    }
    return true
  }

  /// Puts back the settings raw mode replaced; does nothing when raw mode is off.
  static func disable() {
    guard isEnabled else { return }
    restoreSettings()
    for (number, handler) in previousHandlers {
      _ = signal(number, handler ?? SIG_DFL)
    }
    previousHandlers = [:]
  }

  private static func installHandlers(for signals: [Int32]) {
    if !exitHandlerInstalled {
      exitHandlerInstalled = true
      atexit { restoreSettings() }
    }
    for number in signals {
      let previous = signal(number) { received in
        restoreSettings()
        _ = signal(received, previousHandlers[received] ?? SIG_DFL)
        _ = raise(received)
      }
      if isIgnored(previous) {
        _ = signal(number, SIG_IGN)
      } else {
        previousHandlers[number] = previous
      }
    }
  }

  /// Whether `handler` is `SIG_IGN`: a signal the process ignores (say SIGHUP under `nohup`)
  /// stays ignored rather than ending it.
  static func isIgnored(_ handler: SignalHandler?) -> Bool {
    guard let handler else { return false }
    return unsafeBitCast(handler, to: Int.self) == 1
  }
}

/// Writes back the saved settings; safe to call from a signal handler.
private func restoreSettings() {
  guard savedDescriptor >= 0 else { return }
  _ = tcsetattr(savedDescriptor, TCSADRAIN, &savedSettings)
  savedDescriptor = -1
}

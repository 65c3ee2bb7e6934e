#if os(Linux)
  import Glibc

  /// A Linux pseudo-terminal for driving the line editor: bytes written to the controlling
  /// side arrive as typed keys on the terminal side, and what the editor draws can be read back.
  final class PseudoTerminal {
    /// The controlling side: write keys here, read the drawn output here.
    let controller: Int32
    /// The terminal side the editor reads and draws on.
    let terminal: Int32

    /// Opens a new pseudo-terminal, or returns `nil` when the system has none to give.
    init?() {
      let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_NONBLOCK)
      guard controller >= 0 else { return nil }
      var unlock: Int32 = 0
      var number: UInt32 = 0
      let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
      let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
      let unlocked = withUnsafeMutablePointer(to: &unlock) { ioctl(controller, unlockRequest, $0) }
      let numbered = withUnsafeMutablePointer(to: &number) { ioctl(controller, numberRequest, $0) }
      let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
      guard unlocked == 0, numbered == 0, terminal >= 0 else {
        close(controller)
        return nil
      }
      self.controller = controller
      self.terminal = terminal
    }

    deinit {
      close(terminal)
      close(controller)
    }

    /// Sends `text` as if typed.
    func type(_ text: String) {
      let bytes = Array(text.utf8)
      _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// Everything drawn on the terminal since the last call.
    func drawn() -> String {
      var output: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4_096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
        guard count > 0 else { break }
        output += buffer[..<count]
      }
      return String(decoding: output, as: UTF8.self)
    }

    /// Whether the terminal is in its ordinary line mode (canonical input with echo).
    var isInLineMode: Bool {
      var settings = termios()
      guard tcgetattr(terminal, &settings) == 0 else { return false }
      let wanted = tcflag_t(ICANON | ECHO)
      return settings.c_lflag & wanted == wanted
    }
  }
#endif

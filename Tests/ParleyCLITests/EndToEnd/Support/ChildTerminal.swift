import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal that stands as a child process's standard output (and input), so the
/// child believes it talks to a person at a terminal: what it writes is read back, and keys are
/// typed from the controlling side.
final class ChildTerminal {
  /// The terminal side, to hand to the child as its standard output or input.
  let terminal: FileHandle
  /// How many bytes have been read back so far: a place to wait for what is drawn next.
  var drawnCount: Int { drawn.count }
  private var drawn: [UInt8] = []
  private let controller: Int32
  private static let nameLock = NSLock()

  /// Opens a pseudo-terminal, or returns `nil` when the system gives none.
  init?() {
    guard let (controller, path) = Self.openController() else { return nil }
    let terminal = open(path, O_RDWR | O_NOCTTY)
    guard terminal >= 0 else {
      close(controller)
      return nil
    }
    self.controller = controller
    self.terminal = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
  }

  deinit {
    close(controller)
  }

  /// Everything drawn, with `\r\n` turned into `\n`.
  var seen: String {
    String(decoding: drawn, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
  }

  /// Everything drawn until every holder of the terminal side closed it (see ``seen``).
  ///
  /// Blocks; call it once the child runs and this process has closed ``terminal``.
  func readUntilClosed() -> String {
    while readChunk(waitingMilliseconds: -1) {}
    return seen
  }

  /// Reads what the child draws until `text` appears at or after byte `offset`, and returns
  /// the offset just past it; `nil` when the terminal closed first or nothing came for a
  /// minute (so a hang fails the test instead of stalling the run).
  func waitUntilDrawn(_ text: String, from offset: Int) -> Int? {
    let wanted = Array(text.utf8)
    while true {
      if wanted.count <= drawn.count {
        let last = drawn.count - wanted.count
        if offset <= last,
          let start = (offset...last).first(where: {
            drawn[$0..<$0 + wanted.count].elementsEqual(wanted)
          })
        {
          return start + wanted.count
        }
      }
      guard readChunk(waitingMilliseconds: 60_000) else { return nil }
    }
  }

  /// Sends `text` as if typed.
  func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
  }

  /// Reads what is there; `false` at the end or when nothing came in time.
  private func readChunk(waitingMilliseconds: Int32) -> Bool {
    var request = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
    let ready = poll(&request, 1, waitingMilliseconds)
    if ready < 0, errno == EINTR { return true }
    guard ready > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 4_096)
    let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { return true }
    guard count > 0 else { return false }
    drawn += buffer[..<count]
    return true
  }

  #if os(Linux)
    /// Opens `/dev/ptmx`, unlocks its terminal side and returns both ends' names.
    private static func openController() -> (Int32, String)? {
      let controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      guard controller >= 0 else { return nil }
      var unlock: Int32 = 0
      var number: UInt32 = 0
      let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
      let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
      let unlocked = withUnsafeMutablePointer(to: &unlock) { ioctl(controller, unlockRequest, $0) }
      let numbered = withUnsafeMutablePointer(to: &number) { ioctl(controller, numberRequest, $0) }
      guard unlocked == 0, numbered == 0 else {
        close(controller)
        return nil
      }
      return (controller, "/dev/pts/\(number)")
    }
  #else
    /// Opens a new pseudo-terminal's controlling side and returns it with its terminal's name.
    private static func openController() -> (Int32, String)? {
      let controller = posix_openpt(O_RDWR | O_NOCTTY)
      guard controller >= 0 else { return nil }
      nameLock.lock()
      defer { nameLock.unlock() }
      guard grantpt(controller) == 0, unlockpt(controller) == 0, let name = ptsname(controller)
      else {
        close(controller)
        return nil
      }
      return (controller, String(cString: name))
    }
  #endif
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal that stands as a child process's standard output, so the child believes
/// it writes to a terminal; what it writes is read back from the controlling side.
final class OutputTerminal {
  /// The terminal side, to hand to the child as its standard output.
  let terminal: FileHandle
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

  /// Everything written to the terminal until every holder of its terminal side closed it,
  /// with the terminal's `\r\n` line ends turned back into `\n`.
  ///
  /// Blocks; call it once the child runs and this process has closed ``terminal``.
  func readUntilClosed() -> String {
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      output += buffer[..<count]
    }
    return String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing raw bytes on file descriptors, retrying when a signal interrupts.
enum SystemIO {
  /// Reads up to `count` bytes from `descriptor`.
  ///
  /// - Returns: The bytes read, or an empty array at the end of input or on an error.
  static func read(_ descriptor: Int32, upTo count: Int) -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: max(1, count))
    while true {
      let received = buffer.withUnsafeMutableBytes { raw in
        systemRead(descriptor, raw.baseAddress, raw.count)
      }
      if received > 0 { return Array(buffer[..<received]) }
      if received < 0 && errno == EINTR { continue }
      return []
    }
  }

  /// Whether `descriptor` has input to read, or has reached its end, within `seconds`: waits
  /// in `poll(2)` without spinning, again for the time left when a signal interrupts it.
  static func waitForInput(_ descriptor: Int32, seconds wait: Double) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(wait)
    while true {
      let left = clock.now.duration(to: deadline)
      let (seconds, attoseconds) = left.components
      let milliseconds = max(0, seconds * 1_000 + attoseconds / Self.attosecondsPerMillisecond)
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, Int32(min(milliseconds, Int64(Int32.max))))
      if ready > 0 { return true }
      if ready < 0 && errno != EINTR { return true }
      if ready == 0 && milliseconds <= Int64(Int32.max) { return false }
    }
  }

  /// A duration's fraction of a second is counted in attoseconds, 10^15 to the millisecond
  /// `poll(2)` counts in.
  private static let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000

  /// Writes all of `text` to `descriptor`; stops quietly if the descriptor refuses.
  static func write(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { raw in
        systemWrite(descriptor, raw.baseAddress, raw.count)
      }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return }
      bytes = bytes.dropFirst(written)
    }
  }
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
  private let systemWrite = Glibc.write
#else
  private let systemRead = Darwin.read
  private let systemWrite = Darwin.write
#endif

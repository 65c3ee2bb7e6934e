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

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a line reader gets its bytes: a file descriptor, or bytes held in memory for tests.
protocol ByteSource {
  /// Returns the next chunk of bytes, or an empty array at the end of input.
  mutating func read() -> [UInt8]

  /// Whether bytes (or the end of input) come within `seconds`, waiting without spinning.
  func waitForInput(seconds: Double) -> Bool
}

extension ByteSource {
  /// Bytes held in memory are always there.
  func waitForInput(seconds: Double) -> Bool { true }
}

/// Bytes read from a file descriptor, such as standard input, in chunks.
struct FileDescriptorSource: ByteSource {
  /// The descriptor read from; standard input by default.
  var descriptor: Int32 = STDIN_FILENO
  /// The most bytes one ``read()`` returns.
  var chunkSize = 4_096

  mutating func read() -> [UInt8] {
    SystemIO.read(descriptor, upTo: chunkSize)
  }

  func waitForInput(seconds: Double) -> Bool {
    SystemIO.waitForInput(descriptor, seconds: seconds)
  }
}

/// Bytes held in memory, handed out in chunks of a fixed size, for tests.
struct MemorySource: ByteSource {
  private var bytes: ArraySlice<UInt8>
  private let chunkSize: Int

  /// Creates a source that hands out `bytes` `chunkSize` at a time.
  init(_ bytes: [UInt8], chunkSize: Int = 7) {
    self.bytes = bytes[...]
    self.chunkSize = max(1, chunkSize)
  }

  mutating func read() -> [UInt8] {
    let chunk = bytes.prefix(chunkSize)
    bytes = bytes.dropFirst(chunk.count)
    return Array(chunk)
  }
}

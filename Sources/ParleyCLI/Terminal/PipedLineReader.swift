/// Reads lines from piped input (or a terminal in its own line mode) without drawing a prompt.
///
/// Accepts `\n` and `\r\n` line endings, decodes invalid UTF-8 with replacement characters,
/// drops a leading byte-order mark, and cuts lines longer than
/// ``LineLimits/maximumCharacters``, saying so through ``takeNotices()``. A last line without a
/// line ending is still returned; then every call answers ``LineInput/endOfInput``.
///
/// ```swift
/// var reader = PipedLineReader(source: MemorySource(Array("hi\r\nthere".utf8)))
/// reader.readLine(prompt: "> ")  // .line("hi")
/// reader.readLine(prompt: "> ")  // .line("there")
/// reader.readLine(prompt: "> ")  // .endOfInput
/// ```
struct PipedLineReader: LineReader {
  private var source: any ByteSource
  private var pending: [UInt8] = []
  private var pendingStart = 0
  private var reachedEnd = false
  private var isFirstLine = true
  private var lineNumber = 0
  private var notices: [String] = []
  private(set) var lastLineWasTruncated = false

  /// The most bytes kept of one line before it is decoded; enough for any line of
  /// ``LineLimits/maximumCharacters`` characters written in ordinary text.
  private static let maximumBytes = LineLimits.maximumCharacters * 4

  /// Creates a reader of `source`, standard input by default.
  init(source: any ByteSource = FileDescriptorSource()) {
    self.source = source
  }

  mutating func readLine(prompt: String) -> LineInput {
    guard let (bytes, cut) = nextLineBytes() else { return .endOfInput }
    lineNumber += 1
    var body = bytes[...]
    if body.last == UInt8(ascii: "\r") { body = body.dropLast() }
    if isFirstLine, body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
    isFirstLine = false
    var text = String(decoding: body, as: UTF8.self)
    var truncated = cut
    if text.count > LineLimits.maximumCharacters {
      text = String(text.prefix(LineLimits.maximumCharacters))
      truncated = true
    }
    lastLineWasTruncated = truncated
    if truncated {
      notices.append(
        "line \(lineNumber) is longer than \(LineLimits.maximumCharacters) characters; "
          + "only the first \(LineLimits.maximumCharacters) were read.")
    }
    return .line(text)
  }

  mutating func readLine(prompt: String, secret: Bool, waiting seconds: Double?) -> LineInput {
    // Only the wait for a line to start is timed: a line begun is read to its end.
    let isBetweenLines = pendingStart >= pending.count && !reachedEnd
    if let seconds, isBetweenLines, !source.waitForInput(seconds: seconds) { return .timedOut }
    return readLine(prompt: prompt)
  }

  mutating func takeNotices() -> [String] {
    defer { notices = [] }
    return notices
  }

  /// The bytes of the next line without its `\n`, and whether bytes past the cap were dropped;
  /// `nil` at the end of input.
  private mutating func nextLineBytes() -> ([UInt8], Bool)? {
    var line: [UInt8] = []
    var cut = false
    while true {
      if pendingStart < pending.count {
        let rest = pending[pendingStart...]
        let end = rest.firstIndex(of: UInt8(ascii: "\n")) ?? pending.endIndex
        let room = max(0, Self.maximumBytes - line.count)
        line.append(contentsOf: pending[pendingStart..<min(end, pendingStart + room)])
        if end - pendingStart > room { cut = true }
        if end < pending.endIndex {
          pendingStart = end + 1
          return (line, cut)
        }
        pendingStart = pending.endIndex
      }
      if reachedEnd { return line.isEmpty && !cut ? nil : (line, cut) }
      pending = source.read()
      pendingStart = 0
      if pending.isEmpty { reachedEnd = true }
    }
  }
}

import Testing

@testable import ParleyCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading piped lines with a time limit: no line started in time is a timeout; a line there,
/// or the end of input, is read as without one.
@Suite struct PipedLineTimeoutTests {
  /// A pipe's two ends, closed when the test is done.
  private final class OpenPipe {
    let reading: Int32
    var writing: Int32

    init() throws {
      (reading, writing) = try #require(privatePipe())
    }

    deinit {
      close(reading)
      if writing >= 0 { close(writing) }
    }

    func write(_ text: String) {
      SystemIO.write(text, to: writing)
    }

    func closeWriting() {
      close(writing)
      writing = -1
    }
  }

  @Test func nothingWrittenTimesOutAndALineWrittenLaterIsRead() throws {
    let pipe = try OpenPipe()
    var reader = PipedLineReader(source: FileDescriptorSource(descriptor: pipe.reading))
    #expect(reader.readLine(prompt: "", secret: false, waiting: 0.05) == .timedOut)
    pipe.write("large\nsmall\n")
    #expect(reader.readLine(prompt: "", secret: false, waiting: 0.05) == .line("large"))
    // The next line is in what was read already: no wait.
    #expect(reader.readLine(prompt: "", secret: false, waiting: 0.05) == .line("small"))
    #expect(reader.readLine(prompt: "", secret: true, waiting: 0.05) == .timedOut)
    pipe.closeWriting()
    // A child process another test starts may hold a copy of the writing end until it runs
    // its program: the end of input is waited for as long as that may take on a busy machine.
    #expect(reader.readLine(prompt: "", secret: false, waiting: 600) == .endOfInput)
    #expect(reader.readLine(prompt: "", secret: false, waiting: 600) == .endOfInput)
  }

  @Test func noTimeLimitReadsAsBefore() {
    var reader = PipedLineReader(source: MemorySource(Array("hi\n".utf8)))
    #expect(reader.readLine(prompt: "", secret: false, waiting: nil) == .line("hi"))
    #expect(reader.readLine(prompt: "", secret: false, waiting: nil) == .endOfInput)
  }
}

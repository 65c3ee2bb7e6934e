import Testing

@testable import ParleyCLI

@Suite struct PipedLineReaderTests {
  private func readAll(_ bytes: [UInt8], chunkSize: Int = 7) -> [LineInput] {
    var reader = PipedLineReader(source: MemorySource(bytes, chunkSize: chunkSize))
    var results: [LineInput] = []
    while true {
      let input = reader.readLine(prompt: "> ")
      results.append(input)
      if input == .endOfInput { return results }
    }
  }

  @Test(arguments: [1, 3, 4096])
  func readsLinesWithEitherEnding(chunkSize: Int) {
    let input = Array("open trails\r\n\nsecond line\nlast".utf8)
    #expect(
      readAll(input, chunkSize: chunkSize) == [
        .line("open trails"), .line(""), .line("second line"), .line("last"), .endOfInput,
      ])
  }

  @Test func emptyInputEndsAtOnce() {
    #expect(readAll([]) == [.endOfInput])
  }

  @Test func endOfInputRepeats() {
    var reader = PipedLineReader(source: MemorySource(Array("a\n".utf8)))
    #expect(reader.readLine(prompt: "") == .line("a"))
    #expect(reader.readLine(prompt: "") == .endOfInput)
    #expect(reader.readLine(prompt: "") == .endOfInput)
  }

  @Test func invalidUTF8IsReplacedNotFatal() {
    let input: [UInt8] = [0x68, 0xFF, 0x69, 0x0A, 0xE6, 0x9D, 0x0A]
    #expect(readAll(input) == [.line("h\u{FFFD}i"), .line("\u{FFFD}"), .endOfInput])
  }

  @Test func leadingByteOrderMarkIsDropped() {
    let input: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("hi\n\u{FEFF}x\n".utf8)
    #expect(readAll(input) == [.line("hi"), .line("\u{FEFF}x"), .endOfInput])
  }

  @Test func longLineIsCutAndReported() {
    let long = String(repeating: "ab", count: LineLimits.maximumCharacters)
    var reader = PipedLineReader(
      source: MemorySource(Array((long + "\nshort\n").utf8), chunkSize: 4096))
    let first = reader.readLine(prompt: "")
    #expect(first == .line(String(long.prefix(LineLimits.maximumCharacters))))
    #expect(reader.lastLineWasTruncated)
    #expect(
      reader.takeNotices() == [
        "line 1 is longer than 10000 characters; only the first 10000 were read."
      ])
    #expect(reader.takeNotices() == [])
    #expect(reader.readLine(prompt: "") == .line("short"))
    #expect(!reader.lastLineWasTruncated)
  }

  @Test func hugeLineKeepsBoundedMemoryAndFollowingLines() {
    let huge = [UInt8](repeating: 0x78, count: 200_000) + Array("\nnext\n".utf8)
    var reader = PipedLineReader(source: MemorySource(huge, chunkSize: 4096))
    #expect(reader.readLine(prompt: "") == .line(String(repeating: "x", count: 10_000)))
    #expect(reader.lastLineWasTruncated)
    #expect(reader.readLine(prompt: "") == .line("next"))
  }

  @Test func lineOfExactlyTheLimitIsNotCut() {
    let exact = String(repeating: "é", count: LineLimits.maximumCharacters)
    var reader = PipedLineReader(source: MemorySource(Array(exact.utf8), chunkSize: 999))
    #expect(reader.readLine(prompt: "") == .line(exact))
    #expect(!reader.lastLineWasTruncated)
    #expect(reader.takeNotices() == [])
  }
}

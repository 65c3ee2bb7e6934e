import Testing

@testable import ParleyCLI

@Suite struct KeyDecoderTests {
  private func keys(_ bytes: [UInt8]) -> [Key] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes)
  }

  private func keys(_ text: String) -> [Key] {
    keys(Array(text.utf8))
  }

  @Test func printableASCIIInserts() {
    #expect(keys("hi") == [.insert("h"), .insert("i")])
  }

  @Test func multiByteUTF8InsertsOneScalar() {
    #expect(keys("é東🙂") == [.insert("é"), .insert("東"), .insert("🙂")])
  }

  @Test func utf8SplitAcrossReadsStillDecodes() {
    var decoder = KeyDecoder()
    let bytes = Array("東".utf8)
    #expect(decoder.decode([bytes[0]]) == [])
    #expect(decoder.isPending)
    #expect(decoder.decode([bytes[1], bytes[2]]) == [.insert("東")])
  }

  @Test func invalidUTF8BecomesReplacementCharacter() {
    #expect(keys([0xFF, 0x61]) == [.insert("\u{FFFD}"), .insert("a")])
    #expect(keys([0xC3, 0x61]) == [.insert("\u{FFFD}"), .insert("a")])
  }

  @Test(arguments: [
    ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
    ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
    ("\u{1B}[7~", .home), ("\u{1B}[8~", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}OA", .up), ("\u{1B}OD", .left), ("\u{1B}[3~", .delete),
    ("\u{1B}[1;5C", .wordRight), ("\u{1B}[1;5D", .wordLeft), ("\u{1B}b", .wordLeft),
    ("\u{1B}f", .wordRight), ("\u{1B}[2~", .ignored), ("\u{1B}[1;2A", .up),
  ])
  func escapeSequences(sequence: String, expected: Key) {
    #expect(keys(sequence) == [expected])
  }

  @Test(arguments: [
    (UInt8(0x01), Key.home), (0x02, .left), (0x03, .interrupt), (0x04, .controlD),
    (0x05, .end), (0x06, .right), (0x08, .backspace), (0x7F, .backspace), (0x0B, .killToEnd),
    (0x0C, .clearScreen), (0x0E, .down), (0x10, .up), (0x15, .killToStart),
    (0x17, .deleteWordBackward), (0x1A, .suspend), (0x0D, .enter), (0x0A, .enter), (0x09, .ignored),
  ])
  func controlKeys(byte: UInt8, expected: Key) {
    #expect(keys([byte]) == [expected])
  }

  @Test func carriageReturnLineFeedIsOneEnter() {
    #expect(keys("a\r\nb\r\r") == [.insert("a"), .enter, .insert("b"), .enter, .enter])
  }

  @Test func sequenceSplitAcrossReadsStillDecodes() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode([0x5B]) == [])
    #expect(decoder.decode([0x33, 0x7E, 0x78]) == [.delete, .insert("x")])
  }

  @Test func loneEscapeIsFlushedAsIgnored() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.isPending)
    #expect(decoder.flush() == .ignored)
    #expect(!decoder.isPending)
    #expect(decoder.flush() == nil)
    #expect(decoder.decode([0x41]) == [.insert("A")])
  }

  @Test func cutUTF8IsFlushedAsReplacementCharacter() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0xE6, 0x9D]) == [])
    #expect(decoder.flush() == .insert("\u{FFFD}"))
  }

  @Test func unknownSequenceIsIgnoredAndTextAfterItKept() {
    #expect(keys("\u{1B}[99Zok") == [.ignored, .insert("o"), .insert("k")])
  }
}

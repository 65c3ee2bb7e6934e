import Testing

@testable import ParleyCLI

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("Trail", 5), ("", 0), ("東京", 4), ("ｆｕｌｌ", 8), ("한국어", 6), ("e\u{301}", 1),
    ("\u{301}", 0), ("🙂", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("❤️", 2), ("·", 1),
    ("a\u{200B}b", 2), ("\u{1B}[1;31mred\u{1B}[0m", 3), ("tab\there", 7),
  ])
  func widthOf(text: String, expected: Int) {
    #expect(DisplayWidth.of(text) == expected)
  }
}

import Testing

@testable import ParleyCLI

@Suite struct TextWrapperTests {
  @Test func wrapsBetweenWords() {
    #expect(
      TextWrapper.wrap("Bear Creek Trail is open today", width: 12) == [
        "Bear Creek", "Trail is", "open today",
      ])
  }

  @Test func shortTextIsUnchanged() {
    #expect(TextWrapper.wrap("Sure.", width: 80) == ["Sure."])
    #expect(TextWrapper.wrap("", width: 80) == [""])
  }

  @Test func keepsLineBreaks() {
    #expect(TextWrapper.wrap("one\r\ntwo\n\nthree", width: 80) == ["one", "two", "", "three"])
  }

  @Test func breaksAWordLongerThanTheLine() {
    #expect(TextWrapper.wrap("a abcdefghij b", width: 4) == ["a", "abcd", "efgh", "ij b"])
  }

  @Test func countsWideCharactersTwice() {
    #expect(TextWrapper.wrap("東京 大阪 京都", width: 9) == ["東京 大阪", "京都"])
    #expect(TextWrapper.wrap("東京大阪", width: 5) == ["東京", "大阪"])
  }

  @Test func widthBelowOneIsTreatedAsOne() {
    #expect(TextWrapper.wrap("ab", width: 0) == ["a", "b"])
  }

  @Test func padsAndTruncatesByDisplayWidth() {
    #expect(TextWrapper.pad("東", toWidth: 4) == "東  ")
    #expect(TextWrapper.truncate("Bear Creek Trail", toWidth: 8, ellipsis: "…") == "Bear Cr…")
    #expect(TextWrapper.truncate("Bear", toWidth: 8, ellipsis: "…") == "Bear")
    #expect(TextWrapper.truncate("Bear Creek", toWidth: 2, ellipsis: "...") == "..")
  }
}

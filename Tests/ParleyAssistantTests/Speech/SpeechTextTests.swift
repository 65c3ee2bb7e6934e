import ParleyAssistant
import Testing

@Suite struct SpeechTextTests {
  @Test func foldsCaseDiacriticsAndPunctuation() {
    #expect(
      SpeechText.words("Order a Caffè Latte, please!") == [
        "order", "a", "caffe", "latte", "please",
      ])
  }

  @Test func keepsInnerApostrophesOnly() {
    #expect(
      SpeechText.words("I'd like 'two' of what's there") == [
        "i'd", "like", "two", "of", "what's", "there",
      ])
  }

  @Test func saysNumbersAndTimesInWords() {
    #expect(SpeechText.words("at 8:30") == ["at", "eight", "thirty"])
    #expect(SpeechText.words("2 lattes") == ["two", "lattes"])
    #expect(SpeechText.words("1250") == ["one", "thousand", "two", "hundred", "fifty"])
    #expect(SpeechText.words("room 4b") == ["room", "four", "b"])
  }

  @Test func splitsHyphensAndAmpersands() {
    #expect(SpeechText.words("To-Do List & more") == ["to", "do", "list", "and", "more"])
  }
}

import Testing

@testable import ParleyMatcher

/// At a question that takes one of a few answers, a word that misspells one of them is read as
/// it whatever its length, where the word vectors do not know it and only one answer is near.
@Suite struct AnswerTypoTests {
  let trails = TestCatalogs.bundledTrails
  let sizes: [Set<String>] = [["small"], ["medium"], ["large"], Lexicon.stopWords]

  @Test(arguments: [("yse", 0), ("ys", 0), ("yess", 0), ("noo", 1), ("nop", 1)])
  func aShortTypoOfAYesOrANoIsThatAnswer(typed: String, answer: Int) throws {
    let meant = try #require(trails.word(meantBy: typed, answering: Lexicon.yesOrNo))
    #expect(Lexicon.yesOrNo[answer].contains(meant))
    #expect(!Lexicon.yesOrNo[1 - answer].contains(meant))
  }

  /// Of the words of one answer near a typo, the nearest is meant, then the shortest.
  @Test func theNearestThenTheShortestWordIsMeant() {
    #expect(trails.word(meantBy: "yse", answering: Lexicon.yesOrNo) == "yes")
    #expect(trails.word(meantBy: "noo", answering: Lexicon.yesOrNo) == "no")
  }

  @Test func aTypoOfAnOptionIsThatOption() {
    #expect(trails.word(meantBy: "lage", answering: sizes) == "large")
    #expect(trails.word(meantBy: "smll", answering: sizes) == "small")
    #expect(trails.word(meantBy: "stpo", answering: sizes) == "stop")
  }

  /// "na" is one edit from "no" and from "ya": it says neither.
  @Test func aTypoAsNearTwoAnswersIsNeither() {
    #expect(trails.word(meantBy: "na", answering: Lexicon.yesOrNo) == nil)
  }

  /// "crek" is one edit from "creek", a word of two options: it is that word all the same.
  @Test func aWordOfSeveralOptionsIsStillThatWord() {
    let options: [Set<String>] = [["bear", "creek", "trail"], ["bent", "creek"]]
    #expect(trails.word(meantBy: "crek", answering: options) == "creek")
    #expect(trails.word(meantBy: "bnet", answering: options) == "bent")
  }

  /// A word the vectors know ("np"), a phrase word ("open", one edit from "pen"), one letter
  /// and a word near no answer are read as said.
  @Test func aWordOfItsOwnIsReadAsSaid() {
    #expect(trails.word(meantBy: "np", answering: Lexicon.yesOrNo) == nil)
    #expect(trails.word(meantBy: "open", answering: [["pen"], ["ink"]]) == nil)
    #expect(trails.word(meantBy: "j", answering: Lexicon.yesOrNo) == nil)
    #expect(trails.word(meantBy: "lrage", answering: Lexicon.yesOrNo) == nil)
  }
}

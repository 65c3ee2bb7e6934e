import ParleyMatcher
import Testing

@testable import ParleyAssistant

/// A run of words said by their roles in turn, found anywhere in a line: what the line reader
/// reads "one of them", "how long" and "how many" by.
@Suite struct ConversationWordRunTests {
  static let countOfThem: [(String) -> Bool] = [
    { SpokenValue.integer(in: $0) != nil }, Lexicon.partitives.contains,
    Lexicon.thingReferringWords.contains,
  ]

  @Test func findsTheFirstPlaceEveryRoleSaysItsWord() {
    let words = ["make", "one", "of", "them", "a", "mocha"]
    #expect(ConversationWords.placeOfRun(Self.countOfThem, in: words) == 1)
    #expect(ConversationWords.placeOfRun(Self.countOfThem, in: ["two", "of", "those"]) == 0)
  }

  @Test func aRunBrokenOrCutShortIsNotSaid() {
    #expect(ConversationWords.placeOfRun(Self.countOfThem, in: ["one", "of", "miso"]) == nil)
    #expect(ConversationWords.placeOfRun(Self.countOfThem, in: ["one", "of"]) == nil)
    #expect(ConversationWords.placeOfRun([], in: ["one"]) == nil)
  }

  @Test func saysARunOfWordsAnywhere() {
    let runs = [["how", "many"]]
    #expect(
      ConversationWords.saysAnyRun(runs, in: ["wait", "how", "many", "will", "that", "reset"]))
    #expect(!ConversationWords.saysAnyRun(runs, in: ["many", "how"]))
    #expect(!ConversationWords.saysAnyRun(runs, in: []))
  }
}

import Testing

@testable import ParleyMatcher

@Suite struct ChoiceResolutionTests {
  static let options = [
    ["Bear Creek Trail", "Bear Creek"], ["Cedar Falls Loop"], ["Alpine Lake Trail", "the lake"],
  ]

  @Test(arguments: [
    ("2", ChoiceResolution.chosen(1)), ("two", .chosen(1)), ("the second one", .chosen(1)),
    ("number three", .chosen(2)), ("first", .chosen(0)), ("the last one", .chosen(2)),
    ("Cedar Falls Loop", .chosen(1)), ("bear creek", .chosen(0)), ("bear crek", .chosen(0)),
    ("cedar", .chosen(1)), ("the lake", .chosen(2)), ("jazz", .none), ("7", .none),
  ])
  func resolvesAnswers(answer: String, expected: ChoiceResolution) {
    #expect(resolveChoice(answer, among: Self.options) == expected)
  }

  @Test func reportsTies() {
    let options = [["Lake Trail North"], ["Lake Trail South"], ["Cedar Falls"]]
    #expect(resolveChoice("lake trail", among: options) == .ambiguous([0, 1]))
  }

  @Test func resolvesNothingAmongNoOptions() {
    #expect(resolveChoice("first", among: []) == .none)
  }
}

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

  @Test(arguments: [
    ("number 2", ChoiceResolution.chosen(1)), ("option 2", .chosen(1)), ("2 please", .chosen(1)),
    ("the second", .chosen(1)), ("the second option", .chosen(1)), ("number one", .chosen(0)),
    ("pick the third one", .chosen(2)), ("last", .chosen(2)), ("3rd", .chosen(2)),
  ])
  func readsAPositionSaidAsTheWholeAnswer(answer: String, expected: ChoiceResolution) {
    #expect(resolveChoice(answer, among: Self.options) == expected)
  }

  @Test(arguments: [
    "order two lattes and a small mocha with brew", "get 3 trails near boulder",
    "the second trail in my favorites list", "add two cards to the first deck",
  ])
  func takesNoNumberOutOfALongerLine(line: String) {
    #expect(resolveChoice(line, among: Self.options) == .none)
  }

  @Test func takesNoNameThatIsAFewWordsOfALongerLine() {
    let order = [["In Order", "Ordered"], ["Shuffled", "Random"]]
    #expect(resolveChoice("order two lattes and a small mocha with brew", among: order) == .none)
    #expect(resolveChoice("in order please", among: order) == .chosen(0))
    #expect(resolveChoice("i want them shuffled", among: order) == .chosen(1))
  }

  @Test func reportsTies() {
    let options = [["Lake Trail North"], ["Lake Trail South"], ["Cedar Falls"]]
    #expect(resolveChoice("lake trail", among: options) == .ambiguous([0, 1]))
  }

  @Test func resolvesNothingAmongNoOptions() {
    #expect(resolveChoice("first", among: []) == .none)
  }
}

@Suite struct ActionChoiceTests {
  static let labels = ["Edit", "Delete", "Pin"]

  @Test(arguments: [
    ("2", 1), ("two", 1), ("the second one", 1), ("number 3", 2), ("3rd", 2), ("first", 0),
    ("the last one", 2), ("last", 2), ("button 2", 1), ("delete", 1), ("Delete", 1),
    ("delete it please", 1), ("tap pin", 2), ("press 1", 0), ("pinned", 2), ("EDIT!", 0),
    ("delet", 1), ("number one", 0), ("choose the second option", 1), ("2 please", 1),
  ])
  func picksByNumberPositionOrLabel(line: String, index: Int) {
    #expect(resolveAction(line, among: Self.labels) == index)
  }

  @Test(arguments: [
    "delete the groceries note", "edit my shopping list in notes", "4", "zero", "the fourth one",
    "pin and delete", "", "please", "find notes about pie", "editor", "delete two notes",
    "pin the first note",
  ])
  func picksNothingWhenTheLineSaysMore(line: String) {
    #expect(resolveAction(line, among: Self.labels) == nil)
  }

  @Test func picksByALabelThatIsAVerbOfPicking() {
    #expect(resolveAction("run", among: ["Run", "Stop"]) == 0)
  }

  @Test func picksNothingWhenTwoActionsShareTheLabel() {
    #expect(resolveAction("pin", among: ["Pin", "Pin"]) == nil)
    #expect(resolveAction("2", among: ["Pin", "Pin"]) == 1)
  }

  @Test func picksNothingAmongNoActions() {
    #expect(resolveAction("1", among: []) == nil)
  }
}

import Testing

@testable import ParleyMatcher

/// The values a line gives one intent's parameters with no phrase to match, as a correction
/// during a dialog is read.
@Suite struct IntentValuesTests {
  private func values(_ line: String, intent: String = "OrderCoffee") -> (
    values: [String: String], unused: [String]
  ) {
    let read = ValueExtractionTests.index.values(
      in: line, app: "Brew", intent: intent,
      options: MatchOptions(now: ValueExtractionTests.now))
    let values = Dictionary(
      read.values.map { ($0.name, $0.value.description) }, uniquingKeysWith: { a, _ in a })
    return (values, read.unused)
  }

  @Test func readsEveryParameterOfTheIntent() {
    let read = values("two large cappuccinos")
    #expect(read.values == ["quantity": "2", "size": "Large", "drink": "Cappuccino"])
    #expect(read.unused.isEmpty)
  }

  @Test(arguments: ["large with oat milk", "yes with oat milk", "make it two with oat milk"])
  func wordsAfterWithAreAnOptionNotAName(_ line: String) {
    let read = ValueExtractionTests.index.values(
      in: line, app: "Brew", intent: "OrderCoffee",
      options: MatchOptions(now: ValueExtractionTests.now))
    #expect(!read.values.contains { $0.text.contains("milk") })
    #expect(read.unknownOptions == ["oat milk"])
  }

  @Test func theAppsNameIsNoValue() {
    let read = values("a venti with brew")
    #expect(read.values.keys.sorted() == ["size"])
    #expect(read.unused.isEmpty)
  }

  @Test func reportsTheWordsNoValueExplains() {
    let read = values("two lattes and a scone to go")
    #expect(read.values["quantity"] == "2")
    #expect(read.unused == ["scone", "go"])
    let sized = values("two lattes and a small scone")
    #expect(sized.values == ["quantity": "2", "drink": "Caffè Latte"])
    #expect(sized.unused == ["small", "scone"])
  }

  @Test func readsNothingForAnIntentWithoutPhrases() {
    let read = values("two large", intent: "Unknown")
    #expect(read.values.isEmpty)
    #expect(read.unused == ["two", "large"])
  }
}

import Foundation
import Testing

@testable import ParleyMatcher

/// A name switched off or not wanted ("turn off shuffle", "not iced") says the other case of a
/// list of two, and no case of a longer list.
@Suite struct NegatedOptionTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Cards")],
      templates: [
        PhraseTemplate(
          app: "Cards", intent: "ChangeSetting",
          parts: [
            .text("Set my"), .slot(name: "setting", type: .vocabulary("Setting")), .text("in"),
            .appName,
          ]),
        PhraseTemplate(
          app: "Cards", intent: "OrderDrink",
          parts: [
            .text("Order a"), .slot(name: "drink", type: .vocabulary("Drink")), .text("with"),
            .appName,
          ]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Setting",
          entries: [
            .init(value: "goal", title: "Daily Goal"),
            .init(value: "order", title: "Card Order", synonyms: ["Shuffle"]),
          ]),
        SlotVocabulary(
          name: "CardOrder",
          entries: [
            .init(value: "inOrder", title: "In Order"),
            .init(value: "shuffled", title: "Shuffled", synonyms: ["Random"]),
          ]),
        SlotVocabulary(
          name: "Drink", entries: [.init(value: "latte", title: "Latte")]),
        SlotVocabulary(
          name: "Temperature",
          entries: [.init(value: "hot", title: "Hot"), .init(value: "iced", title: "Iced")]),
        SlotVocabulary(
          name: "Milk",
          entries: [.init(value: "oat", title: "Oat"), .init(value: "soy", title: "Soy")],
          acceptsUnknownValues: true),
        SlotVocabulary(
          name: "Size",
          entries: [
            .init(value: "small", title: "Small"), .init(value: "medium", title: "Medium"),
            .init(value: "large", title: "Large"),
          ]),
      ],
      parameters: [
        IntentParameters(
          app: "Cards", intent: "ChangeSetting",
          parameters: [
            .init(name: "setting", type: .vocabulary("Setting")),
            .init(name: "order", type: .vocabulary("CardOrder")),
          ]),
        IntentParameters(
          app: "Cards", intent: "OrderDrink",
          parameters: [
            .init(name: "drink", type: .vocabulary("Drink")),
            .init(name: "temperature", type: .vocabulary("Temperature")),
            .init(name: "size", type: .vocabulary("Size")),
            .init(name: "milk", type: .vocabulary("Milk")),
          ]),
      ]))

  private func values(_ utterance: String) -> [String: String] {
    Self.index.bestValues(utterance)
  }

  @Test(arguments: [
    ("turn off shuffle in cards", "In Order"),
    ("turn off the shuffle in cards", "In Order"),
    ("turn on shuffle in cards", "Shuffled"),
  ])
  func aSwitchedNameOfTwoCasesSaysWhichCase(request: String, order: String) {
    #expect(values(request) == ["setting": "Card Order", "order": order])
  }

  /// A verb that switches a thing named in full after it says what the request does, as the
  /// verb that is the name does ("shuffle my cards"): no other action.
  @Test(arguments: [
    ("turn shuffle off in cards", "In Order"), ("disable shuffle in cards", "In Order"),
    ("enable shuffle in cards", "Shuffled"),
  ])
  func aVerbThatSwitchesANameSaysIt(request: String, order: String) throws {
    let best = try #require(Self.index.match(request, options: TestCatalogs.options).best)
    #expect(best.intent == "ChangeSetting")
    #expect(values(request) == ["setting": "Card Order", "order": order])
  }

  @Test func aNameNotWantedOfTwoCasesIsTheOther() {
    #expect(values("order a latte not iced with cards")["temperature"] == "Hot")
    #expect(values("order an iced latte with cards")["temperature"] == "Iced")
  }

  @Test func aNameNotWantedOfMoreCasesSaysNone() {
    #expect(values("order a latte not large with cards")["size"] == nil)
    #expect(values("order a large latte with cards")["size"] == "Large")
  }

  /// The words that switch a name decide its value: they are used, never an option left out.
  @Test(arguments: [
    "turn off shuffle in cards", "turn shuffle off in cards",
    "set my card order to not shuffled in cards",
    "order a latte not iced with cards",
  ])
  func theWordsThatSwitchANameAreUsed(request: String) throws {
    let best = try #require(Self.index.match(request, options: TestCatalogs.options).best)
    #expect(best.unknownOptions.isEmpty)
    #expect(!best.unusedWords.contains { ["turn", "off", "not"].contains($0) })
  }

  /// An open list takes names it does not hold, so two names are no two cases.
  @Test func aNameNotWantedOfAnOpenListIsNotTheOther() {
    #expect(values("order a latte not oat with cards")["milk"] != "Soy")
    #expect(values("order an oat latte with cards")["milk"] == "Oat")
  }
}

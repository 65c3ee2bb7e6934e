import Foundation
import Testing

@testable import ParleyMatcher

/// The chat spellings of "you" ("u", "ya") cost as little as "you": "can u add an extra shot"
/// asks what "can you add an extra shot" asks.
@Suite struct AddressingWordTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Brew")],
      templates: [
        PhraseTemplate(
          app: "Brew", intent: "AddExtraShot", parts: [.text("Add an extra shot in"), .appName]),
        PhraseTemplate(
          app: "Brew", intent: "OrderCoffee",
          parts: [
            .text("Order a"), .slot(name: "drink", type: .vocabulary("Drink")), .text("with"),
            .appName,
          ]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Drink",
          entries: [.init(value: "latte", title: "Latte"), .init(value: "mocha", title: "Mocha")])
      ]))

  @Test(arguments: [
    "can you add an extra shot to my latte", "can u add an extra shot to my latte",
    "could ya add an extra shot",
  ])
  func aChatSpellingOfYouIsAFiller(request: String) {
    #expect(Self.index.match(request, options: TestCatalogs.options).best?.intent == "AddExtraShot")
  }
}

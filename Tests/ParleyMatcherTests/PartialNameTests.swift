import Foundation
import Testing

@testable import ParleyMatcher

/// A part of a name said next to a word nothing knows is no name of a vocabulary whose query
/// takes any name: the words are kept whole for the query.
@Suite struct PartialNameTests {
  /// The Brew catalog of the value tests, where the Cold Brew is also called "Iced Coffee" and
  /// coffee names several drinks, so that "iced" says most of "Iced Coffee".
  static let index: PhraseIndex = {
    var catalog = ValueExtractionTests.catalog
    catalog.vocabularies[0].entries[2] = .init(
      value: "cold-brew", title: "Cold Brew", synonyms: ["Iced Coffee"])
    catalog.vocabularies[0].entries.append(
      .init(value: "drip", title: "Drip Coffee", synonyms: ["Coffee", "House Coffee"]))
    return PhraseIndex(catalog: catalog)
  }()

  private func drink(_ utterance: String) -> SlotValue? {
    Self.index.match(utterance, options: MatchOptions(now: TestCatalogs.now)).best?
      .values.first { $0.name == "drink" }?.value
  }

  @Test func aPartOfANameBesideAnUnknownWordIsKeptWhole() {
    #expect(drink("order an iced mocha with brew") == .raw("iced mocha"))
    #expect(drink("get me an iced mocha from brew") == .raw("iced mocha"))
  }

  /// A name the vocabulary lacks is read where the phrase puts its slot though the article
  /// before it is said as another and the word after it not at all: "order an espresso from
  /// brew" says "Order a ${drink} with ${applicationName}" with its "with" said as "from". A
  /// count before the name is no word of it.
  @Test func aNameTheVocabularyLacksIsReadPastAnArticleSaidOtherwise() {
    #expect(drink("order an espresso from brew") == .raw("espresso"))
    #expect(drink("order the espresso from brew") == .raw("espresso"))
    #expect(drink("order three espressos from brew") == .raw("espressos"))
    #expect(drink("order a couple of mochas from brew") == .raw("mochas"))
    #expect(drink("order 2 flat whites from brew") == .raw("flat whites"))
  }

  @Test func aPartOfANameAloneOrSaidInFullStillNamesIt() {
    let coldBrew = SlotValue.entry(value: "cold-brew", title: "Cold Brew")
    #expect(drink("order an iced with brew") == coldBrew)
    #expect(drink("order an iced coffee with brew") == coldBrew)
    #expect(drink("order a large iced coffee with brew") == coldBrew)
    #expect(
      drink("order a large iced latte with brew") == .entry(value: "latte", title: "Caffè Latte"))
  }
}

import Testing

@testable import ParleyMatcher

/// A word of a listed name misspelt right beside the name's other words is read as the name's
/// word, also where typo tolerance allows the word no typo (four letters or fewer); a word the
/// word vectors know, or one away from the name's other words, is left as said.
@Suite struct MisspeltNameWordTests {
  static let vocabularies = [
    SlotVocabulary(
      name: "Trail",
      entries: [
        .init(value: "bear-creek", title: "Bear Creek Trail"),
        .init(value: "bent-creek", title: "Bent Creek"),
        .init(value: "alpine-loop", title: "Alpine Loop"),
      ]),
    SlotVocabulary(name: "Activity", entries: [.init(value: "running", title: "Trail Running")]),
  ]
  let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Trails")],
      templates: [
        PhraseTemplate(
          app: "Trails", intent: "GetTrailInfo",
          parts: [
            .text("Get conditions for"), .slot(name: "trail", type: .vocabulary("Trail")),
            .text("in"),
            .appName,
          ]),
        PhraseTemplate(
          app: "Trails", intent: "RemoveFavorite",
          parts: [
            .text("Remove"), .slot(name: "trail", type: .vocabulary("Trail")),
            .text("from my favorites in"), .appName,
          ]),
      ],
      vocabularies: vocabularies))

  @Test func aShortWordMisspeltBesideItsNameSaysTheName() throws {
    // "creek" alone says Bear Creek Trail and Bent Creek alike; "bera" is a letter swap from
    // "bear", and "beae" a letter changed.
    for request in ["get conditions for bera creek", "get conditions for beae creek"] {
      let best = try #require(index.match(request, options: TestCatalogs.options).best)
      #expect(best.values.map(\.value.description) == ["Bear Creek Trail"], "\(request)")
    }
    let removed = try #require(
      index.match("remove alpine lopo from my favorites", options: TestCatalogs.options).best)
    #expect(removed.values.map(\.value.description) == ["Alpine Loop"])
  }

  @Test func aWordTheVectorsKnowIsLeftAsSaid() {
    // "rub" is one edit from the "run" of Trail Running, but a word of its own; "rnu" is none.
    let names = EntityIndex(vocabularies: Self.vocabularies)
    // The words of Trail Running said: "trail" alone is a part of it.
    func spanOfTrailRunning(_ request: String) -> Range<Int>? {
      let tokens = Tokenizer.tokens(request)
      return names.hits(in: tokens, known: tokens.map { _ in false })
        .first { $0.vocabulary == 1 }?.span
    }
    #expect(spanOfTrailRunning("open the fox rub trail") == 4..<5)
    #expect(spanOfTrailRunning("open the fox rnu trail") == 3..<5)
  }

  @Test func aMisspeltWordAwayFromTheNameIsLeftAsSaid() {
    let names = EntityIndex(vocabularies: Self.vocabularies)
    let tokens = Tokenizer.tokens("remove lopo from alpine favorites")
    let alpineLoop = names.hits(in: tokens, known: tokens.map { _ in false })
      .first { $0.vocabulary == 0 && $0.entry == 2 }
    #expect(alpineLoop?.span.contains(1) != true)
  }
}

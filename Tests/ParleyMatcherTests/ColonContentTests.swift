import Testing

@testable import ParleyMatcher

/// A colon after a request's first words says that what follows is what a thing holds: the
/// name before it ends at the colon, and the text after it fills the intent's text parameter,
/// the one whose name says a text, else the first ("new card in history: 1066 is hastings"
/// gives a card's question).
@Suite struct ColonContentTests {
  /// A study app of a user's own: cards of a question and an answer, in decks.
  static let decks = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Cramly")],
      templates: [
        PhraseTemplate(
          app: "Cramly", intent: "AddCard",
          parts: [.text("Add a card to"), deck, .text("in"), .appName])
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Deck", entries: [.init(value: "spanish", title: "Spanish")],
          acceptsUnknownValues: true)
      ],
      parameters: [
        IntentParameters(
          app: "Cramly", intent: "AddCard",
          parameters: [
            .init(name: "deck", type: .vocabulary("Deck")), .init(name: "question", type: .text),
            .init(name: "answer", type: .text),
          ])
      ]))

  private static let deck = PhraseTemplate.Part.slot(name: "deck", type: .vocabulary("Deck"))

  private func values(_ request: String) -> [String: String] {
    let best = Self.decks.match(request, options: TestCatalogs.options).best
    var found: [String: String] = [:]
    for value in best?.values ?? [] { found[value.name] = value.text }
    if let slot = best?.slot { found[slot.name] = slot.text }
    return found
  }

  @Test func theNameEndsAtTheColonAndTheTextFollows() {
    let read = values("add a card to world history: 1066 is the battle of hastings")
    #expect(read["deck"] == "world history")
    #expect(read["question"] == "1066 is the battle of hastings")
  }
}

import Testing

@testable import ParleyMatcher

/// A verb and a particle that together say another verb say it wherever English puts the
/// particle: right after the verb ("take off the milk") or after its object ("take the milk
/// off my basket"), and the particle is the verb's, never a word of the value.
@Suite struct PhrasalVerbTests {
  /// A grocery app of a user's own: a basket to add to, take from and show.
  static let grocer = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Grocer")],
      templates: [
        PhraseTemplate(
          app: "Grocer", intent: "AddItem",
          parts: [.text("Add"), item, .text("to my basket in"), .appName]),
        PhraseTemplate(
          app: "Grocer", intent: "RemoveItem",
          parts: [.text("Remove"), item, .text("from my basket in"), .appName]),
        PhraseTemplate(
          app: "Grocer", intent: "ShowBasket", parts: [.text("Show my basket in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Item",
          entries: [
            .init(value: "milk", title: "Milk"), .init(value: "eggs", title: "Eggs"),
            .init(value: "oat bread", title: "Oat Bread"),
          ])
      ]))
  private static let item = PhraseTemplate.Part.slot(name: "item", type: .vocabulary("Item"))

  @Test(arguments: [
    ("take the milk off my basket", "RemoveItem", "milk"),
    ("take eggs out of my basket", "RemoveItem", "eggs"),
    ("cross the oat bread off my basket", "RemoveItem", "oat bread"),
    ("toss some eggs in my basket", "AddItem", "eggs"),
    ("chuck the milk out", "RemoveItem", "milk"),
    ("get the eggs off my basket", "RemoveItem", "eggs"),
  ])
  func theParticleAfterTheObjectMakesTheVerb(request: String, intent: String, item: String) {
    let best = Self.grocer.match(request, options: TestCatalogs.options).best
    #expect(best?.intent == intent)
    #expect(best?.values.first { $0.name == "item" }?.text == item)
  }

  @Test func aPhrasalVerbSaysOnlyItsOwnVerbAndItsParticleNone() {
    let finder = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Grocer")],
        templates: [
          PhraseTemplate(
            app: "Grocer", intent: "FindItem",
            parts: [.text("Find"), Self.item, .text("in my basket in"), .appName]),
          PhraseTemplate(
            app: "Grocer", intent: "RemoveItem",
            parts: [.text("Remove"), Self.item, .text("from my basket in"), .appName]),
        ],
        vocabularies: Self.grocer.vocabularies))
    let result = finder.match("get rid of the milk in my basket", options: TestCatalogs.options)
    #expect(result.best?.intent == "RemoveItem")
    #expect(result.best?.explanation.unmatchedWords == [])
    let find = result.candidates.first { $0.intent == "FindItem" }
    #expect(find?.explanation.matches.contains { $0.phraseWord == "find" } != true)
  }

  private func particle(_ request: String) -> Int? {
    UtteranceAnalysis(request, index: Self.grocer, options: TestCatalogs.options).phrasalParticle
  }

  @Test func aPhrasalVerbUndoesWhatItsMeaningUndoes() {
    // "get rid of" and "take … off" remove, so they undo "Add"; "get" alone does not.
    let add = Self.grocer.terms.id(of: Stemmer.stem("add"))
    func undoesAdding(_ request: String) -> Bool {
      add.map {
        UtteranceAnalysis(request, index: Self.grocer, options: TestCatalogs.options)
          .leadOpposites.contains($0)
      } ?? false
    }
    #expect(undoesAdding("get rid of the milk"))
    #expect(undoesAdding("take the milk off my basket"))
    #expect(!undoesAdding("get the milk"))
    #expect(!undoesAdding("toss some eggs in my basket"))
  }

  @Test func aParticleOfAClauseOfItsOwnIsNotTheVerbs() {
    #expect(particle("take the milk off my basket") == 3)
    #expect(particle("take a note that we are out of milk") == nil)
    // A verb with no phrasal sense is read as it is, and "put" places what it puts on a list.
    #expect(particle("show the milk off my basket") == nil)
    #expect(particle("put the milk on my basket") == nil)
  }
}

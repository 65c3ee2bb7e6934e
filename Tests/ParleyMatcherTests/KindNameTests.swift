import Foundation
import Testing

@testable import ParleyMatcher

/// A vocabulary's kind words (its type's noun, and words its entries' names share) tell a name
/// the vocabulary does not list from a word of a phrase, and a count from a name.
@Suite struct KindNameTests {
  /// Trails whose trail query takes any name but lists only the favourites, none of them
  /// named "… Trail" twice; and a shop whose orders take a soup and a quantity.
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Trails"), MatcherApp(name: "Soup Shop")],
      templates: [
        PhraseTemplate(
          app: "Trails", intent: "OpenTrail",
          parts: [
            .text("Open"), .slot(name: "target", type: .vocabulary("Trail")), .text("in"),
            .appName,
          ]),
        PhraseTemplate(
          app: "Trails", intent: "OpenTrail",
          parts: [
            .text("Show me"), .slot(name: "target", type: .vocabulary("Trail")), .text("in"),
            .appName,
          ]),
        PhraseTemplate(
          app: "Trails", intent: "OpenFavorites",
          parts: [.text("Open my favorite trails in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "OpenFavorites", parts: [.text("Open Favorites in"), .appName]),
        PhraseTemplate(
          app: "Trails", intent: "GetTrailInfo",
          parts: [
            .text("Get conditions for"), .slot(name: "trail", type: .vocabulary("Trail")),
            .text("in"), .appName,
          ]),
        PhraseTemplate(
          app: "Soup Shop", intent: "OrderSoup",
          parts: [
            .text("Order"), .slot(name: "soup", type: .vocabulary("Soup")), .text("from"),
            .appName,
          ]),
        PhraseTemplate(
          app: "Soup Shop", intent: "OrderSoup", parts: [.text("Order soup from"), .appName]),
        PhraseTemplate(
          app: "Soup Shop", intent: "PayForOrders", parts: [.text("Pay for my order in"), .appName]
        ),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Trail",
          entries: [
            .init(value: "1", title: "Bear Creek Trail"), .init(value: "2", title: "Cedar Falls"),
            .init(value: "3", title: "Alpine Loop"),
          ],
          acceptsUnknownValues: true, typeName: "Trail"),
        SlotVocabulary(
          name: "Soup",
          entries: [.init(value: "1", title: "Tomato Bisque"), .init(value: "2", title: "Miso")],
          acceptsUnknownValues: true, typeName: "Soup"),
      ],
      parameters: [
        IntentParameters(
          app: "Trails", intent: "OpenTrail",
          parameters: [.init(name: "target", type: .vocabulary("Trail"))]),
        IntentParameters(
          app: "Soup Shop", intent: "OrderSoup",
          parameters: [
            .init(name: "soup", type: .vocabulary("Soup")), .init(name: "quantity", type: .integer),
          ]),
      ]))

  private func best(_ utterance: String) -> MatchCandidate? {
    Self.index.match(utterance, options: TestCatalogs.options).best
  }

  private func values(of candidate: MatchCandidate?) -> [String: SlotValue] {
    Dictionary(
      (candidate?.values ?? []).map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
  }

  @Test(arguments: [
    "open mist trail in trails", "open mist trail with trails", "show me mist trail in trails",
    "open the mist trail in trails",
  ])
  func anUnlistedNameSaidWithItsKindIsAName(utterance: String) {
    let best = best(utterance)
    #expect(best?.intent == "OpenTrail")
    #expect(best?.slot?.value == .raw("mist trail"))
  }

  @Test func aNameReadByItsKindIsOneOfSeveralNames() {
    let first = Self.index.match(
      "open mist trail and cedar falls in trails", options: TestCatalogs.options
    ).best
    #expect(first?.slot?.value == .raw("mist trail"))
    #expect(first?.furtherItems.map(\.text) == ["cedar falls"])
    let second = Self.index.match(
      "open cedar falls and mist trail in trails", options: TestCatalogs.options
    ).best
    #expect(second?.slot?.value == .entry(value: "2", title: "Cedar Falls"))
    #expect(second?.furtherItems.map(\.text) == ["mist trail"])
  }

  @Test func thePhrasesWordAfterTheSlotIsNoWordOfTheName() {
    let notes = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Notes")],
        templates: [
          PhraseTemplate(
            app: "Notes", intent: "DeleteNote",
            parts: [
              .text("Delete the"), .slot(name: "note", type: .vocabulary("Note")),
              .text("note in"), .appName,
            ])
        ],
        vocabularies: [
          SlotVocabulary(
            name: "Note", entries: [.init(value: "1", title: "Trip to Lisbon")],
            acceptsUnknownValues: true, typeName: "Note")
        ]))
    let best = notes.match("delete the groceries note in notes", options: TestCatalogs.options)
      .best
    #expect(best?.slot?.value == .raw("groceries"))
  }

  /// Notes that lists its notes and moves one, with a note called Groceries.
  static let notes = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Notes")],
      templates: [
        PhraseTemplate(
          app: "Notes", intent: "ListNotes",
          parts: [
            .text("List my"), .slot(name: "folder", type: .vocabulary("Folder")),
            .text("notes in"), .appName,
          ]),
        PhraseTemplate(
          app: "Notes", intent: "MoveNote",
          parts: [
            .text("Move"), .slot(name: "note", type: .vocabulary("Note")),
            .text("to another folder in"), .appName,
          ]),
        PhraseTemplate(
          app: "Notes", intent: "MoveNote",
          parts: [
            .text("Move a note to"), .slot(name: "folder", type: .vocabulary("Folder")),
            .text("in"), .appName,
          ]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Note", entries: [.init(value: "1", title: "Groceries")],
          acceptsUnknownValues: true, typeName: "Note"),
        SlotVocabulary(
          name: "Folder", entries: [.init(value: "travel", title: "Travel")], typeName: "Folder"),
      ]))

  @Test(arguments: ["put the shopping list note in travel", "put my grocery list note in travel"])
  func aPhraseWordInsideANameBeforeItsKindIsTheNames(utterance: String) {
    let result = Self.notes.match(utterance, options: TestCatalogs.options)
    #expect(result.best?.intent == "MoveNote")
    let list = result.candidates.first { $0.intent == "ListNotes" }
    #expect(list?.explanation.matches.contains { $0.phraseWord == "list" } != true)
  }

  @Test func aPhraseWordBeforeTheNameIsStillThePhrases() {
    let best = Self.notes.match("list my travel notes in notes", options: TestCatalogs.options)
      .best
    #expect(best?.intent == "ListNotes")
    #expect(best?.explanation.matches.contains { $0.phraseWord == "list" } == true)
  }

  /// Flashcards' folders, whose type is also called "Deck" where `synonyms` says so.
  private static func flashcards(typeSynonyms: [String]) -> PhraseIndex {
    let folder = PhraseTemplate.Part.slot(name: "folder", type: .vocabulary("Folder"))
    return PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Flashcards")],
        templates: [
          PhraseTemplate(
            app: "Flashcards", intent: "ResetCards",
            parts: [.text("Reset my"), folder, .text("cards in"), .appName]),
          PhraseTemplate(
            app: "Flashcards", intent: "GetCards",
            parts: [.text("Show my"), folder, .text("cards in"), .appName]),
        ],
        vocabularies: [
          SlotVocabulary(
            name: "Folder",
            entries: [.init(value: "1", title: "Biology"), .init(value: "2", title: "Spanish")],
            acceptsUnknownValues: true, typeName: "Folder", typeSynonyms: typeSynonyms)
        ]))
  }

  @Test func theTypesOtherNameIsAKindWordAsItsNameIs() {
    let said = "reset my french verbs deck"
    let unnamed = Self.flashcards(typeSynonyms: []).match(said, options: TestCatalogs.options)
    #expect(unnamed.best == nil)
    let best = Self.flashcards(typeSynonyms: ["Deck"]).match(said, options: TestCatalogs.options)
      .best
    #expect(best?.intent == "ResetCards")
    #expect(best?.slot?.value == .raw("french verbs deck"))
    let folder = Self.flashcards(typeSynonyms: ["Deck"]).match(
      "reset my french verbs folder", options: TestCatalogs.options
    ).best
    #expect(folder?.slot?.value == .raw("french verbs folder"))
  }

  @Test func theKindWordOfANameNamesNoApp() {
    let best = best("get conditions for mist trail")
    #expect(best?.intent == "GetTrailInfo")
    #expect(best?.slot?.value == .raw("mist trail"))
  }

  @Test(arguments: [
    ("open cedar falls in quickly trails", "OpenTrail"),
    ("quickly trails open my favorite", "OpenFavorites"),
    ("order soup from real quick soup shop", "OrderSoup"),
  ])
  func anAppsNameSaidAsItIsIsNoKindWord(utterance: String, intent: String) {
    #expect(best(utterance)?.intent == intent)
  }

  @Test func aParticleIsNoWordOfAName() {
    #expect(best("open up mist trail in trails")?.slot?.value == .raw("mist trail"))
  }

  @Test func theKindWordOfANameIsNoWordOfAnotherPhrase() {
    let result = Self.index.match("open mist trail in trails", options: TestCatalogs.options)
    let favorites = result.candidates.first { $0.intent == "OpenFavorites" }
    #expect(favorites?.explanation.matches.contains { $0.phraseWord == "trails" } != true)
  }

  @Test func theKindWordAloneStillSaysThePhrasesWord() {
    #expect(best("open my favorite trails in trails")?.intent == "OpenFavorites")
    #expect(best("open favorite trails in trails")?.intent == "OpenFavorites")
  }

  @Test func aNameWithANumberInsideIsOneName() {
    let best = best("get conditions for four mile trail in trails")
    #expect(best?.intent == "GetTrailInfo")
    #expect(best?.slot?.value == .raw("four mile trail"))
  }

  @Test func aListedNameIsStillItsEntry() {
    #expect(
      best("open cedar falls in trails")?.slot?.value == .entry(value: "2", title: "Cedar Falls"))
  }

  @Test(arguments: ["order 2 soups from soup shop", "order two soups from soup shop"])
  func aCountAndTheKindNameNoValue(utterance: String) {
    let best = best(utterance)
    #expect(best?.intent == "OrderSoup")
    #expect(values(of: best) == ["quantity": .integer(2)])
    #expect(best?.unusedWords == [])
  }

  @Test func theKindSaidAfterAValueIsTheValues() {
    let best = best("order two miso soups from soup shop")
    #expect(
      values(of: best) == ["soup": .entry(value: "2", title: "Miso"), "quantity": .integer(2)])
    #expect(best?.unusedWords == [])
  }

  @Test func aCountBeforeAPluralNameIsNoWordOfIt() {
    let best = best("order 2 pumpkin soups from soup shop")
    #expect(values(of: best) == ["soup": .raw("pumpkin soups"), "quantity": .integer(2)])
  }

  @Test func aCorrectionThatCountsTheKindNamesNoValue() {
    let read = Self.index.values(in: "2 soups", app: "Soup Shop", intent: "OrderSoup")
    #expect(read.values.map(\.value) == [.integer(2)])
    #expect(read.unused == [])
  }
}

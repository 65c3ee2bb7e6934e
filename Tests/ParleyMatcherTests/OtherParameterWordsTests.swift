import Testing

@testable import ParleyMatcher

/// Words no phrase word explains, said where another parameter of the intent goes, are that
/// parameter's: "groceries" of "move groceries to the travel folder" is the note to move,
/// kept as text for the app's query, although the phrase scored holds only the folder.
@Suite struct OtherParameterWordsTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Notes"), MatcherApp(name: "Flashcards")],
      templates: [
        PhraseTemplate(
          app: "Notes", intent: "MoveNote",
          parts: [
            .text("Move"), .slot(name: "note", type: .vocabulary("Note")),
            .text("to another folder in"), .appName,
          ]),
        PhraseTemplate(
          app: "Notes", intent: "MoveNote",
          parts: [
            .text("Move a note to"), .slot(name: "folder", type: .vocabulary("NoteFolder")),
            .text("in"), .appName,
          ]),
        PhraseTemplate(
          app: "Flashcards", intent: "GetCards",
          parts: [
            .text("Get cards from"), .slot(name: "folder", type: .vocabulary("Folder")),
            .text("in"), .appName,
          ]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Note", entries: [.init(value: "1", title: "Groceries")],
          acceptsUnknownValues: true, typeName: "Note"),
        SlotVocabulary(
          name: "NoteFolder",
          entries: [
            .init(value: "travel", title: "Travel"), .init(value: "recipes", title: "Recipes"),
          ],
          typeName: "Folder"),
        SlotVocabulary(
          name: "Folder", entries: [.init(value: "spanish", title: "Spanish")],
          acceptsUnknownValues: true, typeName: "Folder"),
      ],
      parameters: [
        IntentParameters(
          app: "Notes", intent: "MoveNote",
          parameters: [
            .init(name: "note", type: .vocabulary("Note")),
            .init(name: "folder", type: .vocabulary("NoteFolder")),
          ])
      ]))

  @Test func wordsWhereTheOtherParameterSitsAreItsValue() throws {
    let best = try #require(
      Self.index.match("move packing to the travel folder", options: TestCatalogs.options).best)
    #expect(best.intent == "MoveNote")
    let values = Dictionary(
      best.values.map { ($0.name, $0.value.description) }, uniquingKeysWith: { a, _ in a })
    #expect(values == ["folder": "Travel", "note": "packing"])
    #expect(best.unusedWords.isEmpty)
  }

  @Test func aFolderTheAppLacksIsAnOptionWhenTheAppIsNamed() throws {
    let best = try #require(
      Self.index.match("move packing to the work folder in notes", options: TestCatalogs.options)
        .best)
    #expect(best.intent == "MoveNote")
    #expect(best.unknownOptions == ["work"])
  }
}

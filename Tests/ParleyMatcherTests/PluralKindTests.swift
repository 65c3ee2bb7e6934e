import Testing

@testable import ParleyMatcher

/// A request whose object is the plural of a kind of thing, naming none, asks for the list:
/// "show me my notes" lists the notes rather than asking which one to show.
@Suite struct PluralKindTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Notes")],
      templates: [
        PhraseTemplate(
          app: "Notes", intent: "FindNotes",
          parts: [
            .text("Find notes about"), .slot(name: "note", type: .vocabulary("Note")),
            .text("in"), .appName,
          ]),
        PhraseTemplate(
          app: "Notes", intent: "FindNotes",
          parts: [
            .text("Show my"), .slot(name: "note", type: .vocabulary("Note")), .text("note in"),
            .appName,
          ]),
        PhraseTemplate(
          app: "Notes", intent: "ListNotes", parts: [.text("List all my notes in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "ListNotes", parts: [.text("Show everything in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "CreateNote", parts: [.text("Create a note in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Note",
          entries: [
            .init(value: "1", title: "Groceries"), .init(value: "2", title: "Book club"),
          ],
          acceptsUnknownValues: true, typeName: "Note")
      ]))

  @Test(arguments: ["show me my notes", "show my notes", "show me all my notes in notes"])
  func aPluralWithNoNameIsTheList(_ utterance: String) throws {
    let result = Self.index.match(utterance, options: TestCatalogs.options)
    let best = try #require(result.best)
    #expect(best.intent == "ListNotes")
  }

  @Test func aNamedNoteIsStillFound() throws {
    let best = try #require(
      Self.index.match("show my groceries note in notes", options: TestCatalogs.options).best)
    #expect(best.intent == "FindNotes")
    #expect(best.slot?.text == "groceries")
  }
}

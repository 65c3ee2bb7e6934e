import Testing

@testable import ParleyMatcher

/// The word that leads to the app's name in a phrase ("in" of "… on in ${applicationName}")
/// says something only where the request names the app: elsewhere it is a preposition of the
/// request's own.
@Suite struct AppNameLeadInTests {
  static let home = TestCatalogs.homey([
    ("IsOn", [.text("Is the"), TestCatalogs.device, .text("on in"), .appName]),
    ("TurnOn", [.text("Turn on the"), TestCatalogs.device, .text("with"), .appName]),
  ])

  private static func lines(_ request: String) -> [String] {
    let analysis = UtteranceAnalysis(request, index: home, options: TestCatalogs.options)
    return TemplateScorer(index: home, analysis: analysis).candidate(home.templates[0])
      .explanation.lines
  }

  @Test func theLeadInPairsWhereTheAppIsNamed() {
    #expect(Self.lines("is the fan on in homey").contains { $0.hasPrefix("\"in\" -> \"in\"") })
  }

  @Test func theLeadInPairsNothingWhereTheAppIsNotNamed() {
    let lines = Self.lines("i left the fan on in the kitchen")
    #expect(!lines.contains { $0.hasPrefix("\"in\" -> \"in\"") })
  }

  /// Notes, whose notes are listed by a folder of a closed list.
  static let notes = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Notes")],
      templates: [
        PhraseTemplate(
          app: "Notes", intent: "ListNotes",
          parts: [
            .text("List my"), .slot(name: "folder", type: .vocabulary("NoteFolder")),
            .text("notes in"), .appName,
          ])
      ],
      vocabularies: [
        SlotVocabulary(
          name: "NoteFolder",
          entries: [
            .init(value: "travel", title: "Travel"), .init(value: "recipes", title: "Recipes"),
          ],
          typeName: "Folder")
      ],
      parameters: [
        IntentParameters(
          app: "Notes", intent: "ListNotes",
          parameters: [.init(name: "folder", type: .vocabulary("NoteFolder"))])
      ]))

  private static func listing(_ request: String) throws -> MatchCandidate {
    try #require(notes.match(request, options: TestCatalogs.options).best)
  }

  /// A lead-in said where it leads to no app name leads to words of the request's own, which
  /// are left out when nothing takes them, not dropped: "in work" of "list the notes in work
  /// in notes", where the app's name follows the second "in", and of "list the notes in
  /// work", where it comes before.
  @Test func theLeadInThatLeadsToNoAppNameLeadsToWordsOfTheRequest() throws {
    for request in ["list the notes in work in notes", "list the notes in work"] {
      let best = try Self.listing(request)
      #expect(best.intent == "ListNotes")
      #expect(best.leftOutWords == ["in work"], "\(request)")
      #expect(best.values.isEmpty, "\(request)")
    }
    let travel = try Self.listing("list my travel notes in notes")
    #expect(travel.values.map(\.name) == ["folder"])
    #expect(travel.leftOutWords.isEmpty)
    let app = try Self.listing("list the notes in my app")
    #expect(app.unknownOptions == ["app"])
    #expect(app.leftOutWords.isEmpty)
  }

  /// An app whose phrase says a word its name sounds like: "to-dos" of "Show my to-dos in
  /// ${applicationName}" reads as Todos.
  static let todos = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Todos")],
      templates: [
        PhraseTemplate(
          app: "Todos", intent: "ListTodos", parts: [.text("Show my to-dos in"), .appName])
      ], vocabularies: []))

  /// The lead-in leads to the app's name said after it, though the phrase read the name from
  /// an earlier word: "in todos" of "show my to-dos in todos" is no words left out.
  @Test func theLeadInLeadsToAnyNamingOfTheApp() throws {
    let best = try #require(
      Self.todos.match("show my to-dos in todos", options: TestCatalogs.options).best)
    #expect(best.intent == "ListTodos")
    #expect(best.leftOutWords.isEmpty)
  }
}

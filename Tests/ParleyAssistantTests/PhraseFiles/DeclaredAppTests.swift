import Foundation
import ParleyAssistant
import ParleyIntents
import Testing
import TrailsApp

/// Apps declared entirely in a `.phrases` file: every construct, every error at its exact
/// position, and the declared app matched, resolved and run like a Swift one.
@Suite struct DeclaredAppTests {
  private static let cinema = """
    # A cinema
    @app Marquee
      synonyms: Marquee Cinema, the cinema
      app name in phrases: optional
      never: Buy plane tickets with ${applicationName}

    @entity Film
      - Dune Part Two: Dune, Dune 2
      - Paddington in Peru: Paddington

    @enum Seat: Seat type
      - Standard
      - Recliner: recliners

    @intent BuyTickets
      parameter film: Film, ask: Which film, the one you saw last time?
      parameter count: integer
      parameter seat: Seat, optional
      parameter day: date, optional
      parameter price: decimal, optional
      parameter imax: boolean, required
      parameter note: string, optional
      phrase: Buy tickets for ${film} at ${applicationName}
      phrase: Book ${film}
      never: Buy a bus ticket
      confirm: Buy ${count} tickets for ${film}?
      answer: You're set: ${count} ${seat} seats for ${film}.
      supporting: Show the code at the door.

    @intent ShowTimes: Times Tonight
      phrase: What's on at ${applicationName}
    """

  private func parse(_ text: String, file: String = "Marquee.phrases") throws -> AppPhraseFile {
    try AppPhraseFile.parse(text, file: file)
  }

  private func errors(_ text: String, file: String = "Marquee.phrases") -> [String] {
    phraseFileErrors(text, file: file)
  }

  private func addingErrors(_ text: String, file: String = "Marquee.phrases") throws -> [String] {
    try addingPhraseFileErrors(text, file: file, to: [Trails.app])
  }

  private func at(_ line: Int, _ column: Int) -> ParleyAssistant.SourceLocation {
    ParleyAssistant.SourceLocation(file: "Marquee.phrases", line: line, column: column)
  }

  @Test func readsTheAppAndItsValueLists() throws {
    let file = try parse(Self.cinema)
    #expect(file.declaresApp)
    #expect(file.app == "Marquee")
    #expect(file.synonyms == ["Marquee Cinema", "the cinema"])
    #expect(!file.phrasesNameApp)
    #expect(file.appSettingLocation == at(3, 3))
    #expect(
      file.negativePhrases.map(\.text) == [
        "Buy plane tickets with ${applicationName}", "Buy a bus ticket",
      ])
    let film = try #require(file.entities.first)
    #expect(file.entities.count == 1)
    #expect(film.name == "Film")
    #expect(film.title == "Film")
    #expect(film.location == at(7, 9))
    #expect(film.values.map(\.title) == ["Dune Part Two", "Paddington in Peru"])
    #expect(film.values.map(\.synonyms) == [["Dune", "Dune 2"], ["Paddington"]])
    #expect(film.values.map(\.location) == [at(8, 5), at(9, 5)])
    let seat = try #require(file.enums.first)
    #expect(file.enums.count == 1)
    #expect(seat.name == "Seat")
    #expect(seat.title == "Seat type")
    #expect(seat.location == at(11, 7))
    #expect(seat.values.map(\.title) == ["Standard", "Recliner"])
    #expect(seat.values.map(\.synonyms) == [[], ["recliners"]])
    #expect(seat.values.map(\.location) == [at(12, 5), at(13, 5)])
  }

  @Test func readsIntentsWithTheirParametersAndTexts() throws {
    let file = try parse(Self.cinema)
    #expect(file.intents.map(\.name) == ["BuyTickets", "ShowTimes"])
    #expect(file.intents.map(\.title) == ["Buy Tickets", "Times Tonight"])
    let buy = try #require(file.intents.first)
    #expect(buy.location == at(15, 9))
    #expect(
      buy.parameters.map { "\($0.name): \($0.type)\($0.isOptional ? "?" : "")" } == [
        "film: Film", "count: integer", "seat: Seat?", "day: date?", "price: decimal?",
        "imax: boolean", "note: string?",
      ])
    let film = try #require(buy.parameters.first)
    #expect(film.question == "Which film, the one you saw last time?")
    #expect(film.location == at(16, 13))
    #expect(film.typeLocation == at(16, 19))
    #expect(buy.parameters.dropFirst().allSatisfy { $0.question == nil })
    #expect(buy.confirmation?.text == "Buy ${count} tickets for ${film}?")
    #expect(buy.confirmation?.location == at(26, 12))
    #expect(buy.answer?.placeholders.map(\.name) == ["count", "seat", "film"])
    #expect(buy.answer?.placeholders.first?.location == at(27, 23))
    #expect(buy.supporting?.text == "Show the code at the door.")
    #expect(
      file.phrases.map { "\($0.intent): \($0.text)" } == [
        "BuyTickets: Buy tickets for ${film} at ${applicationName}",
        "BuyTickets: Book ${film}",
        "ShowTimes: What's on at ${applicationName}",
      ])
    #expect(file.phrases.first?.textLocation == at(23, 11))
  }

  @Test func reportsEverySyntaxErrorAtItsPosition() {
    #expect(
      errors(
        """
        @app Marquee
          synonyms:
          app name in phrases: sometimes
          synonyms: A, B
        @entity Film
          Dune
          -
          - Dune
          - dune
        @enum 9Seat
        @enum Film
        @intent Buy: Buy
          parameter film Film
          parameter 2film: Film
          parameter film: Flim, sometimes, ask:
          parameter film: Film
          parameter count:
          phrase:
          answer: ${count} for ${flim}
          answer: again
          frase: Buy ${film}
          phrase: Buy ${film
        @intent Empty
        @Intent Wrong

        """)
        == [
          "Marquee.phrases:2:12: 'synonyms:' needs the app's other names, separated by commas",
          "Marquee.phrases:3:24: 'app name in phrases:' takes 'required' or 'optional'",
          "Marquee.phrases:4:3: duplicate 'synonyms:'; they are already given on line 2",
          "Marquee.phrases:6:3: expected a value of Film such as "
            + "'- Margherita: cheese pizza, plain pizza'",
          "Marquee.phrases:7:4: empty value after '-'",
          "Marquee.phrases:9:5: 'dune' is already a value of Film on line 8",
          "Marquee.phrases:10:7: bad enum name '9Seat'; expected a type name, as in '@enum Pizza'",
          "Marquee.phrases:11:7: 'Film' is already declared on line 5",
          "Marquee.phrases:11:7: Film has no values; list them as '- Title: synonym, …'",
          "Marquee.phrases:12:9: Buy has no phrase; add one such as "
            + "'phrase: Buy in ${applicationName}'",
          "Marquee.phrases:13:3: expected 'KEY: VALUE' where KEY is 'parameter NAME', 'phrase', "
            + "'never', 'confirm', 'answer' or 'supporting'",
          "Marquee.phrases:14:13: bad parameter name '2film'; expected a name such as 'pizza', "
            + "as in 'parameter pizza: Pizza'",
          "Marquee.phrases:15:19: unknown type 'Flim'; did you mean 'Film'?",
          "Marquee.phrases:15:25: unknown option 'sometimes'; expected 'optional', 'required' "
            + "or 'ask: QUESTION'",
          "Marquee.phrases:15:36: 'ask:' needs a question",
          "Marquee.phrases:16:13: Buy already has a parameter 'film' on line 15",
          "Marquee.phrases:17:19: 'parameter count:' needs a type: string, integer, decimal, "
            + "boolean, date or a declared entity or enum",
          "Marquee.phrases:18:10: 'phrase:' needs a text",
          "Marquee.phrases:19:11: Buy has no parameter 'count'",
          "Marquee.phrases:19:24: Buy has no parameter 'flim'; did you mean 'film'?",
          "Marquee.phrases:20:3: duplicate 'answer:'; Buy already has one",
          "Marquee.phrases:21:3: unknown key 'frase'; did you mean 'phrase'?",
          "Marquee.phrases:22:15: '${' without its closing '}'",
          "Marquee.phrases:23:9: Empty has no phrase; add one such as "
            + "'phrase: Empty in ${applicationName}'",
          "Marquee.phrases:24:1: unknown directive '@Intent'; did you mean '@intent'?",
        ])
  }

  @Test func aDeclaringFileNamesItsApp() {
    #expect(
      errors("@intent Buy\n  phrase: Buy in ${applicationName}\n")
        == [
          "Marquee.phrases:1:9: a file that declares intents, entities or enums names its app "
            + "with '@app NAME' first"
        ])
  }

  @Test func reportsEveryProblemOfTheDeclaredAppAtItsPosition() throws {
    #expect(
      try addingErrors(
        """
        @app Marquee
        Sell: Sell ${film} at ${applicationName}
        Buy: Buy ${flim} at ${applicationName}
        @entity Film
          - Dune
        @intent Buy
          parameter film: Film
          parameter count: integer
          phrase: Buy ${film}
          phrase: Buy ${count} tickets at ${applicationName}
          phrase: Buy ${film} at ${applicationName} ${applicationName}

        """)
        == [
          "Marquee.phrases:2:1: unknown intent 'Sell' in Marquee",
          "Marquee.phrases:3:10: Buy has no parameter 'flim'; did you mean 'film'?",
          "Marquee.phrases:9:11: the phrase must name the app with ${applicationName}",
          "Marquee.phrases:10:15: 'count' is a Int; a phrase parameter must be an AppEntity or "
            + "AppEnum",
          "Marquee.phrases:11:45: the phrase names the app more than once",
        ])
  }

  @Test func aDeclaredAppCannotTakeASwiftAppsName() throws {
    #expect(
      try addingErrors("@app trails\n@intent Buy\n  phrase: Buy in ${applicationName}\n")
        == [
          "Marquee.phrases:1:6: there is already an app called 'Trails'; a file that adds "
            + "phrases to it declares no intents, entities or enums"
        ])
    #expect(
      try addingErrors(
        "@app Trails\n  synonyms: Hiking\nOpenFavorites: Faves in ${applicationName}\n",
        file: "More.phrases")
        == [
          "More.phrases:2:3: 'synonyms:', 'app name in phrases:' and 'never:' describe an app "
            + "the file declares; Trails's come from its code"
        ])
  }

  @Test func theDeclaredAppIsMatchedAndResolved() async throws {
    let file = try parse(Self.cinema)
    let apps = try AppPhraseFile.adding([file], to: [Trails.app])
    #expect(apps.map(\.name) == ["Trails", "Marquee"])
    let catalog = try await AppCatalog.load(apps)
    let match = catalog.index.match("buy tickets for dune 2 at the cinema")
    #expect(match.best?.app == "Marquee")
    #expect(match.best?.intent == "BuyTickets")
    #expect(catalog.index.match("book paddington").best?.intent == "BuyTickets")
    let results = PhraseSelfCheck(catalog: catalog).run().filter { $0.app == "Marquee" }
    #expect(results.count == 11)
    #expect(results.allSatisfy { $0.failure == nil })
  }

  @Test func theNamesAfterAValueListsTitleAreTheTypesOtherNames() async throws {
    let file = try parse(
      """
      @app Memo
      @entity Folder: Folder, Deck
        - Biology
        - Spanish
      @enum Side: Side, Face
        - Front
        - Back
      @intent ResetCards
        parameter folder: Folder
        parameter side: Side, optional
        phrase: Reset my ${folder} cards in ${applicationName}
        phrase: Reset the ${side} in ${applicationName}
      @intent GetCards
        parameter folder: Folder
        phrase: Show my ${folder} cards in ${applicationName}
      """)
    let folder = try #require(file.entities.first)
    #expect(folder.title == "Folder")
    #expect(folder.otherNames == ["Deck"])
    #expect(file.enums.first?.otherNames == ["Face"])
    let catalog = try await AppCatalog.load(try AppPhraseFile.adding([file], to: []))
    let typeSynonyms = catalog.matcherCatalog.vocabularies.map(\.typeSynonyms)
    #expect(typeSynonyms.sorted { $0.joined() < $1.joined() } == [["Deck"], ["Face"]])
    let best = catalog.index.match("reset my french verbs deck").best
    #expect(best?.intent == "ResetCards")
    #expect(best?.slot?.value == .raw("french verbs deck"))
  }

  @Test func aPhraseWithoutTheAppNameIsANoteWhenTheAppAllowsIt() async throws {
    let file = try parse(Self.cinema)
    let catalog = try await AppCatalog.load(try AppPhraseFile.adding([file], to: []))
    #expect(PhraseSelfCheck(catalog: catalog).ruleViolations.isEmpty)
    #expect(
      PhraseSelfCheck(catalog: catalog).ruleNotes == [
        "MarqueeShortcuts, shortcut BuyTickets, phrase \"Book ${film}\": Invalid Utterance. "
          + "Every App Shortcut utterance should have one '${applicationName}' in it. "
          + "[rule: application-name]"
      ])
  }
}

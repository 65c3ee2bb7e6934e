import Foundation
import ParleyAssistant
import Testing

@testable import ParleyIntents

/// Options in sections, the range-and-options and keyboard-options parameter initializers, and
/// an `@AppDependency` made asynchronously, run through the conversation engine.
@Suite struct LibraryAppTests {
  private func conversation(_ surface: Surface = .display) async throws -> Conversation {
    Conversation(
      catalog: try await AppCatalog.load([Library.app]),
      options: ConversationOptions(surface: surface))
  }

  @Test func aQuestionListsAnItemCollectionBySection() async throws {
    let conversation = try await conversation()
    let question = await conversation.respond(to: "add a book to library")
    #expect(
      question.items == [
        .dialog("What's the author name?"), .dialog("Italian Authors:"),
        .choices(["Dante Alighieri", "Alessandro Manzoni"]), .dialog("Russian Authors:"),
        .choices(["Anton Chekhov", "Fyodor Dostoevsky"]),
      ])
    #expect(
      dialog(await conversation.respond(to: "3"))
        == ["Added a book by Anton Chekhov to the Main Catalogue."])
  }

  @Test func anAddedDependencyComesBeforeTheAsynchronousDefault() async throws {
    let app = ParleyApp(
      name: "Library", shortcuts: LibraryShortcuts.self, intents: [CreateBook.self],
      dependencies: { $0.add(dependency: Catalogue(name: "Branch Catalogue")) })
    let conversation = Conversation(catalog: try await AppCatalog.load([app]))
    #expect(
      dialog(await conversation.respond(to: "/CreateBook authorName=\"Anton Chekhov\""))
        == ["Added a book by Anton Chekhov to the Branch Catalogue."])
  }

  @Test func callingAnIntentMakesItsDependenciesAndPerformsIt() async throws {
    let book = CreateBook()
    book.authorName = "Anton Chekhov"
    let result = try await book()
    #expect(
      resultParts(of: result).dialog?.full.defaultValue
        == "Added a book by Anton Chekhov to the Main Catalogue.")
  }

  @Test func aSpeakerReadsTheSectionsOptionsAsOneList() async throws {
    let conversation = try await conversation(.speaker)
    let question = await conversation.respond(to: "add a book to library")
    #expect(
      dialog(question) == [
        "What's the author name?",
        "Dante Alighieri, Alessandro Manzoni, Anton Chekhov, or Fyodor Dostoevsky?",
      ])
    #expect(
      dialog(await conversation.respond(to: "dostoevsky"))
        == ["Added a book by Fyodor Dostoevsky to the Main Catalogue."])
  }

  @Test func itemsShowTheirOwnTitlesAndKeepTheRange() async throws {
    let conversation = try await conversation()
    let question = await conversation.respond(to: "/ShelveBook")
    #expect(question.items.last == .choices(["Ground floor (Fiction)", "Fourth floor (History)"]))
    #expect(dialog(await conversation.respond(to: "fourth floor")) == ["Shelved on floor 4."])
    let tooHigh = await conversation.respond(to: "/ShelveBook floor=9")
    #expect(dialog(tooHigh).first?.contains("4") == true)
    #expect(tooHigh.awaitsAnswer)
  }

  @Test func anEntityQuerysSuggestionsInSectionsAreTheChoices() async throws {
    let conversation = try await conversation()
    let question = await conversation.respond(to: "/LendBook")
    #expect(
      question.items == [
        .dialog("Which reader?"), .dialog("Members:"), .choices(["Ana", "Cleo"]),
        .dialog("Staff:"), .choices(["Ben"]),
      ])
    #expect(dialog(await conversation.respond(to: "3")) == ["Lent to Ben."])
  }

  @Test func aDateParameterKeepsItsKindAndIsAskedForADate() async throws {
    #expect(RenewBook().$dueDate.dateKind == .date)
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/RenewBook")) == ["When should the due date be?"])
    #expect(dialog(await conversation.respond(to: "tomorrow")) == ["Renewed."])
  }

  @Test func untitledAndStyledParametersTakeTheirDefaultsAndRanges() async throws {
    let conversation = try await conversation()
    #expect(dialog(await conversation.respond(to: "/ArrangeShelf")) == ["3 rows of Fiction."])
    let tooMany = await conversation.respond(to: "/ArrangeShelf rows=12")
    #expect(tooMany.awaitsAnswer)
    #expect(dialog(await conversation.respond(to: "4")) == ["4 rows of Fiction."])
  }

  @Test func aTextParameterWithKeyboardOptionsIsAskedAsText() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/SubscribeNewsletter")) == ["Which email address?"])
    #expect(
      dialog(await conversation.respond(to: "ana@example.com")) == ["Subscribed ana@example.com."])
  }

  @Test func dialogsAreSaidInTheLocalesLanguage() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("parley-dialogs-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
    try Data(
      """
      "Add a book to ${applicationName}" = "Ajoute un livre à ${applicationName}";
      """.utf8
    ).write(to: directory.appendingPathComponent("fr.lproj/AppShortcuts.strings"))
    try Data(
      """
      /* Dialogs of the library in French */
      "Added a book by %@ to the %@." = "Livre de %1$@ ajouté au catalogue « %2$@ ».";
      "Which email address?" = "Quelle adresse e-mail ?";
      """.utf8
    ).write(to: directory.appendingPathComponent("fr.lproj/Localizable.strings"))
    try Data(
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Subscribed %@.": {"localizations": {
          "fr": {"stringUnit": {"state": "translated", "value": "%@ est abonné."}}}}
      }}
      """.utf8
    ).write(to: directory.appendingPathComponent("Localizable.xcstrings"))
    let app = Library.app.localizingPhrases(from: directory)
    let french = Conversation(catalog: try await AppCatalog.load([app], locale: "fr-CA"))
    _ = await french.respond(to: "ajoute un livre à library")
    #expect(
      dialog(await french.respond(to: "1"))
        == ["Livre de Dante Alighieri ajouté au catalogue « Main Catalogue »."])
    #expect(dialog(await french.respond(to: "/SubscribeNewsletter")) == ["Quelle adresse e-mail ?"])
    #expect(dialog(await french.respond(to: "ana@example.com")) == ["ana@example.com est abonné."])
    let english = Conversation(catalog: try await AppCatalog.load([app]))
    #expect(
      dialog(await english.respond(to: "/SubscribeNewsletter email=ana@example.com"))
        == ["Subscribed ana@example.com."])
  }
}

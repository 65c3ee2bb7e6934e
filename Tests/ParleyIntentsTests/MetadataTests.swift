import Foundation
import Testing

@testable import ParleyIntents

@Suite struct MetadataTests {
  @Test func interpolatesValuesByTheirDisplayText() {
    let book = BookEntity.all[0]
    let format = ReadingFormat.paper
    let resource: LocalizedStringResource =
      "\(book) as \(format), \(2.0) or \(2.5) times, \(3) days"
    #expect(String(localized: resource) == "Dune as Paper, 2 or 2.5 times, 3 days")
    #expect(resource.key == "%@ as %@, %lf or %lf times, %lld days")
  }

  @Test func aTranslationIsFilledWithTheInterpolatedValues() {
    let book = BookEntity.all[0]
    let resource: LocalizedStringResource = "Borrowed \(book) for \(3) days"
    let tables = ["Localizable": ["Borrowed %@ for %lld days": "%2$lld jours pour « %1$@ »"]]
    #expect(resource.localized(in: tables) == "3 jours pour « Dune »")
    #expect(resource.localized(in: [:]) == "Borrowed Dune for 3 days")
    let other = LocalizedStringResource("Done", table: "Intents")
    #expect(other.localized(in: ["Intents": ["Done": "Fait (100 %%)"]]) == "Fait (100 %)")
    #expect(other.localized(in: tables) == "Done")
    #expect(LocalizedStringResource.fill("%@ et %@ et %d", with: ["a"]) == "a et %@ et %d")
  }

  @Test func keepsPlaceholdersAndTables() {
    let format = LocalizedStringResource("\(placeholder: .int) trails", table: "AppIntents")
    let plain = LocalizedStringResource("Trail", table: "AppIntents")
    let named = LocalizedStringResource("trail.title", defaultValue: "Trail")
    #expect(format.defaultValue == "%lld trails")
    #expect(format.table == "AppIntents")
    #expect(plain.defaultValue == "Trail")
    #expect(plain.table == "AppIntents")
    #expect(named.key == "trail.title")
    #expect(named.defaultValue == "Trail")
  }

  @Test func buildsDialogsFromLiteralsAndParts() {
    let plain: IntentDialog = "Done."
    let split = IntentDialog(full: "All \(3) done.", supporting: "Done.")
    let symbol = IntentDialog(full: "Saved.", systemImageName: "checkmark")
    #expect(plain.fullText == "Done.")
    #expect(plain.supportingText == nil)
    #expect(split.fullText == "All 3 done.")
    #expect(split.supportingText == "Done.")
    #expect(symbol.systemImageName == "checkmark")
  }

  @Test func buildsDisplayRepresentations() {
    let literal: DisplayRepresentation = "Dune"
    let full = DisplayRepresentation(
      title: "Dune", subtitle: "Herbert", image: .init(systemName: "book"), synonyms: ["Arrakis"])
    let type = TypeDisplayRepresentation(name: "Book", numericFormat: "books")
    let typeLiteral: TypeDisplayRepresentation = "Shelf"
    #expect(DisplayText(literal) == DisplayText(title: "Dune"))
    #expect(
      DisplayText(full) == DisplayText(title: "Dune", subtitle: "Herbert", synonyms: ["Arrakis"]))
    #expect(full.image?.systemName == "book")
    #expect(DisplayRepresentation.Image(named: "cover").name == "cover")
    #expect(DisplayRepresentation.Image(data: Data([0x89, 0x50])).data == Data([0x89, 0x50]))
    #expect(type.name.defaultValue == "Book")
    #expect(type.numericFormat?.defaultValue == "books")
    #expect(typeLiteral.name.defaultValue == "Shelf")
  }

  @Test func readsIntentMetadataAndDefaults() {
    #expect(ReadBook.typeName == "ReadBook")
    #expect(ReadBook.titleText == "Read Book")
    #expect(ReadBook.descriptionText == "Opens a book to read.")
    #expect(ReadBook.description.categoryName?.defaultValue == "Reading")
    #expect(ListShelf.descriptionText == nil)
    #expect(ReadBook.isDiscoverable)
    #expect(!HiddenIntent.isDiscoverable)
    #expect(ReadBook.authenticationPolicy == .alwaysAllowed)
    #expect(!ReadBook.opensApp)
    #expect(ReadBook.supportedModes == .background)
  }

  @Test func readsTheModesThatOpenTheApp() {
    #expect(IntentModes.foreground(.immediate) == .foreground)
    #expect(IntentModes.foreground(.deferred).opensApp)
    #expect(!IntentModes.foreground(.dynamic).opensApp)
    #expect(![IntentModes.background].contains { $0.opensApp })
  }

  @Test func writesTheParameterSummaryWithParameterNames() {
    #expect(ReadBook().summaryTemplate == "Read ${book}")
    #expect(ListShelf().summaryTemplate == nil)
  }

  @Test func readsEnumCasesAndEntityTypesThroughTheErasedTypes() throws {
    guard case .enumeration(let formats) = ReadingFormat._intentValueKind.valueType,
      case .entity(let books) = BookEntity._intentValueKind.valueType
    else {
      Issue.record("Expected an enum and an entity")
      return
    }
    #expect(formats.typeName == "ReadingFormat")
    #expect(formats.displayName == "Format")
    #expect(formats.cases.map(\.display.names) == [["Paper", "Print"], ["Audiobook"]])
    #expect(books.displayName == "Book")
  }

  @Test func findsEntitiesThroughEachQueryKind() async throws {
    guard case .entity(let books) = BookEntity._intentValueKind.valueType,
      case .entity(let shelves) = ShelfEntity._intentValueKind.valueType
    else {
      Issue.record("Expected entities")
      return
    }
    #expect(try await books.suggestedEntities().map(\.id) == ["dune", "emma"])
    #expect(try await books.entities(matching: "ulys")?.map(\.id) == ["ulysses"])
    #expect(try await books.allEntities() == nil)
    #expect(try await books.entities(for: ["emma"]).map(\.display.title) == ["Emma"])
    #expect(try await shelves.allEntities()?.map(\.id) == ["1", "2"])
    #expect(try await shelves.entities(matching: "x") == nil)
    #expect(try await shelves.entities(for: ["2", "9"]).map(\.display.title) == ["Poetry"])
    #expect(try await shelves.suggestedEntities().count == 2)
  }

  @Test func writesValuesAsReadableText() throws {
    let date = try #require(ISO8601DateFormatter().date(from: "2026-05-01T10:00:00Z"))
    #expect(displayText(of: date) == "2026-05-01T10:00:00Z")
    #expect(
      displayText(of: try #require(URL(string: "https://example.com"))) == "https://example.com")
    #expect(displayText(of: [ReadingFormat.paper, .audio]) == "Paper, Audiobook")
    #expect(displayText(of: Optional(BookEntity.all[1]) as Any) == "Emma")
    #expect(displayText(of: String?.none as Any) == "")
    #expect(displayText(of: true) == "true")
    #expect(displayText(of: Optional(2.0) as Any) == "2")
    #expect(displayText(of: Optional(7) as Any) == "7")
  }

  @Test func convertsEntityIdentifiers() {
    let uuid = UUID()
    #expect(UUID.entityIdentifier(for: uuid.entityIdentifierString) == uuid)
    #expect(Int.entityIdentifier(for: "x") == nil)
    #expect(String.entityIdentifier(for: "a") == "a")
  }
}

import Foundation
import Testing

@testable import ParleyIntents

@Suite struct IntentParameterTests {
  @Test func listsParametersInDeclarationOrder() {
    let parameters = intentParameters(of: EveryKindIntent())
    #expect(
      parameters.map(\.name) == [
        "name", "copyCount", "price", "isGift", "due", "link", "book", "format", "shelves",
      ])
    #expect(
      parameters.map(\.title) == [
        "Name", "Copy Count", "Price", "Is Gift", "Due", "Link", "Book", "Format", "Shelves",
      ])
  }

  @Test func readsTypesOptionalityAndArrays() {
    let parameters = intentParameters(of: EveryKindIntent())
    #expect(
      parameters.map(\.valueType.typeName) == [
        "String", "Int", "Double", "Bool", "Date", "URL", "BookEntity", "ReadingFormat",
        "ShelfEntity",
      ])
    #expect(
      parameters.map(\.isOptional) == [false, false, true, true, true, true, false, true, false])
    #expect(
      parameters.map(\.isArray) == [false, false, false, false, false, false, false, false, true])
  }

  @Test func readsDefaultsAndDialogs() throws {
    let parameters = intentParameters(of: EveryKindIntent())
    #expect(parameters[1].defaultValue as? Int == 3)
    #expect(parameters[0].defaultValue == nil)
    #expect(parameters[0].requestValueDialog?.fullText == "What name?")
    #expect(parameters[6].requestDisambiguationDialog?.fullText == "Which book?")
  }

  @Test func setsValuesThatTheIntentReads() throws {
    let intent = EveryKindIntent()
    let parameters = intentParameters(of: intent)
    try parameters[0].setAnyValue("Ada")
    try parameters[2].setAnyValue(4)
    try parameters[6].setAnyValue(BookEntity.all[1])
    try parameters[7].setAnyValue(ReadingFormat.audio)
    #expect(intent.name == "Ada")
    #expect(intent.price == 4.0)
    #expect(intent.book.title == "Emma")
    #expect(intent.format == .audio)
    #expect(intent.copyCount == 3)
    #expect(parameters[0].hasValue)
    #expect(!parameters[1].hasValue)
    #expect(parameters[7].anyValue as? ReadingFormat == .audio)
  }

  @Test func clearsAValueWithNil() throws {
    let intent = EveryKindIntent()
    let format = try #require(intentParameters(of: intent).first { $0.name == "format" })
    try format.setAnyValue(ReadingFormat.paper)
    try format.setAnyValue(nil)
    #expect(!format.hasValue)
    #expect(intent.format == nil)
  }

  @Test func rejectsAValueOfTheWrongType() throws {
    let intent = EveryKindIntent()
    let book = try #require(intentParameters(of: intent).first { $0.name == "book" })
    let error = #expect(throws: IntentValueError.self) { try book.setAnyValue(42) }
    #expect(
      error?.message
        == "The value '42' (Int) does not fit the parameter 'book', which takes BookEntity.")
  }

  @Test func setsValuesFromTheErasedForms() async throws {
    let intent = EveryKindIntent()
    let parameters = intentParameters(of: intent)
    guard case .entity(let books) = parameters[6].valueType,
      case .enumeration(let formats) = parameters[7].valueType,
      case .entity(let shelves) = parameters[8].valueType
    else {
      Issue.record("Expected entity and enum parameters")
      return
    }
    try parameters[6].setAnyValue(try await books.entities(for: ["ulysses"])[0])
    try parameters[7].setAnyValue(formats.cases[0])
    try parameters[8].setAnyValue(try await shelves.allEntities())
    #expect(intent.book.title == "Ulysses")
    #expect(intent.format == .paper)
    #expect(intent.shelves.map(\.name) == ["Fiction", "Poetry"])
  }

  @Test func limitsNumbersToTheirRange() throws {
    let intent = EveryKindIntent()
    let parameters = intentParameters(of: intent)
    #expect(parameters[1].inclusiveRange == 1...10)
    #expect(parameters[2].inclusiveRange == 0...99.5)
    #expect(parameters[0].inclusiveRange == nil)
    let error = #expect(throws: IntentValueError.self) { try parameters[1].setAnyValue(12) }
    #expect(
      error?.message
        == "The value 12 is outside the range of the parameter 'copyCount', which takes 1 through 10."
    )
    try parameters[2].setAnyValue(99.5)
    #expect(intent.price == 99.5)
  }

  @Test func setsAnArrayFromOneElementOrMany() throws {
    let intent = EveryKindIntent()
    let shelves = try #require(intentParameters(of: intent).last)
    try shelves.setAnyValue(ShelfEntity(id: 1, name: "Fiction"))
    #expect(intent.shelves.map(\.name) == ["Fiction"])
    try shelves.setAnyValue([
      ShelfEntity(id: 1, name: "Fiction"), ShelfEntity(id: 2, name: "Poetry"),
    ])
    #expect(intent.shelves.map(\.name) == ["Fiction", "Poetry"])
  }
}

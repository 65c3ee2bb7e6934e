import ParleyIntents

/// A book, the entity of the test fixtures.
struct BookEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static var defaultQuery = BookQuery()

  var id: String
  var title: String
  var synonyms: [LocalizedStringResource] = []

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(title)", synonyms: synonyms)
  }

  static let all = [
    BookEntity(id: "dune", title: "Dune", synonyms: ["Arrakis"]),
    BookEntity(id: "emma", title: "Emma"),
    BookEntity(id: "ulysses", title: "Ulysses"),
  ]
}

/// Finds books by id and title; suggests the first two.
struct BookQuery: EntityStringQuery {
  func entities(for identifiers: [String]) async throws -> [BookEntity] {
    BookEntity.all.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [BookEntity] {
    BookEntity.all.filter { $0.title.lowercased().contains(string.lowercased()) }
  }

  func suggestedEntities() async throws -> [BookEntity] {
    Array(BookEntity.all.prefix(2))
  }
}

/// A shelf, an entity with an enumerable query.
struct ShelfEntity: AppEntity {
  static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Shelf")
  static var defaultQuery = ShelfQuery()

  var id: Int
  var name: String

  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

/// Lists every shelf.
struct ShelfQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [ShelfEntity] {
    [ShelfEntity(id: 1, name: "Fiction"), ShelfEntity(id: 2, name: "Poetry")]
  }
}

/// A reading format.
enum ReadingFormat: String, AppEnum {
  case paper
  case audio

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Format"
  static var caseDisplayRepresentations: [ReadingFormat: DisplayRepresentation] = [
    .paper: DisplayRepresentation(title: "Paper", synonyms: ["Print"]),
    .audio: "Audiobook",
  ]
}

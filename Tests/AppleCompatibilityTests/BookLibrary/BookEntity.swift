import Foundation
import ParleyIntents

struct BookEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = BookQuery()

  let id: UUID

  @Property(title: "Title")
  var title: String

  @Property(title: "Author")
  var author: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(
      title: "\(title)", subtitle: "\(author)", image: .init(systemName: "book.closed"))
  }

  init(id: UUID, title: String, author: String) {
    self.id = id
    self.title = title
    self.author = author
  }

  init(book: Library.Book) {
    self.init(id: book.id, title: book.title, author: book.author)
  }
}

struct BookQuery: EntityStringQuery {
  @Dependency var library: Library

  func entities(for identifiers: [BookEntity.ID]) async throws -> [BookEntity] {
    library.books.filter { identifiers.contains($0.id) }.map(BookEntity.init(book:))
  }

  func entities(matching string: String) async throws -> [BookEntity] {
    library.books.filter { $0.title.localizedCaseInsensitiveContains(string) }
      .map(BookEntity.init(book:))
  }

  func suggestedEntities() async throws -> [BookEntity] {
    library.books.map(BookEntity.init(book:))
  }
}

enum Shelf: String, AppEnum {
  case currentlyReading
  case wantToRead
  case read

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"

  static let caseDisplayRepresentations: [Shelf: DisplayRepresentation] = [
    .currentlyReading: "Currently Reading",
    .wantToRead: DisplayRepresentation(title: "Want to Read", synonyms: ["To Read", "Wishlist"]),
    .read: "Read",
  ]
}

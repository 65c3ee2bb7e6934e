// A small book-library app written the way Apple's App Intents documentation writes one. Only
// the import differs from the documented code.
import Foundation
import ParleyIntents

/// The app's data, shared through `@Dependency`.
final class Library: @unchecked Sendable {
  struct Book: Identifiable, Hashable {
    var id: UUID
    var title: String
    var author: String
    var shelf: Shelf
  }

  private let lock = NSLock()
  private var storage: [Book]

  init(books: [Book]) {
    storage = books
  }

  var books: [Book] { lock.withLock { storage } }

  func add(_ book: Book) {
    lock.withLock { storage.append(book) }
  }

  static func sample() -> Library {
    Library(books: [
      Book(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID(),
        title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", shelf: .currentlyReading),
      Book(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000002") ?? UUID(),
        title: "Middlemarch", author: "George Eliot", shelf: .wantToRead),
    ])
  }
}

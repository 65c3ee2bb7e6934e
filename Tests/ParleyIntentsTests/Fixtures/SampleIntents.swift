import Foundation
import ParleyIntents

/// An intent with one parameter of each supported kind.
struct EveryKindIntent: AppIntent {
  static var title: LocalizedStringResource = "Every Kind"

  @Parameter(title: "Name", requestValueDialog: "What name?") var name: String
  @Parameter(default: 3, inclusiveRange: (1, 10)) var copyCount: Int
  @Parameter(controlStyle: .slider, inclusiveRange: (0, 99.5)) var price: Double?
  @Parameter var isGift: Bool?
  @Parameter var due: Date?
  @Parameter var link: URL?
  @Parameter(title: "Book", requestDisambiguationDialog: "Which book?") var book: BookEntity
  @Parameter var format: ReadingFormat?
  @Parameter var shelves: [ShelfEntity]

  func perform() async throws -> some IntentResult { .result() }
}

/// Reads a book, asking for confirmation of audio and resolving its format in place.
struct ReadBook: AppIntent {
  static var title: LocalizedStringResource = "Read Book"
  static var description = IntentDescription("Opens a book to read.", categoryName: "Reading")

  @Parameter(title: "Book") var book: BookEntity
  @Parameter(title: "Format") var format: ReadingFormat?
  @Parameter(title: "Minutes") var minutes: Int?
  @Parameter var speed: Double

  static var parameterSummary: some ParameterSummary {
    Summary("Read \(\.$book)")
  }

  func perform() async throws -> some IntentResult & ReturnsValue<BookEntity> & ProvidesDialog {
    guard let format else {
      throw $format.needsValueError("Paper or audio?")
    }
    return .result(value: book, dialog: "Reading \(book) as \(format).")
  }
}

/// Lists a shelf.
struct ListShelf: AppIntent {
  static var title: LocalizedStringResource = "List Shelf"

  @Parameter var shelf: ShelfEntity

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    .result(
      dialog: IntentDialog(full: "\(shelf) holds two books.", supporting: "Here it is."),
      view: TextSnippet(title: shelf.name, lines: ["Dune", "Emma"]))
  }
}

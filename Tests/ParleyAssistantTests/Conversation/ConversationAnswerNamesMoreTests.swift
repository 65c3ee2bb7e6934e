import ParleyIntents
import Testing

@testable import ParleyAssistant

/// An answer that names, beside the value asked for, a value of another parameter still to be
/// asked gives that one too, as the request would have; a word of the value given is no other.
@Suite struct ConversationAnswerNamesMoreTests {
  @Test func anAnswerGivesTheBranchItNamesBesideTheBook() async throws {
    let conversation = Conversation(catalog: try await AppCatalog.load([Holds.app]))
    let replies = await conversation.replies(to: [
      "place a hold in holds", "the prisoner of azkaban at northgate",
    ])
    #expect(
      replies[1]
        == completes(.dialog("Holding Harry Potter and the Prisoner of Azkaban at Northgate.")))
  }

  @Test func aWordOfTheBookGivenNamesNoBranch() async throws {
    let conversation = Conversation(catalog: try await AppCatalog.load([Holds.app]))
    let replies = await conversation.replies(to: ["place a hold in holds", "northgate nights"])
    #expect(replies[1].items.first == .dialog("Which branch?"))
  }
}

private enum Holds {
  static let titles = ["Dune", "Harry Potter and the Prisoner of Azkaban", "Northgate Nights"]
  static let app = ParleyApp(name: "Holds", shortcuts: HoldsShortcuts.self)
}

private struct HeldBook: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
  static let defaultQuery = HeldBookQuery()

  let id: String
  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

private struct HeldBookQuery: EntityStringQuery {
  func entities(for identifiers: [String]) async throws -> [HeldBook] {
    identifiers.filter(Holds.titles.contains).map(HeldBook.init)
  }

  func entities(matching string: String) async throws -> [HeldBook] {
    Holds.titles.filter { $0.localizedCaseInsensitiveContains(string) }.map(HeldBook.init)
  }

  func suggestedEntities() async throws -> [HeldBook] { Holds.titles.map(HeldBook.init) }
}

private enum PickupBranch: String, AppEnum {
  case central, northgate

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Branch"
  static let caseDisplayRepresentations: [PickupBranch: DisplayRepresentation] = [
    .central: "Central", .northgate: "Northgate",
  ]
}

private struct HoldsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: PlaceHeldBook(), phrases: ["Place a hold in \(.applicationName)"])
  }
}

private struct PlaceHeldBook: AppIntent {
  static let title: LocalizedStringResource = "Place Hold"

  @Parameter(title: "Book", requestValueDialog: "Which book?") var book: HeldBook
  @Parameter(title: "Branch", requestValueDialog: "Which branch?") var branch: PickupBranch

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Holding \(book.id) at \(branch).")
  }
}

import ParleyAssistant
import ParleyIntents

@testable import FlashcardsApp

/// Runs the body with a fresh sample deck in a manager of its own, as the current one.
func withDeck<T>(_ body: (FlashcardStore) async throws -> T) async rethrows -> T {
  let store = FlashcardStore()
  let manager = AppDependencyManager()
  manager.add(dependency: store)
  return try await AppDependencyManager.withCurrent(manager) { try await body(store) }
}

/// The folder entity with a sample name.
func folderEntity(_ name: String) -> FolderEntity {
  let folder = StudyDeck.sample.folders.first { $0.name == name } ?? Folder(id: 0, name: name)
  return FolderEntity(folder: folder)
}

/// Talks to Flashcards alone, one line at a time, on a surface; returns each reply's items as
/// text lines: a card as `= title` and `| line`, a dialog as `< text`, choices as `* option`.
func talk(_ lines: String..., surface: Surface = .display) async throws -> [[String]] {
  let catalog = try await AppCatalog.load([Flashcards.app])
  let conversation = Conversation(catalog: catalog, options: ConversationOptions(surface: surface))
  var replies: [[String]] = []
  for line in lines {
    let reply = await conversation.respond(to: line)
    replies.append(
      reply.items.flatMap { item -> [String] in
        switch item {
        case .dialog(let text): return ["< " + text]
        case .snippet(let card):
          return (card.title.map { ["= " + $0] } ?? []) + card.lines.map { "| " + $0 }
        case .choices(let options): return options.map { "* " + $0 }
        }
      })
  }
  return replies
}

import ParleyIntents

/// Finds cards by identifier, or by a word of their question or answer.
struct CardEntityQuery: EntityStringQuery {
  @Dependency private var store: FlashcardStore

  func entities(for identifiers: [CardEntity.ID]) async throws -> [CardEntity] {
    identifiers.compactMap { store.card(with: $0) }.map(entity)
  }

  func entities(matching string: String) async throws -> [CardEntity] {
    store.cards(matching: string).map(entity)
  }

  private func entity(_ card: Card) -> CardEntity {
    CardEntity(card: card, folder: store.folder(with: card.folderID))
  }
}

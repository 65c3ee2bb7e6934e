import ParleyIntents

/// Finds drinks by identifier, name or synonym; suggests the popular ones; and, as the "Find
/// Drinks" action, lists the whole menu or the drinks whose name holds some words.
struct DrinkEntityQuery: EntityStringQuery, EntityPropertyQuery {
  @Dependency private var store: CafeStore

  static let properties = QueryProperties {
    Property(\DrinkEntity.$name) {
      EqualToComparator { name in { (drink: Drink) in drink.name == name } }
      ContainsComparator { text in
        { (drink: Drink) in drink.name.localizedCaseInsensitiveContains(text) }
      }
    }
  }

  static let sortingOptions = SortingOptions { SortableBy(\DrinkEntity.$name) }

  func entities(for identifiers: [DrinkEntity.ID]) async throws -> [DrinkEntity] {
    store.drinks(with: identifiers).map(DrinkEntity.init)
  }

  func entities(matching string: String) async throws -> [DrinkEntity] {
    store.drinks(matching: string).map(DrinkEntity.init)
  }

  func suggestedEntities() async throws -> [DrinkEntity] {
    store.popularDrinks.map(DrinkEntity.init)
  }

  func entities(
    matching comparators: [@Sendable (Drink) -> Bool], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<DrinkEntity>], limit: Int?
  ) async throws -> [DrinkEntity] {
    var drinks = store.drinks.filter { drink in
      mode == .and ? comparators.allSatisfy { $0(drink) } : comparators.contains { $0(drink) }
    }
    if let sort = sortedBy.first {
      drinks.sort { $0.name.lowercased() < $1.name.lowercased() }
      if sort.order == .descending { drinks.reverse() }
    }
    return drinks.prefix(limit ?? drinks.count).map(DrinkEntity.init)
  }
}

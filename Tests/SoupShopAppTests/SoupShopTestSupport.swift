import ParleyIntents

@testable import SoupShopApp

/// Runs the body with a fresh sample shop in a manager of its own, as the current one.
func withShop<T>(_ body: (SoupStore) async throws -> T) async rethrows -> T {
  let store = SoupStore()
  let manager = AppDependencyManager()
  manager.add(dependency: store)
  return try await AppDependencyManager.withCurrent(manager) { try await body(store) }
}

/// The entity of a sample soup, by its menu name.
func soupEntity(_ shortName: String) -> SoupEntity {
  SoupEntity(soup: SoupShopData.sample.soups.first { $0.shortName == shortName }!)
}

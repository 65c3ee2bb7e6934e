import BrewApp
import Foundation
import ParleyAssistant
import TrailsApp

/// The bundled apps and the fuzz-only Vault app, loaded once per run.
enum Catalogs {
  nonisolated(unsafe) static var loaded: AppCatalog?

  /// A fixed clock, so answers do not depend on when the input runs.
  static let now = Date(timeIntervalSince1970: 1_795_683_600)  // 2026-11-21T09:00:00Z

  static var catalog: AppCatalog {
    if let loaded { return loaded }
    let catalog = blocking {
      do {
        return try await AppCatalog.load([Trails.app, Brew.app, Vault.app])
      } catch {
        violated("the apps do not load: \(error)")
      }
    }
    // The first conversation over a catalog takes the state it was loaded with; every
    // conversation after it starts the apps afresh, so replays compare like with like.
    _ = Conversation(catalog: catalog)
    loaded = catalog
    return catalog
  }
}

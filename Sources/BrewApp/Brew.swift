import ParleyIntents

/// The Brew sample app: orders coffee from a small café menu for pickup, reorders the usual,
/// tells when an order is ready and adds extra shots.
///
/// ```swift
/// let catalog = [Trails.app, Brew.app]
/// Brew.app.name  // "Brew"
/// ```
public enum Brew {
  /// The app: its name, shortcuts, and the café store each dependency manager gets its own
  /// copy of (the orders kept in `brew.json` when the program keeps data), told the time by
  /// the conversation's clock.
  public static let app = ParleyApp(
    name: "Brew", alternativeNames: ["Brew Coffee"], shortcuts: BrewShortcuts.self,
    dependencies: { manager in
      let file = manager.dataDirectory?.file(named: "brew.json", as: CafeStore.Saved.self)
      manager.add(
        dependency: CafeStore(
          timeZone: { [weak manager] in manager?.timeZone ?? .current },
          clock: manager.clock, file: file))
      // As an app does at launch: its phrases with a parameter are live from now on.
      BrewShortcuts.updateAppShortcutParameters()
    })
}

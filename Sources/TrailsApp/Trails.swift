import ParleyIntents

/// The Trails sample app: trail conditions, suggestions and favourites, a port of Apple's
/// App Intents sample.
///
/// ```swift
/// let catalog = [Trails.app]
/// Trails.app.name  // "Trails"
/// ```
public enum Trails {
  /// The app: its name, shortcuts, the further intents and the trail data each dependency
  /// manager gets its own copy of (the favourites kept in `trails.json` when the program keeps
  /// data).
  public static let app = ParleyApp(
    name: "Trails", alternativeNames: ["Trail Guide", "Trails App"],
    shortcuts: TrailsShortcuts.self, intents: [ShowCollection.self],
    dependencies: { manager in
      let file = manager.dataDirectory?.file(named: "trails.json", as: TrailDataManager.Saved.self)
      manager.add(dependency: TrailDataManager(file: file))
      // As an app does at launch: its phrases with a parameter are live from now on.
      TrailsShortcuts.updateAppShortcutParameters()
    })
}

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
  /// manager gets its own copy of.
  public static let app = ParleyApp(
    name: "Trails", alternativeNames: ["Trail Guide", "Trails App"],
    shortcuts: TrailsShortcuts.self, intents: [ShowCollection.self],
    dependencies: { $0.add(dependency: TrailDataManager()) })
}

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
  /// copy of.
  public static let app = ParleyApp(
    name: "Brew", alternativeNames: ["Brew Coffee"], shortcuts: BrewShortcuts.self,
    dependencies: { $0.add(dependency: CafeStore()) })
}

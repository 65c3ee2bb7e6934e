import ParleyIntents

/// The Soup Shop sample app: orders soup from today's menu, after the customer confirms the
/// total, and pays for orders once the device is unlocked.
///
/// ```swift
/// let catalog = [SoupShop.app]
/// SoupShop.app.name  // "Soup Shop"
/// ```
public enum SoupShop {
  /// The app: its name, shortcuts, and the shop each dependency manager gets its own copy of
  /// (the menu and orders kept in `soup-shop.json` when the program keeps data).
  public static let app = ParleyApp(
    name: "Soup Shop", shortcuts: SoupShopShortcuts.self,
    dependencies: { manager in
      let file = manager.dataDirectory?.file(named: "soup-shop.json", as: SoupShopData.self)
      manager.add(dependency: SoupStore(file: file))
      // As an app does at launch: its phrases with a parameter are live from now on.
      SoupShopShortcuts.updateAppShortcutParameters()
    })
}

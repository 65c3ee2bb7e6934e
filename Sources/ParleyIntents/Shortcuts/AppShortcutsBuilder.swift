/// Builds the list of an app's shortcuts from the statements of `appShortcuts`, including
/// `if`, `if`–`else` and `for` statements.
@resultBuilder
public enum AppShortcutsBuilder {
  /// One shortcut.
  public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
  /// A list of shortcuts.
  public static func buildExpression(_ shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
  /// The statements of a block, in order.
  public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] {
    components.flatMap { $0 }
  }
  /// The body of an `if` without `else`.
  public static func buildOptional(_ component: [AppShortcut]?) -> [AppShortcut] {
    component ?? []
  }
  /// The first branch of an `if`–`else`.
  public static func buildEither(first component: [AppShortcut]) -> [AppShortcut] { component }
  /// The second branch of an `if`–`else`.
  public static func buildEither(second component: [AppShortcut]) -> [AppShortcut] { component }
  /// The bodies of a `for` loop.
  public static func buildArray(_ components: [[AppShortcut]]) -> [AppShortcut] {
    components.flatMap { $0 }
  }
  /// A block guarded by `if #available`.
  public static func buildLimitedAvailability(_ component: [AppShortcut]) -> [AppShortcut] {
    component
  }
}

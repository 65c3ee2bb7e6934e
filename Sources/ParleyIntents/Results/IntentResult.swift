/// What an intent's `perform()` returns; build one with `.result(...)`.
///
/// ```swift
/// func perform() async throws -> some IntentResult & ReturnsValue<TrailEntity> & ProvidesDialog {
///   .result(value: trail, dialog: "Here's \(trail.name).")
/// }
/// ```
///
/// A result is `Sendable`, as Apple's is, so a `@MainActor func perform()` can return one.
public protocol IntentResult: Sendable {}

/// A result that carries a value for the next action.
public protocol ReturnsValue<Value>: IntentResult {
  /// The type of the returned value.
  associatedtype Value

  /// The returned value: `try await CountFiles()().value`.
  var value: Value? { get }
}

/// A result that carries a dialog to show or speak.
public protocol ProvidesDialog: IntentResult {}

/// A result that carries a snippet to show.
public protocol ShowsSnippetView: IntentResult {}

/// A result that carries another intent to run next.
public protocol OpensIntent: IntentResult {}

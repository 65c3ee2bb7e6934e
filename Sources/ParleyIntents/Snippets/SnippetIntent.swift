/// An intent that draws a result's snippet: the app returns it with
/// `.result(dialog:snippetIntent:)`, and its `perform()` returns the card to show.
///
/// ```swift
/// struct ThermostatSnippet: SnippetIntent {
///   static let title: LocalizedStringResource = "Thermostat"
///   @Parameter var target: Int
///
///   func perform() async throws -> some IntentResult & ShowsSnippetView {
///     .result(view: TextSnippet(title: "Thermostat", lines: ["Set to \(target)°"]))
///   }
/// }
///
/// return .result(dialog: "Set to 70°.", snippetIntent: ThermostatSnippet(target: 70))
/// ```
///
/// Off-device the snippet intent runs once, when the result is shown, in the same app state as
/// the intent that returned it; its card shows as a `view:` result's does, and a speaker shows
/// none.
public protocol SnippetIntent: AppIntent where PerformResult: ShowsSnippetView {}

/// The snippet intent a result shows when none is given: it shows nothing.
public struct EmptySnippetIntent: SnippetIntent {
  /// "Empty Snippet".
  public static let title: LocalizedStringResource = "Empty Snippet"
  /// Not offered anywhere.
  public static let isDiscoverable = false

  /// Creates the empty snippet intent.
  public init() {}

  /// A card with nothing on it, which is not shown.
  public func perform() async throws -> some IntentResult & ShowsSnippetView {
    .result(view: TextSnippet(lines: []))
  }
}

/// A result whose snippet a ``SnippetIntent`` draws.
public protocol ShowsSnippetIntent: IntentResult {}

/// The snippet of a result that a snippet intent draws: the intent, and the card it drew once
/// it has run.
public final class _SnippetIntentContainer: @unchecked Sendable {
  let intent: any SnippetIntent
  private(set) var card: (any SnippetView)?

  init(_ intent: any SnippetIntent) {
    self.intent = intent
  }

  /// Runs the snippet intent and keeps the card it returns; an empty card is none.
  func draw() async throws {
    let drawn = resultParts(of: try await intent()).snippet
    card = drawn.flatMap { $0.snippetTitle == nil && $0.snippetLines.isEmpty ? nil : $0 }
  }
}

extension IntentResultContainer: ShowsSnippetIntent where Content == _SnippetIntentContainer {}

/// A result whose snippet a snippet intent draws, read without its other parts' types.
protocol SnippetIntentResult {
  var snippetIntent: _SnippetIntentContainer { get }
}

extension IntentResultContainer: SnippetIntentResult where Content == _SnippetIntentContainer {
  var snippetIntent: _SnippetIntentContainer {
    // Every `.result(…snippetIntent:)` form gives one.
    snippet ?? _SnippetIntentContainer(EmptySnippetIntent())
  }
}

extension IntentResult {
  /// Returns a result whose snippet `snippetIntent` draws.
  public static func result(snippetIntent: some SnippetIntent = EmptySnippetIntent()) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, Never> {
    Self(
      value: nil, opensIntent: nil, dialog: nil,
      snippet: _SnippetIntentContainer(snippetIntent))
  }

  /// Returns a result with a dialog and a snippet `snippetIntent` draws.
  public static func result(
    dialog: IntentDialog, snippetIntent: some SnippetIntent = EmptySnippetIntent()
  ) -> Self
  where Self == IntentResultContainer<Never, Never, _SnippetIntentContainer, IntentDialog> {
    Self(
      value: nil, opensIntent: nil, dialog: dialog,
      snippet: _SnippetIntentContainer(snippetIntent))
  }

  /// Returns a result with a value, a dialog and a snippet `snippetIntent` draws.
  public static func result<V: _IntentValue>(
    value: V, dialog: IntentDialog, snippetIntent: some SnippetIntent = EmptySnippetIntent()
  ) -> Self
  where Self == IntentResultContainer<V, Never, _SnippetIntentContainer, IntentDialog> {
    Self(
      value: value, opensIntent: nil, dialog: dialog,
      snippet: _SnippetIntentContainer(snippetIntent))
  }

  /// Returns a result with an intent to run next, a dialog and a snippet `snippetIntent` draws.
  public static func result<I: AppIntent>(
    opensIntent: I, dialog: IntentDialog, snippetIntent: some SnippetIntent = EmptySnippetIntent()
  ) -> Self
  where Self == IntentResultContainer<Never, I, _SnippetIntentContainer, IntentDialog> {
    Self(
      value: nil, opensIntent: opensIntent, dialog: dialog,
      snippet: _SnippetIntentContainer(snippetIntent))
  }

  /// Returns a result with a value, an intent to run next, a dialog and a snippet
  /// `snippetIntent` draws.
  public static func result<V: _IntentValue, I: AppIntent>(
    value: V, opensIntent: I, dialog: IntentDialog,
    snippetIntent: some SnippetIntent = EmptySnippetIntent()
  ) -> Self
  where Self == IntentResultContainer<V, I, _SnippetIntentContainer, IntentDialog> {
    Self(
      value: value, opensIntent: opensIntent, dialog: dialog,
      snippet: _SnippetIntentContainer(snippetIntent))
  }
}

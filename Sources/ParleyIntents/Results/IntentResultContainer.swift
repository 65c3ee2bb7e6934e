/// The result `.result(...)` builds: the parts given, typed so the result conforms to the
/// protocols (`ReturnsValue`, `ProvidesDialog`, `ShowsSnippetView`, `OpensIntent`) it
/// provides. A missing part's type is `Never`.
///
/// It is `Sendable` whatever its parts, as Apple's is: a result is made once and only read.
public struct IntentResultContainer<Value, Intent, Content, Dialog>: IntentResult,
  @unchecked Sendable
{
  /// The returned value, if any.
  public let value: Value?
  /// The intent to run next, if any.
  public let opensIntent: Intent?
  /// The dialog, if any.
  public let dialog: IntentDialog?
  /// The snippet, if any.
  public let snippet: Content?

  /// Creates a result from its parts, any of which may be missing.
  package init(value: Value?, opensIntent: Intent?, dialog: IntentDialog?, snippet: Content?) {
    self.value = value
    self.opensIntent = opensIntent
    self.dialog = dialog
    self.snippet = snippet
  }
}

extension IntentResultContainer: ReturnsValue where Value: _IntentValue {}

extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}

extension IntentResultContainer: ShowsSnippetView where Content: SnippetView {}

extension IntentResultContainer: OpensIntent where Intent: AppIntent {}

extension IntentResultContainer: IntentResultPartsReadable {
  var parts: IntentResultParts {
    IntentResultParts(
      value: value.flatMap(unwrappedValue),
      dialog: dialog,
      snippet: (snippet as? _SnippetIntentContainer)?.card ?? snippet as? any SnippetView,
      opensIntent: opensIntent as? any AppIntent)
  }
}

/// A returned value with optionals unwrapped; nil when it holds none.
private func unwrappedValue(_ value: Any) -> Any? {
  guard let intentValue = value as? any _IntentValue else { return value }
  return intentValue._unwrappedIntentValue
}

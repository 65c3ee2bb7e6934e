/// The parts of an intent's result, read back by the runtime.
package struct IntentResultParts {
  /// The returned value, unwrapped, if any.
  package var value: Any?
  /// The dialog, if any.
  package var dialog: IntentDialog?
  /// The snippet, if any.
  package var snippet: (any SnippetView)?
  /// The intent to run next, if any.
  package var opensIntent: (any AppIntent)?

  /// Creates result parts.
  package init(
    value: Any? = nil, dialog: IntentDialog? = nil, snippet: (any SnippetView)? = nil,
    opensIntent: (any AppIntent)? = nil
  ) {
    self.value = value
    self.dialog = dialog
    self.snippet = snippet
    self.opensIntent = opensIntent
  }
}

/// A result whose parts can be read back.
protocol IntentResultPartsReadable {
  var parts: IntentResultParts { get }
}

/// Returns the parts of an intent's result: value, dialog, snippet and intent to open.
///
/// ```swift
/// let parts = resultParts(of: try await GetTrailInfo(trail: bearCreek).perform())
/// parts.dialog?.fullText  // "Bear Creek Trail is open; …"
/// ```
package func resultParts(of result: any IntentResult) -> IntentResultParts {
  (result as? any IntentResultPartsReadable)?.parts ?? IntentResultParts()
}

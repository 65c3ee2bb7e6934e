// The `content:` forms of `.result(…)`, as Apple writes them with a view builder:
// `.result(dialog: "Done.") { ReceiptSnippet(order: order) }`. The closure's snippet is shown
// as the `view:` forms show theirs.

extension IntentResult {
  /// Returns a result with a snippet built by `content`.
  public static func result<C: SnippetView>(content: () -> C) -> Self
  where Self == IntentResultContainer<Never, Never, C, Never> {
    .result(view: content())
  }

  /// Returns a result with a value and a snippet built by `content`.
  public static func result<V: _IntentValue, C: SnippetView>(value: V, content: () -> C) -> Self
  where Self == IntentResultContainer<V, Never, C, Never> {
    .result(value: value, view: content())
  }

  /// Returns a result with a dialog and a snippet built by `content`.
  public static func result<C: SnippetView>(dialog: IntentDialog, content: () -> C) -> Self
  where Self == IntentResultContainer<Never, Never, C, IntentDialog> {
    .result(dialog: dialog, view: content())
  }

  /// Returns a result with a value, a dialog and a snippet built by `content`.
  public static func result<V: _IntentValue, C: SnippetView>(
    value: V, dialog: IntentDialog, content: () -> C
  ) -> Self
  where Self == IntentResultContainer<V, Never, C, IntentDialog> {
    .result(value: value, dialog: dialog, view: content())
  }

  /// Returns a result with an intent to run next and a snippet built by `content`.
  public static func result<I: AppIntent, C: SnippetView>(opensIntent: I, content: () -> C)
    -> Self
  where Self == IntentResultContainer<Never, I, C, Never> {
    .result(opensIntent: opensIntent, view: content())
  }

  /// Returns a result with an intent to run next, a dialog and a snippet built by `content`.
  public static func result<I: AppIntent, C: SnippetView>(
    opensIntent: I, dialog: IntentDialog, content: () -> C
  ) -> Self
  where Self == IntentResultContainer<Never, I, C, IntentDialog> {
    .result(opensIntent: opensIntent, dialog: dialog, view: content())
  }

  /// Returns a result with a value, an intent to run next and a snippet built by `content`.
  public static func result<V: _IntentValue, I: AppIntent, C: SnippetView>(
    value: V, opensIntent: I, content: () -> C
  ) -> Self
  where Self == IntentResultContainer<V, I, C, Never> {
    .result(value: value, opensIntent: opensIntent, view: content())
  }

  /// Returns a result with a value, an intent to run next, a dialog and a snippet built by
  /// `content`.
  public static func result<V: _IntentValue, I: AppIntent, C: SnippetView>(
    value: V, opensIntent: I, dialog: IntentDialog, content: () -> C
  ) -> Self
  where Self == IntentResultContainer<V, I, C, IntentDialog> {
    .result(value: value, opensIntent: opensIntent, dialog: dialog, view: content())
  }
}

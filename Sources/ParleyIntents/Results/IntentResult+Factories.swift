// Every combination of value, intent to open, dialog and snippet. The intent to open may come
// right after the value (Apple's order) or last.

extension IntentResult {
  /// Returns a result that only says the intent finished.
  public static func result() -> Self
  where Self == IntentResultContainer<Never, Never, Never, Never> {
    Self(value: nil, opensIntent: nil, dialog: nil, snippet: nil)
  }

  /// Returns a result with a value.
  public static func result<V: _IntentValue>(value: V) -> Self
  where Self == IntentResultContainer<V, Never, Never, Never> {
    Self(value: value, opensIntent: nil, dialog: nil, snippet: nil)
  }

  /// Returns a result with an intent to run next.
  public static func result<I: AppIntent>(opensIntent: I) -> Self
  where Self == IntentResultContainer<Never, I, Never, Never> {
    Self(value: nil, opensIntent: opensIntent, dialog: nil, snippet: nil)
  }

  /// Returns a result with a dialog.
  public static func result(dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
    Self(value: nil, opensIntent: nil, dialog: dialog, snippet: nil)
  }

  /// Returns a result with a snippet.
  public static func result<C: SnippetView>(view: C) -> Self
  where Self == IntentResultContainer<Never, Never, C, Never> {
    Self(value: nil, opensIntent: nil, dialog: nil, snippet: view)
  }

  /// Returns a result with a value and an intent to run next.
  public static func result<V: _IntentValue, I: AppIntent>(value: V, opensIntent: I) -> Self
  where Self == IntentResultContainer<V, I, Never, Never> {
    Self(value: value, opensIntent: opensIntent, dialog: nil, snippet: nil)
  }

  /// Returns a result with a value and a dialog.
  public static func result<V: _IntentValue>(value: V, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
    Self(value: value, opensIntent: nil, dialog: dialog, snippet: nil)
  }

  /// Returns a result with a value and a snippet.
  public static func result<V: _IntentValue, C: SnippetView>(value: V, view: C) -> Self
  where Self == IntentResultContainer<V, Never, C, Never> {
    Self(value: value, opensIntent: nil, dialog: nil, snippet: view)
  }

  /// Returns a result with an intent to run next and a dialog.
  public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog) -> Self
  where Self == IntentResultContainer<Never, I, Never, IntentDialog> {
    Self(value: nil, opensIntent: opensIntent, dialog: dialog, snippet: nil)
  }

  /// Returns a result with an intent to run next and a snippet.
  public static func result<I: AppIntent, C: SnippetView>(opensIntent: I, view: C) -> Self
  where Self == IntentResultContainer<Never, I, C, Never> {
    Self(value: nil, opensIntent: opensIntent, dialog: nil, snippet: view)
  }

  /// Returns a result with a dialog and a snippet.
  public static func result<C: SnippetView>(dialog: IntentDialog, view: C) -> Self
  where Self == IntentResultContainer<Never, Never, C, IntentDialog> {
    Self(value: nil, opensIntent: nil, dialog: dialog, snippet: view)
  }

  /// Returns a result with a value, an intent to run next and a dialog.
  public static func result<V: _IntentValue, I: AppIntent>(
    value: V, opensIntent: I, dialog: IntentDialog
  ) -> Self
  where Self == IntentResultContainer<V, I, Never, IntentDialog> {
    Self(value: value, opensIntent: opensIntent, dialog: dialog, snippet: nil)
  }

  /// Returns a result with a value, an intent to run next and a snippet.
  public static func result<V: _IntentValue, I: AppIntent, C: SnippetView>(
    value: V, opensIntent: I, view: C
  ) -> Self
  where Self == IntentResultContainer<V, I, C, Never> {
    Self(value: value, opensIntent: opensIntent, dialog: nil, snippet: view)
  }

  /// Returns a result with a value, a dialog and a snippet.
  public static func result<V: _IntentValue, C: SnippetView>(
    value: V, dialog: IntentDialog, view: C
  ) -> Self
  where Self == IntentResultContainer<V, Never, C, IntentDialog> {
    Self(value: value, opensIntent: nil, dialog: dialog, snippet: view)
  }

  /// Returns a result with an intent to run next, a dialog and a snippet.
  public static func result<I: AppIntent, C: SnippetView>(
    opensIntent: I, dialog: IntentDialog, view: C
  ) -> Self
  where Self == IntentResultContainer<Never, I, C, IntentDialog> {
    Self(value: nil, opensIntent: opensIntent, dialog: dialog, snippet: view)
  }

  /// Returns a result with a value, an intent to run next, a dialog and a snippet.
  public static func result<V: _IntentValue, I: AppIntent, C: SnippetView>(
    value: V, opensIntent: I, dialog: IntentDialog, view: C
  ) -> Self
  where Self == IntentResultContainer<V, I, C, IntentDialog> {
    Self(value: value, opensIntent: opensIntent, dialog: dialog, snippet: view)
  }

  /// Returns a result with a dialog and an intent to run next.
  public static func result<I: AppIntent>(dialog: IntentDialog, opensIntent: I) -> Self
  where Self == IntentResultContainer<Never, I, Never, IntentDialog> {
    Self(value: nil, opensIntent: opensIntent, dialog: dialog, snippet: nil)
  }

  /// Returns a result with a snippet and an intent to run next.
  public static func result<C: SnippetView, I: AppIntent>(view: C, opensIntent: I) -> Self
  where Self == IntentResultContainer<Never, I, C, Never> {
    Self(value: nil, opensIntent: opensIntent, dialog: nil, snippet: view)
  }

  /// Returns a result with a value, a dialog and an intent to run next.
  public static func result<V: _IntentValue, I: AppIntent>(
    value: V, dialog: IntentDialog, opensIntent: I
  ) -> Self
  where Self == IntentResultContainer<V, I, Never, IntentDialog> {
    Self(value: value, opensIntent: opensIntent, dialog: dialog, snippet: nil)
  }

  /// Returns a result with a value, a snippet and an intent to run next.
  public static func result<V: _IntentValue, C: SnippetView, I: AppIntent>(
    value: V, view: C, opensIntent: I
  ) -> Self
  where Self == IntentResultContainer<V, I, C, Never> {
    Self(value: value, opensIntent: opensIntent, dialog: nil, snippet: view)
  }

  /// Returns a result with a dialog, a snippet and an intent to run next.
  public static func result<C: SnippetView, I: AppIntent>(
    dialog: IntentDialog, view: C, opensIntent: I
  ) -> Self
  where Self == IntentResultContainer<Never, I, C, IntentDialog> {
    Self(value: nil, opensIntent: opensIntent, dialog: dialog, snippet: view)
  }

  /// Returns a result with a value, a dialog, a snippet and an intent to run next.
  public static func result<V: _IntentValue, C: SnippetView, I: AppIntent>(
    value: V, dialog: IntentDialog, view: C, opensIntent: I
  ) -> Self
  where Self == IntentResultContainer<V, I, C, IntentDialog> {
    Self(value: value, opensIntent: opensIntent, dialog: dialog, snippet: view)
  }
}

extension ParleyApp {
  /// The same app with its phrases translated in `directory`: an `AppShortcuts.xcstrings`
  /// string catalog and `<locale>.lproj/AppShortcuts.strings` files, as Apple ships them.
  /// Loading the app for a locale (`--locale fr`) uses the phrases of that locale.
  ///
  /// ```swift
  /// Todos.app.localizingPhrases(from: Bundle.module.url(forResource: "Localization",
  ///                                                       withExtension: nil))
  /// ```
  ///
  /// - Parameter directory: Where the files are; nil for none.
  /// - Returns: The app.
  public func localizingPhrases(from directory: URL?) -> ParleyApp {
    var app = self
    app.phraseLocalizations = directory
    return app
  }

  /// The app's shortcuts for `locale`: each phrase with a translation replaced by it, the
  /// others kept; and the translation keys that match no phrase. The source phrases when
  /// `locale` is nil or the app has no translations.
  ///
  /// - Throws: ``PhraseLocalizationError`` when a file cannot be read.
  package func shortcuts(for locale: String?) throws -> (
    shortcuts: [ShortcutDescription], unknownKeys: [String]
  ) {
    let source = shortcuts.shortcutDescriptions
    guard let locale, let directory = phraseLocalizations else { return (source, []) }
    let table = try PhraseLocalizations.load(from: directory, locale: locale)
    var used = Set<String>()
    let localized = source.map { shortcut in
      var shortcut = shortcut
      shortcut.phrases = shortcut.phrases.map { phrase in
        guard let translation = table[phrase.text] else { return phrase }
        used.insert(phrase.text)
        return PhraseTemplate(parsing: translation)
      }
      return shortcut
    }
    return (localized, table.keys.filter { !used.contains($0) }.sorted())
  }

  /// The app's other string tables for `locale` (`Localizable` and any named with `table:`),
  /// from the same directory as its phrases: what its dialogs, questions and errors say in
  /// that language. Empty when `locale` is nil or the app has no translations.
  ///
  /// - Throws: ``PhraseLocalizationError`` when a file cannot be read.
  package func stringTables(for locale: String?) throws -> [String: [String: String]] {
    guard let locale, let directory = phraseLocalizations else { return [:] }
    var tables: [String: [String: String]] = [:]
    for name in PhraseLocalizations.tableNames(in: directory) {
      tables[name] = try PhraseLocalizations.load(from: directory, locale: locale, table: name)
    }
    return tables
  }
}

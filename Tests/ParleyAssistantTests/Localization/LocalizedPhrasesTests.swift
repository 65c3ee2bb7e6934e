import Foundation
import Testing

@testable import ParleyAssistant
@testable import ParleyIntents

/// Phrases in another language, from `AppShortcuts.strings` and `AppShortcuts.xcstrings` as
/// Apple ships them, loaded per locale, merged and validated with the same rules.
@Suite final class LocalizedPhrasesTests: Sendable {
  private let directory: URL

  deinit { try? FileManager.default.removeItem(at: directory) }

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("parley-localization-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
    try write(
      """
      /* Chores in French */
      "Mark ${chore} as done in ${applicationName}" = "Marque ${chore} comme fait dans ${applicationName}";
      // a phrase the app does not have
      "Feed the cat with ${applicationName}" = "Nourris le chat avec ${applicationName}";
      "List my chores in ${applicationName}" = "Liste mes tâches";
      """, to: "fr.lproj/AppShortcuts.strings")
    try write(
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {
        "Add a chore in ${applicationName}": {"localizations": {
          "fr": {"stringUnit": {"state": "translated", "value": "Ajoute une tâche dans ${applicationName}"}},
          "de": {"stringUnit": {"state": "translated", "value": "Neue Aufgabe in ${applicationName}"}}}}
      }}
      """, to: "AppShortcuts.xcstrings")
  }

  private func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: directory.appendingPathComponent(path))
  }

  private var app: ParleyApp { Chores.app.localizingPhrases(from: directory) }

  @Test func theLocalesPhrasesReplaceTheSourcePhrases() async throws {
    let catalog = try await AppCatalog.load([app], locale: "fr")
    #expect(
      catalog.apps[0].shortcutPhrases.map(\.phrases) == [
        ["Marque ${chore} comme fait dans ${applicationName}"],
        ["Ajoute une tâche dans ${applicationName}"], ["Liste mes tâches"],
      ])
    let conversation = Conversation(catalog: catalog)
    #expect(
      await conversation.respond(to: "marque buy milk comme fait dans chores")
        == completes(.dialog("Marked Buy milk as done.")))
  }

  @Test func translationsAreValidatedAndUnknownKeysWarnedAbout() async throws {
    let catalog = try await AppCatalog.load([app], locale: "fr")
    #expect(
      catalog.issues.map(\.description) == [
        "ChoresShortcuts, shortcut ListChores, phrase \"Liste mes tâches\": Invalid Utterance. "
          + "Every App Shortcut utterance should have one '${applicationName}' in it. "
          + "[rule: application-name]",
        "ChoresShortcuts, phrase \"Feed the cat with ${applicationName}\": The 'fr' phrases have "
          + "a key that is no phrase of ChoresShortcuts; it is ignored. "
          + "[rule: unknown-localization-key]",
      ])
  }

  @Test func aRegionFallsBackToItsLanguageAndOtherLocalesKeepTheirOwn() async throws {
    let canadian = try await AppCatalog.load([app], locale: "fr-CA")
    #expect(
      canadian.apps[0].shortcutPhrases[1].phrases == ["Ajoute une tâche dans ${applicationName}"])
    let german = try await AppCatalog.load([app], locale: "de")
    #expect(
      german.apps[0].shortcutPhrases.map(\.phrases) == [
        ["Mark ${chore} as done in ${applicationName}"], ["Neue Aufgabe in ${applicationName}"],
        ["List my chores in ${applicationName}"],
      ])
    #expect(german.issues.isEmpty)
  }

  @Test func aBrokenFileSaysWhereAndWhat() async throws {
    try write(
      "\"Add a chore in ${applicationName}\" = \"Ajoute\"\n\"x\" = \"y\";",
      to: "fr.lproj/AppShortcuts.strings")
    #expect(
      throws: PhraseLocalizationError(
        file: "AppShortcuts.strings", line: 2, column: 1, message: "expected ';', found '\"'")
    ) {
      try PhraseLocalizations.load(from: directory, locale: "fr")
    }
  }
}

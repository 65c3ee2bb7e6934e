import ParleyIntents
import Testing

@testable import FlashcardsApp

@Suite struct FlashcardsShortcutsTests {
  @Test func declaresFiveValidShortcuts() {
    let shortcuts = FlashcardsShortcuts.shortcutDescriptions
    #expect(
      shortcuts.map { $0.intentType.typeName } == [
        "GetCards", "OpenFolder", "CreateCard", "ResetCards", "ChangeSetting",
      ])
    #expect(shortcuts.allSatisfy { (2...5).contains($0.phrases.count) })
    #expect(FlashcardsShortcuts.validate() == [])
    #expect(
      Flashcards.app.allIntents.map { $0.typeName } == [
        "GetCards", "OpenFolder", "CreateCard", "ResetCards", "ChangeSetting", "OpenProgress",
        "GetFolder", "DeleteCard", "OpenCard",
      ])
  }

  @Test func expandsFolderAndSettingPhrases() async throws {
    let values = try await withDeck { _ in
      try await FlashcardsShortcuts.updateAppShortcutParameterValues()
    }
    let folders = try #require(
      values[PhraseParameterKey(intent: "GetCards", parameter: "folder")])
    #expect(folders.map(\.display.title) == ["Japanese", "Spanish", "Biology"])
    let phrases = FlashcardsShortcuts.expandedPhrases(appName: "Flashcards")
    #expect(phrases.contains("Get cards from Spanish in Flashcards"))
    #expect(phrases.contains("Change the Daily Goal in Flashcards"))
  }
}

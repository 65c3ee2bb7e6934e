import ParleyIntents

/// The Flashcards sample app: a study app after the Benkyo Box design, with one intent of each
/// kind App Intents names — open, entity, query, mutation, creation and deletion.
///
/// ```swift
/// let catalog = [Flashcards.app]
/// Flashcards.app.name  // "Flashcards"
/// ```
public enum Flashcards {
  /// The app: its name, shortcuts, the further intents and the study deck each dependency
  /// manager gets its own copy of (kept in `flashcards.json` when the program keeps data).
  public static let app = ParleyApp(
    name: "Flashcards", alternativeNames: ["Flash Cards", "Benkyo Box"],
    shortcuts: FlashcardsShortcuts.self,
    intents: [OpenProgress.self, GetFolder.self, DeleteCard.self, OpenCard.self],
    dependencies: { manager in
      let file = manager.dataDirectory?.file(named: "flashcards.json", as: StudyDeck.self)
      manager.add(dependency: FlashcardStore(file: file))
      // As an app does at launch: its phrases with a parameter are live from now on.
      FlashcardsShortcuts.updateAppShortcutParameters()
    })
}

import ParleyIntents

/// The Notes sample app: notes found by a word of their title or text, created, listed by
/// folder, moved, edited, pinned and deleted, with a note's card offering its actions as
/// buttons.
///
/// ```swift
/// let catalog = [Notes.app]
/// Notes.app.name  // "Notes"
/// ```
public enum Notes {
  /// The app: its name, shortcuts, the intents its cards' buttons run, and the notebook each
  /// dependency manager gets its own copy of (kept in `notes.json` when the program keeps data).
  public static let app = ParleyApp(
    name: "Notes", alternativeNames: ["Notebook", "My Notes"],
    shortcuts: NotesShortcuts.self,
    intents: [EditNote.self, PinNote.self],
    dependencies: { manager in
      let file = manager.dataDirectory?.file(named: "notes.json", as: Notebook.self)
      manager.add(dependency: NoteStore(file: file))
      // As an app does at launch: its phrases with a parameter are live from now on.
      NotesShortcuts.updateAppShortcutParameters()
    })
}

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
  /// It is named and worded as Apple's own Notes app is, so its examples read as people say
  /// them to Siri; the lints that finds are kept, with the reason.
  public static let app = ParleyApp(
    name: "Notes", alternativeNames: ["Notebook", "My Notes"],
    shortcuts: NotesShortcuts.self,
    intents: [EditNote.self, PinNote.self],
    dependencies: { manager in
      let file = manager.dataDirectory?.file(named: "notes.json", as: Notebook.self)
      manager.add(dependency: NoteStore(file: file))
      // As an app does at launch: its phrases with a parameter are live from now on.
      NotesShortcuts.updateAppShortcutParameters()
    }
  )
  .keepingLint(
    "system-app-name",
    because: "a sample named as Apple's Notes app is, for the examples; an app of one's own "
      + "takes a name of its own"
  )
  .keepingLint(
    "siri-domain",
    because: "a sample worded as people ask Apple's Notes app, for the examples; an app of "
      + "one's own opens its phrases with words of its own")
}

/// An intent whose effect another intent takes back: what "undo" or "cancel that" runs right
/// after it performed.
///
/// Parley's own opt-in, not one of Apple's protocols (Apple's `UndoableIntent` registers undo
/// actions with an `UndoManager`, which has no counterpart off-device). An intent that changes
/// something declares the intent that changes it back, made with the values it needs from what
/// `perform()` returned; the assistant keeps it and, when the person says "undo" or "cancel
/// that" next, runs it through the usual dialog: a `requestConfirmation` in the undo intent is
/// asked, and its result is the answer. An intent that declares no undo is said plainly not to
/// be undoable from here, never answered with an "Okay." for nothing done.
///
/// ```swift
/// struct CreateNote: ReversibleIntent {
///   func perform() async throws -> some IntentResult & ReturnsValue<NoteEntity> & ProvidesDialog {
///     …
///     return .result(value: NoteEntity(note: note), dialog: "Created the note “\(note.title)”.")
///   }
///
///   func undoIntent(for result: PerformResult) async throws -> DeleteNote? {
///     result.value.map { DeleteNote(note: $0) }
///   }
/// }
/// ```
///
/// "create a note called packing list" then "undo" asks "Delete the note “Packing list”?" and,
/// on yes, deletes it.
public protocol ReversibleIntent: AppIntent {
  /// The type of the intent that takes this one's effect back.
  associatedtype UndoIntent: AppIntent

  /// The intent that takes back what `perform()` did, with the values it needs.
  ///
  /// Called once `perform()` has returned, with the app's dependencies in scope (its
  /// `@Dependency` values read as in `perform()`).
  ///
  /// - Parameter result: What `perform()` returned.
  /// - Returns: The intent to run for "undo"; `nil` when nothing it did can be taken back.
  /// - Throws: Any error; the request is then taken as one that can't be undone.
  func undoIntent(for result: PerformResult) async throws -> UndoIntent?
}

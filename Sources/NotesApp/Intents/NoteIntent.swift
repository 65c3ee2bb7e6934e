import ParleyIntents

/// An intent about one note, which a note's card makes with the note set: Find, Edit, Pin and
/// Delete.
protocol NoteIntent: AppIntent {
  /// The note the intent is about.
  var note: NoteEntity { get nonmutating set }
}

extension NoteIntent {
  /// Creates the intent about `note`, its other parameters unset.
  init(note: NoteEntity) {
    self.init()
    self.note = note
  }
}

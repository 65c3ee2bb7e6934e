import ParleyIntents

/// What goes wrong in Notes, with the message the person hears.
enum NotesError: Error, CustomLocalizedStringResourceConvertible {
  /// The note was deleted since it was found (a card's button can outlive its note).
  case noteGone

  var localizedStringResource: LocalizedStringResource {
    switch self {
    case .noteGone: return "That note is no longer in Notes."
    }
  }
}

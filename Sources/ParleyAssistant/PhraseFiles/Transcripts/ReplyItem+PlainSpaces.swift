extension ReplyItem {
  /// The item with every space of another kind read as a plain space, as a transcript
  /// compares it.
  ///
  /// Foundation writes a time with a narrow no-break space before "AM" ("10:00\u{202F}AM"),
  /// and a sentence of an app may hold a no-break space; a transcript written by hand holds
  /// plain spaces, and a file shows the two alike. So `< Parked until 10:00 AM.` is the reply
  /// `Parked until 10:00\u{202F}AM.`, and a reply that differs only there is never reported as
  /// a difference nobody can see.
  var withPlainSpaces: ReplyItem {
    switch self {
    case .dialog(let sentence):
      return .dialog(sentence.withPlainSpaces)
    case .choices(let options):
      return .choices(options.map(\.withPlainSpaces))
    case .snippet(var card):
      card.title = card.title?.withPlainSpaces
      card.lines = card.lines.map(\.withPlainSpaces)
      card.actions = card.actions.map { action in
        var action = action
        action.label = action.label.withPlainSpaces
        return action
      }
      return .snippet(card)
    }
  }
}

extension String {
  /// The text with each space separator (no-break, narrow no-break, thin, …) a plain space.
  var withPlainSpaces: String {
    guard unicodeScalars.contains(where: Self.isOtherSpace) else { return self }
    var scalars = String.UnicodeScalarView()
    for scalar in unicodeScalars {
      scalars.append(Self.isOtherSpace(scalar) ? " " : scalar)
    }
    return String(scalars)
  }

  private static func isOtherSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar != " " && scalar.properties.generalCategory == .spaceSeparator
  }
}

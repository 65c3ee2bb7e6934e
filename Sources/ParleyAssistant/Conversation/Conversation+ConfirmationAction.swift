import ParleyMatcher

extension Conversation {
  /// The answer `text` gives by saying the confirmation's own action, its accept or deny label
  /// or one of their alternatives, also said politely ("turn off", "turn off please" at "Turn
  /// off 3 lights?", an intent's `.turnOff`): `true` to go on, `false` to decline; `nil` when
  /// it says neither. The action answers its question whatever other phrase of the app the
  /// same words say (turning off one light), as a device's confirm button does.
  static func ownActionAnswer(_ text: String, _ question: ConfirmationQuestion) -> Bool? {
    let said = words(of: text)
    let core = said.filter { !Lexicon.politeYes.contains($0) }.joined(separator: " ")
    for folded in [text.lowercased(), core] {
      if question.acceptWords.contains(where: { $0.lowercased() == folded }) { return true }
      if question.denyWords.contains(where: { $0.lowercased() == folded }) { return false }
    }
    return nil
  }
}

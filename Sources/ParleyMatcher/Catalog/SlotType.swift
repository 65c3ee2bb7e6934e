/// The type of value a slot takes.
public enum SlotType: Sendable, Hashable {
  /// An entry of the named ``SlotVocabulary`` (an entity or enum case).
  case vocabulary(String)
  /// A whole number, written ("3") or spoken ("twenty five", "a dozen"), or an ordinal
  /// ("the third", "2nd").
  case integer
  /// A number with a fraction ("2.5", "two and a half").
  case decimal
  /// A date and maybe a time ("tomorrow at 5 pm", "next friday", "2026-11-25").
  case date
  /// Yes or no.
  case boolean
  /// Free text: the words where the slot sits.
  case text

  /// Whether a value of this type is a number, whole or not.
  public var isNumber: Bool { self == .integer || self == .decimal }
}

/// The built-in kinds of slot value, without their vocabulary names, so the index can tell which
/// readers an utterance needs.
enum SlotKind: Hashable, Sendable {
  case vocabulary
  case integer
  case decimal
  case date
  case boolean
  case text

  init(_ type: SlotType) {
    switch type {
    case .vocabulary: self = .vocabulary
    case .integer: self = .integer
    case .decimal: self = .decimal
    case .date: self = .date
    case .boolean: self = .boolean
    case .text: self = .text
    }
  }
}

import ParleyIntents

/// The order cards come in when studying.
enum CardOrder: String, AppEnum, Codable {
  case inOrder
  case shuffled

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Card Order"

  static var caseDisplayRepresentations: [CardOrder: DisplayRepresentation] = [
    .inOrder: DisplayRepresentation(title: "In Order", synonyms: ["Ordered", "In Sequence"]),
    .shuffled: DisplayRepresentation(title: "Shuffled", synonyms: ["Random", "Mixed"]),
  ]
}

import ParleyIntents

/// A study setting "Change Setting" changes; each has a value of its own kind.
enum StudySetting: String, AppEnum {
  case dailyGoal
  case cardOrder

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Setting"

  static var caseDisplayRepresentations: [StudySetting: DisplayRepresentation] = [
    .dailyGoal: DisplayRepresentation(title: "Daily Goal", synonyms: ["Goal", "Daily Cards"]),
    .cardOrder: DisplayRepresentation(title: "Card Order", synonyms: ["Order", "Shuffle"]),
  ]
}

import ParleyIntents

/// The folder a note is kept in.
enum NoteFolder: String, AppEnum, Codable {
  case personal
  case travel
  case recipes

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Folder"

  static var caseDisplayRepresentations: [NoteFolder: DisplayRepresentation] = [
    .personal: DisplayRepresentation(title: "Personal", synonyms: ["Private", "Home"]),
    .travel: DisplayRepresentation(title: "Travel", synonyms: ["Trips", "Holidays"]),
    .recipes: DisplayRepresentation(title: "Recipes", synonyms: ["Cooking", "Baking"]),
  ]

  /// The folder's name as shown.
  var name: String { Self.caseDisplayRepresentations[self]?.title.defaultValue ?? rawValue }
}

import ParleyIntents

/// A folder as intents see it.
struct FolderEntity: AppEntity {
  static var typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Folder", numericFormat: "\(placeholder: .int) folders", synonyms: ["Deck"])
  static var defaultQuery = FolderEntityQuery()

  var id: Folder.ID

  @Property(title: "Name")
  var name: String

  var displayRepresentation: DisplayRepresentation {
    DisplayRepresentation(title: "\(name)")
  }

  /// Creates the entity for a folder.
  init(folder: Folder) {
    id = folder.id
    name = folder.name
  }
}

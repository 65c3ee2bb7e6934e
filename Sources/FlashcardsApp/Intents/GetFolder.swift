import ParleyIntents

/// Passes a folder on, for the next action of a shortcut.
struct GetFolder: AppIntent {
  static let title: LocalizedStringResource = "Get Folder"
  static let description = IntentDescription(
    "Gets a folder to use in the next action.", categoryName: "Folders")

  @Parameter(title: "Folder", requestValueDialog: "Which folder?")
  var folder: FolderEntity

  func perform() async throws -> some IntentResult & ReturnsValue<FolderEntity> {
    .result(value: folder)
  }
}

import ParleyIntents

/// Opens the app on a folder.
struct OpenFolder: OpenIntent {
  static let title: LocalizedStringResource = "Open Folder"
  static let description = IntentDescription(
    "Opens the app on a folder of cards.", categoryName: "Navigation")

  @Parameter(title: "Folder", requestValueDialog: "Which folder should I open?")
  var target: FolderEntity

  init() {}

  /// The intent that opens `target`.
  init(target: FolderEntity) {
    self.target = target
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

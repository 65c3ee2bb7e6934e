import ParleyIntents

/// Opens the app on the progress screen, which no entity stands for.
struct OpenProgress: AppIntent {
  static let title: LocalizedStringResource = "Open Progress"
  static let description = IntentDescription(
    "Opens the app on your study progress.", categoryName: "Navigation")
  static let openAppWhenRun: Bool = true

  @Dependency private var store: FlashcardStore

  func perform() async throws -> some IntentResult & ShowsSnippetView {
    .result(view: ProgressSnippet(deck: store.current))
  }
}

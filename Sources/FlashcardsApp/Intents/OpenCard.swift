import ParleyIntents

/// Opens the app on a card, to edit it.
struct OpenCard: OpenIntent {
  static let title: LocalizedStringResource = "Open Card"
  static let description = IntentDescription(
    "Opens the app on a card.", categoryName: "Navigation")

  @Parameter(title: "Card", requestValueDialog: "Which card should I open?")
  var target: CardEntity

  init() {}

  /// The intent that opens `target`.
  init(target: CardEntity) {
    self.target = target
  }

  func perform() async throws -> some IntentResult {
    .result()
  }
}

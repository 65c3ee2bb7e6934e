import ParleyIntents

/// A test app whose intents take what was bought or used up as text that no phrase holds: a
/// device asks for it, and a request that says it gives it.
enum Larder {
  static let app = ParleyApp(name: "Larder", shortcuts: LarderShortcuts.self)
}

struct LarderShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: StockLarder(), phrases: ["Stock the \(\.$place) in \(.applicationName)"])
    AppShortcut(
      intent: UseUpFood(),
      phrases: [
        "Cross off an item in \(.applicationName)",
        "Cross an item off my shopping list in \(.applicationName)",
      ])
    AppShortcut(intent: FreezeLeftovers(), phrases: ["Freeze something in \(.applicationName)"])
  }
}

/// Where food is kept.
enum LarderPlace: String, AppEnum {
  case fridge, freezer

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
  static let caseDisplayRepresentations: [LarderPlace: DisplayRepresentation] = [
    .fridge: DisplayRepresentation(title: "Fridge", synonyms: ["Refrigerator"]),
    .freezer: "Freezer",
  ]
}

/// Puts what was bought in a place: the place is the phrase's, the food is asked for.
struct StockLarder: AppIntent {
  static let title: LocalizedStringResource = "Stock Larder"

  @Parameter(title: "Food", requestValueDialog: "What did you buy?")
  var food: String

  @Parameter(title: "Place")
  var place: LarderPlace

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Put \(food) in the \(place.rawValue).")
  }
}

/// Crosses off what was used up, asked for by the parameter the phrase's "item" names.
struct UseUpFood: AppIntent {
  static let title: LocalizedStringResource = "Use Up Food"

  @Parameter(title: "Item", requestValueDialog: "What did you use up?")
  var item: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Crossed \(item) off.")
  }
}

/// Freezes what is left over, asked for by a parameter the phrase says only as "something".
struct FreezeLeftovers: AppIntent {
  static let title: LocalizedStringResource = "Freeze Leftovers"

  @Parameter(title: "Dish", requestValueDialog: "What are you freezing?")
  var dish: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Froze \(dish).")
  }
}

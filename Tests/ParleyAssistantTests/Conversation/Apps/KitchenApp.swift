import Foundation
import ParleyIntents

/// A test app whose intents take numbers, dates, yes-or-no values, an enum, optional values
/// and defaults.
enum Kitchen {
  static let app = ParleyApp(name: "Kitchen", shortcuts: KitchenShortcuts.self)
}

struct KitchenShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: SetTimer(), phrases: ["Set a kitchen timer with \(.applicationName)"])
    AppShortcut(intent: PlanDinner(), phrases: ["Plan a dinner party with \(.applicationName)"])
    AppShortcut(intent: PreheatOven(), phrases: ["Preheat the oven with \(.applicationName)"])
    AppShortcut(intent: KeepWarm(), phrases: ["Change the warming drawer with \(.applicationName)"])
    AppShortcut(
      intent: OrderFood(),
      phrases: [
        "Order \(\.$cuisine) food in \(.applicationName)",
        "Order takeaway food in \(.applicationName)",
      ])
  }
}

/// A kind of food, with synonyms.
enum Cuisine: String, AppEnum {
  case thai
  case italian
  case mexican

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Cuisine"
  static var caseDisplayRepresentations: [Cuisine: DisplayRepresentation] = [
    .thai: "Thai",
    .italian: DisplayRepresentation(title: "Italian", synonyms: ["Pasta", "Pizza"]),
    .mexican: DisplayRepresentation(title: "Mexican", synonyms: ["Tacos"]),
  ]
}

/// A required whole number in a range, asked with a question built from its title, an optional
/// text that is never asked, and a yes-or-no value with a default.
struct SetTimer: AppIntent {
  static let title: LocalizedStringResource = "Set Timer"

  @Parameter(title: "Length", inclusiveRange: (1, 180))
  var minutes: Int

  @Parameter(title: "Label")
  var label: String?

  @Parameter(title: "Chime", default: true)
  var chime: Bool

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let name = label.map { " called \($0)" } ?? ""
    return .result(
      dialog: "Timer\(name) set for \(minutes) minutes, chime \(chime ? "on" : "off").")
  }
}

/// A required date asked with a question built from its title.
struct PlanDinner: AppIntent {
  static let title: LocalizedStringResource = "Plan Dinner"

  @Parameter(title: "Dinner")
  var day: Date

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let formatter = ISO8601DateFormatter()
    return .result(dialog: "Dinner planned for \(formatter.string(from: day)).")
  }
}

/// A required decimal number in a range, with its own question.
struct PreheatOven: AppIntent {
  static let title: LocalizedStringResource = "Preheat Oven"

  @Parameter(
    title: "Temperature", inclusiveRange: (50, 250.5),
    requestValueDialog: "How hot should the oven be?")
  var temperature: Double

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Preheating to \(temperature) degrees.")
  }
}

/// A required yes-or-no value.
struct KeepWarm: AppIntent {
  static let title: LocalizedStringResource = "Keep Warm"

  @Parameter(title: "Keep warm")
  var isOn: Bool

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: isOn ? "The drawer is keeping food warm." : "The drawer is off.")
  }
}

/// An enum from the phrase or asked, and a number with a default.
struct OrderFood: AppIntent {
  static let title: LocalizedStringResource = "Order Food"

  @Parameter(title: "Cuisine")
  var cuisine: Cuisine

  @Parameter(title: "Servings", default: 2)
  var servings: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let name = Cuisine.caseDisplayRepresentations[cuisine]?.title.defaultValue ?? ""
    return .result(dialog: "Ordering \(name) food for \(servings).")
  }
}

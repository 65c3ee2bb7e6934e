import ParleyIntents

/// A test app as a newcomer writes it: numbers whose nouns are words of their parameters'
/// titles ("remind me in 5 days", "2 splashes"), one with a default and a range, and a plant
/// that takes one plant.
enum Plants {
  static let app = ParleyApp(name: "Plants", shortcuts: PlantsShortcuts.self)
}

struct PlantsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: WaterPlant(), phrases: ["Water \(\.$plant) with \(.applicationName)"])
  }
}

struct PlantEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Plant"
  static var defaultQuery = PlantQuery()

  var id: String
  var name: String

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  static let all = [
    PlantEntity(id: "basil", name: "Basil"), PlantEntity(id: "monstera", name: "Monstera"),
    PlantEntity(id: "snake-plant", name: "Snake Plant"),
  ]
}

/// Lists every plant.
struct PlantQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [PlantEntity] { PlantEntity.all }
}

/// Waters a plant and sets when to water it next.
struct WaterPlant: AppIntent {
  static let title: LocalizedStringResource = "Water Plant"

  @Parameter(title: "Plant", requestValueDialog: "Which plant?")
  var plant: PlantEntity

  @Parameter(title: "Splashes", default: 1, inclusiveRange: (1, 5))
  var splashes: Int

  @Parameter(title: "Days Until Next Watering", default: 3, inclusiveRange: (1, 14))
  var days: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let water = splashes == 1 ? "a splash" : "\(splashes) splashes"
    return .result(
      dialog: "Watered \(plant.name) with \(water). I'll remind you in \(days) days.")
  }
}

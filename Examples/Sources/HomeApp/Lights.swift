import ParleyIntents

struct LightEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Light"
  static let defaultQuery = LightQuery()

  let id: String
  @Property(title: "Name") var name: String
  @Property(title: "Room") var room: String
  var isOn: Bool

  init(id: String, name: String, room: String, isOn: Bool) {
    self.id = id
    self.isOn = isOn
    self.name = name
    self.room = room
  }

  var displayRepresentation: DisplayRepresentation { "\(name)" }
}

/// Finds lights by id, by words of their name, and by their properties.
struct LightQuery: EntityStringQuery, EntityPropertyQuery {
  @Dependency var store: HomeStore

  static let properties = QueryProperties {
    Property(\LightEntity.$name) { ContainsComparator { $0 } }
    Property(\LightEntity.$room) { EqualToComparator { $0 } }
  }
  static let sortingOptions = SortingOptions { SortableBy(\LightEntity.$name) }

  func entities(for identifiers: [String]) async throws -> [LightEntity] {
    store.lights.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [LightEntity] {
    store.lights.filter { $0.name.localizedCaseInsensitiveContains(string) }
  }

  func suggestedEntities() async throws -> [LightEntity] { store.lights }

  func entities(
    matching comparators: [String], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<LightEntity>], limit: Int?
  ) async throws -> [LightEntity] {
    let found = store.lights.filter { light in
      let hits = comparators.map {
        light.name.localizedCaseInsensitiveContains($0) || light.room == $0
      }
      return mode == .and ? !hits.contains(false) : hits.contains(true)
    }
    return Array(found.prefix(limit ?? found.count))
  }
}

struct TurnOffLight: AppIntent {
  static let title: LocalizedStringResource = "Turn Off Light"

  @Parameter(title: "Light") var light: LightEntity

  @Dependency var store: HomeStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    if let index = store.lights.firstIndex(where: { $0.id == light.id }) {
      store.lights[index].isOn = false
    }
    return .result(dialog: "\(light.name) is off.")
  }
}

struct TurnOffAllLights: AppIntent {
  static let title: LocalizedStringResource = "Turn Off All Lights"

  @Dependency var store: HomeStore

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let on = store.lights.filter(\.isOn).count
    try await requestConfirmation(actionName: .turnOff, dialog: "Turn off \(on) lights?")
    for index in store.lights.indices { store.lights[index].isOn = false }
    return .result(dialog: "All the lights are off.")
  }
}

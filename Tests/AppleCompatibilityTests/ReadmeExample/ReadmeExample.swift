import ParleyIntents

// The example of README.md, as it is there but for its type names (prefixed "Readme" so
// they do not clash with the other test apps); `ReadmeTrail` below completes it.

struct ReadmeGetTrailInfo: AppIntent {
  static let title: LocalizedStringResource = "Get Trail Information"

  @Parameter(title: "Trail", requestValueDialog: "Which trail?")
  var trail: ReadmeTrail

  func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
    let dialog = IntentDialog(
      full: "The conditions for \(trail.name) are: \(trail.currentConditions)",
      supporting: "Here's the latest information on \(trail.name).")
    let card = TextSnippet(title: trail.name, lines: [trail.currentConditions])
    return .result(dialog: dialog, view: card)
  }
}

struct ReadmeTrailsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: ReadmeGetTrailInfo(),
      phrases: ["Get conditions for \(\.$trail) in \(.applicationName)"],
      shortTitle: "Get Conditions", systemImageName: "cloud.rainbow.half")
  }
}

enum ReadmeTrails {
  static let app = ParleyApp(name: "Trails", shortcuts: ReadmeTrailsShortcuts.self)
}

/// The trail entity the README example leaves out.
struct ReadmeTrail: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
  static let defaultQuery = ReadmeTrailQuery()

  let id: String
  let name: String
  let currentConditions: String

  var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

  static let all = [
    ReadmeTrail(id: "bear-creek", name: "Bear Creek Trail", currentConditions: "Open and dry.")
  ]
}

struct ReadmeTrailQuery: EntityQuery {
  func entities(for identifiers: [String]) async throws -> [ReadmeTrail] {
    ReadmeTrail.all.filter { identifiers.contains($0.id) }
  }

  func suggestedEntities() async throws -> [ReadmeTrail] { ReadmeTrail.all }
}

import Foundation
import ParleyAssistant
import ParleyIntents
import Testing

/// App code in the Swift 6 language mode, written as Apple's documentation writes it: URL
/// representations held in `static let`, which needs them to be `Sendable`.
@Suite struct URLRepresentationTests {
  struct EpisodeEntity: AppEntity, URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Episode"
    static let defaultQuery = EpisodeQuery()
    static let urlRepresentation: URLRepresentation = "https://airwaves.example/episodes/\(\.id)"

    let id: String
    let title: String
    var displayRepresentation: DisplayRepresentation { "\(title)" }
  }

  struct EpisodeQuery: EnumerableEntityQuery {
    func allEntities() async throws -> [EpisodeEntity] {
      [EpisodeEntity(id: "e7", title: "Pilot")]
    }
  }

  enum Speed: String, AppEnum, URLRepresentableEnum {
    case normal, double

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
    static let caseDisplayRepresentations: [Speed: DisplayRepresentation] = [
      .normal: "Normal", .double: "Double",
    ]
    static let urlRepresentation = URLRepresentation("https://airwaves.example/speed/\(\.rawValue)")
  }

  struct PlayEpisode: URLRepresentableIntent {
    static let title: LocalizedStringResource = "Play Episode"
    static let urlRepresentation: URLRepresentation =
      "https://airwaves.example/play?episode=\(\.$episode)&speed=\(\.$speed)"

    @Parameter(title: "Episode")
    var episode: EpisodeEntity

    @Parameter(title: "Speed")
    var speed: Speed
  }

  struct Shortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(intent: PlayEpisode(), phrases: ["Play an episode in \(.applicationName)"])
    }
  }

  @Test func anIntentOpensTheURLItsParametersFill() async throws {
    let conversation = Conversation(
      catalog: try await AppCatalog.load([ParleyApp(name: "Airwaves", shortcuts: Shortcuts.self)]))
    let reply = await conversation.respond(to: "/PlayEpisode episode=pilot speed=double")
    #expect(
      reply.items == [.dialog("Opening https://airwaves.example/play?episode=e7&speed=double…")])
  }
}

import ParleyAssistant
import ParleyIntents
import Testing

/// An options provider in the Swift 6 language mode, written as Apple's documentation writes
/// it: `@MainActor`, returning its options in sections, one of them held in a `static let`.
@Suite struct OptionsProviderTests {
  struct Playlists: DynamicOptionsProvider {
    static let morning = IntentItem("Morning", title: "Morning", subtitle: "Suggested")

    @MainActor
    func results() async throws -> ItemCollection<String> {
      ItemCollection {
        ItemSection("Yours") {
          "Commute"
          "Weekend"
        }
        ItemSection("Suggested", items: [Self.morning])
      }
    }
  }

  struct ClearPlaylist: AppIntent {
    static let title: LocalizedStringResource = "Clear Playlist"

    @Parameter(title: "Playlist", optionsProvider: Playlists())
    var playlist: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
      .result(dialog: "Cleared \(playlist).")
    }
  }

  struct Shortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(intent: ClearPlaylist(), phrases: ["Clear a playlist in \(.applicationName)"])
    }
  }

  @Test func aMainActorProviderListsItsSections() async throws {
    let conversation = Conversation(
      catalog: try await AppCatalog.load([ParleyApp(name: "Airwaves", shortcuts: Shortcuts.self)]))
    let question = await conversation.respond(to: "clear a playlist in airwaves")
    #expect(
      question.items == [
        .dialog("What's the playlist?"), .dialog("Yours:"), .choices(["Commute", "Weekend"]),
        .dialog("Suggested:"), .choices(["Morning (Suggested)"]),
      ])
    #expect(question.awaitsAnswer)
    let answer = await conversation.respond(to: "3")
    #expect(answer.items == [.dialog("Cleared Morning.")])
  }
}

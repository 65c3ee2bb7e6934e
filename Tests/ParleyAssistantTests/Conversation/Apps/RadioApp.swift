import ParleyIntents

/// A test app with two intents that share a phrase, so that it matches both equally.
enum Radio {
  static let app = ParleyApp(name: "Radio", shortcuts: RadioShortcuts.self, intents: [Ping.self])

  /// An intent whose name Studio's ``Studio/Ping`` shares.
  struct Ping: AppIntent {
    static let title: LocalizedStringResource = "Ping"

    func perform() async throws -> some IntentResult & ProvidesDialog {
      .result(dialog: "Radio pings back.")
    }
  }
}

struct RadioShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: PlayNews(), phrases: ["Play the morning show on \(.applicationName)"])
    AppShortcut(intent: PlayWeather(), phrases: ["Play the morning show on \(.applicationName)"])
  }
}

/// One of the two intents behind the shared phrase.
struct PlayNews: AppIntent {
  static let title: LocalizedStringResource = "Play News"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Playing the news.")
  }
}

/// The other intent behind the shared phrase.
struct PlayWeather: AppIntent {
  static let title: LocalizedStringResource = "Play Weather"

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Playing the weather.")
  }
}

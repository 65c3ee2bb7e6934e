import ParleyIntents

/// An app whose two intents share a phrase, so the matcher cannot tell them apart.
enum Clash {
  static let app = ParleyApp(name: "Clash", shortcuts: ClashShortcuts.self)
}

struct ClashShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: StartTimer(), phrases: ["Start the timer with \(.applicationName)"])
    AppShortcut(intent: BeginTimer(), phrases: ["Start the timer with \(.applicationName)"])
    AppShortcut(intent: StopTimer(), phrases: ["Stop the timer with \(.applicationName)"])
  }
}

struct StartTimer: AppIntent {
  static let title: LocalizedStringResource = "Start Timer"
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Started.") }
}

struct BeginTimer: AppIntent {
  static let title: LocalizedStringResource = "Begin Timer"
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Begun.") }
}

struct StopTimer: AppIntent {
  static let title: LocalizedStringResource = "Stop Timer"
  func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "Stopped.") }
}

import ParleyAssistant
import ParleyIntents

/// A fuzz-only app whose intents need authentication and note, when they run, whether the
/// conversation was allowed to run them.
enum Vault {
  static let app = ParleyApp(name: "Vault", shortcuts: VaultShortcuts.self)

  /// The conversation being fuzzed, read when an intent runs.
  nonisolated(unsafe) static var conversation: Conversation?

  /// Stops the run when `policy` forbids running now.
  static func check(_ policy: IntentAuthenticationPolicy, intent: String) {
    guard let conversation else { return }
    switch policy {
    case .alwaysAllowed:
      return
    case .requiresAuthentication:
      if !conversation.isUnlocked {
        violated("\(intent) ran while locked on the \(conversation.surface)")
      }
    case .requiresLocalDeviceAuthentication:
      if !conversation.isUnlocked || conversation.surface != .display {
        violated(
          "\(intent) ran on the \(conversation.surface), unlocked: \(conversation.isUnlocked)")
      }
    }
  }
}

struct OpenDrawer: AppIntent {
  static let title: LocalizedStringResource = "Open Drawer"
  static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

  @Parameter(title: "Drawer", requestValueDialog: "Which drawer?")
  var drawer: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    Vault.check(Self.authenticationPolicy, intent: "OpenDrawer")
    return .result(dialog: "Opened the \(drawer) drawer.")
  }
}

struct WipeVault: AppIntent {
  static let title: LocalizedStringResource = "Wipe Vault"
  static let authenticationPolicy: IntentAuthenticationPolicy =
    .requiresLocalDeviceAuthentication

  @Parameter(title: "Code Word", requestValueDialog: "What's the code word?")
  var word: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    Vault.check(Self.authenticationPolicy, intent: "WipeVault")
    return .result(dialog: "Wiped the vault.")
  }
}

struct VaultShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: OpenDrawer(),
      phrases: ["Open a drawer in \(.applicationName)", "Open the \(.applicationName)"],
      shortTitle: "Open Drawer", systemImageName: "lock")
    AppShortcut(
      intent: WipeVault(),
      phrases: ["Wipe the \(.applicationName)", "Erase everything in \(.applicationName)"],
      shortTitle: "Wipe Vault", systemImageName: "trash")
  }
}

import Foundation
import ParleyAssistant
import ParleyIntents
import Testing

@testable import ParleyCLI

/// `chat` and `ask` load the phrases and dialogs of the language `--locale` names.
@Suite struct ChatLocaleTests {
  private struct Greet: AppIntent {
    static let title: LocalizedStringResource = "Greet"
    func perform() async throws -> some IntentResult & ProvidesDialog {
      .result(dialog: "Hello there.")
    }
  }

  private struct GreeterShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(intent: Greet(), phrases: ["Say hello with \(.applicationName)"])
    }
  }

  @Test func chatAndAskTalkInTheLocalesLanguage() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("parley-chat-locale-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
    try Data(
      """
      "Say hello with ${applicationName}" = "Dis bonjour avec ${applicationName}";
      """.utf8
    ).write(to: directory.appendingPathComponent("fr.lproj/AppShortcuts.strings"))
    try Data(#""Hello there." = "Bonjour.";"#.utf8)
      .write(to: directory.appendingPathComponent("fr.lproj/Localizable.strings"))
    let app = ParleyApp(name: "Greeter", shortcuts: GreeterShortcuts.self)
      .localizingPhrases(from: directory)
    let context = CommandContext(console: Console(program: "greeter"), apps: [app])
    let arguments = try ArgumentParser(options: AskCommand().allOptions)
      .parse(["--locale", "fr", "--data", directory.appendingPathComponent("data").path])
    let (catalog, _) = try await DataLocation.catalog(arguments, context: context)
    #expect(catalog.locale == "fr")
    let reply = await Conversation(catalog: catalog).respond(to: "dis bonjour avec greeter")
    #expect(reply.items == [.dialog("Bonjour.")])
  }
}

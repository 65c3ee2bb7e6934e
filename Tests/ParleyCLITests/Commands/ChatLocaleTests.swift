import Foundation
import ParleyAssistant
import ParleyIntents
import Testing

@testable import ParleyCLI

/// `chat`, `ask` and `test` load the phrases and dialogs of the language `--locale` names.
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

  /// A greeter app whose French phrases and dialogs are in `directory`.
  private func frenchGreeter(in directory: URL) throws -> ParleyApp {
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("fr.lproj"), withIntermediateDirectories: true)
    try Data(
      """
      "Say hello with ${applicationName}" = "Dis bonjour avec ${applicationName}";
      """.utf8
    ).write(to: directory.appendingPathComponent("fr.lproj/AppShortcuts.strings"))
    try Data(#""Hello there." = "Bonjour.";"#.utf8)
      .write(to: directory.appendingPathComponent("fr.lproj/Localizable.strings"))
    return ParleyApp(name: "Greeter", shortcuts: GreeterShortcuts.self)
      .localizingPhrases(from: directory)
  }

  private func temporaryDirectory() -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("parley-locale-\(UUID().uuidString)")
  }

  @Test func chatAndAskTalkInTheLocalesLanguage() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = try frenchGreeter(in: directory)
    let context = CommandContext(console: Console(program: "greeter"), apps: [app])
    let arguments = try ArgumentParser(options: AskCommand().allOptions)
      .parse(["--locale", "fr", "--data", directory.appendingPathComponent("data").path])
    let (catalog, _) = try await DataLocation.catalog(arguments, context: context)
    #expect(catalog.locale == "fr")
    let reply = await Conversation(catalog: catalog).respond(to: "dis bonjour avec greeter")
    #expect(reply.items == [.dialog("Bonjour.")])
  }

  @Test func testRunsTheSuitesOfTheLocale() async throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = try frenchGreeter(in: directory)
    let suites = directory.appendingPathComponent("Phrases-fr")
    try FileManager.default.createDirectory(at: suites, withIntermediateDirectories: true)
    try Data("dis bonjour avec greeter  => Greet\n".utf8)
      .write(to: suites.appendingPathComponent("Greeter.tests"))
    let context = CommandContext(console: Console(program: "greeter"), apps: [app])
    let command = TestCommand()
    let french = try ArgumentParser(options: command.allOptions)
      .parse(["--locale", "fr", "--only", "suites", suites.path])
    #expect(try await command.run(french, context: context) == .success)
    let source = try ArgumentParser(options: command.allOptions)
      .parse(["--only", "suites", suites.path])
    #expect(try await command.run(source, context: context) == .failure)
  }
}

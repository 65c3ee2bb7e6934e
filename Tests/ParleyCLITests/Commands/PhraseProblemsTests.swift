import ParleyAssistant
import ParleyIntents
import Testing

@testable import ParleyCLI

/// Phrase problems are reported as soon as the apps load, and `phrases` fails on them.
@Suite struct PhraseProblemsTests {
  private struct Untitled: AppIntent {
    static let title: LocalizedStringResource = "Untitled"
    @Parameter(title: "Name") var name: String
    func perform() async throws -> some IntentResult { .result() }
  }

  private struct SloppyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(
        intent: Untitled(), phrases: ["Name it \(\.$name)", "Name it in \(.applicationName)"])
    }
  }

  private let app = ParleyApp(name: "Sloppy", shortcuts: SloppyShortcuts.self)

  @Test func eachProblemIsOneWarningLine() async throws {
    let catalog = try await AppCatalog.load([app])
    let lines = CommandContext.phraseProblemLines(of: catalog)
    #expect(
      lines == [
        "Warning: SloppyShortcuts, shortcut Untitled, phrase \"Name it ${name}\": Invalid "
          + "Utterance. Every App Shortcut utterance should have one '${applicationName}' in it. "
          + "[rule: application-name]",
        "Warning: SloppyShortcuts, shortcut Untitled, phrase \"Name it ${name}\": Invalid "
          + "parameter type. AppEntity and AppEnum are the only allowed types for name "
          + "[rule: parameter-type]",
      ])
  }

  @Test func phrasesFailsWhenAnAppHasProblems() async {
    #expect(await ParleyCLI.main(apps: [app], arguments: ["phrases"]) == 1)
  }
}

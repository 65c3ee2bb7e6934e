import ParleyAssistant
import ParleyIntents
import Testing

@testable import ParleyCLI

/// A developer's own program: its help, examples and messages speak of its apps, by its name.
@Suite struct HelpExamplesTests {
  private enum Room: String, AppEnum {
    case kitchen
    case garden

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
    static let caseDisplayRepresentations: [Room: DisplayRepresentation] = [
      .kitchen: "Kitchen", .garden: "Garden",
    ]
  }

  private struct TidyRoom: AppIntent {
    static let title: LocalizedStringResource = "Tidy Room"
    @Parameter(title: "Room") var room: Room
    func perform() async throws -> some IntentResult { .result() }
  }

  private struct ListRooms: AppIntent {
    static let title: LocalizedStringResource = "List Rooms"
    func perform() async throws -> some IntentResult { .result() }
  }

  private struct HouseShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(intent: ListRooms(), phrases: ["List the rooms in \(.applicationName)"])
      AppShortcut(intent: TidyRoom(), phrases: ["Tidy the \(\.$room) with \(.applicationName)"])
    }
  }

  private let context = CommandContext(
    console: Console(program: "house"),
    apps: [ParleyApp(name: "House", shortcuts: HouseShortcuts.self)])

  @Test func theOverviewNamesTheProgramAndItsApps() async {
    let overview = await context.fill(HelpCommand.overview(of: ParleyCLI.commands))
    #expect(overview.hasPrefix("OVERVIEW: Talk to House as Siri would, and test its phrases.\n"))
    #expect(overview.contains("USAGE: house [COMMAND] [OPTIONS]\n"))
    #expect(
      overview.hasSuffix("See 'house help <command>' or 'house help <topic>' for detailed help."))
  }

  @Test func chatHelpGivesExamplesFromTheApp() async {
    let help = await context.fill(ChatCommand().help)
    #expect(help.contains("Type a request such as \"tidy the kitchen with house\"."))
    #expect(help.contains("runs an intent directly: /TidyRoom room=\"Kitchen\"."))
    #expect(help.contains("USAGE: house chat"))
  }

  @Test func aMessageExampleIsAPhraseOfTheApp() async {
    #expect(
      await context.fill("for example: {program} ask \"{simple-request}\"")
        == "for example: house ask \"list the rooms in house\"")
  }

  @Test func testHelpNamesTheAppsFiles() async {
    let help = await context.fill(TestCommand().help)
    #expect(help.contains("A suite or transcript named after an app (House.tests, "))
    #expect(help.contains("House-speaker.transcript) belongs to it"))
    #expect(!help.contains("Trails"))
  }

  @Test(arguments: [
    ("/usr/local/bin/house", "house"), (".build/debug/todos", "todos"), ("todos", "todos"),
    ("", "parley"),
  ])
  func theProgramIsCalledByTheNameItWasRunBy(path: String, name: String) {
    #expect(ParleyCLI.programName(path) == name)
  }
}

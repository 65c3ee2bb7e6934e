import ParleyAssistant
import ParleyIntents
import Testing

/// The lints find each seeded mistake once, by its rule, and nothing in an app without them.
@Suite struct PhraseLinterTests {
  @Test func eachSeededMistakeIsReportedWithItsRule() async throws {
    let catalog = try await AppCatalog.load(SeededLints.apps)
    let lints = PhraseLinter(catalog: catalog).lints
    #expect(
      lints.map(\.rule) == [
        .systemAppName, .commonAppName, .singleProvider, .siriDomain, .literalPhrase,
        .phraseValues, .emptyDefault, .uniqueQueryName,
      ])
    #expect(Set(lints.map(\.rule)) == Set(LintRule.allCases))
    #expect(lints.allSatisfy { $0.app == "Thermo" && $0.keptBecause == nil })
  }

  @Test func findingsReadWithTheirPlaceAndFix() async throws {
    let catalog = try await AppCatalog.load(SeededLints.apps)
    let lints = PhraseLinter(catalog: catalog).lints
    let lines = Dictionary(lints.map { ($0.rule, $0.description) }) { first, _ in first }
    #expect(
      lines[.siriDomain]
        == "siri-domain: Thermo, shortcut WarmRoom, phrase \"Set a timer for the heating in "
        + "${applicationName}\": opens like \"set a timer\", a request Siri hands to Clock "
        + "(timers and alarms). Fix: open the phrase with words of the app's own rather than "
        + "\"set a timer\".")
    #expect(
      lines[.literalPhrase]
        == "literal-phrase: Thermo, shortcut WarmRoom, phrase \"Heat ${room} with "
        + "${applicationName}\": made with AppShortcutPhrase.init(_:) rather than written as a "
        + "literal; Apple's metadata extractor reads only literals, so Siri never hears it. "
        + "Fix: write it as a string literal: "
        + "\"Heat \\(\\.$room) with \\(.applicationName)\".")
    #expect(
      lines[.uniqueQueryName]
        == "unique-query-name: Thermo: Found multiple, identical identifiers for query: Query, "
        + "each identifier must be unique (RoomEntity.Query, ZoneEntity.Query); Xcode then "
        + "exports no App Intents metadata at all. Fix: give each query a name of its own, "
        + "such as RoomEntityQuery, ZoneEntityQuery.")
    #expect(
      lines[.emptyDefault]
        == "empty-default: Thermo, shortcut LeaveNote: the parameter 'text' defaults to an "
        + "empty text, which counts as an answer, so Siri never asks for it. Fix: leave out "
        + "the default, or make the parameter optional and throw $text.needsValueError() "
        + "while it is empty.")
    #expect(
      lines[.singleProvider]
        == "single-provider: Thermo: 2 shortcuts providers (ThermoShortcuts, "
        + "ThermoMoreShortcuts) for one app; an app has at most one AppShortcutsProvider, and "
        + "a device registers only one of them. Fix: move every App Shortcut into one provider.")
    #expect(
      lines[.commonAppName]
        == "common-app-name: Thermo: the alternative name \"Go\" is an everyday word of "
        + "requests, which Siri hears as part of the request rather than as the app. Fix: name "
        + "the app with words people do not say in requests, or add a second word.")
  }

  @Test func anAppWithoutTheMistakesHasNoFindings() async throws {
    let catalog = try await AppCatalog.load([SeededLints.clean])
    #expect(PhraseLinter(catalog: catalog).lints == [])
  }

  @Test func aKeptRuleSaysWhy() async throws {
    let kept = SeededLints.apps[0].keepingLint("common-app-name", because: "a test")
    let catalog = try await AppCatalog.load([kept])
    let lints = PhraseLinter(catalog: catalog).lints
    #expect(lints.filter { $0.keptBecause == "a test" }.map(\.rule) == [.commonAppName])
  }

  @Test(arguments: [
    ("Call the front desk in ${applicationName}", "calling"),
    ("Please send a message with ${applicationName}", "messaging"),
    ("Can you remind me to water ${plant} in ${applicationName}", "reminders"),
    ("What's the weather on ${trail} in ${applicationName}", "weather"),
    ("Navigate to ${trail} with ${applicationName}", "directions"),
    ("Play ${show} in ${applicationName}", "music playback"),
    ("Find my car with ${applicationName}", "finding devices and items"),
    ("Where did I park with ${applicationName}", "directions"),
  ])
  func openingsOfBuiltInDomains(phrase: String, domain: String) {
    #expect(SiriDomainList.bundled.domain(opening: phrase)?.domain.name == domain)
  }

  @Test(arguments: [
    "Get conditions for ${trail} in ${applicationName}",
    "Tell me about ${trail} in ${applicationName}",
    "Start the timer with ${applicationName}",
    "Calling card balance in ${applicationName}",
    "Find parking near ${zone} with ${applicationName}",
  ])
  func phrasesOfTheirOwn(phrase: String) {
    #expect(SiriDomainList.bundled.domain(opening: phrase) == nil)
  }

  @Test func everyDomainHasAnAppOpeningsAndASource() {
    let list = SiriDomainList.bundled
    #expect(list.domains.count == 17)
    #expect(list.domains.allSatisfy { !$0.systemApp.isEmpty && !$0.openings.isEmpty })
    #expect(list.domains.allSatisfy { $0.source.hasPrefix("[") })
    #expect(list.systemApp(named: "find my") == "Find My")
    #expect(list.isCommonWord("Go"))
  }
}

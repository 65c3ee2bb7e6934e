import ParleyIntents
import ParleyMatcher
import Testing

@testable import ParleyAssistant

/// The catalog the conversation reads: apps by name, intents by name, and the vocabularies
/// phrase parameters expand to.
@Suite struct AppCatalogTests {
  private func catalog() async throws -> AppCatalog {
    try await AppCatalog.load(ConversationTesting.apps)
  }

  @Test func keepsTheAppsInTheOrderGiven() async throws {
    #expect(
      try await catalog().apps.map(\.name) == ["Trails", "Studio", "Kitchen", "Radio", "Errands"])
  }

  @Test(arguments: ["Trails", "trails", "Trail Guide", "TRAILS APP"])
  func findsAnAppByItsNameOrAnAlternativeName(name: String) async throws {
    #expect(try await catalog().app(named: name)?.name == "Trails")
  }

  @Test func findsNoAppForAnUnknownName() async throws {
    #expect(try await catalog().app(named: "Trail") == nil)
  }

  @Test(arguments: [
    ("GetTrailInfo", ["Trails.GetTrailInfo"]), ("trails.gettrailinfo", ["Trails.GetTrailInfo"]),
    ("ShowCollection", ["Trails.ShowCollection"]), ("OpenNote", ["Studio.OpenNote"]),
    ("Ping", ["Studio.Ping", "Radio.Ping"]), ("Radio.Ping", ["Radio.Ping"]),
    ("Kitchen.Ping", []), ("PlayMusic", []),
  ])
  func findsIntentsByNameAcrossTheApps(name: String, found: [String]) async throws {
    let intents = try await catalog().intents(named: name)
    #expect(intents.map { "\($0.app.name).\($0.intent)" } == found)
  }

  @Test func expandsPhraseParametersWithTheSuggestedEntitiesAndEnumCases() async throws {
    let vocabularies = try await catalog().matcherCatalog.vocabularies
    #expect(
      vocabularies.map { "\($0.name): \($0.entries.map(\.title).joined(separator: ", "))" } == [
        "Trails.TrailEntity: Bear Creek Trail, Cedar Falls, Alpine Loop",
        "Trails.ActivityStyle: Biking, Equestrian, Hiking, Jogging, Cross-Country Skiing, Snowshoeing",
        "Studio.NoteEntity: Groceries, Packing List",
        "Kitchen.Cuisine: Thai, Italian, Mexican",
      ])
  }

  @Test func listsEachShortcutsPhrasesInTemplateForm() async throws {
    let kitchen = try #require(try await catalog().app(named: "Kitchen"))
    #expect(kitchen.shortcutPhrases.map(\.intent).last == "OrderFood")
    #expect(
      kitchen.shortcutPhrases.last?.phrases == [
        "Order ${cuisine} food in ${applicationName}",
        "Order takeaway food in ${applicationName}",
      ])
  }

  @Test func expandsPhrasesWithTheAppNameAndEveryCaseTitleAndSynonym() async throws {
    let kitchen = try #require(try await catalog().app(named: "Kitchen"))
    #expect(
      kitchen.expandedPhrases.suffix(7) == [
        "Order Thai food in Kitchen", "Order Italian food in Kitchen",
        "Order Pasta food in Kitchen", "Order Pizza food in Kitchen",
        "Order Mexican food in Kitchen", "Order Tacos food in Kitchen",
        "Order takeaway food in Kitchen",
      ])
  }

  @Test func everyPersonParameterReadsTheAppsPeopleWhicheverIntentListsThem() async throws {
    let catalog = try await AppCatalog.load([
      ParleyApp(name: "Ring", shortcuts: RingShortcuts.self)
    ])
    let parameters = catalog.matcherCatalog.parameters
    #expect(parameters.map(\.intent) == ["CallNumber", "MessageFriend"])
    #expect(
      parameters.flatMap { $0.parameters.map(\.type) } == [
        .vocabulary("Ring.IntentPerson"), .vocabulary("Ring.IntentPerson"),
      ])
  }
}

/// A person parameter without a list of people comes before one with a list.
private struct RingShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: CallNumber(), phrases: ["Call someone with \(.applicationName)"])
    AppShortcut(intent: MessageFriend(), phrases: ["Message a friend with \(.applicationName)"])
  }
}

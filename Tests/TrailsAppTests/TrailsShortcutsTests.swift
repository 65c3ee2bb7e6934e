import ParleyIntents
import Testing

@testable import TrailsApp

@Suite struct TrailsShortcutsTests {
  @Test func declaresFiveValidShortcuts() {
    let shortcuts = TrailsShortcuts.shortcutDescriptions
    #expect(
      shortcuts.map { $0.intentType.typeName } == [
        "OpenFavorites", "GetTrailInfo", "SuggestTrails", "OpenTrail", "RemoveFavorite",
      ])
    #expect(shortcuts.allSatisfy { (2...6).contains($0.phrases.count) })
    #expect(TrailsShortcuts.validate() == [])
    #expect(shortcuts.map(\.presentationSummary) == [nil, "${trail} Conditions", nil, nil, nil])
  }

  @Test func startsWithThePrimaryPhrases() {
    #expect(
      TrailsShortcuts.shortcutDescriptions.compactMap(\.phrases.first?.text) == [
        "Open Favorites in ${applicationName}",
        "Get conditions for ${trail} in ${applicationName}",
        "Suggest trails in ${applicationName}",
        "Open ${target} in ${applicationName}",
        "Remove ${trails} from my favorites in ${applicationName}",
      ])
  }

  @Test func listsEveryIntentOnceWithTheShortcutsFirst() {
    #expect(
      Trails.app.allIntents.map { $0.typeName } == [
        "OpenFavorites", "GetTrailInfo", "SuggestTrails", "OpenTrail", "RemoveFavorite",
        "ShowCollection",
      ])
    #expect(Trails.app.name == "Trails")
    #expect(Trails.app.alternativeNames == ["Trail Guide", "Trails App"])
  }

  @Test func expandsTrailPhrasesWithTheFavorites() async throws {
    let values = try await withTrails { _ in
      try await TrailsShortcuts.updateAppShortcutParameterValues()
    }
    let trails = try #require(
      values[PhraseParameterKey(intent: "GetTrailInfo", parameter: "trail")])
    #expect(trails.map(\.display.title) == ["Bear Creek Trail", "Cedar Falls", "Alpine Loop"])
    let activities = try #require(
      values[PhraseParameterKey(intent: "SuggestTrails", parameter: "activity")])
    #expect(activities.count == 6)
    let phrases = TrailsShortcuts.expandedPhrases(appName: "Trails")
    #expect(phrases.contains("Get conditions for Bear Creek Trail in Trails"))
    #expect(phrases.contains("Suggest Cross-Country Skiing trails in Trails"))
    #expect(phrases.contains("Find Nordic Skiing trails with Trails"))
    #expect(!phrases.contains("Get conditions for Mesa Trail in Trails"))
    #expect(phrases.first == "Open Favorites in Trails")
  }

  @Test func readsTheNegativePhrases() {
    #expect(
      TrailsShortcuts.negativePhraseTexts == [
        "Delete ${applicationName}", "Book a campsite with ${applicationName}",
      ])
  }

  @Test func bundlesAboutTwentyTrailsWithAnAmbiguousLocation() async throws {
    #expect(TrailCatalog.trails.count == 20)
    let names = Set(TrailCatalog.trails.map(\.name))
    #expect(names.isSuperset(of: ["Bear Creek Trail", "Cedar Falls", "Alpine Loop"]))
    #expect(
      TrailDataManager().regions(matching: "springfield") == [
        "Springfield, Oregon", "Springfield, Missouri",
      ])
  }

  @Test(arguments: [
    ("springfield missouri", ["Springfield, Missouri"]),
    ("Springfield,Oregon", ["Springfield, Oregon"]), ("  moab ", ["Moab, Utah"]),
    ("springfield ohio", []),
  ])
  func aRegionIsNamedWithOrWithoutTheCommaBeforeItsState(location: String, regions: [String]) {
    #expect(TrailDataManager().regions(matching: location) == regions)
  }

  @Test func findsTrailsByNameThroughTheStringQuery() async throws {
    let found = try await withTrails { _ in
      try await TrailEntityQuery().entities(matching: "bear creek")
    }
    #expect(found.map(\.name) == ["Bear Creek Trail"])
  }

  @Test func resolvesEntitiesThroughTheErasedType() async throws {
    let parameter = try #require(intentParameters(of: GetTrailInfo()).first)
    guard case .entity(let type) = parameter.valueType else {
      Issue.record("Expected an entity parameter")
      return
    }
    let (byID, matching, all) = try await withTrails { _ in
      (
        try await type.entities(for: ["4"]), try await type.entities(matching: "falls"),
        try await type.allEntities()
      )
    }
    #expect(type.displayName == "Trail")
    #expect(byID.map(\.display.title) == ["Mesa Trail"])
    #expect(matching?.map(\.id) == ["2"])
    #expect(all == nil)
  }

  @Test func listsTheFeaturedCollections() async throws {
    let collections = try await withTrails { _ in try await TrailCollectionQuery().allEntities() }
    #expect(collections.map(\.name) == ["Most Popular", "Winter Escapes", "Family Friendly"])
  }

  @Test func describesActivitiesWithSynonyms() {
    let crossCountry = DisplayText(ActivityStyle.crossCountrySkiing.displayRepresentation)
    #expect(crossCountry.names == ["Cross-Country Skiing", "Nordic Skiing", "Skiing", "XC Skiing"])
    #expect(ActivityStyle.allCases.count == 6)
  }
}

import ParleyIntents
import Testing

@testable import TrailsApp

@Suite struct TrailsIntentTests {
  @Test func getTrailInfoSpeaksConditionsOnlyInTheFullText() async throws {
    let parts = try await withTrails { _ in
      let intent = GetTrailInfo()
      intent.trail = try trailEntity(named: "Bear Creek Trail")
      return resultParts(of: try await intent.perform())
    }
    let dialog = try #require(parts.dialog)
    #expect(
      dialog.fullText
        == "The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light traffic."
    )
    #expect(dialog.supportingText == "Here's the latest information on Bear Creek Trail.")
    #expect((parts.value as? TrailEntity)?.name == "Bear Creek Trail")
    let snippet = try #require(parts.snippet)
    #expect(snippet.snippetTitle == "Bear Creek Trail")
    #expect(
      snippet.snippetLines == [
        "Boulder, Colorado", "12.9 km · hiking, jogging, equestrian",
        "Open. The trail is dry and firm, with light traffic.",
      ])
  }

  @Test func suggestTrailsAsksWhichLocationWhenSeveralMatch() async throws {
    let error = await #expect(throws: ParameterResolutionError.self) {
      try await suggestTrails(location: "Springfield", activity: .hiking)
    }
    let resolution = try #require(error)
    guard case .disambiguation(let among) = resolution.kind else {
      Issue.record("Expected a disambiguation, got \(resolution.kind)")
      return
    }
    #expect(among as? [String] == ["Springfield, Oregon", "Springfield, Missouri"])
    #expect(resolution.parameter.title == "Location")
    #expect(
      resolution.dialog?.fullText == "Multiple locations match Springfield. Which one did you mean?"
    )
  }

  @Test func suggestTrailsListsTheTrailsOfTheChosenRegion() async throws {
    let parts = try await suggestTrails(location: "Springfield, Missouri", activity: .jogging)
    #expect(
      parts.dialog?.fullText
        == "Here is one jogging trail near Springfield, Missouri: Riverbend Trail.")
    #expect(parts.dialog?.supportingText == "Here are jogging trails near Springfield, Missouri.")
    #expect((parts.value as? [TrailEntity])?.map(\.name) == ["Riverbend Trail"])
    #expect(parts.snippet?.snippetTitle == "Jogging near Springfield, Missouri")
  }

  @Test func suggestTrailsCountsSeveralTrails() async throws {
    let dialog = try await suggestTrails(location: "Boulder", activity: .hiking).dialog?.fullText
    #expect(
      dialog
        == "Here are 3 hiking trails near Boulder, Colorado: Bear Creek Trail, Mesa Trail, Royal Arch."
    )
  }

  @Test func suggestTrailsSaysWhenNoTrailSuitsTheActivity() async throws {
    let parts = try await suggestTrails(location: "moab", activity: .snowshoeing)
    #expect(parts.dialog?.fullText == "There are no snowshoeing trails near Moab, Utah.")
  }

  @Test func suggestTrailsAsksAgainForAnUnknownLocation() async throws {
    let error = await #expect(throws: ParameterResolutionError.self) {
      try await suggestTrails(location: "Atlantis", activity: .biking)
    }
    let resolution = try #require(error)
    #expect(resolution.parameter.title == "Location")
    #expect(
      resolution.dialog?.fullText
        == "I couldn't find any trails near Atlantis. Where would you like to go?")
  }

  @Test func removeFavoriteRemovesAfterTheUserConfirms() async throws {
    let recorder = ConfirmationRecorder(answer: true)
    let (dialog, favorites) = try await withTrails { manager in
      let intent = RemoveFavorite()
      intent.trails = [try trailEntity(named: "Cedar Falls")]
      let result = try await IntentRequestContext.$handler.withValue(recorder) {
        try await intent.perform()
      }
      let data = try #require(manager.dependency(TrailDataManager.self))
      return (resultParts(of: result).dialog?.fullText, data.favorites.map(\.name))
    }
    #expect(recorder.prompts == ["Remove Cedar Falls from your favorites?"])
    #expect(recorder.actionLabels == ["Remove"])
    #expect(dialog == "Removed Cedar Falls from your favorites.")
    #expect(favorites == ["Bear Creek Trail", "Alpine Loop"])
  }

  @Test func removeFavoriteKeepsTheTrailWhenTheUserDeclines() async throws {
    let recorder = ConfirmationRecorder(answer: false)
    let favorites = try await withTrails { manager in
      let intent = RemoveFavorite()
      intent.trails = [try trailEntity(named: "Cedar Falls")]
      await #expect(throws: ConfirmationDeclinedError.self) {
        try await IntentRequestContext.$handler.withValue(recorder) { try await intent.perform() }
      }
      return try #require(manager.dependency(TrailDataManager.self)).favorites.map(\.name)
    }
    #expect(favorites == ["Bear Creek Trail", "Cedar Falls", "Alpine Loop"])
  }

  @Test func removeFavoriteSaysWhenTheTrailIsNotAFavorite() async throws {
    let dialog = try await withTrails { _ in
      let intent = RemoveFavorite()
      intent.trails = [try trailEntity(named: "Mesa Trail")]
      return resultParts(of: try await intent.perform()).dialog?.fullText
    }
    #expect(dialog == "Mesa Trail isn't one of your favorites.")
  }

  @Test func eachDependencyManagerKeepsItsOwnFavorites() async throws {
    let first = Trails.app.makeDependencyManager()
    let second = Trails.app.makeDependencyManager()
    try #require(first.dependency(TrailDataManager.self)).removeFavorite(1)
    #expect(try #require(first.dependency(TrailDataManager.self)).favorites.count == 2)
    #expect(try #require(second.dependency(TrailDataManager.self)).favorites.count == 3)
  }

  @Test func openFavoritesOpensTheAppOnTheFavorites() async throws {
    let parts = try await withTrails { _ in resultParts(of: try await OpenFavorites().perform()) }
    #expect(OpenFavorites.opensApp)
    #expect(parts.snippet?.snippetTitle == "Favorites")
    #expect(parts.snippet?.snippetLines.count == 3)
  }

  @Test func openTrailOpensTheAppOnItsTarget() async throws {
    let intent = OpenTrail()
    #expect(intent.openTarget == nil)
    intent.target = try trailEntity(named: "Alpine Loop")
    #expect((intent.openTarget as? TrailEntity)?.name == "Alpine Loop")
    #expect(GetTrailInfo().openTarget == nil)
    let parts = resultParts(of: try await intent.perform())
    #expect(OpenTrail.opensApp)
    #expect(parts.dialog == nil)
    #expect(displayText(of: intent.target) == "Alpine Loop")
  }

  @Test func showCollectionListsItsTrails() async throws {
    let parts = try await withTrails { _ in
      let collections = try await TrailCollectionQuery().allEntities()
      let intent = ShowCollection()
      intent.collection = try #require(collections.first)
      return resultParts(of: try await intent.perform())
    }
    #expect(
      parts.dialog?.fullText
        == "Most Popular has 4 trails: Bear Creek Trail, Alpine Loop, Slickrock Trail, Mist Trail.")
  }

  private func suggestTrails(location: String, activity: ActivityStyle) async throws
    -> IntentResultParts
  {
    try await withTrails { _ in
      let intent = SuggestTrails()
      intent.location = location
      intent.activity = activity
      return resultParts(of: try await intent.perform())
    }
  }
}

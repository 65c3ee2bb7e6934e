import Testing

@testable import ParleyMatcher

/// The model's reading of a request that names an app and says nothing else of a phrase, not
/// even words that may be a value: a question about the app itself.
@Suite struct AppNameOnlyWithoutValueTests {
  let garden = AppNameOnlyTests.garden

  func features(_ request: String, _ intent: String) throws -> (without: Double, only: Double) {
    let rows = garden.modelFeatures(request, options: TestCatalogs.options)
    let names = ScoringModel.candidateFeatureNames
    let without = try #require(names.firstIndex(of: AppNameOnlyWithoutValue.name))
    let only = try #require(names.firstIndex(of: AppNameOnly.name))
    let found = try #require(rows.candidates.first { $0.intent == intent })
    return (found.features[without], found.features[only])
  }

  @Test func theAppsNameAndNothingElseOfThePhraseIsRead() throws {
    let read = try features("is garden hiring", "ShowThirsty")
    #expect(read.without == 1)
    #expect(read.only == 1)
  }

  @Test func wordsThatMayBeAValueAreNot() throws {
    // "prune the hedge" fills the plant slot as said: the app's name is all of the phrase it
    // says, but the words may still be the value.
    let read = try features("prune the hedge in garden", "WaterPlant")
    #expect(read.without == 0)
    #expect(read.only == 1)
  }

  @Test func aWordOfThePhraseSaysMore() throws {
    #expect(try features("which plants are thirsty in garden", "ShowThirsty").without == 0)
    #expect(try features("water my fern in garden", "WaterPlant").without == 0)
  }

  @Test func theModelCountsItAgainstTheIntent() throws {
    let result = garden.match("is garden hiring", options: TestCatalogs.options)
    #expect(result.best == nil)
    let thirsty = try #require(
      (result.candidates + result.withheld).first { $0.intent == "ShowThirsty" })
    let read = try #require(
      thirsty.contributions.first { $0.name == AppNameOnlyWithoutValue.name })
    #expect(read.value == 1)
    #expect(read.contribution < 0)
    #expect(
      garden.match("which plants are thirsty in garden", options: TestCatalogs.options).best?
        .intent == "ShowThirsty")
  }
}

import Testing

@testable import ParleyMatcher

/// A question of degree about a thing the app names ("how long is bear creek") asks for what
/// the app says of it, as a question about its state ("how muddy is bear creek") does; one
/// about a thing no app lists names none of its intents.
@Suite struct MeasureQuestionTests {
  static let trails = TestCatalogs.bundledTrails

  @Test(arguments: ["how long is bear creek", "how far is cedar falls"])
  func aMeasureOfANamedThingAsksForItsInformation(request: String) {
    let best = Self.trails.match(request, options: TestCatalogs.options).best
    #expect(best?.intent == "GetTrailInfo")
  }

  @Test func theMeasureIsReadOnlyBeforeANameTheAppLists() {
    func asks(_ request: String) -> Set<Int> {
      UtteranceAnalysis(request, index: Self.trails, options: TestCatalogs.options)
        .stateQuestions
    }
    #expect(asks("how long is bear creek") == [1])
    #expect(asks("how old is the moon").isEmpty)
    #expect(asks("how much is bear creek").isEmpty)
    #expect(Self.trails.match("how old is the moon", options: TestCatalogs.options).best == nil)
  }
}

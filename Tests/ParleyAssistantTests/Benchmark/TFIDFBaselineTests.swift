import ParleyMatcher
import Testing

@testable import ParleyAssistant

@Suite struct TFIDFBaselineTests {
  let baseline = TFIDFBaseline(phrases: [
    ("Weather", "what's the weather like"), ("Weather", "is it going to rain"),
    ("Timer", "set a timer for ten minutes"), ("Timer", "start a timer"),
  ])

  @Test(arguments: [
    ("weather tomorrow", "Weather"), ("will it rain", "Weather"), ("timer please", "Timer"),
    ("set a tmer", "Timer"),
  ])
  func takesTheLabelOfTheNearestPhrase(utterance: String, label: String) {
    #expect(baseline.classify(utterance)?.label == label)
  }

  @Test(arguments: ["", "!!!", "xyz"])
  func leavesWhatSharesNothingWithAPhraseUnmatched(utterance: String) {
    #expect(baseline.classify(utterance) == nil)
  }

  /// With no threshold, what resembles no phrase much still takes the nearest, at a lower
  /// similarity than a request that says a phrase.
  @Test func givesWhatResemblesNoPhraseALowSimilarity() throws {
    let unrelated = try #require(baseline.classify("order a pizza"))
    let related = try #require(baseline.classify("set a timer"))
    #expect(unrelated.score < related.score)
  }

  @Test func seesATemplateAsItsWordsAndAppName() {
    let template = PhraseTemplate(
      app: "Trails", intent: "GetTrailInfo",
      parts: [.text("Get conditions for"), .slot(name: "trail", type: .text), .appName])
    #expect(TFIDFBaseline.text(of: template) == "Get conditions for  Trails")
  }

  @Test func isMeasuredOnTheSameUtterancesWhenAskedFor() {
    let catalog = CatalogGenerator(seed: 1).catalog(apps: 2, phrasesPerApp: 10, entities: 20)
    let report = BenchmarkRunner(utterances: 50, seed: 2, rounds: 1, baseline: true).run(catalog)
    let baseline = report.baseline
    #expect(baseline != nil)
    #expect(baseline?.rejected == nil)
    #expect((0...1).contains(baseline?.accuracy ?? -1))
    #expect(BenchmarkRunner(utterances: 5, seed: 2, rounds: 1).run(catalog).baseline == nil)
  }

  /// Two phrases of the same words in another order are one vector: the tie goes to the phrase
  /// listed first, whatever order the words' counts were summed in.
  @Test(arguments: [
    "check the trail conditions at bear creek before we leave", "order a large oat milk latte",
    "what is the weather like on the alpine loop tomorrow morning",
    "remind me to water the plants every second thursday",
  ])
  func breaksATieByPhraseOrder(_ text: String) {
    let reversed = text.split(separator: " ").reversed().joined(separator: " ")
    // Other phrases give the words different weights, so the sums depend on their order.
    let others = [
      "check the weather", "order a latte", "the trail at bear creek", "water the plants",
      "what is on tomorrow", "every second thursday remind me", "alpine loop conditions",
    ].map { (label: "Other", text: $0) }
    for _ in 0..<50 {
      let baseline = TFIDFBaseline(phrases: others + [("First", text), ("Second", reversed)])
      #expect(baseline.classify(text)?.label == "First")
      #expect(baseline.classify(reversed)?.label == "First")
    }
  }
}

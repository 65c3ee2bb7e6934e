import Foundation
import Testing

@testable import ParleyMatcher

@Suite struct ScoringModelTests {
  @Test func readsTheWeightsAndKeepsTheRest() throws {
    let json = """
      {"candidate": {"phrase_evidence": 2.5, "recall": -1}, "nothing": {"bias": 0.5},
       "dev": {"set": {"accuracy": 0.8}}}
      """
    let model = try ScoringModel(json: Data(json.utf8))
    #expect(model.candidateWeights == ["phrase_evidence": 2.5, "recall": -1])
    #expect(model.nothingWeights == ["bias": 0.5])
    #expect(model.record == #"{"dev":{"set":{"accuracy":0.8}}}"#)
    // A feature the file does not name weighs nothing.
    let place = try #require(ScoringModel.candidateFeatureNames.firstIndex(of: "agreement"))
    #expect(model.candidateVector[place] == 0)
  }

  @Test(arguments: [
    ("[1, 2]", ScoringModelError.notAWeightsFile),
    (#"{"candidate": {}}"#, ScoringModelError.notAWeightsFile),
    (
      #"{"candidate": {"loudness": 1}, "nothing": {}}"#,
      ScoringModelError.unknownFeature("loudness")
    ),
    (#"{"candidate": {}, "nothing": {"mood": 1}}"#, ScoringModelError.unknownFeature("mood")),
  ])
  func refusesWhatIsNoWeightsFile(json: String, expected: ScoringModelError) {
    do {
      _ = try ScoringModel(json: Data(json.utf8))
      Issue.record("read \(json) as a weights file")
    } catch {
      #expect(error as? ScoringModelError == expected)
    }
  }

  @Test func namesTheProblemInItsDescription() {
    #expect(
      ScoringModelError.unknownFeature("mood").description
        == "the weights file weighs an unknown feature 'mood'")
  }

  @Test func givesProbabilitiesThatSumToOne() {
    let (candidates, nothing) = ScoringModel.probabilities(candidates: [2, 1, -1], nothing: 0)
    #expect(abs(candidates.reduce(nothing, +) - 1) < 1e-12)
    #expect(candidates[0] > candidates[1] && candidates[1] > nothing && nothing > candidates[2])
    // Large scores do not overflow.
    let large = ScoringModel.probabilities(candidates: [1000, 999], nothing: 0)
    #expect(large.candidates.allSatisfy { $0.isFinite })
  }

  @Test func theFittedFileIsReadAndWeighsEveryFeatureItNames() {
    let model = ScoringModel.shared
    #expect(model != ScoringModel.unfitted)
    #expect(Set(model.candidateWeights.keys).isSubset(of: ScoringModel.candidateFeatureNames))
    #expect(Set(model.nothingWeights.keys).isSubset(of: ScoringModel.nothingFeatureNames))
  }
}

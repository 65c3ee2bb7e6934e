import Foundation
import Testing

@testable import ParleyMatcher

/// The scores a match gives come from the model, and the contributions it shows add up to them.
@Suite struct ModelExplanationTests {
  let index = PhraseIndex(catalog: TestCatalogs.trails)
  let options = MatchOptions()

  @Test func aCandidateShowsEveryFeatureWithTheModelsWeight() throws {
    let result = index.match("get conditions for bear creek in trails", options: options)
    let best = try #require(result.best)
    #expect(best.contributions.map(\.name) == ScoringModel.candidateFeatureNames)
    for part in best.contributions {
      #expect(part.weight == (ScoringModel.shared.candidateWeights[part.name] ?? 0))
    }
    let nothing = try #require(result.nothing)
    #expect(nothing.contributions.map(\.name) == ScoringModel.nothingFeatureNames)
  }

  @Test func theScoresAreTheSoftmaxOfTheContributions() throws {
    let result = index.match("show me my favourite trails", options: options)
    let best = try #require(result.best)
    let nothing = try #require(result.nothing)
    let bestSum = best.contributions.reduce(0) { $0 + $1.contribution }
    let nothingSum = nothing.contributions.reduce(0) { $0 + $1.contribution }
    // p(best) / p(nothing) = exp(s_best − s_nothing).
    #expect(abs(log(best.score / nothing.score) - (bestSum - nothingSum)) < 1e-9)
    #expect(best.score > nothing.score)
  }

  @Test func aRefusedRequestStillShowsWhyNothingWon() throws {
    let result = index.match("play some jazz", options: options)
    #expect(result.best == nil)
    let nothing = try #require(result.nothing)
    #expect(nothing.score > (result.withheld.first?.score ?? 0))
  }

  @Test func anotherModelGivesOtherScores() throws {
    let flat = ScoringModel(candidateWeights: ["phrase_evidence": 1], nothingWeights: [:])
    let other = PhraseIndex(catalog: TestCatalogs.trails, model: flat)
    let best = try #require(
      other.match("get conditions for bear creek in trails", options: options).best)
    #expect(best.contributions.filter { $0.weight != 0 }.map(\.name) == ["phrase_evidence"])
  }
}

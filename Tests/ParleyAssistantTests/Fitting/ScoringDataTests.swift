import ParleyMatcher
import Testing

@testable import ParleyAssistant

@Suite struct ScoringDataTests {
  /// A small corpus: 6 intents of 20 rows each.
  static let rows: [CorpusEvaluation.Row] = (0..<6).flatMap { intent in
    (0..<20).map { row in
      CorpusEvaluation.Row(
        intent: "intent\(intent)", text: "verb\(intent) thing\(row) extra\(row % 3)")
    }
  }

  @Test func aDrawNeverPutsADevRowAmongTheRowsFittedOn() {
    let fit = CorpusDraw(rows: Self.rows, part: .fit, seed: 1, leftOut: 0)
    let dev = CorpusDraw(rows: Self.rows, part: .dev, seed: 1, leftOut: 0)
    #expect(fit.phrases.allSatisfy { !CorpusDraw.isDev($0.text) })
    #expect(dev.phrases.allSatisfy { !CorpusDraw.isDev($0.text) })
    #expect(fit.requests.allSatisfy { !CorpusDraw.isDev($0.text) })
    #expect(dev.requests.allSatisfy { CorpusDraw.isDev($0.text) })
    #expect(!dev.requests.isEmpty)
    let phrases = Set(fit.phrases.map(\.text))
    #expect(fit.requests.allSatisfy { !phrases.contains($0.text) })
  }

  @Test func leftOutIntentsHaveNoPhrasesAndTheirRequestsWantNothing() {
    let draw = CorpusDraw(rows: Self.rows, part: .fit, seed: 2, leftOut: 2)
    let present = Set(draw.phrases.map(\.intent))
    #expect(present.count == 4)
    #expect(draw.requests.contains { $0.intent == nil })
    #expect(draw.requests.allSatisfy { $0.intent.map(present.contains) ?? true })
    let again = CorpusDraw(rows: Self.rows, part: .fit, seed: 2, leftOut: 2)
    #expect(again.phrases == draw.phrases)
  }

  @Test func perturbedSetsKeepTheirLabelsAndChangeOneWord() {
    let draw = CorpusDraw(rows: Self.rows, part: .fit, seed: 1, leftOut: 0)
    let set = LabelledSet(name: "set", index: draw.index(), requests: draw.requests)
    let changed = set.perturbed([.drop], seed: 1, name: "dropped")
    #expect(changed.requests.map(\.intent) == set.requests.map(\.intent))
    for (before, after) in zip(set.requests, changed.requests) {
      #expect(after.text.split(separator: " ").count == before.text.split(separator: " ").count - 1)
    }
  }
}

import Testing

@testable import ParleyMatcher

/// The model's features that read a candidate's lead over the others, in words and in meaning,
/// against a home assistant of sixteen intents.
@Suite struct RobustnessFeatureTests {
  private static let index = PhraseIndex(catalog: TestCatalogs.homeAssistant)

  /// The value of the candidate feature `name` for `intent`'s candidate of `utterance`.
  private func candidate(_ name: String, _ intent: String, _ utterance: String) throws -> Double {
    let rows = Self.index.modelFeatures(utterance)
    let place = try #require(ScoringModel.candidateFeatureNames.firstIndex(of: name))
    let row = try #require(rows.candidates.first { $0.intent == intent })
    return row.features[place]
  }

  /// Every candidate's value of the candidate feature `name` for `utterance`.
  private func candidates(_ name: String, _ utterance: String) throws -> [Double] {
    let place = try #require(ScoringModel.candidateFeatureNames.firstIndex(of: name))
    return Self.index.modelFeatures(utterance).candidates.map { $0.features[place] }
  }

  /// The value of the nothing feature `name` for `utterance`.
  private func nothing(_ name: String, _ utterance: String) throws -> Double {
    let place = try #require(ScoringModel.nothingFeatureNames.firstIndex(of: name))
    return Self.index.modelFeatures(utterance).nothing[place]
  }

  @Test func theIntentMeantMostLeadsByItsMarginAndTheOthersTrail() throws {
    let request = "wake me up at six"
    let alarm = try candidate(MeaningMargin.name, "SetAlarm", request)
    #expect(alarm > 0)
    let margins = try candidates(MeaningMargin.name, request)
    #expect(margins.count > 1)
    #expect(margins.filter { $0 > 0 }.count == 1)
    #expect(margins.allSatisfy { (-MeaningLead.cap...MeaningLead.cap).contains($0) })
    // The leader's margin over the next is the next's gap behind it.
    #expect(try candidate(MeaningLead.name, "SetAlarm", request) == 0)
  }

  @Test func theLeadIsTheEvidenceLessTheBestRivals() throws {
    let request = "set an alarm for seven"
    let evidence = try candidates(PhraseEvidence.name, request)
    let leads = try candidates(EvidenceLead.name, request)
    let sorted = evidence.sorted(by: >)
    #expect(sorted.count > 1)
    let best = try #require(evidence.firstIndex(of: sorted[0]))
    #expect(abs(leads[best] - (sorted[0] - sorted[1])) < 1e-12)
    for place in evidence.indices where place != best {
      #expect(abs(leads[place] - (evidence[place] - sorted[0])) < 1e-12)
    }
  }
}

/// The scoring model reads a misspelling typo tolerance leaves unread as the phrase word one
/// edit from it.
@Suite struct MisspeltReadingTests {
  private static let index = PhraseIndex(catalog: TestCatalogs.homeAssistant)

  @Test func aShortMisspeltWordIsReadAsThePhraseWordOneEditAway() throws {
    // "wke" is too short for typo tolerance; the model reads it as "wake", one edit away.
    let options = MatchOptions()
    let analysis = UtteranceAnalysis("wke me up at six", index: Self.index, options: options)
    let wake = try #require(Self.index.terms.id(of: Stemmer.stem("wake")))
    #expect(analysis.matches[0].contains { $0.term == wake && $0.how == .typo })
    #expect(Self.index.match("wke me up at six", options: options).best?.intent == "SetAlarm")
  }

  @Test func aWordTheVectorsKnowIsNotReadAsAMisspelling() {
    // "lamb" is a word of its own, one edit from "lamp".
    #expect(Self.index.misspeltMatches(for: "lamb").isEmpty)
    #expect(!Self.index.misspeltMatches(for: "offf").isEmpty)
  }
}

import Testing

@testable import ParleyMatcher

@Suite struct ExplanationTests {
  let index = PhraseIndex(catalog: TestCatalogs.trails)

  @Test func explainsTyposSlotAndAppName() throws {
    let candidate = try #require(
      index.match("please get condtions for bear creek in trails", options: TestCatalogs.options)
        .best)
    let explanation = candidate.explanation
    #expect(
      explanation.matches.contains(
        MatchExplanation.WordMatch(
          utteranceWord: "condtions", phraseWord: "conditions", how: .typo,
          weight: explanation.matches.first { $0.how == .typo }?.weight ?? 0)))
    #expect(explanation.appNameFound == "trails")
    #expect(explanation.slotSpan == "bear creek")
    #expect(explanation.unmatchedWords.isEmpty)
    let lines = explanation.lines
    #expect(lines.first?.hasPrefix("score ") == true)
    #expect(
      lines.first?.hasSuffix(" for \"Get conditions for ${trail} in ${applicationName}\"") == true)
    #expect(lines.contains("app name \"Trails\" found as \"trails\""))
    #expect(lines.contains("slot trail = \"Bear Creek Trail\" from \"bear creek\" (exact, 1.00)"))
    #expect(lines.contains { $0.hasPrefix("\"condtions\" -> \"conditions\" (typo, weight ") })
  }

  @Test func explainsTheActionAndQuestionPenalties() throws {
    let anotherVerb = try #require(
      index.match("show conditions for bear creek in trails", options: TestCatalogs.options)
        .candidates
        .first { $0.intent == "GetTrailInfo" })
    #expect(
      anotherVerb.explanation.penalties.contains(
        "the request opens with another phrase's verb (x0.6)"))
    let question = "did i start a hike on bear creek in trails"
    #expect(
      !index.match(question, options: TestCatalogs.options).candidates.contains {
        $0.intent == "StartHike"
      })
    let analysis = UtteranceAnalysis(question, index: index, options: TestCatalogs.options)
    let start = try #require(
      index.templates.first { index.catalogTemplates[$0.index].intent == "StartHike" })
    let asked = TemplateScorer(index: index, analysis: analysis).candidate(start)
    #expect(asked.score == 0)
    #expect(
      asked.explanation.penalties.contains(
        "a yes/no question asks about the intent's action, not for it (x0)"))
  }

  @Test func explainsMissingWordsAndPenalties() throws {
    let candidate = try #require(
      index.match("show me my favourite trails", options: TestCatalogs.options).best)
    #expect(candidate.intent == "OpenFavorites")
    #expect(candidate.explanation.matches.contains { $0.how == .typo })
    let plain = try #require(
      index.match("open favorites", options: TestCatalogs.options).best)
    #expect(plain.explanation.appNameFound == nil)
    #expect(plain.explanation.lines.contains("app name not found"))
    #expect(plain.explanation.penalties == ["the app name is not said (x0.6)"])
  }

  @Test func explainsAnAppNameSaidAlone() throws {
    // Where "nothing" is likelier, the best withheld candidate says why it scored little.
    let result = index.match("trails", options: TestCatalogs.options)
    let candidate = try #require(result.best ?? result.withheld.first)
    #expect(candidate.explanation.penalties.contains("only the app name is said (x0.4)"))
    #expect(candidate.score < 0.5)
  }

  @Test func explainsAnUnfilledSlot() throws {
    let candidate = try #require(
      index.match("get conditions in trails", options: TestCatalogs.options).best)
    #expect(candidate.explanation.lines.contains("slot trail not found in the utterance"))
    #expect(candidate.explanation.penalties == ["the slot is not filled"])
  }

  @Test func explainsSynonymsAndStems() throws {
    let candidate = try #require(
      index.match("display favorite trails in trails", options: TestCatalogs.options).best)
    #expect(candidate.intent == "OpenFavorites")
    let hows = Set(candidate.explanation.matches.map(\.how))
    #expect(hows.contains(.synonym))
    #expect(hows.contains(.stem) || hows.contains(.exact))
  }

  @Test func aRefusedRequestNamesThePhraseAVetoRuledOut() throws {
    // "favorites tab" says a word of "Open Favorites in ${applicationName}" and one it does
    // not, too little of it without the app's name ("favorites" alone says only its words).
    let result = TestCatalogs.bundledTrails.match("favorites tab", options: TestCatalogs.options)
    #expect(result.best == nil)
    let ruled = try #require(result.ruledOut.first)
    #expect(ruled.intent == "OpenFavorites")
    #expect(
      ruled.explanation.penalties.contains(
        "too few of the phrase's words are said without the app name (x0)"))
    #expect(
      ruled.explanation.vetoes == ["too few of the phrase's words are said without the app name"])
    let matched = TestCatalogs.bundledTrails.match(
      "open favorites in trails", options: TestCatalogs.options)
    #expect(matched.best?.intent == "OpenFavorites")
    #expect(matched.ruledOut.isEmpty)
  }
}

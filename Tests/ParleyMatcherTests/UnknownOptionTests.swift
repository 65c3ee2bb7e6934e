import Foundation
import Testing

@testable import ParleyMatcher

/// Words said with a value that nothing explains are reported as options no parameter takes.
@Suite struct UnknownOptionTests {
  private func best(_ utterance: String, mode: MatchingMode = .flexible) -> MatchCandidate? {
    ValueExtractionTests.index.match(
      utterance, options: MatchOptions(now: ValueExtractionTests.now, mode: mode)
    ).best
  }

  @Test func aWordBeforeANameIsAnOption() throws {
    let best = try #require(self.best("order a large oat latte with brew"))
    #expect(best.unknownOptions == ["oat"])
    #expect(best.values.map(\.name) == ["drink", "size"])
    #expect(
      self.best("order two large decaf oat lattes with brew")?.unknownOptions == ["decaf oat"])
  }

  @Test func anOptionAddedWithAndAfterAValueIsAnOption() {
    let best = ValueExtractionTests.withExtraShots.match(
      "order a latte with an extra shot and oat milk with brew",
      options: MatchOptions(now: ValueExtractionTests.now)
    ).best
    #expect(best?.values.map(\.name).contains("extraShots") == true)
    #expect(best?.unknownOptions == ["oat milk"])
  }

  @Test func aSmallWordMisspeltIsNoOption() {
    #expect(best("order abot a large latte with brew")?.unknownOptions == [])
    #expect(best("order abuot oat latte with brew")?.unknownOptions == ["oat"])
    #expect(best("order please oat latte with brew")?.unknownOptions == ["oat"])
    #expect(best("order a large cold latte with brew")?.unknownOptions == ["cold"])
  }

  /// A word that names nothing a value could be ("them", "everything") says no
  /// option of the value it stands before.
  @Test func aWordThatNamesNothingIsNoOption() {
    #expect(best("order them latte with brew")?.unknownOptions == [])
    #expect(best("order everything latte with brew")?.unknownOptions == [])
  }

  @Test func aWordAfterThePhrasesVerbIsAnOption() {
    #expect(best("order oat latte with brew")?.unknownOptions == ["oat"])
    #expect(best("order decaf oat lattes with brew")?.unknownOptions == ["decaf oat"])
  }

  @Test func aWordThatChangesANameAfterItIsAnOption() {
    #expect(best("order a large latte extra hot with brew")?.unknownOptions == ["extra hot"])
    #expect(best("order a cup of oat latte with brew")?.unknownOptions == ["oat"])
  }

  @Test func whatIsNotWantedAfterANameIsAnOption() {
    #expect(best("order a large latte no foam with brew")?.unknownOptions == ["no foam"])
    #expect(best("order a large latte not too hot with brew")?.unknownOptions == ["not too hot"])
  }

  @Test func theNounANumberCountsEndsTheWordsThatClaimIt() throws {
    let utterance = "order three large lattes extra hot with brew"
    #expect(
      ValueExtractionTests.withExtraShots.bestValues(utterance) == [
        "drink": "Caffè Latte", "size": "Large", "quantity": "3",
      ])
    let best = try #require(
      ValueExtractionTests.withExtraShots.match(
        utterance, options: MatchOptions(now: ValueExtractionTests.now)
      ).best)
    #expect(best.unknownOptions == ["extra hot"])
    #expect(
      ValueExtractionTests.withExtraShots.bestValues(
        "order a large latte with 2 extra shots with brew")["extraShots"] == "2")
  }

  @Test func aVerbBeforeANameIsNoOption() {
    #expect(best("fetch lattes with brew")?.unknownOptions == [])
    #expect(best("order my oat latte with brew")?.unknownOptions == ["oat"])
  }

  @Test func wordsAfterWithAreAnOption() {
    #expect(best("order a large latte with extra foam with brew")?.unknownOptions == ["extra foam"])
    #expect(best("order a large latte with oat milk with brew")?.unknownOptions == ["oat milk"])
    #expect(best("order a large latte with brew without sugar")?.unknownOptions == ["sugar"])
  }

  @Test func explainedWordsAreNoOption() {
    #expect(best("order a large latte with brew")?.unknownOptions == [])
    #expect(best("order two lattes with brew tomorrow at 8")?.unknownOptions == [])
  }

  @Test func aWordElsewhereIsNoOption() throws {
    let best = try #require(self.best("order a large latte with brew right away"))
    #expect(best.unknownOptions == [])
    #expect(best.unusedWords == ["right", "away"])
  }

  @Test func aWordBeforeAWordOfThePhraseIsAnOption() throws {
    let trails = TestCatalogs.bundledTrails
    let conditions = try #require(
      trails.match("get muddy conditions for bear creek in trails", options: TestCatalogs.options)
        .best)
    #expect(conditions.intent == "GetTrailInfo")
    #expect(conditions.unknownOptions == ["muddy"])
    #expect(best("find a quiet cafe in brew")?.unknownOptions == ["quiet"])
  }

  @Test func aWordOnlyAnotherAppsPhraseSaysIsAnOption() throws {
    var catalog = ValueExtractionTests.catalog
    catalog.apps.append(MatcherApp(name: "Trails"))
    catalog.templates.append(
      PhraseTemplate(
        app: "Trails", intent: "OpenFavorites",
        parts: [.text("Open my favorite trails in"), .appName]))
    let index = PhraseIndex(catalog: catalog)
    let best = try #require(
      index.match("order a favorite latte with brew", options: TestCatalogs.options).best)
    #expect(best.intent == "OrderCoffee")
    #expect(best.unknownOptions == ["favorite"])
  }

  @Test func aWordThatSaysTheThingAsAlwaysIsNoOption() throws {
    let trails = TestCatalogs.bundledTrails
    for utterance in [
      "get the latest conditions for bear creek in trails",
      "get current conditions for bear creek in trails", "get conditions for bear creek in trails",
    ] {
      let best = try #require(trails.match(utterance, options: TestCatalogs.options).best)
      #expect(best.unknownOptions == [], "\(utterance)")
    }
  }

  @Test func wordsForSomeoneAreLeftOut() throws {
    let best = try #require(self.best("order a latte for my friend with brew"))
    #expect(best.values.map(\.name) == ["drink"])
    #expect(best.leftOutWords == ["for my friend"])
    #expect(best.unknownOptions == [])
    #expect(self.best("order a latte for my friend with brew", mode: .siri)?.leftOutWords == [])
  }

  @Test func wordsAfterAFilledRequestThatNothingTakesAreLeftOut() throws {
    var catalog = ValueExtractionTests.catalog
    catalog.templates.append(
      PhraseTemplate(
        app: "Brew", intent: "ReorderLast", parts: [.text("Reorder my usual in"), .appName]))
    let reorder = try #require(
      PhraseIndex(catalog: catalog).match(
        "reorder my usual with an extra shot", options: MatchOptions(now: ValueExtractionTests.now)
      ).best)
    #expect(reorder.intent == "ReorderLast")
    #expect(reorder.leftOutWords == ["with an extra shot"])
    #expect(best("order three lattes to go")?.leftOutWords == ["to go"])
    #expect(best("order three lattes to go", mode: .siri)?.leftOutWords ?? [] == [])
    // A word that leads a value taken, or a run that says whose, is no such run.
    #expect(best("add an extra shot to my order in brew")?.leftOutWords == [])
    #expect(best("order a latte with oat milk")?.leftOutWords == [])
  }

  @Test func wordsForSomeoneInAnAnswerAreLeftOut() {
    let read = ValueExtractionTests.index.values(
      in: "large for my friend", app: "Brew", intent: "OrderCoffee",
      options: MatchOptions(now: ValueExtractionTests.now))
    #expect(read.values.map(\.name) == ["size"])
    #expect(read.leftOutWords == ["for my friend"])
  }

  @Test func wordsOfThePhraseAfterAPossessiveAreNotLeftOut() {
    #expect(best("order my oat latte with brew")?.leftOutWords == [])
    #expect(best("add an extra shot to my latte in brew")?.leftOutWords == [])
    #expect(best("order a large latte with brew")?.leftOutWords == [])
  }

  @Test func anotherValueAnUnknownNameStartsWithIsThatValue() throws {
    let best = try #require(self.best("order a small mocha right now with brew"))
    // "right now" says when: no word of the drink's name.
    #expect(best.values.first { $0.name == "drink" }?.value == .raw("mocha"))
    #expect(best.values.first { $0.name == "size" }?.value.description == "Small")
  }

  @Test func aSlotNoSpanWasFoundForTakesTheWordsNothingExplains() throws {
    let note = PhraseTemplate.Part.slot(name: "note", type: .vocabulary("Note"))
    let index = PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Notes")],
        templates: [
          PhraseTemplate(
            app: "Notes", intent: "DeleteNote",
            parts: [.text("Remove my"), note, .text("note from"), .appName])
        ],
        vocabularies: [
          SlotVocabulary(
            name: "Note", entries: [.init(value: "1", title: "Trip to Lisbon")],
            acceptsUnknownValues: true)
        ],
        parameters: [
          IntentParameters(
            app: "Notes", intent: "DeleteNote",
            parameters: [.init(name: "note", type: .vocabulary("Note"))])
        ]))
    let best = try #require(
      index.match("erase banana from notes", options: TestCatalogs.options).best)
    #expect(best.intent == "DeleteNote")
    #expect(best.values.map(\.value) == [.raw("banana")])
  }

  @Test func onlyWhereEveryParameterIsRead() {
    #expect(best("order a large oat latte with brew", mode: .siri)?.unknownOptions == [])
  }

  @Test func anOptionTheIntentTakesIsFilled() throws {
    var catalog = ValueExtractionTests.catalog
    catalog.vocabularies.append(
      SlotVocabulary(
        name: "Milk",
        entries: [
          .init(value: "whole", title: "Whole"),
          .init(value: "oat", title: "Oat", synonyms: ["Oat Milk"]),
        ]))
    catalog.parameters[0].parameters.append(.init(name: "milk", type: .vocabulary("Milk")))
    let index = PhraseIndex(catalog: catalog)
    for utterance in [
      "order a large oat latte with brew", "order a large latte with oat milk with brew",
    ] {
      let best = try #require(
        index.match(utterance, options: MatchOptions(now: ValueExtractionTests.now)).best)
      #expect(
        index.bestValues(utterance) == ["drink": "Caffè Latte", "size": "Large", "milk": "Oat"])
      #expect(best.unknownOptions == [])
    }
  }
}

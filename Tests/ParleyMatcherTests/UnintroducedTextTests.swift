import Foundation
import Testing

@testable import ParleyMatcher

/// A name said with no word that introduces it ("add clair de lune to my repertoire") is the
/// text of the parameter that takes names; a word of another of the intent's phrases is never
/// part of it.
@Suite struct UnintroducedTextTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Etude")],
      templates: [
        PhraseTemplate(
          app: "Etude", intent: "AddPiece", parts: [.text("Add a piece to"), .appName]),
        PhraseTemplate(
          app: "Etude", intent: "AddPiece",
          parts: [.text("Add a new piece to my repertoire in"), .appName]),
        PhraseTemplate(
          app: "Etude", intent: "StartPractice",
          parts: [
            .text("Practice"), .slot(name: "piece", type: .vocabulary("Piece")), .text("with"),
            .appName,
          ]),
        PhraseTemplate(
          app: "Etude", intent: "FindTeacher", parts: [.text("Find a teacher in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Piece",
          entries: [
            .init(value: "clair", title: "Clair de Lune"),
            .init(value: "elise", title: "Für Elise"),
          ])
      ],
      parameters: [
        IntentParameters(
          app: "Etude", intent: "AddPiece",
          parameters: [
            .init(name: "title", type: .text), .init(name: "composer", type: .text),
          ]),
        IntentParameters(
          app: "Etude", intent: "StartPractice",
          parameters: [.init(name: "piece", type: .vocabulary("Piece"))]),
        IntentParameters(
          app: "Etude", intent: "FindTeacher", parameters: [.init(name: "place", type: .text)]),
      ]))

  private func best(_ utterance: String) -> MatchCandidate? {
    Self.index.match(utterance, options: TestCatalogs.options).best
  }

  private func texts(_ utterance: String) -> [String: String] {
    Dictionary(
      (best(utterance)?.values ?? []).map { ($0.name, $0.text) }, uniquingKeysWith: { a, _ in a })
  }

  @Test(arguments: [
    ("add clair de lune to my repertoire in etude", "clair de lune"),
    ("i want to add hungarian dance to my pieces", "hungarian dance"),
    ("add moonlight sonata to etude", "moonlight sonata"),
  ])
  func theWordsNothingElseExplainsAreTheName(utterance: String, title: String) throws {
    let found = try #require(best(utterance))
    #expect(found.intent == "AddPiece")
    #expect(texts(utterance) == ["title": title])
    #expect(found.unusedWords == [])
  }

  @Test func aWordOfAnotherPhraseOfTheIntentIsNoText() {
    #expect(texts("add clair de lune to my repertoire in etude")["title"] != "repertoire")
    #expect(texts("add a piece to my repertoire in etude") == [:])
  }

  @Test func wordsSaidOfAWordOfThePhrasesAreNoName() {
    #expect(texts("add a lovely new piece to etude") == [:])
  }

  @Test func aParameterThatTakesNoNameIsNotGivenTheWords() {
    #expect(texts("find a friendly teacher in etude") == [:])
  }
}

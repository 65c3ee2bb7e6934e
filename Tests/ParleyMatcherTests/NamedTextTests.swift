import Foundation
import Testing

@testable import ParleyMatcher

/// A name given with "called" or "named" fills the intent's text parameter that takes names;
/// what a text says, given with "saying" or "that says", the one that holds it.
@Suite struct NamedTextTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Cards")],
      templates: [
        PhraseTemplate(
          app: "Cards", intent: "CreateCard", parts: [.text("Create a card in"), .appName]),
        PhraseTemplate(
          app: "Cards", intent: "CreateCard",
          parts: [
            .text("Add a card to"), .slot(name: "folder", type: .vocabulary("Folder")),
            .text("in"), .appName,
          ]),
        PhraseTemplate(
          app: "Cards", intent: "CreateNote", parts: [.text("Write a note in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Folder",
          entries: [
            .init(value: "spanish", title: "Spanish"), .init(value: "biology", title: "Biology"),
          ])
      ],
      parameters: [
        IntentParameters(
          app: "Cards", intent: "CreateCard",
          parameters: [
            .init(name: "question", type: .text, title: "Question"),
            .init(name: "answer", type: .text, title: "Answer"),
            .init(name: "folder", type: .vocabulary("Folder"), title: "Folder"),
          ]),
        IntentParameters(
          app: "Cards", intent: "CreateNote",
          parameters: [
            .init(name: "body", type: .text, title: "Text"),
            .init(name: "noteTitle", type: .text, title: "Title"),
          ]),
      ]))

  private func values(_ utterance: String) -> [String: String] {
    Self.index.bestValues(utterance)
  }

  @Test func theNameFillsTheFirstTextParameter() {
    #expect(values("create a card in cards called hello") == ["question": "hello"])
    #expect(values("create a card called hello in cards") == ["question": "hello"])
    #expect(values("create a card named hello please in cards") == ["question": "hello"])
  }

  @Test func theNameKeepsEveryWordItHolds() {
    #expect(
      values("create a card called the capital of france in cards")
        == ["question": "the capital of france"])
  }

  @Test func aValueInsideTheNameIsTheNames() throws {
    #expect(values("create a card in cards called spanish verbs") == ["question": "spanish verbs"])
    #expect(
      values("add a card to biology in cards called cell walls")
        == ["folder": "Biology", "question": "cell walls"])
  }

  @Test func theParameterWhoseTitleSaysANameTakesIt() {
    #expect(values("write a note in cards called groceries") == ["noteTitle": "groceries"])
  }

  @Test func whatATextSaysFillsTheParameterForIt() {
    #expect(
      values("write a note called packing list that says passport and charger in cards")
        == ["noteTitle": "packing list", "body": "passport and charger"])
    #expect(
      values("write a note in cards called meeting saying call bob")
        == ["noteTitle": "meeting", "body": "call bob"])
    #expect(values("write a note saying buy milk in cards") == ["body": "buy milk"])
  }

  @Test func aWordOfThePhraseInsideWhatATextSaysIsTheTexts() {
    #expect(values("write a note saying meet me in the park") == ["body": "meet me in the park"])
    #expect(
      values("write a note called plans saying meet me in the park in cards")
        == ["noteTitle": "plans", "body": "meet me in the park"])
  }

  @Test func aTextKeepsThePronounItEndsWith() {
    #expect(values("write a note saying call me") == ["body": "call me"])
    #expect(values("write a note in cards saying love you") == ["body": "love you"])
  }

  @Test func withoutANameNothingIsNamed() {
    let best = Self.index.match("create a card in cards", options: TestCatalogs.options).best
    #expect(best?.intent == "CreateCard")
    #expect(best?.values.isEmpty == true)
  }
}

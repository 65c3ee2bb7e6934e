import Foundation
import Testing

@testable import ParleyMatcher

/// Free text ends where the rest of the request says another parameter's value with the words
/// that lead to it: "to ana", "in the travel folder", "to the shopping folder"; what the
/// other parameters take is never free text.
@Suite struct FreeTextEndTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Jot")],
      templates: [
        PhraseTemplate(
          app: "Jot", intent: "CreateNote", parts: [.text("Write a note in"), .appName]),
        PhraseTemplate(
          app: "Jot", intent: "SendNote", parts: [.text("Send a message with"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Folder",
          entries: [
            .init(value: "personal", title: "Personal", synonyms: ["home"]),
            .init(value: "travel", title: "Travel", synonyms: ["holidays", "trips"]),
          ], typeName: "Folder"),
        SlotVocabulary(
          name: "Person",
          entries: [
            .init(value: "ana", title: "Ana Lopez"), .init(value: "ben", title: "Ben Okafor"),
          ]),
      ],
      parameters: [
        IntentParameters(
          app: "Jot", intent: "CreateNote",
          parameters: [
            .init(name: "noteTitle", type: .text, title: "Title"),
            .init(name: "body", type: .text, title: "Text"),
            .init(name: "folder", type: .vocabulary("Folder"), title: "Folder"),
          ]),
        IntentParameters(
          app: "Jot", intent: "SendNote",
          parameters: [
            .init(name: "recipient", type: .vocabulary("Person"), title: "Recipient"),
            .init(name: "message", type: .text, title: "Message"),
          ]),
      ]))

  private func values(_ utterance: String) -> [String: String] {
    Self.index.bestValues(utterance)
  }

  @Test func aNameEndsBeforeAFolderSaidWithItsKind() {
    #expect(
      values("write a note called packing list in the travel folder in jot")
        == ["noteTitle": "packing list", "folder": "Travel"])
  }

  @Test func aNameEndsBeforeAFolderTheListLacks() throws {
    let best = try #require(
      Self.index.match(
        "write a note called milk to the shopping folder in jot", options: TestCatalogs.options
      ).best)
    #expect(best.values.map(\.name) == ["noteTitle"])
    #expect(best.values.first?.text == "milk")
    #expect(best.unknownOptions == ["shopping"])
  }

  @Test func aTextEndsBeforeTheRecipient() {
    #expect(
      values("send a message saying hi to ana lopez with jot")
        == ["message": "hi", "recipient": "Ana Lopez"])
  }

  @Test func aValueSaidOutsideTheNameIsNoText() {
    #expect(
      values("write a note saying buy milk in the travel folder in jot")
        == ["body": "buy milk", "folder": "Travel"])
  }

  @Test func aNameThatNothingElseEndsIsWhole() {
    #expect(
      values("write a note called trip to lisbon in jot") == ["noteTitle": "trip to lisbon"])
    #expect(
      values("send a message saying see you at the pool to ben with jot")
        == ["message": "see you at the pool", "recipient": "Ben Okafor"])
  }

  @Test func aSynonymAloneEndsNoText() {
    #expect(values("write a note called ideas for home in jot") == ["noteTitle": "ideas for home"])
    #expect(
      values("write a note called what to do at home in jot")
        == ["noteTitle": "what to do at home"])
    #expect(
      values("write a note called packing for holidays in jot")
        == ["noteTitle": "packing for holidays"])
    #expect(
      values("write a note saying pack for the trips in jot") == ["body": "pack for the trips"])
  }

  @Test func aTitleOrAKindEndsText() {
    #expect(
      values("write a note called packing to travel in jot")
        == ["noteTitle": "packing", "folder": "Travel"])
    #expect(
      values("write a note called ideas in the home folder in jot")
        == ["noteTitle": "ideas", "folder": "Personal"])
  }

  /// The app's name is also the plural of what it makes: "notes" of "meeting notes" is the
  /// name's, not the app's.
  @Test func theAppNameSaidInsideANameIsTheName() {
    let notes = RequestObjectTests.notes
    #expect(
      notes.bestValues("create a note called meeting notes in the travel folder")
        == ["noteTitle": "meeting notes", "folder": "Travel"])
    #expect(
      notes.bestValues("create a note called meeting notes")
        == ["noteTitle": "meeting notes"])
    #expect(notes.bestValues("create a note called hello in notes") == ["noteTitle": "hello"])
    #expect(
      notes.bestValues("create a note called hello with notes") == ["noteTitle": "hello"])
  }

  /// An app whose plants are named with "called" and watered every so many days.
  static let plants = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Sprout")],
      templates: [
        PhraseTemplate(
          app: "Sprout", intent: "AddPlant", parts: [.text("Add a plant to"), .appName])
      ],
      vocabularies: [],
      parameters: [
        IntentParameters(
          app: "Sprout", intent: "AddPlant",
          parameters: [
            .init(name: "name", type: .text, title: "Name"),
            .init(name: "days", type: .integer, title: "Days Between Waterings"),
          ])
      ]))

  /// A number another parameter counts ends a name, with the small words that lead to it.
  @Test func aNameEndsBeforeANumberAnotherParameterCounts() {
    let expected = ["name": "rosemary", "days": "5"]
    #expect(
      Self.plants.bestValues("add a plant called rosemary every 5 days in sprout") == expected)
    #expect(
      Self.plants.bestValues("add a plant called rosemary, 5 days between waterings, in sprout")
        == expected)
    #expect(
      Self.plants.bestValues("add a plant called rosemary with 5 days between waterings in sprout")
        == expected)
    // A number that counts nothing the app takes is the name's.
    #expect(
      Self.plants.bestValues("add a plant called 5 star fern in sprout") == ["name": "5 star fern"])
  }
}

import Foundation
import Testing

@testable import ParleyMatcher

/// Without the app name, a request that says a word of one of an intent's phrases and the
/// rest in words of its other phrases, and nothing else, is that intent: "where's my car" says
/// the "car" of "Show my car's location" and the "where" of "Where did I park".
@Suite struct IntentWordsSaidTogetherTests {
  static let catalog = MatcherCatalog(
    apps: [MatcherApp(name: "ParkPal")],
    templates: ([
      ("LocateCar", "Where did I park with"),
      ("LocateCar", "Show my car's location in"),
      ("SaveSpot", "Save my parking spot in"),
      ("EndParking", "End my parking session in"),
      ("FindParking", "Find a garage near me with"),
    ] as [(String, String)]).map {
      PhraseTemplate(app: "ParkPal", intent: $0.0, parts: [.text($0.1), .appName])
    }, vocabularies: [])
  static let index = PhraseIndex(catalog: catalog)

  private func best(_ utterance: String) -> String? {
    Self.index.match(utterance, options: TestCatalogs.options).best?.intent
  }

  @Test(arguments: ["where's my car", "where is my car"])
  func wordsOfTheIntentsPhrasesTogetherSayIt(request: String) {
    #expect(best(request) == "LocateCar")
  }

  /// A word no phrase of the intent says is a request its phrases do not make ("towed").
  @Test(arguments: ["where's my car towed to", "where's my car insurance"])
  func aWordBesideThemIsStillTooLittle(request: String) {
    #expect(best(request) != "LocateCar")
  }
}

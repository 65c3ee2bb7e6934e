import Foundation
import Testing

@testable import ParleyMatcher

/// A number said after a marker word ("number 88", "no. 5") is read as any number, and the
/// marker may be the word of the parameter's title that counts it.
@Suite struct NumberMarkerTests {
  static let catalog = MatcherCatalog(
    apps: [MatcherApp(name: "Spokes")],
    templates: [
      PhraseTemplate(
        app: "Spokes", intent: "UnlockBike", parts: [.text("Unlock a bike with"), .appName]),
      PhraseTemplate(app: "Spokes", intent: "EndRide", parts: [.text("End my ride in"), .appName]),
    ],
    vocabularies: [],
    parameters: [
      IntentParameters(
        app: "Spokes", intent: "UnlockBike",
        parameters: [.init(name: "bikeNumber", type: .integer, title: "Bike Number")])
    ])
  static let index = PhraseIndex(catalog: catalog)

  private func bikeNumber(_ utterance: String) -> String? {
    let best = Self.index.match(utterance).best
    #expect(best?.intent == "UnlockBike", "\(utterance)")
    return best?.values.first { $0.name == "bikeNumber" }?.value.description
  }

  @Test(arguments: [
    "spokes unlock bike number 88", "unlock the bike with number 88 in spokes",
    "unlock bike 88 with spokes", "unlock bike no 88 with spokes",
  ])
  func theNumberAfterTheMarkerFillsTheParameter(utterance: String) {
    #expect(bikeNumber(utterance) == "88")
  }
}

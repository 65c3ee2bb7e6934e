import Testing

@testable import ParleyMatcher

/// The word that leads to the app's name in a phrase ("in" of "… on in ${applicationName}")
/// says something only where the request names the app: elsewhere it is a preposition of the
/// request's own.
@Suite struct AppNameLeadInTests {
  static let home = TestCatalogs.homey([
    ("IsOn", [.text("Is the"), TestCatalogs.device, .text("on in"), .appName]),
    ("TurnOn", [.text("Turn on the"), TestCatalogs.device, .text("with"), .appName]),
  ])

  private static func lines(_ request: String) -> [String] {
    let analysis = UtteranceAnalysis(request, index: home, options: TestCatalogs.options)
    return TemplateScorer(index: home, analysis: analysis).candidate(home.templates[0])
      .explanation.lines
  }

  @Test func theLeadInPairsWhereTheAppIsNamed() {
    #expect(Self.lines("is the fan on in homey").contains { $0.hasPrefix("\"in\" -> \"in\"") })
  }

  @Test func theLeadInPairsNothingWhereTheAppIsNotNamed() {
    let lines = Self.lines("i left the fan on in the kitchen")
    #expect(!lines.contains { $0.hasPrefix("\"in\" -> \"in\"") })
  }
}

import Testing

@testable import ParleyMatcher

/// An adverb before the request's verb says how or when it is meant, and names nothing.
@Suite struct LeadAdverbTests {
  static let home = TestCatalogs.homey([
    ("TurnOff", [.text("Turn off the"), TestCatalogs.device, .text("with"), .appName])
  ])

  @Test(arguments: ["now turn it off", "actually turn off", "again turn it off"])
  func anAdverbBeforeTheVerbNamesNothing(request: String) {
    // "now" says when; it is no device the request names.
    let best = Self.home.match(request, options: TestCatalogs.options).best
    #expect(best?.intent == "TurnOff")
    #expect(best?.slot == nil)
    #expect(best?.values.isEmpty == true)
  }

  @Test func theVerbsObjectIsStillNamed() {
    let best = Self.home.match("actually turn off the fan", options: TestCatalogs.options).best
    #expect(best?.slot?.text == "fan")
  }
}

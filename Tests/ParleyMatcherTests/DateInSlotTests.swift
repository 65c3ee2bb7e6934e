import Testing

@testable import ParleyMatcher

/// A date or time said at the end of a slot of listed names says when, and words that say for
/// whom say whose: neither is a word of a name the app does not list, in the score as in the
/// values read. "for tomorrow" names no trail called "tomorrow".
@Suite struct DateInSlotTests {
  static let trails = PhraseIndex(catalog: TestCatalogs.trails)

  func slot(_ request: String, of intent: String) -> String? {
    Self.trails.match(request, options: TestCatalogs.options).candidates
      .first { $0.intent == intent }?.explanation.slotSpan
  }

  @Test func aDateIsNoNameOfAListedThing() {
    #expect(slot("get conditions for tomorrow in trails", of: "GetTrailInfo") == nil)
    #expect(slot("get conditions for this weekend in trails", of: "GetTrailInfo") == nil)
    #expect(slot("get conditions for next saturday in trails", of: "GetTrailInfo") == nil)
  }

  @Test(arguments: ["pine ridge", "bear creek"])
  func theNameSaidBesideADateOrForWhomIsStillRead(name: String) throws {
    let alone = try #require(slot("get conditions for \(name) in trails", of: "GetTrailInfo"))
    for said in ["\(name) tomorrow", "\(name) this weekend", "\(name) for my dad"] {
      #expect(slot("get conditions for \(said) in trails", of: "GetTrailInfo") == alone)
    }
  }
}

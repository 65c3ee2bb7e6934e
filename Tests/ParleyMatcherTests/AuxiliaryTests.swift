import Testing

@testable import ParleyMatcher

/// An auxiliary "have" ("have i paid") makes a tense: it is no evidence for a phrase that says
/// "have" as a verb of its own.
@Suite struct AuxiliaryTests {
  /// Soup Shop's phrases, its soups left out.
  static let shop = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Soup Shop")],
      templates: [
        ("Order", "Order soup from ${applicationName}"),
        ("Order", "Order lunch from ${applicationName}"),
        ("ShowMenu", "Show the ${applicationName} menu"),
        ("ShowMenu", "What soups does ${applicationName} have today"),
        ("ShowMenu", "What's on the menu at ${applicationName}"),
        ("Pay", "Pay for my order in ${applicationName}"),
        ("Pay", "Pay my ${applicationName} bill"),
        ("Pay", "Pay for my soup with ${applicationName}"),
      ].map { intent, text in
        PhraseTemplate(
          app: "Soup Shop", intent: intent,
          parts: text.split(separator: "${applicationName}", omittingEmptySubsequences: false)
            .map { PhraseTemplate.Part.text(String($0)) }
            .flatMap { [$0, .appName] }.dropLast())
      }, vocabularies: []))

  @Test(arguments: [
    "have i paid for my soup in soup shop", "has my soup been paid for in soup shop",
  ])
  func anAuxiliaryHaveIsNoEvidenceOfHaving(request: String) {
    // Nor is the question a request to pay: the shop has no intent that says what is paid.
    let result = Self.shop.match(request, options: TestCatalogs.options)
    #expect(!result.candidates.contains { $0.intent == "ShowMenu" })
    #expect(result.best == nil)
  }

  @Test(arguments: ["have i ordered soup from soup shop", "have i ordered my soup in soup shop"])
  func aQuestionAboutAnActionIsNoOtherQuestion(request: String) throws {
    // "ordered" says the verb of "Order soup": the question asks about ordering, not what
    // soups the shop has; of the shop's intents, Pay knows the orders.
    let result = Self.shop.match(request, options: TestCatalogs.options)
    #expect(!result.isAmbiguous)
    #expect(result.best?.intent == "Pay")
  }

  @Test(arguments: [
    "what soups does soup shop have today", "do you have any soups today at soup shop",
    "what soups have you got today in soup shop",
  ])
  func haveAsAVerbStillSaysIt(request: String) {
    #expect(Self.shop.match(request, options: TestCatalogs.options).best?.intent == "ShowMenu")
  }

  @Test func pastParticiplesAreRecognised() {
    for word in ["paid", "ordered", "finished", "been", "done", "shipped"] {
      #expect(Stemmer.isPastParticiple(word), "\(word)")
    }
    for word in ["today", "soups", "need", "red", "left"] {
      #expect(!Stemmer.isPastParticiple(word), "\(word)")
    }
  }
}

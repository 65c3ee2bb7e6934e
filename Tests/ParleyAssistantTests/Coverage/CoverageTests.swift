import BrewApp
import Foundation
import ParleyAssistant
import Testing
import TrailsApp

/// The repository's `Phrases/` folder.
let phrasesFolder = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Phrases")

@Suite struct CoverageTests {
  @Test(arguments: [
    ("Trails.tests", "Trails"), ("SoupShop.tests", "Soup Shop"),
    ("soupshop-speaker.transcript", "Soup Shop"), ("Soup Shop_two.tests", "Soup Shop"),
    ("SoupShopping.tests", nil), ("Soup.tests", nil),
  ])
  func aFileBelongsToTheAppItIsNamedAfter(file: String, app: String?) {
    let url = URL(fileURLWithPath: "Phrases").appendingPathComponent(file)
    #expect(CoverageFiles.owner(of: url, among: ["Trails", "Soup Shop"]) == app)
  }

  @Test func trailsSuitePassesAtLeastNinetyFivePercent() async throws {
    let catalog = try await AppCatalog.load([Trails.app])
    let url = phrasesFolder.appendingPathComponent("Trails.tests")
    let suite = try PhraseSuite.load(contentsOf: url)
    #expect(suite.cases.count >= 60)
    let result = await PhraseSuiteRunner(catalog: catalog).run(suite, file: "Trails.tests")
    let failures = result.cases.filter { !$0.passed }.map {
      "\($0.suiteCase.location): \($0.suiteCase.utterance): \($0.failure ?? "")"
    }
    #expect(result.passRate >= 0.95, "failed cases:\n\(failures.joined(separator: "\n"))")
  }

  @Test func everyTrailsPhraseReachesItsOwnIntent() async throws {
    let catalog = try await AppCatalog.load([Trails.app])
    let check = PhraseSelfCheck(catalog: catalog)
    #expect(check.ruleViolations.isEmpty)
    let results = check.run()
    #expect(results.count == 92)
    let failures = results.filter { $0.failure != nil }.map { "\($0.phrase): \($0.failure ?? "")" }
    #expect(failures.isEmpty, "\(failures)")
  }

  @Test func suiteCaseFailsOnAWrongSlotValue() async throws {
    let catalog = try await AppCatalog.load([Trails.app])
    let suite = try PhraseSuite.parse(
      """
      get conditions for cedar falls in trails => GetTrailInfo trail="Alpine Loop"
      get conditions for cedar falls in trails => OpenTrail
      play some jazz => GetTrailInfo
      open favorites in trails => nothing
      """, file: "Wrong.tests")
    let result = await PhraseSuiteRunner(catalog: catalog).run(suite, file: "Wrong.tests")
    #expect(
      result.cases.map(\.failure) == [
        "expected trail=\"Alpine Loop\", got trail=\"Cedar Falls\"",
        "expected OpenTrail, got Trails.GetTrailInfo trail=\"Cedar Falls\"",
        "expected GetTrailInfo, got nothing",
        "expected nothing, got Trails.OpenFavorites",
      ])
  }
}

@Suite struct FocusedSuiteTests {
  @Test func aLineSaidToAnAppIsAnsweredAsRightAfterItsIntentPerformed() async throws {
    let catalog = try await AppCatalog.load([Brew.app, Trails.app])
    let suite = try PhraseSuite.parse(
      """
      @focus Brew
      what did i order => CheckOrderStatus
      what did i order => nothing
      @focus
      what did i order => CheckOrderStatus
      """, file: "Focus.tests")
    let result = await PhraseSuiteRunner(catalog: catalog).run(suite, file: "Focus.tests")
    #expect(
      result.cases.map(\.failure) == [
        nil, "expected nothing, got Brew.CheckOrderStatus",
        "expected CheckOrderStatus, got nothing",
      ])
  }

  @Test func aFocusOnAnAppNotTestedIsAnErrorAtItsName() async throws {
    let catalog = try await AppCatalog.load([Brew.app, Trails.app])
    let suite = try PhraseSuite.parse(
      "what did i order => nothing\n@focus Brw\nwhat did i order => nothing\n", file: "F.tests")
    #expect(
      PhraseSuiteRunner(catalog: catalog).problems(in: suite).map(\.description) == [
        "F.tests:2:8: '@focus' names no app tested: 'Brw'; did you mean 'Brew'? the apps tested: "
          + "Brew, Trails"
      ])
  }
}

@Suite struct QuotingTests {
  @Test func aLongRequestIsQuotedShortAtAWord() async throws {
    let catalog = try await AppCatalog.load([Trails.app])
    let conversation = Conversation(catalog: catalog)
    let long = String(repeating: "blah ", count: 40) + "jazz"
    let reply = await conversation.respond(to: long)
    let quote = String(repeating: "blah ", count: 11) + "blah…"
    #expect(
      reply.items == [
        .dialog("Sorry, I didn't understand “\(quote)”. Type :phrases to see what you can say.")
      ])
  }
}

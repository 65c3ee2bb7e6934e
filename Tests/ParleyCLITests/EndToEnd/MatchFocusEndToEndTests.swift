import Testing

/// `parley match --focus APP`: the request said to an app, as right after one of its intents
/// was performed, as a suite's `@focus` lines are.
@Suite struct MatchFocusEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func aRequestSaidToAnAppCountsItsNameAsSaid() async throws {
    let alone = try await sandbox.run(["match", "what did i order"])
    #expect(alone.stdout.hasPrefix("No match for \"what did i order\""), "\(alone.stdout)")
    let said = try await sandbox.run(["match", "what did i order", "--focus", "brew"])
    let lines = said.stdout.split(separator: "\n").map(String.init)
    #expect(said.status == 0)
    #expect(lines.first?.hasPrefix("1. Brew CheckOrderStatus ") == true, "\(said.stdout)")
    #expect(lines.contains("   said to Brew, the app in focus"))
  }

  @Test func anAppNotLoadedIsAUsageError() async throws {
    let result = try await sandbox.run(["match", "what did i order", "--focus", "Bru"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: There is no app called 'Bru' to say it to. The apps: Trails, Brew, Flashcards, "
          + "Notes, Soup Shop."))
  }
}

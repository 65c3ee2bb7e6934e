import Testing

/// Side questions piped into `parley chat`, answered from what the apps declare on a display
/// and on a speaker: a soup's prices while its size waits, a count said with the size, an
/// app's sizes with nothing under way, and a kind only one app takes with no app named.
@Suite struct DeclaredAnswerEndToEndTests {
  /// The lines piped in, on the surface `arguments` choose, in a sandbox of their own.
  private func chat(_ arguments: [String] = []) async throws -> ParleyResult {
    let lines = [
      "order minestrone from soup shop", "how much is it?", "two bowls", "yes",
      "what sizes does brew have",
    ]
    return try await Sandbox().chat(lines: lines, arguments: arguments)
  }

  @Test func sideQuestionsAreAnsweredOnADisplay() async throws {
    let result = try await chat()
    #expect(
      result
        == ParleyResult(
          stdout: """
            › order minestrone from soup shop
            What size?
              1. Cup
              2. Bowl
              3. Large Bowl
            › how much is it?
            Minestrone: Beans, pasta and vegetables. $4.00 a cup, $5.50 a bowl or
            $7.50 a large bowl.
            What size?
              1. Cup
              2. Bowl
              3. Large Bowl
            › two bowls
            Order 2 bowls of Minestrone for $11.00?
            › yes
            ╭─ Order 2 ────────────────────────────────────╮
            │ 2 × Minestrone, bowl · $11.00 · not paid yet │
            ╰──────────────────────────────────────────────╯
            Here's your order.
            › what sizes does brew have
            Brew has these sizes: Small (also Tall or Short), Medium (also Grande or
            Regular), and Large (also Venti or Big).

            """))
  }

  @Test func sideQuestionsAreAnsweredOnASpeaker() async throws {
    let result = try await chat(["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "What size?", "Cup, Bowl, or Large Bowl?",
            "Minestrone: Beans, pasta and vegetables. $4.00 a cup, $5.50 a bowl or $7.50 a large "
              + "bowl.",
            "What size?", "Order 2 bowls of Minestrone for $11.00?",
            "Order 2 is in: 2 bowls of Minestrone for $11.00.",
            "Brew has these sizes: Small (also Tall or Short), Medium (also Grande or Regular), "
              + "and Large (also Venti or Big).")))
  }

  /// A question that names no app, for a kind only Brew takes, lists Brew's drinks on either
  /// surface.
  @Test func aKindOneAppAloneTakesIsListedWithNoAppNamed() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let result = try await Sandbox().chat(lines: ["what drinks are there?"], arguments: surface)
      #expect(
        result.stdout.contains("Brew has these drinks: Espresso, Americano (also Long Black),"))
    }
  }
}

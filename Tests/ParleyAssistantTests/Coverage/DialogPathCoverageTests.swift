import BrewApp
import ParleyAssistant
import Testing

/// A conversation notes the dialog branches its requests take; the coverage marks an intent's
/// branches by whether they were taken.
@Suite struct DialogPathCoverageTests {
  @Test func aThrownErrorIsABranchTaken() async throws {
    let catalog = try await AppCatalog.load([Brew.app])
    let conversation = Conversation(catalog: catalog)
    _ = await conversation.respond(to: "add an extra shot in brew")
    #expect(
      conversation.dialogPathsTaken == [
        DialogPathStep(app: "Brew", intent: "AddExtraShot", path: .error("NoOrderError"))
      ])
    let coverage = DialogPathCoverage(catalog: catalog, taken: conversation.dialogPathsTaken)
    let intent = try #require(coverage.intents.first { $0.intent == "AddExtraShot" })
    #expect(intent.entries.last?.path == .error("NoOrderError"))
    #expect(intent.entries.last?.isExercised == true)
    #expect(intent.missed.map(\.path.description).contains("answers on a speaker"))
  }

  @Test func nothingTakenMissesEveryDeclaredBranch() async throws {
    let catalog = try await AppCatalog.load([Brew.app])
    let coverage = DialogPathCoverage(catalog: catalog, taken: [])
    #expect(coverage.exercisedCount == 0)
    #expect(coverage.pathCount == coverage.intents.reduce(0) { $0 + $1.missed.count })
    let order = try #require(coverage.intents.first { $0.intent == "OrderCoffee" })
    #expect(order.entries.map(\.path).contains(.answer(.display)))
  }

  /// A parameter's branches have the place of its `@Parameter` in the app's Swift code.
  @Test func aSwiftParameterHasItsDeclaration() async throws {
    let catalog = try await AppCatalog.load([Brew.app])
    let coverage = DialogPathCoverage(catalog: catalog, taken: [])
    let order = try #require(coverage.intents.first { $0.intent == "OrderCoffee" })
    let asks = try #require(order.entries.first { $0.path == .question(parameter: "drink") })
    #expect(asks.location?.description == "BrewApp/OrderCoffee.swift:12:13")
    let answer = try #require(order.entries.first { $0.path == .answer(.speaker) })
    #expect(answer.location == nil)
  }
}

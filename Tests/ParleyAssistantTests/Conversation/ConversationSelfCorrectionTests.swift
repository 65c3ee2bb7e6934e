import BrewApp
import ParleyAssistant
import Testing
import TrailsApp

/// An answer that corrects itself stands on the last value said ("small, no, medium"); one
/// that hesitates between two ("small or medium") is asked which of them. So does a request
/// that corrects itself ("remove cedar falls, no wait, alpine loop from my favorites"), with
/// nothing said to be left out.
@Suite struct ConversationSelfCorrectionTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  @Test(
    arguments: Surface.allCases,
    [
      "small, no, medium", "small actually medium", "Large... sorry, medium",
      "small no wait medium",
    ])
  func theLastValueSaidStands(on surface: Surface, said: String) async throws {
    let replies = try await conversation(surface).replies(to: ["order a mocha with brew", said])
    #expect(
      replies[1] == Reply(items: [.dialog("Order a medium Caffè Mocha for $5.25?")], outcome: nil))
  }

  /// Two values said without a correction are asked which, with the two offered: listed on a
  /// display, read out on a speaker, though the reason quotes them.
  @Test(arguments: Surface.allCases)
  func twoValuesWithoutACorrectionAreAskedAgain(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a mocha with brew", "small or medium",
    ])
    #expect(
      replies[1]
        == Reply(
          items: [
            .dialog("Sorry, “small or medium” fits more than one of them."), .dialog("Which one?"),
          ]
            + (surface == .speaker
              ? [.dialog("Small or Medium?")] : [.choices(["Small", "Medium"])]),
          outcome: nil))
  }

  /// Each request is said on both surfaces; the reply is the confirmation of the value said
  /// last, and nothing is said to be left out.
  private static let requestsThatCorrectThemselves = [
    "remove cedar falls, no wait, alpine loop from my favorites":
      "Remove Alpine Loop from your favorites?",
    "remove cedar falls no wait alpine loop from my favorites":
      "Remove Alpine Loop from your favorites?",
    "order a small, no wait, a medium latte with brew": "Order a medium Caffè Latte for $5.00?",
  ]

  @Test(arguments: Surface.allCases, requestsThatCorrectThemselves.keys.sorted())
  func aRequestThatCorrectsItselfStandsOnTheLastValueSaid(on surface: Surface, request: String)
    async throws
  {
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([Trails.app, Brew.app]), surface, isUnlocked: true)
    let reply = await conversation.respond(to: request)
    let confirmation = Self.requestsThatCorrectThemselves[request] ?? ""
    #expect(reply == Reply(items: [.dialog(confirmation)], outcome: nil))
  }

  /// The correction said between trails is no list of them: the conditions of the last.
  @Test(arguments: Surface.allCases)
  func aCorrectionBetweenNamesIsNoListOfThem(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(
      to: "get conditions for cedar falls, no wait, alpine loop")
    #expect(dialogs(reply).allSatisfy { !$0.contains("left it out") }, "\(reply)")
    #expect(reply.items.contains { "\($0)".contains("Alpine Loop") }, "\(reply)")
  }

  /// A correction said inside the words of a place replaces the value it corrects, another
  /// parameter's (the activity) or the place's, and none of its words end up in the place.
  private static let correctionsInsideAPlace = [
    "suggest some bike trails in boulder, no wait, running trails": "jogging",
    "suggest hiking trails near moab, no wait, boulder": "hiking",
  ]

  @Test(arguments: Surface.allCases, correctionsInsideAPlace.keys.sorted())
  func aCorrectionInsideAPlaceReplacesWhatItCorrects(on surface: Surface, request: String)
    async throws
  {
    let reply = try await conversation(surface).respond(to: request)
    let activity = Self.correctionsInsideAPlace[request] ?? ""
    let said = dialogs(reply).joined(separator: " ")
    #expect(said.contains(activity) && said.contains("near Boulder, Colorado"), "\(reply)")
    #expect(!said.lowercased().contains("wait"), "\(reply)")
  }
}

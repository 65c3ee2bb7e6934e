import BrewApp
import ParleyAssistant
import Testing
import TrailsApp

/// A count said in words is never dropped nor misread: a fraction for a whole number is refused
/// as a range is and asked again, a count without a number ("a few") is asked for, and an
/// option said right after the verb is said to be left out as after an article.
@Suite struct ConversationSaidCountTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  @Test(arguments: Surface.allCases)
  func aFractionForACountIsRefusedAndAskedAgain(surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order two and a half large lattes with brew", "3",
    ])
    #expect(
      replies[0]
        == asks(
          .dialog("Sorry, the quantity has to be a whole number."), .dialog("What's the quantity?"))
    )
    #expect(replies[1] == asks(.dialog("Order 3 large Caffè Lattes for $16.50?")))
  }

  @Test func aCountRefusedIsStillAskedForAfterAnotherValueIsChanged() async throws {
    let conversation = try await conversation(.display)
    let replies = await conversation.replies(to: [
      "order one and a half lattes with brew", "large", "2",
    ])
    #expect(dialogs(replies[1]) == ["Okay, the size is Large.", "What's the quantity?"])
    #expect(replies[2] == asks(.dialog("Order 2 large Caffè Lattes for $11.00?")))
  }

  @Test(
    arguments: Surface.allCases,
    [
      "order a few large lattes with brew", "order several large lattes with brew",
      "order some large lattes with brew", "get me lots of large lattes from brew",
    ])
  func aCountWithoutANumberIsAskedFor(surface: Surface, request: String) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [request, "a few", "2"])
    #expect(replies[0] == asks(.dialog("What's the quantity?")))
    #expect(
      replies[1]
        == asks(.dialog("Sorry, I need an exact number."), .dialog("What's the quantity?")))
    #expect(replies[2] == asks(.dialog("Order 2 large Caffè Lattes for $11.00?")))
  }

  @Test(arguments: Surface.allCases)
  func aChangeToACountWithoutANumberAsksForIt(surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "order a large latte with brew", "make it a few", "3",
    ])
    #expect(replies[1] == asks(.dialog("What's the quantity?")))
    #expect(replies[2] == asks(.dialog("Order 3 large Caffè Lattes for $16.50?")))
  }

  @Test(arguments: [
    "order a couple of large lattes with brew", "order a couple large lattes with brew",
    "order a pair of large lattes with brew",
  ])
  func aCoupleIsTwo(request: String) async throws {
    let reply = try await conversation(.speaker).respond(to: request)
    #expect(reply == asks(.dialog("Order 2 large Caffè Lattes for $11.00?")))
  }

  @Test func aDozenIsTwelve() async throws {
    let reply = try await conversation(.display).respond(
      to: "order a dozen large lattes with brew")
    #expect(
      dialogs(reply) == ["I can make 1 to 10 drinks in one order. How many would you like?"])
  }

  @Test(arguments: Surface.allCases)
  func anOptionRightAfterTheVerbIsSaidToBeLeftOut(surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let reply = await conversation.respond(to: "order oat latte with brew")
    #expect(
      dialogs(reply).prefix(2) == ["Brew doesn't have “oat”, so I've left it out.", "What size?"])
  }
}

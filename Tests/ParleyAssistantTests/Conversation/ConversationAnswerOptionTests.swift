import ParleyAssistant
import Testing

/// An answer that asks for an option no parameter takes ("large with oat milk") is answered
/// without it, and says it was left out, as a request does; a confirmation so answered is asked
/// again rather than carried out.
@Suite struct ConversationAnswerOptionTests {
  private static let leftOut = ReplyItem.dialog(
    "Brew doesn't have “oat milk”, so I've left it out.")

  @Test(arguments: Surface.allCases)
  func aValueAnswerLeavesTheOptionOut(surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let replies = await conversation.replies(to: ["order a latte with brew", "large with oat milk"])
    #expect(replies[1] == asks(Self.leftOut, .dialog("Order a large Caffè Latte for $5.50?")))
  }

  @Test(arguments: Surface.allCases)
  func aConfirmationWithAnOptionIsAskedAgain(surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let replies = await conversation.replies(to: [
      "order a large latte with brew", "yes with oat milk", "yes",
    ])
    #expect(replies[1] == asks(Self.leftOut, .dialog("Order a large Caffè Latte for $5.50?")))
    #expect(replies[2].outcome == .completed)
  }

  @Test func aChangeWithAnOptionIsMadeWithoutIt() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.display)
    let replies = await conversation.replies(to: [
      "order a large latte with brew", "make it two with oat milk",
    ])
    #expect(replies[1] == asks(Self.leftOut, .dialog("Order 2 large Caffè Lattes for $11.00?")))
    let same = await conversation.replies(to: [
      "order a large latte with brew", "make it a latte with oat milk",
    ])
    // What is left once the option is left out changes nothing, and says so.
    let already = ReplyItem.dialog("The drink is already Caffè Latte.")
    #expect(
      same[1] == asks(Self.leftOut, already, .dialog("Order a large Caffè Latte for $5.50?")))
    let iced = await conversation.replies(to: [
      "order a large latte with brew", "make it an iced latte",
    ])
    #expect(
      iced[1]
        == asks(
          .dialog("Brew doesn't have “iced”, so I've left it out."), already,
          .dialog("Order a large Caffè Latte for $5.50?")))
  }

  @Test func aTextAnswerKeepsEveryWord() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["write a note with errands", "tea with oat milk"])
    #expect(!dialogs(replies[1]).contains { $0.contains("left it out") })
  }
}

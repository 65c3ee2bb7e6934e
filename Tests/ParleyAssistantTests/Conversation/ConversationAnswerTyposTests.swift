import BrewApp
import ParleyAssistant
import Testing
import TrailsApp

/// At a question that takes one of a few answers (yes or no, a size, one of the trails
/// listed), a short typo of one of them answers as the word meant does.
@Suite struct ConversationAnswerTyposTests {
  func brew() async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([Brew.app, Trails.app]))
  }

  @Test(arguments: ["yse", "ys", "Yess!"])
  func aMisspeltYesConfirms(answer: String) async throws {
    let conversation = try await brew()
    let replies = await conversation.replies(to: ["order a large latte with brew", answer])
    #expect(dialogs(replies[0]) == ["Order a large Caffè Latte for $5.50?"])
    #expect(replies[1].outcome == .completed)
  }

  @Test(arguments: ["noo", "nop"])
  func aMisspeltNoDeclines(answer: String) async throws {
    let conversation = try await brew()
    let replies = await conversation.replies(to: ["order a large latte with brew", answer])
    #expect(replies[1] == cancelled)
  }

  /// "na" is as near "ya" as "no": no answer, and the question waits.
  @Test func aTypoAsNearAYesAsANoAnswersNothing() async throws {
    let conversation = try await brew()
    let replies = await conversation.replies(to: ["order a large latte with brew", "na"])
    #expect(replies[1].outcome == nil)
    #expect(dialogs(replies[1]).first?.hasPrefix("Sorry, I can't take that as an answer.") == true)
    #expect(conversation.isAwaitingAnswer)
  }

  @Test(arguments: [("lage", "large"), ("smll", "small")])
  func aMisspeltSizeAnswersTheSizeQuestion(answer: String, size: String) async throws {
    let conversation = try await brew()
    let replies = await conversation.replies(to: ["order a latte with brew", answer])
    #expect(dialogs(replies[0]) == ["What size?"])
    #expect(dialogs(replies[1]).first?.hasPrefix("Order a \(size) Caffè Latte") == true)
  }

  @Test(arguments: Surface.allCases)
  func aMisspeltShortWordOfAnOptionPicksIt(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: ["is creek open in trails", "bnet"])
    #expect(conversation.isAwaitingAnswer == false)
    #expect(replies[1].outcome == .completed)
    #expect(dialogs(replies[1]).joined().contains("Bent Creek"))
  }
}

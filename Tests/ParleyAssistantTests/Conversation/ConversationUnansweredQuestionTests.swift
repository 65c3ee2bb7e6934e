import SoupShopApp
import Testing

@testable import ParleyAssistant

/// A question about an app's things said right after it performed, which none of its intents
/// answers, is said to be beyond it; never taken for an intent that acts, such as a payment
/// behind the device's lock, nor for a list of the things it has.
@Suite struct ConversationUnansweredQuestionTests {
  private func soupShop(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([SoupShop.app]), surface)
  }

  @Test(arguments: Surface.allCases)
  func aQuestionNoIntentAnswersIsSaidToBeBeyondTheApp(on surface: Surface) async throws {
    let replies = try await soupShop(surface).replies(to: [
      "order a cup of minestrone from soup shop", "yes", "is my soup ready?",
    ])
    #expect(
      replies[2]
        == ends(
          .notUnderstood,
          .dialog(
            surface == .speaker
              ? "Sorry, Soup Shop can't help with that."
              : "Sorry, Soup Shop can't help with “is my soup ready?”. Type :phrases Soup Shop "
                + "to see what it can do.")))
  }

  /// A question for the app's other things is still answered from what it declares.
  @Test(arguments: Surface.allCases)
  func aQuestionForTheOtherOptionsIsStillAnswered(on surface: Surface) async throws {
    let replies = try await soupShop(surface).replies(to: [
      "order a cup of minestrone from soup shop", "yes", "what other soups are there?",
    ])
    #expect(
      dialogs(replies[2]).first?.hasPrefix("Besides Minestrone, Soup Shop suggests these soups:")
        == true
    )
  }

  /// "there" of "are there" names nothing: the menu, with no soup option left out.
  @Test(arguments: Surface.allCases)
  func thereSaysNoOptionOfTheMenu(on surface: Surface) async throws {
    let reply = try await soupShop(surface).respond(to: "what soups are there today")
    #expect(reply.outcome == .completed)
    #expect(!dialogs(reply).contains { $0.contains("doesn't have") }, "\(reply)")
  }
}

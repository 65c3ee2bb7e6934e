import BrewApp
import Foundation
import ParleyAssistant
import SoupShopApp
import Testing
import TrailsApp

/// A request said while a question waits: another app's request replaces the one waiting, and
/// the person hears that it was not done; the request under way said again goes on with the
/// values it says.
@Suite struct ConversationReplacedRequestTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(
      over: try await AppCatalog.load([Trails.app, Brew.app, SoupShop.app]), surface)
  }

  /// "two lattes from brew" names Brew and a drink it has: no count of soups, but a request
  /// that waits its turn, the soups' count asked again. Once the soup is ordered, the lattes'
  /// size is asked.
  @Test(arguments: Surface.allCases)
  func anotherAppsRequestWithItsThingIsNoAnswerToHowMany(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order tomato soup from soup shop", "bowl", "two lattes from brew", "1", "yes", "large",
    ])
    #expect(replies[1].items == [.dialog("How many soups?")])
    #expect(
      replies[2].items == [
        .dialog("I'll do “two lattes from brew” after this one."), .dialog("How many soups?"),
      ])
    #expect(replies[3].items == [.dialog("Order a bowl of Tomato Soup for $5.50?")])
    #expect(dialogs(replies[4]).contains("What size?"), "\(replies[4])")
    #expect(replies[4].awaitsAnswer)
    #expect(replies[5].items == [.dialog("Order 2 large Caffè Lattes for $11.00?")])
  }

  /// A number said alone, or with the app's own thing, still answers.
  @Test(arguments: Surface.allCases)
  func aCountWithoutAnotherAppsThingStillAnswers(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order tomato soup from soup shop", "bowl", "two",
    ])
    #expect(replies[2].items == [.dialog("Order 2 bowls of Tomato Soup for $11.00?")])
  }

  /// A question asked aside at a confirmation is answered, the confirmation is asked again,
  /// and "yes" then confirms it.
  @Test(arguments: Surface.allCases)
  func aConfirmationIsAskedAgainAfterAQuestionAside(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "can I get two large lattes", "is my order ready", "yes",
    ])
    #expect(replies[0].items == [.dialog("Order 2 large Caffè Lattes for $11.00?")])
    #expect(
      replies[1]
        == Reply(
          items: [
            .dialog("You haven't ordered anything yet."),
            .dialog("Order 2 large Caffè Lattes for $11.00?"),
          ], outcome: nil))
    #expect(replies[2].outcome == .completed)
  }

  /// A question of another intent of the app is asked aside whatever question word asks it:
  /// "whats my order status" (Check Order Status, "Check my order …") is answered at the
  /// confirmation and at a question for a value, each asked again; a question of the order
  /// that no intent of the app reads ("is it any good?") is still one Brew can't answer.
  @Test(arguments: Surface.allCases)
  func anotherQuestionOfTheAppIsAskedAside(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "can I get two large lattes", "whats my order status", "is it any good?", "no",
      "get me a mocha", "whats my order status",
    ])
    #expect(
      replies[1].items == [
        .dialog("You haven't ordered anything yet."),
        .dialog("Order 2 large Caffè Lattes for $11.00?"),
      ], "\(replies[1])")
    #expect(dialogs(replies[2]).first == "Sorry, Brew can't tell you that.", "\(replies[2])")
    #expect(dialogs(replies[5]).first == "You haven't ordered anything yet.", "\(replies[5])")
    #expect(replies[5].awaitsAnswer, "\(replies[5])")
  }

  /// A request said instead of the one under way ("actually …") takes its place, and says so.
  @Test(arguments: Surface.allCases)
  func aRequestSaidInsteadLeavesTheConfirmation(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "can I get two large lattes", "actually, is my order ready", "yes",
    ])
    #expect(
      replies[1].items == [
        .dialog("Okay, I've cancelled “Order Coffee”."),
        .dialog("You haven't ordered anything yet."),
      ])
    #expect(replies[2].outcome == .notUnderstood)
  }

  /// An intent run directly (`/GetTrailInfo`) replaces the request waiting, and says so.
  @Test(arguments: Surface.allCases)
  func anIntentRunDirectlySaysTheRequestWaitingWasCancelled(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a latte with brew", "/GetTrailInfo trail=\"Bear Creek\"",
    ])
    #expect(replies[1].items.first == .dialog("Okay, I've cancelled “Order Coffee”."))
    #expect(replies[1].outcome == .completed)
  }

  /// The request under way said again at its own question is no wrong answer: it goes on with
  /// what it says, and three times is no "Let's try that again later."
  @Test(arguments: Surface.allCases)
  func theRequestSaidAgainGoesOnWithItsValues(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a latte with brew", "order a latte", "order a latte", "order a latte",
      "order a cappuccino", "large",
    ])
    for reply in replies[1...3] {
      #expect(dialogs(reply).prefix(2) == ["The drink is already Caffè Latte.", "What size?"])
      #expect(reply.awaitsAnswer)
    }
    #expect(dialogs(replies[4]).prefix(2) == ["Okay, the drink is Cappuccino.", "What size?"])
    #expect(replies[5].items == [.dialog("Order a large Cappuccino for $5.25?")])
  }

  /// The request under way said again in words of its own that give the value asked ("can i
  /// have a large one from brew" while Brew asks the size) is no request waiting its turn: it
  /// goes on with the size, and the drink is asked.
  @Test(arguments: Surface.allCases)
  func theRequestSaidAgainInOtherWordsGivesTheValueAsked(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "order a coffee with brew", "can i have a large one from brew", "latte",
    ])
    #expect(dialogs(replies[0]).first == "What size?")
    #expect(dialogs(replies[1]).first == "What would you like to drink?", "\(replies[1])")
    #expect(replies[2].items == [.dialog("Order a large Caffè Latte for $5.50?")])
  }

  /// A question that names options of the value asked, opening with a question word, asks of
  /// them, without the app's name or with it: it is no request said again, nor one that waits
  /// its turn, and the question is asked again after the answer.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (surface, "what's the difference between small and large?"),
        (surface, "what's the difference between small and large in brew?"),
      ]
    })
  func aQuestionNamingTwoOptionsAsksOfThem(on surface: Surface, line: String) async throws {
    let replies = try await conversation(surface).replies(to: ["order a mocha with brew", line])
    #expect(
      dialogs(replies[1]).prefix(3) == [
        "Small is also called Tall or Short. Brew says nothing more about it.",
        "Large is also called Venti or Big. Brew says nothing more about it.", "What size?",
      ], "\(replies[1])")
  }

  /// At the confirmation, the request said again keeps the values it does not say.
  @Test(arguments: Surface.allCases)
  func theRequestSaidAgainAtTheConfirmationKeepsItsOtherValues(on surface: Surface)
    async throws
  {
    let replies = try await conversation(surface).replies(to: [
      "order a large latte with brew", "order a cappuccino",
    ])
    #expect(replies[1].items == [.dialog("Order a large Cappuccino for $5.25?")])
  }
}

import Testing

@testable import ParleyAssistant

/// Requests that match nothing, and requests that match two intents equally.
@Suite struct ConversationMatchingTests {
  @Test func aRequestNothingMatchesIsNotUnderstoodOnADisplay() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let reply = await conversation.respond(to: "water the plants tomorrow")
    #expect(
      reply
        == ends(
          .notUnderstood,
          .dialog(
            "Sorry, I didn't understand “water the plants tomorrow”. Type :phrases to see what you can say."
          )
        ))
    #expect(!conversation.isAwaitingAnswer)
  }

  @Test func aRequestNothingMatchesIsNotUnderstoodOnASpeaker() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let reply = await conversation.respond(to: "water the plants tomorrow")
    #expect(reply == ends(.notUnderstood, .dialog("Sorry, I didn't understand that.")))
  }

  @Test func aRequestForAnAppThatHasNoSuchShortcutSaysTheAppCannotHelpOnADisplay() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.display)
    let reply = await conversation.respond(to: "book a campsite with trails")
    #expect(
      reply
        == ends(
          .notUnderstood,
          .dialog(
            "Sorry, Trails can't help with “book a campsite with trails”. Type :phrases Trails to see what it can do."
          )
        ))
  }

  @Test func aRequestForAnAppThatHasNoSuchShortcutSaysTheAppCannotHelpOnASpeaker() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    let reply = await conversation.respond(to: "book a campsite with trails")
    #expect(reply == ends(.notUnderstood, .dialog("Sorry, Trails can't help with that.")))
  }

  @Test func aValueNamedLikeAnAppNamesNoApp() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.display)
    #expect(conversation.match("cold brew").namedApps.isEmpty)
    #expect(conversation.match("open the weather in brew").namedApps == ["Brew"])
  }

  @Test(arguments: Surface.allCases)
  func anEmptyLineIsNotARequest(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    #expect(await conversation.respond(to: "   ") == Reply(items: [], outcome: .notUnderstood))
  }

  @Test func anAmbiguousRequestAsksWhichIntentWithANumberedListOnADisplay() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let reply = await conversation.respond(to: "play the morning show on radio")
    #expect(
      reply
        == asks(
          .dialog("Did you mean Play News or Play Weather?"),
          .choices(["Play News", "Play Weather"])))
    #expect(conversation.isAwaitingAnswer)
  }

  @Test func anAmbiguousRequestReadsTheIntentsOutOnASpeaker() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let reply = await conversation.respond(to: "play the morning show on radio")
    #expect(reply == asks(.dialog("Did you mean Play News or Play Weather?")))
  }

  @Test(arguments: Surface.allCases)
  func theIntentIsPickedByNumber(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: ["play the morning show on radio", "2"])
    #expect(replies[1] == completes(.dialog("Playing the weather.")))
    #expect(!conversation.isAwaitingAnswer)
  }

  @Test(arguments: Surface.allCases)
  func theIntentIsPickedByName(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: ["play the morning show on radio", "play news"])
    #expect(replies[1] == completes(.dialog("Playing the news.")))
  }

  @Test func theIntentIsPickedByOrdinal() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "play the morning show on radio", "the first one",
    ])
    #expect(replies[1] == completes(.dialog("Playing the news.")))
  }

  @Test func anAnswerThatPicksNoIntentIsAskedAgain() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["play the morning show on radio", "jazz"])
    #expect(
      replies[1]
        == asks(
          .dialog("Sorry, “jazz” isn't one of the choices."),
          .dialog("Did you mean Play News or Play Weather?"),
          .choices(["Play News", "Play Weather"])))
  }

  @Test func theRequestAfterACompletedOneStartsAfresh() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "say hello with studio", "count my steps with studio",
    ])
    #expect(
      replies == [
        completes(.dialog("Hello there!")), completes(.dialog("Here's the result: 8500.")),
      ])
  }
}

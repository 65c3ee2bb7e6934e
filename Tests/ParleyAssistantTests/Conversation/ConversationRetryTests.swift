import Testing

@testable import ParleyAssistant

/// Answers that do not fit are asked again with a reason, at most `maximumAttempts` times; then
/// the request is dropped politely.
@Suite struct ConversationRetryTests {
  private static let dropped = "Let's try that again later."

  @Test(arguments: Surface.allCases)
  func aWordWhereANumberIsNeededIsAskedAgainThenDropped(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: [
      "set a kitchen timer with kitchen", "soon", "later", "whenever",
    ])
    #expect(
      replies[1...]
        == [
          asks(.dialog("Sorry, “soon” isn't a whole number."), .dialog("What's the length?")),
          asks(.dialog("Sorry, “later” isn't a whole number."), .dialog("What's the length?")),
          ends(
            .cancelled, .dialog("Sorry, “whenever” isn't a whole number."),
            .dialog(Self.dropped)),
        ])
    #expect(!conversation.isAwaitingAnswer)
  }

  @Test func anAnswerThatFitsAfterAMistakeIsUsed() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "set a kitchen timer with kitchen", "soon", "ten",
    ])
    #expect(replies[2] == completes(.dialog("Timer set for 10 minutes, chime on.")))
  }

  @Test func aNumberOutsideTheRangeIsAskedAgainWithTheRange() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "set a kitchen timer with kitchen", "five hundred", "0", "180",
    ])
    let reason = ReplyItem.dialog("Sorry, the length has to be between 1 and 180.")
    #expect(
      replies[1...]
        == [
          asks(reason, .dialog("What's the length?")), asks(reason, .dialog("What's the length?")),
          completes(.dialog("Timer set for 180 minutes, chime on.")),
        ])
  }

  @Test func aDecimalOutsideTheRangeIsAskedAgainWithTheRange() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["/PreheatOven temperature=300", "250.5"])
    #expect(
      replies == [
        asks(
          .dialog("Sorry, the temperature has to be between 50 and 250.5."),
          .dialog("How hot should the oven be?")),
        completes(.dialog("Preheating to 250.5 degrees.")),
      ])
  }

  @Test func aNameThatMatchesNoEntityIsAskedAgainThenDropped() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "get trail conditions with trails", "everest", "k2", "lhotse",
    ])
    #expect(
      replies[1...]
        == [
          asks(
            .dialog("Sorry, I couldn't find a trail called “everest”."), .dialog("Which trail?"),
            .dialog("Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?")),
          asks(
            .dialog("Sorry, I couldn't find a trail called “k2”."), .dialog("Which trail?"),
            .dialog("Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?")),
          ends(
            .cancelled, .dialog("Sorry, I couldn't find a trail called “lhotse”."),
            .dialog(Self.dropped)),
        ])
  }

  @Test func anUnknownEnumCaseIsAskedAgainWithTheCases() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["order takeaway food in kitchen", "sushi"])
    // The list shows the cases, so the refusal does not name them as well.
    #expect(
      replies[1]
        == asks(
          .dialog("Sorry, “sushi” isn't a cuisine."), .dialog("Which cuisine?"),
          .choices(["Thai", "Italian", "Mexican"])))
    let speaker = try await ConversationTesting.conversation(.speaker)
    let spoken = await speaker.replies(to: ["order takeaway food in kitchen", "sushi"])
    #expect(
      spoken[1]
        == asks(
          .dialog("Sorry, “sushi” isn't a cuisine. It can be Thai, Italian, or Mexican."),
          .dialog("Which cuisine?")))
  }

  @Test func anEnumTitleStartingWithAVowelTakesAn() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let reply = await conversation.respond(to: "/SuggestTrails location=Moab activity=swimming")
    #expect(
      reply
        == asks(
          .dialog(
            "Sorry, “swimming” isn't an activity. It can be Biking, Equestrian, Hiking, Jogging, Cross-Country Skiing, or Snowshoeing."
          ),
          .dialog("What would you like to do?")))
  }

  @Test func aChoiceThatPicksNothingIsAskedAgainThenDropped() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let choices = ReplyItem.choices(["Royal Arch", "Delicate Arch", "Corona Arch"])
    let replies = await conversation.replies(to: [
      "get trail conditions with trails", "arch", "bear", "9", "jazz",
    ])
    #expect(
      replies[2...]
        == [
          asks(.dialog("Sorry, “bear” isn't one of the choices."), .dialog("Which one?"), choices),
          asks(.dialog("Sorry, “9” isn't one of the choices."), .dialog("Which one?"), choices),
          ends(
            .cancelled, .dialog("Sorry, “jazz” isn't one of the choices."), .dialog(Self.dropped)),
        ])
  }

  @Test func aChoiceThatFitsSeveralOptionsIsAskedAgainWithAReason() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "get trail conditions with trails", "arch", "arches", "an arch", "the arch",
    ])
    let list = ReplyItem.dialog("Royal Arch, Delicate Arch, or Corona Arch?")
    #expect(
      replies[2...]
        == [
          asks(.dialog("Sorry, “arches” fits more than one of them."), .dialog("Which one?"), list),
          asks(
            .dialog("Sorry, “an arch” fits more than one of them."), .dialog("Which one?"), list),
          ends(
            .cancelled, .dialog("Sorry, “the arch” fits more than one of them."),
            .dialog(Self.dropped)),
        ])
  }

  @Test(arguments: Surface.allCases)
  func aConfirmationAnswerThatIsNeitherYesNorNoIsAskedAgainThenDropped(on surface: Surface)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: [
      "remove cedar falls from my favorites in trails", "maybe", "perhaps", "probably",
    ])
    let question = ReplyItem.dialog("Remove Cedar Falls from your favorites?")
    let reason = ReplyItem.dialog(
      "Sorry, I can't take that as an answer. You can say yes or no, or change the trails.")
    guard surface == .display else {
      #expect(
        replies[0]
          == ends(
            .failed, .dialog("You'll need to unlock your device first to do that with Trails.")))
      return
    }
    #expect(
      replies[1...]
        == [
          asks(reason, question), asks(reason, question),
          ends(.cancelled, reason, .dialog(Self.dropped)),
        ])
  }

  @Test(arguments: [
    ("set a kitchen timer with kitchen", [ReplyItem.dialog("What's the length?")]),
    (
      "order takeaway food in kitchen",
      [.dialog("Which cuisine?"), .dialog("Thai, Italian, or Mexican?")]
    ),
    ("send money with errands", [.dialog("Send 500 dollars?")]),
    ("play the morning show on radio", [.dialog("Did you mean Play News or Play Weather?")]),
    (
      "pick an ice cream flavor with errands",
      [
        .dialog("Which flavor?"), .dialog("Vanilla, Dark Chocolate, Milk Chocolate, or Mint?"),
      ]
    ),
  ])
  func anEmptyAnswerIsAskedAgainThenDropped(request: String, question: [ReplyItem]) async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [request, "", "  ", ""])
    let notCaught = ReplyItem.dialog("Sorry, I didn't catch that.")
    #expect(
      replies == [
        Reply(items: question, outcome: nil), Reply(items: [notCaught] + question, outcome: nil),
        Reply(items: [notCaught] + question, outcome: nil),
        ends(.cancelled, notCaught, .dialog(Self.dropped)),
      ])
  }

  @Test func theNumberOfAttemptsIsAnOption() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker, maximumAttempts: 1)
    let replies = await conversation.replies(to: ["set a kitchen timer with kitchen", "soon"])
    #expect(
      replies[1]
        == ends(
          .cancelled, .dialog("Sorry, “soon” isn't a whole number."), .dialog(Self.dropped)))
  }

  @Test func anInPlaceValueQuestionIsAskedAgainWithAReason() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "write a note with errands", "call mum", "lots", "4",
    ])
    #expect(
      replies[2...]
        == [
          asks(.dialog("Sorry, “lots” isn't a whole number."), .dialog("What's the page count?")),
          completes(.dialog("Saved “call mum” on 4 pages, run 1.")),
        ])
  }

  /// An answer that only says what is not wanted names no value, and the question is asked
  /// again.
  @Test(arguments: Surface.allCases)
  func aNegatedAnswerIsAskedAgain(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    _ = await conversation.respond(to: "order a latte with brew")
    let reply = await conversation.respond(to: "not large")
    #expect(reply.awaitsAnswer)
    #expect(dialogs(reply).first == "Sorry, “not large” doesn't say which one you want.")
  }
}

import Testing

@testable import ParleyAssistant

/// Required values asked and answered; optional values not asked; defaults used; numbers,
/// dates, yes-or-no answers and enum cases read from what people say.
@Suite struct ConversationValueTests {
  @Test(arguments: Surface.allCases)
  func aMissingValueIsAskedWithItsRequestValueDialog(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let reply = await conversation.respond(to: "suggest trails in trails")
    #expect(reply == asks(.dialog("Where would you like to go?")))
    #expect(conversation.isAwaitingAnswer)
  }

  @Test func eachMissingValueIsAskedInTurnThenTheIntentRuns() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: ["suggest trails in trails", "moab", "biking"])
    #expect(
      replies == [
        asks(.dialog("Where would you like to go?")),
        asks(
          .dialog("What would you like to do?"),
          .dialog("Biking, Equestrian, Hiking, Jogging, Cross-Country Skiing, or one other?")),
        completes(.dialog("Here is one biking trail near Moab, Utah: Slickrock Trail.")),
      ])
  }

  @Test func theSlotFromThePhraseIsNotAskedAgain() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["find hiking trails with trails", "Moab"])
    #expect(replies[0] == asks(.dialog("Where would you like to go?")))
    #expect(
      replies[1]
        == completes(
          .snippet(
            Snippet(
              title: "Hiking near Moab, Utah",
              lines: [
                "Delicate Arch · 4.8 km · Moab, Utah", "Corona Arch · 4.8 km · Moab, Utah",
              ])),
          .dialog("Here are hiking trails near Moab, Utah.")))
  }

  @Test(arguments: Surface.allCases)
  func aValueWithoutItsOwnQuestionIsAskedByItsTitleOptionalsAreNotAndDefaultsAreUsed(
    on surface: Surface
  ) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: ["set a kitchen timer with kitchen", "25"])
    #expect(replies[0] == asks(.dialog("What's the length?")))
    #expect(replies[1] == completes(.dialog("Timer set for 25 minutes, chime on.")))
  }

  @Test func aNumberCanBeSaidInWords() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "set a kitchen timer with kitchen", "twenty five minutes please",
    ])
    #expect(replies[1] == completes(.dialog("Timer set for 25 minutes, chime on.")))
  }

  @Test func aDecimalIsReadWithItsFraction() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "preheat the oven with kitchen", "one hundred eighty point five",
    ])
    #expect(replies[0] == asks(.dialog("How hot should the oven be?")))
    #expect(replies[1] == completes(.dialog("Preheating to 180.5 degrees.")))
  }

  @Test(arguments: [
    ("tomorrow", "2026-11-22T00:00:00Z"),
    ("tomorrow at 7 pm", "2026-11-22T19:00:00Z"),
    ("2026-12-24", "2026-12-24T00:00:00Z"),
  ])
  func aDateIsReadRelativeToTheFixedClock(said: String, planned: String) async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: ["plan a dinner party with kitchen", said])
    #expect(replies[0] == asks(.dialog("When should the dinner be?")))
    #expect(replies[1] == completes(.dialog("Dinner planned for \(planned).")))
  }

  @Test(arguments: [
    ("yes", "The drawer is keeping food warm."),
    ("sure, go ahead", "The drawer is keeping food warm."),
    ("no", "The drawer is off."), ("nope", "The drawer is off."),
  ])
  func aYesOrNoValueIsRead(said: String, answer: String) async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["change the warming drawer with kitchen", said])
    #expect(replies[0] == asks(.dialog("Keep warm?")))
    #expect(replies[1] == completes(.dialog(answer)))
  }

  @Test(arguments: [
    ("order thai food in kitchen", "Ordering Thai food for 2."),
    ("order pizza food in kitchen", "Ordering Italian food for 2."),
    ("order tacos food in kitchen", "Ordering Mexican food for 2."),
  ])
  func anEnumInThePhraseResolvesByTitleOrSynonym(line: String, answer: String) async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    #expect(await conversation.respond(to: line) == completes(.dialog(answer)))
  }

  @Test(arguments: [("Italian", "Italian"), ("pasta", "Italian"), ("thai", "Thai")])
  func anEnumAnswerResolvesByTitleOrSynonym(said: String, cuisine: String) async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: ["order takeaway food in kitchen", said])
    #expect(replies[0] == asks(.dialog("Which cuisine?"), .dialog("Thai, Italian, or Mexican?")))
    #expect(replies[1] == completes(.dialog("Ordering \(cuisine) food for 2.")))
  }

  @Test(arguments: ["2", "the second one", "number two"])
  func anEnumCaseIsPickedByThePositionItWasOfferedAt(said: String) async throws {
    for surface in Surface.allCases {
      let conversation = try await ConversationTesting.conversation(surface)
      let replies = await conversation.replies(to: ["order takeaway food in kitchen", said])
      #expect(replies[1] == completes(.dialog("Ordering Italian food for 2.")))
    }
  }

  @Test func anEnumQuestionListsTheCasesOnADisplay() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let reply = await conversation.respond(to: "order takeaway food in kitchen")
    #expect(reply == asks(.dialog("Which cuisine?"), .choices(["Thai", "Italian", "Mexican"])))
  }

  @Test func aSpeakerReadsFiveCasesAtMostAndSaysThereAreMore() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "suggest trails in trails", "moab", "snowshoeing",
    ])
    #expect(
      replies[1]
        == asks(
          .dialog("What would you like to do?"),
          .dialog("Biking, Equestrian, Hiking, Jogging, Cross-Country Skiing, or one other?")))
    #expect(replies[2].outcome == .completed)
  }

  @Test func anEnumAnswerByTheSynonymOfATrailActivity() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "suggest trails in trails", "Banff", "nordic skiing",
    ])
    #expect(
      replies[2]
        == completes(
          .dialog("Here is one cross-country skiing trail near Banff, Alberta: Alpine Loop.")))
  }
}

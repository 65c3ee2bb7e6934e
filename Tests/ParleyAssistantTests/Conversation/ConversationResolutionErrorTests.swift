import Testing

@testable import ParleyAssistant

/// Resolution errors `perform()` throws: each becomes its dialog, and the answer runs the
/// intent again.
@Suite struct ConversationResolutionErrorTests {
  // MARK: - needsValueError

  @Test(arguments: Surface.allCases)
  func needsValueErrorAsksWithTheIntentsDialogThenRunsAgain(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: ["order a coffee with errands", "large"])
    #expect(
      replies == [
        asks(.dialog("What size would you like?")),
        completes(.dialog("Ordering a large coffee.")),
      ])
  }

  @Test func needsValueErrorWithoutADialogAsksByTheTitle() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: ["/OrderCoffee milk=no", "small"])
    #expect(
      replies == [
        asks(.dialog("What's the size?")), completes(.dialog("Ordering a small coffee.")),
      ])
  }

  @Test func needsValueErrorOfTrailsSaysWhyAndAsksAgain() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "suggest trails in trails", "paris", "hiking", "moab",
    ])
    #expect(
      replies[2...]
        == [
          asks(.dialog("I couldn't find any trails near paris. Where would you like to go?")),
          completes(
            .dialog("Here are 2 hiking trails near Moab, Utah: Delicate Arch, Corona Arch.")),
        ])
  }

  // MARK: - needsDisambiguationError

  @Test func needsDisambiguationErrorShowsTheIntentsDialogAndANumberedList() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: [
      "suggest trails in trails", "springfield", "hiking", "2",
    ])
    #expect(
      replies[2]
        == asks(
          .dialog("Multiple locations match springfield. Which one did you mean?"),
          .choices(["Springfield, Oregon", "Springfield, Missouri"])))
    #expect(
      replies[3]
        == completes(
          .snippet(
            Snippet(
              title: "Hiking near Springfield, Missouri",
              lines: [
                "Riverbend Trail · 9.7 km · Springfield, Missouri",
                "Ozark Hollow · 14.5 km · Springfield, Missouri",
              ])),
          .dialog("Here are hiking trails near Springfield, Missouri.")))
  }

  @Test func needsDisambiguationErrorReadsTheOptionsOnASpeakerAndTakesAName() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "suggest trails in trails", "springfield", "hiking", "oregon",
    ])
    #expect(
      replies[2...]
        == [
          asks(
            .dialog("Multiple locations match springfield. Which one did you mean?"),
            .dialog("Springfield, Oregon or Springfield, Missouri?")),
          completes(.dialog("Here is one hiking trail near Springfield, Oregon: Cedar Falls.")),
        ])
  }

  @Test(arguments: [("2", "Window"), ("the third one", "Bar"), ("patio", "Patio")])
  func needsDisambiguationErrorRunsAgainWithThePick(said: String, area: String) async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: ["book a table with errands", said])
    #expect(
      replies == [
        asks(.dialog("Where would you like to sit?"), .dialog("Patio, Window, or Bar?")),
        completes(.dialog("Booked a table at the \(area).")),
      ])
  }

  @Test func needsDisambiguationErrorAmongEntitiesAsksWithTheParametersQuestion() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["share a note with studio", "packing"])
    #expect(
      replies == [
        asks(.dialog("Which note should I share?"), .choices(["Groceries", "Packing List"])),
        completes(.dialog("Shared Packing List.")),
      ])
  }

  @Test func needsDisambiguationErrorWithoutADialogAsksWhichOne() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["/BookTable asksPolitely=false", "the bar"])
    #expect(
      replies == [
        asks(.dialog("Which one?"), .choices(["Patio", "Window", "Bar"])),
        completes(.dialog("Booked a table at the Bar.")),
      ])
  }

  // MARK: - needsConfirmationError

  @Test(arguments: Surface.allCases, ["yes", "sure", "go ahead"])
  func needsConfirmationErrorAcceptedRunsAgain(on surface: Surface, said: String) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: ["send money with errands", said])
    #expect(
      replies == [
        asks(.dialog("Send 500 dollars?")), completes(.dialog("Sent 500 dollars on run 2.")),
      ])
  }

  @Test(arguments: Surface.allCases, ["no", "nope"])
  func needsConfirmationErrorDeclinedCancels(on surface: Surface, said: String) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: ["send money with errands", said])
    #expect(replies == [asks(.dialog("Send 500 dollars?")), cancelled])
  }

  @Test func needsConfirmationErrorWithoutADialogAsksAboutTheValue() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: ["/SendMoney amount=20 quietly=yes", "yes"])
    #expect(
      replies == [
        asks(.dialog("Just to confirm, you wanted “20”?")),
        completes(.dialog("Sent 20 dollars on run 2.")),
      ])
  }

  @Test func needsConfirmationErrorThrownAgainAfterYesFailsWithTheGenericSentence() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: ["/SendMoney insists=true", "yes"])
    #expect(
      replies[1]
        == ends(
          .failed,
          .dialog("The action “Send Money” could not run because an unknown error occurred.")))
  }
}

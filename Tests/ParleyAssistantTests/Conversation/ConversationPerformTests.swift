import Testing

@testable import ParleyAssistant

/// What `perform()` throws or asks while it runs: resolution errors that run the intent again,
/// in-place requests that resume it, and failures.
@Suite struct ConversationPerformTests {
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

  // MARK: - requestValue, requestDisambiguation, requestConfirmation

  @Test(arguments: Surface.allCases)
  func requestValueResumesWhereTheIntentWas(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: ["write a note with errands", "buy milk", "three"])
    #expect(
      replies == [
        asks(.dialog("What should the note say?")),
        asks(.dialog("What's the page count?")),
        completes(.dialog("Saved “buy milk” on 3 pages, run 1.")),
      ])
  }

  @Test func requestDisambiguationShowsANumberedListAndResumes() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["pick an ice cream flavor with errands", "4"])
    #expect(
      replies == [
        asks(
          .dialog("Which flavor?"),
          .choices(["Vanilla", "Dark Chocolate", "Milk Chocolate", "Mint"])),
        completes(.dialog("One Mint scoop, run 1.")),
      ])
  }

  @Test(arguments: [("the second one", "Dark Chocolate"), ("milk chocolate", "Milk Chocolate")])
  func requestDisambiguationReadsTheOptionsOnASpeaker(said: String, flavor: String) async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: ["pick an ice cream flavor with errands", said])
    #expect(
      replies == [
        asks(
          .dialog("Which flavor?"),
          .dialog("Vanilla, Dark Chocolate, Milk Chocolate, or Mint?")),
        completes(.dialog("One \(flavor) scoop, run 1.")),
      ])
  }

  @Test func aPickThatFitsSeveralOptionsNarrowsTheList() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: [
      "pick an ice cream flavor with errands", "chocolate", "dark",
    ])
    #expect(
      replies[1...]
        == [
          asks(
            .dialog("Sorry, “chocolate” fits more than one of them."), .dialog("Which one?"),
            .choices(["Dark Chocolate", "Milk Chocolate"])),
          completes(.dialog("One Dark Chocolate scoop, run 1.")),
        ])
  }

  @Test func requestConfirmationShowsTheCardAndTheSupportingTextOnADisplay() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["clear my drafts with errands", "erase", "yes"])
    #expect(
      replies == [
        asks(
          .snippet(Snippet(title: "Drafts", lines: ["Letter", "Invoice", "Poem"])),
          .dialog("Delete these?")),
        asks(.dialog("Keep the Drafts folder?")),
        completes(.dialog("Deleted 3 drafts and kept the folder, run 1.")),
      ])
  }

  @Test(arguments: ["delete", "Erase", "yes"])
  func requestConfirmationAcceptedResumes(said: String) async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: ["clear my drafts with errands", said, "no"])
    #expect(
      replies == [
        asks(.dialog("Delete all 3 drafts for good?")),
        asks(.dialog("Keep the Drafts folder?")),
        completes(.dialog("Deleted 3 drafts and removed the folder, run 1.")),
      ])
  }

  @Test(arguments: [("yes", "Archived the Inbox."), ("no", "Left the Inbox alone.")])
  func requestConfirmationWithoutADialogAsksToContinue(said: String, answer: String)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["archive my mail with errands", "continue", said])
    #expect(
      replies == [
        asks(.dialog("Do you want to continue?")),
        asks(.dialog("Just to confirm, you wanted “Inbox”?")),
        completes(.dialog(answer)),
      ])
  }

  @Test(arguments: Surface.allCases, ["keep", "no"])
  func requestConfirmationDeclinedCancels(on surface: Surface, said: String) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: ["clear my drafts with errands", said])
    #expect(replies[1] == cancelled)
  }

  @Test func trailsRemovesAFavoriteAfterConfirmation() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: [
      "remove bear creek trail from my favorites in trails", "remove",
      "remove bear creek trail from my favorites in trails",
    ])
    #expect(
      replies == [
        asks(.dialog("Remove Bear Creek Trail from your favorites?")),
        completes(.dialog("Removed Bear Creek Trail from your favorites.")),
        completes(.dialog("Bear Creek Trail isn't one of your favorites.")),
      ])
  }

  @Test func trailsKeepsAFavoriteWhenTheConfirmationIsDeclined() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: [
      "remove bear creek trail from my favorites in trails", "keep",
      "remove bear creek trail from my favorites in trails",
    ])
    #expect(
      replies == [
        asks(.dialog("Remove Bear Creek Trail from your favorites?")),
        cancelled,
        asks(.dialog("Remove Bear Creek Trail from your favorites?")),
      ])
  }

  // MARK: - Failures

  @Test(arguments: Surface.allCases)
  func anErrorWithAMessageForTheUserIsSaidAsItIs(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let reply = await conversation.respond(to: "print the page with errands")
    #expect(reply == ends(.failed, .dialog("The printer is out of paper.")))
  }

  @Test(arguments: Surface.allCases)
  func anotherErrorGetsTheGenericSentence(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let reply = await conversation.respond(to: "jam the printer with errands")
    #expect(
      reply
        == ends(
          .failed,
          .dialog("The action “Jam Printer” could not run because an unknown error occurred.")))
  }
}

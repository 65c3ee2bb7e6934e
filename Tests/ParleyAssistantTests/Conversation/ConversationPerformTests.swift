import Testing

@testable import ParleyAssistant

/// What `perform()` asks while it runs, resuming where it was with the answer, and how it
/// fails.
@Suite struct ConversationPerformTests {
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

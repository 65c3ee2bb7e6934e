import Testing

@testable import ParleyAssistant

/// A question asked again after the surface changed is worded for the new surface.
@Suite struct ConversationSurfaceSwitchTests {
  @Test func aChoiceAskedOnADisplayIsReadOutOnASpeaker() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let first = await conversation.replies(to: ["get trail conditions with trails", "arch"])
    #expect(
      first[1]
        == asks(.dialog("Which one?"), .choices(["Royal Arch", "Delicate Arch", "Corona Arch"])))
    conversation.surface = .speaker
    let replies = await conversation.replies(to: ["bear", "2"])
    #expect(
      replies == [
        asks(
          .dialog("Sorry, “bear” isn't one of the choices."), .dialog("Which one?"),
          .dialog("Royal Arch, Delicate Arch, or Corona Arch?")),
        completes(.dialog("The conditions for Delicate Arch are: Open. Crowded at sunset.")),
      ])
  }

  @Test func anIntentChoiceAskedOnASpeakerShowsTheListOnADisplay() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    _ = await conversation.respond(to: "play the morning show on radio")
    conversation.surface = .display
    #expect(
      await conversation.respond(to: "jazz")
        == asks(
          .dialog("Sorry, “jazz” isn't one of the choices."),
          .dialog("Did you mean Play News or Play Weather?"),
          .choices(["Play News", "Play Weather"])))
  }

  @Test func aConfirmationAskedOnASpeakerShowsItsCardOnADisplay() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    #expect(
      await conversation.respond(to: "clear my drafts with errands")
        == asks(.dialog("Delete all 3 drafts for good?")))
    conversation.surface = .display
    #expect(
      await conversation.respond(to: "hmm")
        == asks(
          .dialog(
            "Sorry, I can't take that as an answer. You can say yes or no, or change the folder."),
          .snippet(Snippet(title: "Drafts", lines: ["Letter", "Invoice", "Poem"])),
          .dialog("Delete these?")))
  }

  @Test func theResultIsPresentedForTheSurfaceCurrentWhenItArrives() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    _ = await conversation.respond(to: "get trail conditions with trails")
    conversation.surface = .speaker
    #expect(
      await conversation.respond(to: "royal arch")
        == completes(
          .dialog("The conditions for Royal Arch are: Closed. Crews are clearing a rockfall.")))
  }
}

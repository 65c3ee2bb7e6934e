import Testing

@testable import ParleyAssistant

/// What a performed intent's result shows on a display and says on a speaker.
@Suite struct ConversationResultTests {
  private func reply(to line: String, on surface: Surface) async throws -> Reply {
    let conversation = try await ConversationTesting.conversation(surface)
    return await conversation.respond(to: line)
  }

  @Test func dialogAndSnippetShowTheCardThenTheSupportingTextOnADisplay() async throws {
    let reply = try await reply(to: "show the weekly report in studio", on: .display)
    #expect(
      reply
        == completes(
          .snippet(Snippet(title: "Weekly Report", lines: ["Sales: 12", "Returns: 1"])),
          .dialog("Here's your report.")))
  }

  @Test func dialogAndSnippetSayTheFullTextOnASpeaker() async throws {
    let reply = try await reply(to: "show the weekly report in studio", on: .speaker)
    #expect(reply == completes(.dialog("This week you sold 12 and had 1 return.")))
  }

  @Test func trailConditionsShowTheCardOnADisplay() async throws {
    let reply = try await reply(to: "get conditions for bear creek trail in trails", on: .display)
    #expect(reply == TrailsReplies.bearCreekOnDisplay)
  }

  @Test func trailConditionsSayTheFullTextOnASpeaker() async throws {
    let reply = try await reply(to: "get conditions for bear creek trail in trails", on: .speaker)
    #expect(reply == TrailsReplies.bearCreekOnSpeaker)
  }

  @Test(arguments: Surface.allCases)
  func dialogOnlySaysTheFullText(on surface: Surface) async throws {
    let reply = try await reply(to: "say hello with studio", on: surface)
    #expect(reply == completes(.dialog("Hello there!")))
  }

  @Test func snippetOnlyShowsTheCardOnADisplay() async throws {
    let reply = try await reply(to: "show my badge in studio", on: .display)
    #expect(
      reply
        == completes(.snippet(Snippet(title: "Gold Badge", lines: ["Earned today", "Keep going"]))))
  }

  @Test func snippetOnlyIsReadAsSentencesOnASpeaker() async throws {
    let reply = try await reply(to: "show my badge in studio", on: .speaker)
    #expect(reply == completes(.dialog("Gold Badge. Earned today. Keep going.")))
  }

  @Test func valueAndSnippetShowTheCardOnADisplay() async throws {
    let reply = try await reply(to: "show my score in studio", on: .display)
    #expect(reply == completes(.snippet(Snippet(title: "Score", lines: ["42 points"]))))
  }

  /// A speaker reads the card the value comes with, as it reads a card alone.
  @Test func valueAndSnippetReadTheCardOnASpeaker() async throws {
    let reply = try await reply(to: "show my score in studio", on: .speaker)
    #expect(reply == completes(.dialog("Score. 42 points.")))
  }

  @Test(arguments: Surface.allCases)
  func valueOnlyIsReadAsASentence(on surface: Surface) async throws {
    let reply = try await reply(to: "count my steps with studio", on: surface)
    #expect(reply == completes(.dialog("Here's the result: 8500.")))
  }

  @Test(arguments: Surface.allCases)
  func aCardWithNothingUnderItsTitleLeavesTheDialogToSayIt(on surface: Surface) async throws {
    let reply = try await reply(
      to: "/SuggestTrails location=Moab activity=equestrian", on: surface)
    #expect(reply == completes(.dialog("There are no equestrian trails near Moab, Utah.")))
  }

  @Test(arguments: Surface.allCases)
  func anEmptyResultSaysDone(on surface: Surface) async throws {
    let reply = try await reply(to: "tidy up the desk with studio", on: surface)
    #expect(reply == completes(.dialog("Done.")))
  }

  @Test(arguments: Surface.allCases)
  func openAppWhenRunSaysTheAppOpens(on surface: Surface) async throws {
    let reply = try await reply(to: "open the inbox in studio", on: surface)
    #expect(reply == completes(opening("Studio", on: surface)))
  }

  @Test(arguments: Surface.allCases)
  func opensIntentSaysTheDialogThenWhatOpens(on surface: Surface) async throws {
    let reply = try await reply(to: "find the note groceries in studio", on: surface)
    // A speaker has no app to open: after the answer, it sends nobody to their phone.
    let opens = surface == .display ? [opening("Groceries in Studio", on: surface)] : []
    #expect(reply == Reply(items: [.dialog("Found Groceries.")] + opens, outcome: .completed))
  }

  @Test(arguments: Surface.allCases)
  func anOpenedIntentAsksForItsMissingTargetThenOpens(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: ["browse the notes in studio", "groceries"])
    let notes: ReplyItem =
      surface == .display
      ? .choices(["Groceries", "Packing List"]) : .dialog("Groceries or Packing List?")
    #expect(replies[0] == asks(.dialog("Which note?"), notes))
    #expect(replies[1] == completes(opening("Groceries in Studio", on: surface)))
  }

  @Test(arguments: Surface.allCases)
  func anOpenIntentSaysWhichTargetOpens(on surface: Surface) async throws {
    let reply = try await reply(to: "open cedar falls in trails", on: surface)
    #expect(reply == completes(opening("Cedar Falls in Trails", on: surface)))
  }

  @Test func openFavoritesShowsTheListThenOpensTheApp() async throws {
    let reply = try await reply(to: "open favorites in trails", on: .display)
    #expect(reply == TrailsReplies.favoritesOnDisplay())
  }

  @Test func openFavoritesReadsTheListThenOpensTheAppOnASpeaker() async throws {
    let reply = try await reply(to: "open favorites in trails", on: .speaker)
    #expect(
      reply
        == completes(
          .dialog(
            "Favorites. "
              + TrailsReplies.favoriteLines.map {
                $0.replacingOccurrences(of: " · ", with: ", ") + "."
              }.joined(separator: " ")
          ),
          opening("Trails", on: .speaker)))
  }
}

import BrewApp
import FlashcardsApp
import NotesApp
import ParleyAssistant
import Testing
import TrailsApp

/// What a line said while a question waits is, read by what it says rather than taken as the
/// value: a request no app does gets what it gets with nothing pending, a question about the
/// moment is no title, a pick by position after a request's verb picks, and how many a
/// confirmation counts is the count it says; on both surfaces, the question asked again.
@Suite struct ConversationLineAtAQuestionTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(
      over: try await AppCatalog.load([Trails.app, Brew.app, Flashcards.app, Notes.app]),
      surface)
  }

  /// A request no app does, said while a value is asked, names none of it: it gets the reply
  /// it gets with nothing pending, and the question is asked again, to be answered then.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        (["get me a cappuccino from brew"], "set an alarm for 7", "What size?", "large"),
        (["suggest trails in trails"], "play some music", "Where would you like to go?", nil),
        (["list my cards in flashcards"], "book a flight to tokyo", "Which folder?", "spanish"),
      ].map { (surface, $0.0, $0.1, $0.2, $0.3) }
    })
  func aRequestNoAppDoesIsNoValue(
    on surface: Surface, lines: [String], line: String, asked: String, answer: String?
  ) async throws {
    let alone = try await conversation(surface).respond(to: line)
    #expect(alone.outcome == .notUnderstood)
    let conversation = try await conversation(surface)
    _ = await conversation.replies(to: lines)
    let reply = await conversation.respond(to: line)
    #expect(Array(reply.items.prefix(alone.items.count)) == alone.items, "\(reply)")
    #expect(dialogs(reply).contains(asked), "\(reply)")
    #expect(reply.awaitsAnswer)
    if let answer {
      let answered = await conversation.respond(to: answer)
      #expect(!dialogs(answered).contains(asked), "\(answered)")
    }
  }

  /// A value said after a verb no app has, or after a word that qualifies it, still answers:
  /// "grab a large" gives the size, not a request nobody does.
  @Test(
    arguments: Surface.allCases.flatMap { surface in
      ["grab a large", "just a large please", "large"].map { (surface, $0) }
    })
  func aValueSaidAfterAVerbStillAnswers(on surface: Surface, line: String) async throws {
    let conversation = try await conversation(surface)
    _ = await conversation.respond(to: "get me a cappuccino from brew")
    let reply = await conversation.respond(to: line)
    #expect(dialogs(reply) == ["Order a large Cappuccino for $5.25?"], "\(line)")
  }

  /// A question about the moment, with its question mark or without, is no title; a question
  /// that says what a card asks is its front.
  @Test(arguments: Surface.allCases)
  func aQuestionAboutTheMomentIsNoTitle(on surface: Surface) async throws {
    for line in ["what time is it", "what time is it?", "what day is it today"] {
      let replies = try await conversation(surface).replies(to: ["create a note in notes", line])
      #expect(
        replies[1]
          == asks(
            .dialog("Sorry, Notes can't tell you that."),
            .dialog("What should the note be called?")), "\(line)")
    }
    let card = try await conversation(surface).replies(to: [
      "add a card to biology in flashcards", "what's the powerhouse of the cell",
    ])
    #expect(card[1] == asks(.dialog("What's the answer on the back?")))
  }

  /// "quiz me on the first one" at "Which folder?" picks the first folder listed, as "the
  /// first one" does.
  @Test(arguments: Surface.allCases)
  func aPositionAfterARequestsVerbPicks(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "list my cards in flashcards", "quiz me on the first one",
    ])
    #expect(replies[1].outcome == .completed)
    let said =
      surface == .speaker
      ? "Japanese has 3 cards: cat, dog, bird." : "Here are the cards in Japanese."
    #expect(dialogs(replies[1]) == [said])
  }

  /// "how many will that reset" at "Reset the 3 cards in Japanese?" is told the count the
  /// confirmation says, and the confirmation is asked again; a yes then resets.
  @Test(arguments: Surface.allCases)
  func howManyAtAConfirmationIsTheCountItSays(on surface: Surface) async throws {
    let replies = try await conversation(surface).replies(to: [
      "reset my japanese cards in flashcards", "wait how many will that reset", "yes",
    ])
    let confirmation = ReplyItem.dialog("Reset the 3 cards in Japanese?")
    #expect(replies[1] == asks(.dialog("That's 3 cards."), confirmation))
    #expect(replies[2].outcome == .completed)
    #expect(dialogs(replies[2]).first == "Reset 3 cards.")
  }
}

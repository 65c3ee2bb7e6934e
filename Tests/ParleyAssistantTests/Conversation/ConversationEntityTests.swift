import Testing

@testable import ParleyAssistant

/// Entity values resolved through the entity's query: one hit taken, none said and asked
/// again, several picked from by number, ordinal or name. A question for an entity lists the
/// query's suggestions.
@Suite struct ConversationEntityTests {
  /// How Trails' favourites, its suggested trails, are listed on `surface`.
  static func favorites(on surface: Surface) -> [ReplyItem] {
    surface == .display
      ? [
        .choices(["Bear Creek Trail", "Cedar Falls", "Alpine Loop"]),
        .dialog("Or name another trail."),
      ]
      : [spokenFavorites]
  }

  static let spokenFavorites = ReplyItem.dialog(
    "Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?")

  @Test(arguments: Surface.allCases)
  func oneHitIsTaken(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: ["get trail conditions with trails", "mesa"])
    #expect(replies[0].items == [.dialog("Which trail?")] + Self.favorites(on: surface))
    #expect(replies[0].awaitsAnswer)
    let expected: Reply =
      surface == .display
      ? completes(
        .snippet(
          Snippet(
            title: "Mesa Trail",
            lines: [
              "Boulder, Colorado", "11.1 km · hiking, jogging, biking",
              "Open. Icy patches in the shaded sections.",
            ])),
        .dialog("Here's the latest information on Mesa Trail."))
      : completes(
        .dialog("The conditions for Mesa Trail are: Open. Icy patches in the shaded sections."))
    #expect(replies[1] == expected)
  }

  @Test func noHitIsSaidAndAskedAgain() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "get trail conditions with trails", "everest", "royal arch",
    ])
    #expect(
      replies[1]
        == asks(
          .dialog("Sorry, I couldn't find a trail called “everest”."), .dialog("Which trail?"),
          Self.spokenFavorites))
    #expect(
      replies[2]
        == completes(
          .dialog("The conditions for Royal Arch are: Closed. Crews are clearing a rockfall.")))
  }

  /// The "please" an answer ends with is no part of the name said to be unknown.
  @Test func aNameNoEntityHasIsQuotedWithoutPlease() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "get trail conditions with trails", "everest please",
    ])
    #expect(dialogs(replies[1]).first == "Sorry, I couldn't find a trail called “everest”.")
  }

  @Test func aSlotNamingNoEntityIsSaidAndAsked() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let reply = await conversation.respond(to: "get conditions for everest in trails")
    #expect(
      reply
        == asks(
          .dialog("Sorry, I couldn't find a trail called “everest”."), .dialog("Which trail?"),
          Self.spokenFavorites))
  }

  @Test func severalHitsShowANumberedListOnADisplay() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["get trail conditions with trails", "arch"])
    #expect(
      replies[1]
        == asks(
          .dialog("Which one?"), .choices(["Royal Arch", "Delicate Arch", "Corona Arch"])))
  }

  @Test func severalHitsAreReadOutOnASpeaker() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: ["get trail conditions with trails", "arch"])
    #expect(
      replies[1]
        == asks(.dialog("Which one?"), .dialog("Royal Arch, Delicate Arch, or Corona Arch?")))
  }

  @Test(arguments: ["2", "two", "the second one", "delicate", "Delicate Arch", "number 2"])
  func thePickIsUnderstood(said: String) async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "get trail conditions with trails", "arch", said,
    ])
    #expect(
      replies[2]
        == completes(.dialog("The conditions for Delicate Arch are: Open. Crowded at sunset.")))
  }

  @Test(
    arguments: Surface.allCases.flatMap { surface in
      [
        ("2", "Cedar Falls"), ("two", "Cedar Falls"), ("the second one", "Cedar Falls"),
        ("the first one", "Bear Creek Trail"), ("number 3", "Alpine Loop"),
        ("cedar", "Cedar Falls"),
      ].map { (surface, $0.0, $0.1) }
    })
  func aListedSuggestionIsPickedByPositionOrName(on surface: Surface, said: String, trail: String)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: ["get trail conditions with trails", said])
    #expect(replies[1].outcome == .completed)
    #expect(replies[1].items.contains { "\($0)".contains(trail) })
  }

  @Test(arguments: Surface.allCases)
  func aTrailThatIsNotSuggestedIsTakenByName(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: ["get trail conditions with trails", "mist trail"])
    #expect(replies[0].items == [.dialog("Which trail?")] + Self.favorites(on: surface))
    #expect(replies[0].awaitsAnswer)
    #expect(replies[1].outcome == .completed)
    #expect(replies[1].items.contains { "\($0)".contains("Mist Trail") })
  }

  @Test(arguments: ["open mist trail in trails", "open mist trail with trails"])
  func aTrailThatIsNotSuggestedIsOpenedByItsName(utterance: String) async throws {
    let display = try await ConversationTesting.conversation(.display)
    #expect(
      await display.respond(to: utterance)
        == completes(opening("Mist Trail in Trails", on: .display)))
    let speaker = try await ConversationTesting.conversation(.speaker)
    #expect(
      await speaker.respond(to: utterance)
        == completes(opening("Mist Trail in Trails", on: .speaker)))
  }

  @Test func aPositionPastTheListIsNotTakenFromEntitiesNeverShown() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["find the note in studio", "3"])
    #expect(
      replies[0] == asks(.dialog("Which note?"), .choices(["Groceries", "Packing List"])))
    #expect(
      replies[1]
        == asks(
          .dialog("Sorry, I couldn't find a note called “3”."), .dialog("Which note?"),
          .choices(["Groceries", "Packing List"])))
  }

  @Test func aNameFromTheSuggestionsIsTakenWhenTheQueryFindsNothing() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: ["/OpenTrail", "the alpine loop"])
    #expect(
      replies[0]
        == asks(.dialog("Which trail should I open?"), Self.spokenFavorites))
    #expect(replies[1] == completes(opening("Alpine Loop in Trails", on: .speaker)))
  }

  @Test func anEnumerableQueryResolvesFromAllItsEntities() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let reply = await conversation.respond(to: "find the note packing list in studio")
    // A speaker has no app to open: once the note is found, nothing more is said.
    #expect(reply == completes(.dialog("Found Packing List.")))
  }

  @Test func anEnumerableQueryAsksWhenItHasNoMatch() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["find the note recipes in studio", "groceries"])
    #expect(
      replies[0]
        == asks(
          .dialog("Sorry, I couldn't find a note called “recipes”."), .dialog("Which note?"),
          .choices(["Groceries", "Packing List"])))
    #expect(
      replies[1] == completes(.dialog("Found Groceries."), .dialog("Opening Groceries in Studio…")))
  }

  @Test func aPhraseValueFromTheSuggestionsIsTakenWithoutAQuery() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let reply = await conversation.respond(to: "get conditions for alpine loop in trails")
    #expect(
      reply
        == completes(
          .dialog(
            "The conditions for Alpine Loop are: Open. Twenty centimetres of fresh snow, groomed for skiing this morning."
          )))
  }

  @Test(arguments: Surface.allCases)
  func wordsAfterANameThatNameNothingAreLeftOut(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let reply = await conversation.respond(to: "what's it like on royal arch today in trails")
    #expect(reply.outcome == .completed, "\(reply)")
    #expect(reply.items.contains { "\($0)".contains("Royal Arch") }, "\(reply)")
  }
}

import Foundation
import ParleyAssistant
import Testing

/// Words a request says that no phrase word, value, name or filler explains are said to be
/// left out, in the voice of the options an app lacks, and never where every word is used.
@Suite struct ConversationLeftOutWordsTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  @Test(arguments: Surface.allCases)
  func aWordBeforeAWordOfThePhraseIsSaidToBeLeftOut(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(
      to: "get muddy conditions for bear creek in trails")
    #expect(reply.outcome == .completed)
    #expect(reply.items.first == .dialog("Trails doesn't have “muddy”, so I've left it out."))
    #expect(dialogs(reply).contains { $0.contains("Bear Creek Trail") })
  }

  @Test(arguments: Surface.allCases)
  func wordsForSomeoneAreSaidToBeLeftOut(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(
      to: "order a latte for my friend with brew")
    #expect(reply.awaitsAnswer)
    #expect(
      dialogs(reply).prefix(2) == [
        "I didn't understand “for my friend”, so I've left it out.", "What size?",
      ])
  }

  @Test(arguments: [
    "get the latest conditions for bear creek in trails",
    "get current conditions for bear creek in trails", "order my usual from brew",
    "add two extra shots to my latte in brew", "order a large latte for pickup at 8 with brew",
  ])
  func everyWordUsedSaysNothingIsLeftOut(_ utterance: String) async throws {
    let reply = try await conversation(.display).respond(to: utterance)
    #expect(!dialogs(reply).contains { $0.contains("left it out") || $0.contains("doesn't have") })
  }
}

/// A value said with a name is used wherever it is said: in a name the app lacks, in an
/// answer, and a part of a name with words it lacks is asked about.
@Suite struct ConversationWordsWithANameTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  @Test(arguments: Surface.allCases)
  func aSizeBeforeAnUnknownNameIsTheSize(on surface: Surface) async throws {
    let reply = try await conversation(surface).respond(
      to: "order a small mocha right now with brew")
    #expect(dialogs(reply) == ["Order a small Caffè Mocha for $4.75?"])
  }

  @Test(arguments: Surface.allCases)
  func anAnswerSaysTheWordsItLeftOutAndGivesTheOtherValues(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let hot = await conversation.replies(to: ["i'd like to order a drink from brew", "a hot mocha"])
    #expect(hot[0].awaitsAnswer)
    #expect(
      dialogs(hot[1]).prefix(2) == ["Brew doesn't have “hot”, so I've left it out.", "What size?"])
    let large = await conversation.replies(to: [
      "cancel", "i'd like to order a drink from brew", "a large hot mocha",
    ])
    #expect(
      dialogs(large[2]) == [
        "Brew doesn't have “hot”, so I've left it out.", "Order a large Caffè Mocha for $5.75?",
      ])
  }

  @Test(arguments: Surface.allCases)
  func aPartOfANameWithWordsItLacksIsAskedAbout(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "get conditions for alpine lake hike in trails", "alpine loop",
    ])
    #expect(replies[0].awaitsAnswer)
    #expect(
      dialogs(replies[0]).prefix(2) == [
        "Sorry, I couldn't find a trail called “alpine lake”.", "Which trail?",
      ])
    #expect(replies[1].outcome == .completed)
    #expect(dialogs(replies[1]).contains { $0.contains("Alpine Loop") })
  }

  @Test(arguments: [
    ("get conditions for royal arch today in trails", "Royal Arch"),
    ("get conditions for alpine in trails", "Alpine Loop"),
    ("open alpine lop in trails", "Alpine Loop"),
    ("get conditions for bear crek in trails", "Bear Creek Trail"),
  ])
  func aNameSaidInFullOrAPartAloneIsTaken(_ utterance: String, _ trail: String) async throws {
    let reply = try await conversation(.speaker).respond(to: utterance)
    #expect(reply.outcome == .completed, "\(reply)")
    #expect(dialogs(reply).contains { $0.contains(trail) }, "\(reply)")
  }
}

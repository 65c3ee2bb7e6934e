import Foundation
import ParleyAssistant
import Testing

/// A value said with a name is used wherever it is said: in a name the app lacks, in an
/// answer, and a part of a name with words it lacks is asked about.
@Suite struct ConversationWordsWithANameTests {
  @Test(arguments: Surface.allCases)
  func aSizeBeforeAnUnknownNameIsTheSize(on surface: Surface) async throws {
    let reply = try await ConversationTesting.trailsAndBrew(surface).respond(
      to: "order a small mocha right now with brew")
    #expect(dialogs(reply) == ["Order a small Caffè Mocha for $4.75?"])
  }

  @Test(arguments: Surface.allCases)
  func anAnswerSaysTheWordsItLeftOutAndGivesTheOtherValues(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
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
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let replies = await conversation.replies(to: [
      "get conditions for alpine lake hike in trails", "alpine loop",
    ])
    #expect(replies[0].awaitsAnswer)
    #expect(
      dialogs(replies[0]).prefix(3) == [
        // An activity, which suggesting trails takes, is no part of a trail's name.
        "Get Trail Information doesn't take an activity, so I've left out “hike”.",
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
    let reply = try await ConversationTesting.trailsAndBrew(.speaker).respond(to: utterance)
    #expect(reply.outcome == .completed, "\(reply)")
    #expect(dialogs(reply).contains { $0.contains(trail) }, "\(reply)")
  }
}

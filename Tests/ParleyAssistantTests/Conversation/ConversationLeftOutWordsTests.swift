import Foundation
import NotesApp
import ParleyAssistant
import Testing

/// Words a request says that no phrase word, value, name or filler explains are said to be
/// left out, in the voice of the options an app lacks, and never where every word is used.
@Suite struct ConversationLeftOutWordsTests {
  @Test(arguments: Surface.allCases)
  func aWordBeforeAWordOfThePhraseIsSaidToBeLeftOut(on surface: Surface) async throws {
    let reply = try await ConversationTesting.trailsAndBrew(surface).respond(
      to: "get muddy conditions for bear creek in trails")
    #expect(reply.outcome == .completed)
    #expect(reply.items.first == .dialog("Trails doesn't have “muddy”, so I've left it out."))
    #expect(dialogs(reply).contains { $0.contains("Bear Creek Trail") })
  }

  @Test(arguments: Surface.allCases)
  func wordsForSomeoneAreSaidToBeLeftOut(on surface: Surface) async throws {
    let reply = try await ConversationTesting.trailsAndBrew(surface).respond(
      to: "order a latte for my friend with brew")
    #expect(reply.awaitsAnswer)
    #expect(
      dialogs(reply).prefix(2) == [
        "I didn't understand “for my friend”, so I've left it out.", "What size?",
      ])
  }

  /// A value left out of a parameter the request has filled already is said to be one it
  /// has, not one it does not take.
  @Test(arguments: Surface.allCases)
  func aSecondValueOfAFilledParameterIsSaidToBeLeftOut(on surface: Surface) async throws {
    let reply = try await ConversationTesting.trailsAndBrew(surface).respond(
      to: "get conditions for bear creek in trails cedar falls")
    #expect(reply.outcome == .completed)
    let said = try #require(dialogs(reply).first)
    #expect(said.hasPrefix("Get Trail Information already has a trail, so I've left out “"))
    #expect(!dialogs(reply).contains { $0.contains("doesn't take") })
  }

  /// Words after a filled request that nothing takes, and a further name said with "and" but
  /// no article, are said to be left out before the request goes on.
  @Test(arguments: Surface.allCases)
  func wordsAfterAFilledRequestAreSaidToBeLeftOut(on surface: Surface) async throws {
    for (line, left) in [
      ("order three lattes to go", "I didn't understand “to go”, so I've left it out."),
      (
        "order a latte and muffin with brew",
        "I couldn't find a drink called “muffin”, so I've left it out."
      ),
    ] {
      let reply = try await ConversationTesting.trailsAndBrew(surface).respond(to: line)
      #expect(reply.items.first == .dialog(left), "\(line)")
      #expect(dialogs(reply).count > 1, "\(line)")
    }
  }

  /// A clause said after "and" that nothing of the request takes is said to be left out; an
  /// "and" that adds a name, an option or a value to the request is no clause.
  @Test(arguments: Surface.allCases)
  func aClauseAfterAndIsSaidToBeLeftOut(on surface: Surface) async throws {
    for (line, clause) in [
      ("order three lattes and remind me", "remind me"),
      ("order three lattes and remind me with brew", "remind me"),
      // Said twice, it is said once. (Without the app's name, a request half of whose words
      // no phrase explains is one the matcher does not act on.)
      ("order three lattes with brew and remind me and remind me", "remind me"),
      ("get conditions for bear creek in trails and tell me a joke", "tell me a joke"),
    ] {
      let reply = try await ConversationTesting.trailsAndBrew(surface).respond(to: line)
      #expect(
        reply.items.first == .dialog("None of your apps does “\(clause)”, so I've left it out."),
        "\(line)")
      #expect(dialogs(reply).count > 1, "\(line)")
    }
    for line in [
      "order a latte with an extra shot and oat milk", "order a latte and make it large",
      "order two lattes and a mocha",
    ] {
      let reply = try await ConversationTesting.trailsAndBrew(surface).respond(to: line)
      #expect(!dialogs(reply).contains { $0.hasPrefix("I didn't understand") }, "\(line)")
    }
  }

  /// Words that give a value another intent of the app takes are said to be no value of the
  /// intent matched, by what they give.
  @Test(arguments: Surface.allCases)
  func wordsOfAValueAnotherIntentTakesAreSaidToBeLeftOut(on surface: Surface) async throws {
    for (line, left) in [
      (
        "reorder my usual with an extra shot",
        "Reorder Last Order doesn't take extra shots, so I've left out “with an extra shot”."
      ),
      (
        "reorder my usual large",
        "Reorder Last Order doesn't take a size, so I've left out “large”."
      ),
      (
        "check my order in brew with two extra shots",
        "Check Order Status doesn't take extra shots, so I've left out “two extra shots”."
      ),
    ] {
      let reply = try await ConversationTesting.trailsAndBrew(surface).respond(to: line)
      #expect(reply.items.first == .dialog(left), "\(line)")
      #expect(dialogs(reply).count > 1, "\(line)")
    }
  }

  /// A number said with no unit and no parameter's name gives no parameter of another intent
  /// by itself: it is left out as a number, while one said with its parameter's name is still
  /// said to be that value.
  @Test(arguments: Surface.allCases)
  func aBareNumberIsSaidToBeLeftOutAsANumber(on surface: Surface) async throws {
    for (line, left) in [
      ("reorder my usual 3", "Reorder Last Order doesn't take a number, so I've left out “3”."),
      (
        "check my order in brew twenty five",
        "Check Order Status doesn't take a number, so I've left out “twenty five”."
      ),
      (
        "check my order in brew with two extra shots",
        "Check Order Status doesn't take extra shots, so I've left out “two extra shots”."
      ),
    ] {
      let reply = try await ConversationTesting.trailsAndBrew(surface).respond(to: line)
      #expect(reply.items.first == .dialog(left), "\(line)")
    }
  }

  @Test(arguments: Surface.allCases)
  func wordsForSomeoneWithAnUnknownNameAreSaidToBeLeftOut(on surface: Surface) async throws {
    let reply = try await ConversationTesting.trailsAndBrew(surface).respond(
      to: "order a mocha for my mom with brew")
    #expect(
      dialogs(reply).prefix(2) == [
        "I didn't understand “for my mom”, so I've left it out.", "What size?",
      ])
  }

  @Test(arguments: Surface.allCases)
  func wordsForSomeoneInAnAnswerAreSaidToBeLeftOut(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let replies = await conversation.replies(to: [
      "order a latte with brew", "large for my friend", "yes for my friend",
    ])
    let left = "I didn't understand “for my friend”, so I've left it out."
    #expect(dialogs(replies[1]) == [left, "Order a large Caffè Latte for $5.50?"])
    // A yes said with them is asked again: what is confirmed would not be what was asked.
    #expect(dialogs(replies[2]) == [left, "Order a large Caffè Latte for $5.50?"])
    #expect(replies[2].awaitsAnswer)
  }

  /// An answer's clause after "and" is said to be left out as a request's is; an item after
  /// "and" is said to be unknown.
  @Test(arguments: Surface.allCases)
  func aClauseAfterAndInAnAnswerIsSaidToBeLeftOut(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let replies = await conversation.replies(to: [
      "order a latte with brew", "large and remind me", "no", "order a latte with brew",
      "large, and a muffin",
    ])
    #expect(
      dialogs(replies[1]) == [
        "None of your apps does “remind me”, so I've left it out.",
        "Order a large Caffè Latte for $5.50?",
      ])
    #expect(
      dialogs(replies[4]) == [
        "I couldn't find a drink called “muffin”, so I've left it out.",
        "Order a large Caffè Latte for $5.50?",
      ])
  }

  /// A second value said after "and" in an answer was understood: it is asked about, as "large
  /// or medium" is, never said to be words not understood.
  @Test(arguments: Surface.allCases)
  func aSecondValueAfterAndInAnAnswerIsAskedAbout(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let replies = await conversation.replies(to: [
      "order a latte with brew", "medium and large", "large",
    ])
    #expect(!dialogs(replies[1]).contains { $0.hasPrefix("I didn't understand") })
    #expect(dialogs(replies[1]).first == "Sorry, “medium and large” fits more than one of them.")
    #expect(dialogs(replies[2]) == ["Order a large Caffè Latte for $5.50?"])
  }

  @Test(arguments: Surface.allCases)
  func aTimeSaidToAnIntentWithoutParametersIsSaidToBeLeftOut(on surface: Surface) async throws {
    let reply = try await ConversationTesting.trailsAndBrew(surface).respond(
      to: "check my order in brew tomorrow")
    #expect(
      reply.items.first
        == .dialog("Check Order Status doesn't take a time, so I've left out “tomorrow”."))
  }

  @Test(arguments: [
    "get the latest conditions for bear creek in trails",
    "get current conditions for bear creek in trails", "order my usual from brew",
    "add two extra shots to my latte in brew", "order a large latte for pickup at 8 with brew",
    "suggest some good hiking trails in trails",
  ])
  func everyWordUsedSaysNothingIsLeftOut(_ utterance: String) async throws {
    let reply = try await ConversationTesting.trailsAndBrew(.display).respond(to: utterance)
    #expect(!dialogs(reply).contains { $0.contains("left it out") || $0.contains("doesn't have") })
  }

  /// A clause after "and" that says a request of its own is said to be no app's to do, and
  /// its words give the request nothing: the "6" of "schedule a reminder for 6" is no text of
  /// the note, which is asked for. "and remind me in 5 days" of a number of days gives them.
  @Test(arguments: Surface.allCases)
  func aRequestOfItsOwnAfterAndGivesTheRequestNothing(on surface: Surface) async throws {
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([Notes.app]), surface)
    let reply = await conversation.respond(
      to: "create a note called vet in notes and schedule a reminder for 6")
    #expect(
      reply
        == asks(
          .dialog("None of your apps does “schedule a reminder for 6”, so I've left it out."),
          .dialog("What should it say?")))
    let created = await conversation.respond(to: "bring the cat")
    #expect(dialogs(created).last == "Created the note “vet” in Personal.")
  }
}

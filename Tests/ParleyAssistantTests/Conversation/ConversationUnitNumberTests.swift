import Testing

@testable import ParleyAssistant

/// A number parameter whose title names a unit ("Minutes", "Distance (km)") reads an amount
/// said in another unit of the same dimension and converts it, in a request and in an answer,
/// on both surfaces; an amount of another dimension is no value and is asked about.
@Suite struct ConversationUnitNumberTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([Snooze.app]), surface)
  }

  @Test(arguments: Surface.allCases)
  func anAmountInAnotherUnitInTheRequestIsConverted(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let requests = [
      ("set a sleep timer in snooze for 2 hours", "Playback will stop in 120 minutes."),
      ("set a sleep timer in snooze for an hour and a half", "Playback will stop in 90 minutes."),
      ("set a sleep timer in snooze for 1 hour 15 minutes", "Playback will stop in 75 minutes."),
      ("set a sleep timer in snooze for 45 minutes", "Playback will stop in 45 minutes."),
      ("set a sleep timer in snooze for 20", "Playback will stop in 20 minutes."),
      ("skip ahead 15 in snooze", "Skipped 15 seconds."),
      ("skip ahead 2 minutes in snooze", "Skipped 120 seconds."),
      ("skip ahead a minute and a half in snooze", "Skipped 90 seconds."),
      ("set a sleep timer in snooze for a quarter of an hour", "Playback will stop in 15 minutes."),
      ("doze for three quarters of an hour with snooze", "Dozing for 45 minutes."),
      ("doze for 1 hour 15 minutes with snooze", "Dozing for 75 minutes."),
      ("doze for 20 with snooze", "Dozing for 20 minutes."),
      ("log a ride with snooze of 3000 meters", "Logged a ride of 3 km."),
      ("log my night with snooze 450 minutes", "Logged 7.5 hours of sleep."),
    ]
    for (request, answer) in requests {
      let said = dialogs(await conversation.respond(to: request))
      #expect(said == [answer], "\(request)")
    }
  }

  @Test(arguments: Surface.allCases)
  func anAnswerInAnotherUnitIsConverted(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "set a sleep timer in snooze", "half an hour", "set a sleep timer in snooze", "1 hour",
      "log a ride with snooze", "2.5", "log my night with snooze", "seven and a half",
    ])
    #expect(dialogs(replies[0]) == ["How many minutes until playback stops?"])
    #expect(dialogs(replies[1]) == ["Playback will stop in 30 minutes."])
    #expect(dialogs(replies[3]) == ["Playback will stop in 60 minutes."])
    #expect(dialogs(replies[5]) == ["Logged a ride of 2.5 km."])
    #expect(dialogs(replies[7]) == ["Logged 7.5 hours of sleep."])
  }

  @Test(arguments: Surface.allCases)
  func anAmountOfAnotherKindIsNoValueAndIsAskedAbout(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "set a sleep timer in snooze for 5 km", "5 km", "25", "log a ride with snooze",
      "20 minutes", "4 miles",
    ])
    // Not taken, the distance is said to be left out, never dropped in silence.
    #expect(
      dialogs(replies[0]) == [
        "Set Sleep Timer doesn't take a distance, so I've left out “for 5 km”.",
        "How many minutes until playback stops?",
      ])
    #expect(
      dialogs(replies[1]) == [
        "Sorry, “5 km” isn't a duration, such as “10 minutes”.",
        "How many minutes until playback stops?",
      ])
    #expect(dialogs(replies[2]) == ["Playback will stop in 25 minutes."])
    #expect(
      dialogs(replies[4]) == [
        "Sorry, “20 minutes” isn't a length, such as “10 kilometers”.", "What's the distance (km)?",
      ])
    #expect(dialogs(replies[5]) == ["Logged a ride of 6.43736 km."])
  }

  @Test(arguments: Surface.allCases)
  func aConvertedAmountStillKeepsToTheRangeAndToWholeNumbers(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "set a sleep timer in snooze for 3 hours", "90 seconds", "an hour and a half",
    ])
    #expect(
      dialogs(replies[0]) == [
        "Sorry, the minutes have to be between 1 and 120.",
        "How many minutes until playback stops?",
      ])
    #expect(
      dialogs(replies[1]) == [
        "Sorry, the minutes have to be a whole number.", "How many minutes until playback stops?",
      ])
    #expect(dialogs(replies[2]) == ["Playback will stop in 90 minutes."])
  }
}

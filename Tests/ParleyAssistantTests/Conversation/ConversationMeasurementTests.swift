import Testing

@testable import ParleyAssistant

/// Measurement parameters are read with their units from the request and from answers, on both
/// surfaces: amounts said together add up, a bare number is in the default unit, a fixed unit
/// converts, and a number without a unit where one is needed is asked about again.
@Suite struct ConversationMeasurementTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([Workout.app]), surface)
  }

  @Test(arguments: Surface.allCases)
  func anAmountInTheRequestFillsTheParameterWithItsUnit(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let requests = [
      ("start a rest for 10 minutes in workout", "Resting for 10 minutes (600 seconds)."),
      ("start a rest in workout for an hour and a half", "Resting for 90 minutes (5400 seconds)."),
      ("start a rest in workout for 1 hour 30 minutes", "Resting for 90 minutes (5400 seconds)."),
      ("start a rest for half an hour in workout", "Resting for 30 minutes (1800 seconds)."),
      ("start a rest in workout for 45 secs", "Resting for 45 seconds (45 seconds)."),
    ]
    for (request, answer) in requests {
      #expect(dialogs(await conversation.respond(to: request)) == [answer], "\(request)")
    }
  }

  @Test(arguments: Surface.allCases)
  func aMissingAmountIsAskedForAndANumberWithoutItsUnitIsRefused(on surface: Surface)
    async throws
  {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "start a rest in workout", "5", "help", "five minutes",
    ])
    #expect(dialogs(replies[0]) == ["What's the duration?"])
    #expect(
      dialogs(replies[1]) == [
        "Sorry, I need a unit too, such as “10 minutes”.", "What's the duration?",
      ])
    #expect(
      dialogs(replies[2]).first == "Say a duration, such as “10 minutes”, or “cancel” to stop.")
    #expect(dialogs(replies[3]) == ["Resting for 5 minutes (300 seconds)."])
  }

  @Test(arguments: Surface.allCases)
  func aBareNumberIsInTheDefaultUnitAndAFixedUnitConverts(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "log a run with workout", "5", "log a run of 3 miles with workout in 1 hour",
    ])
    #expect(dialogs(replies[0]) == ["What's the distance?"])
    #expect(dialogs(replies[1]) == ["Logged 5 kilometers in 30 minutes."])
    #expect(dialogs(replies[2]) == ["Logged 3 miles in 60 minutes."])
  }

  @Test(arguments: Surface.allCases)
  func aTemperatureMayBeBelowZeroAndIsConverted(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "set the pool heater with workout", "-2", "set the pool heater to 80 fahrenheit with workout",
    ])
    #expect(dialogs(replies[1]) == ["Pool set to -2 degrees Celsius (-2 °C)."])
    #expect(dialogs(replies[2]) == ["Pool set to 80 degrees Fahrenheit (27 °C)."])
  }

  @Test(arguments: Surface.allCases)
  func aDistanceBelowZeroIsRefused(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: ["log a run with workout", "-3 km", "3 km"])
    #expect(
      dialogs(replies[1]) == ["Sorry, the distance can't be below zero.", "What's the distance?"])
    #expect(dialogs(replies[2]) == ["Logged 3 kilometers in 30 minutes."])
  }

  @Test(arguments: Surface.allCases)
  func anAmountOfAnotherKindIsNoValue(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "take a nap with workout for 5 km", "20", "log a run with workout", "45 minutes", "5km",
    ])
    // Not taken, the distance is said to be left out, never dropped in silence: logging a
    // workout takes one, taking a nap does not.
    #expect(
      dialogs(replies[0]) == [
        "Take Nap doesn't take a distance, so I've left out “for 5 km”.", "What's the length?",
      ])
    #expect(dialogs(replies[1]) == ["Napping for 20 minutes."])
    #expect(dialogs(replies[2]) == ["What's the distance?"])
    #expect(dialogs(replies[3]) == ["Okay, the time is 45 minutes.", "What's the distance?"])
    #expect(dialogs(replies[4]) == ["Logged 5 kilometers in 45 minutes."])
  }

  @Test(arguments: Surface.allCases)
  func aSwiftDurationAndADecimalAreRead(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "take a nap with workout for 20", "take a nap with workout for 2 hours",
      "pay the gym fee with workout", "12.35",
    ])
    #expect(dialogs(replies[0]) == ["Napping for 20 minutes."])
    #expect(dialogs(replies[1]) == ["Napping for 2 hours."])
    #expect(dialogs(replies[2]) == ["What's the amount?"])
    #expect(dialogs(replies[3]) == ["Paid 12.35 (1235 cents)."])
  }

  @Test(arguments: Surface.allCases)
  func anAmountOfMoneyIsReadWithItsCurrency(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "tip my trainer with workout 10 euros", "tip my trainer with workout", "$5.50",
      "tip my trainer with workout", "20 pounds", "500", "twelve",
    ])
    #expect(dialogs(replies[0]) == ["Tipped €10.00 (10 EUR)."])
    #expect(dialogs(replies[1]) == ["What's the tip?"])
    #expect(dialogs(replies[2]) == ["Tipped $5.50 (5.5 USD)."])
    #expect(dialogs(replies[4]) == ["Sorry, the tip has to be in USD or EUR.", "What's the tip?"])
    #expect(
      dialogs(replies[5]) == ["Sorry, the tip has to be between 1 and 100.", "What's the tip?"])
    #expect(dialogs(replies[6]) == ["Tipped $12.00 (12 USD)."])
  }

  @Test(arguments: Surface.allCases)
  func dateComponentsHoldTheDayAndTimeSaid(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "book a class with workout tomorrow at 6 pm", "book a class with workout", "at 8 am",
      "yes",
    ])
    #expect(dialogs(replies[0]) == ["Booked for 2026-11-22 at 18:0."])
    #expect(dialogs(replies[1]) == ["When should the start be?"])
    #expect(dialogs(replies[2]).last == "Tomorrow at 8 AM, or another time?")
    #expect(dialogs(replies[3]) == ["Booked for 2026-11-22 at 8:0."])
  }

  @Test(arguments: Surface.allCases)
  func aHugeAmountIsRefusedNotACrash(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "take a nap with workout for 1e300 hours", "1e999 minutes", "20 minutes",
      "tip my trainer with workout", "1e300 dollars", "cancel",
    ])
    #expect(dialogs(replies[0]) == ["Sorry, that number is too large.", "What's the length?"])
    #expect(dialogs(replies[1]) == ["Sorry, that number is too large.", "What's the length?"])
    #expect(dialogs(replies[2]) == ["Napping for 20 minutes."])
    #expect(dialogs(replies[4]) == ["Sorry, that number is too large.", "What's the tip?"])
  }

  @Test func helpForAnIntentSaysTheKindOfAmount() async throws {
    let conversation = try await conversation(.display)
    let reply = await conversation.respond(to: "/LogRun ?")
    guard case .snippet(let card) = reply.items.first else {
      Issue.record("no card in \(reply.items)")
      return
    }
    #expect(card.lines.contains("distance: Distance, a length"))
    #expect(card.lines.contains("time: Time, a duration; 30 minutes unless given"))
  }
}

import Testing

@testable import ParleyAssistant

/// A number said with a noun counts that noun: "3 sets" is no weight of 3 kg when no parameter
/// takes sets. A number said with the parameter's unit or title, or placed bare, is still its.
@Suite struct ConversationCountedNounTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([Spotter.app]), surface)
  }

  @Test(arguments: Surface.allCases)
  func aNumberOfANounNoParameterTakesIsNoValue(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "log 3 sets of squats in spotter", "80", "5",
    ])
    // The 3 is said to be left out, as a number no parameter took (the intent takes numbers,
    // so never as one it does not take), and the weight is asked for as if none were said.
    #expect(
      dialogs(replies[0]) == ["I didn't understand “3”, so I've left it out.", "How much weight?"])
    #expect(dialogs(replies[1]) == ["How many reps?"])
    #expect(dialogs(replies[2]) == ["Logged 5 reps of Squats at 80 kg."])
  }

  @Test(arguments: Surface.allCases)
  func aNumberWithItsUnitOrTitleOrPlacedBareIsStillTheParameters(on surface: Surface)
    async throws
  {
    let requests = [
      ("log 100 kg squats in spotter", ["How many reps?"]),
      ("log squats 100 kilos for 5 reps in spotter", ["Logged 5 reps of Squats at 100 kg."]),
      ("log 5 reps of deadlift at 120 in spotter", ["Logged 5 reps of Deadlift at 120 kg."]),
      ("log bench press 80 for 5 reps in spotter", ["Logged 5 reps of Bench Press at 80 kg."]),
      ("log a set of squats with spotter at 60 for 8 reps", ["Logged 8 reps of Squats at 60 kg."]),
      ("rest between sets with spotter for 2 minutes", ["Resting for 2 minutes."]),
      // "reps" is counted by the 5 before it: the 60 after it is the weight.
      ("log squats 5 reps at 60 in spotter", ["Logged 5 reps of Squats at 60 kg."]),
    ]
    for (request, said) in requests {
      let conversation = try await conversation(surface)
      let replied = dialogs(await conversation.respond(to: request))
      #expect(replied == said, "\(request)")
    }
  }
}

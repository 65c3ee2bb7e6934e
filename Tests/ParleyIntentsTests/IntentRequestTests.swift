import Testing

@testable import ParleyIntents

@Suite struct IntentRequestTests {
  @Test func requestValueReturnsTheAnswer() async throws {
    let intent = EveryKindIntent()
    _ = intentParameters(of: intent)
    let handler = ScriptedRequestHandler()
    handler.value = "Ada"
    let answer = try await IntentRequestContext.$handler.withValue(handler) {
      try await intent.$name.requestValue("Who?")
    }
    #expect(answer == "Ada")
    #expect(handler.asked == ["value name: Who?"])
  }

  @Test func requestValueRejectsAnAnswerOfTheWrongType() async throws {
    let intent = EveryKindIntent()
    _ = intentParameters(of: intent)
    let handler = ScriptedRequestHandler()
    handler.value = "many"
    let error = await #expect(throws: IntentValueError.self) {
      try await IntentRequestContext.$handler.withValue(handler) {
        try await intent.$copyCount.requestValue()
      }
    }
    #expect(
      error?.message
        == "The value 'many' (String) does not fit the parameter 'copyCount', which takes Int.")
  }

  @Test func requestDisambiguationReturnsThePick() async throws {
    let intent = ReadBook()
    _ = intentParameters(of: intent)
    let handler = ScriptedRequestHandler()
    let pick = try await IntentRequestContext.$handler.withValue(handler) {
      try await intent.$book.requestDisambiguation(among: BookEntity.all, dialog: "Which one?")
    }
    #expect(pick.title == "Ulysses")
    #expect(handler.asked == ["choice book among Dune, Emma, Ulysses: Which one?"])
  }

  @Test func requestConfirmationForAValueReturnsTheAnswer() async throws {
    let intent = ReadBook()
    _ = intentParameters(of: intent)
    let handler = ScriptedRequestHandler()
    handler.confirms = false
    let confirmed = try await IntentRequestContext.$handler.withValue(handler) {
      try await intent.$format.requestConfirmation(for: .audio, dialog: "Audio?")
    }
    #expect(!confirmed)
    #expect(handler.confirmations.first?.value as? ReadingFormat == .audio)
  }

  @Test func intentConfirmationsReturnOnYesAndThrowOnNo() async throws {
    let intent = ReadBook()
    let handler = ScriptedRequestHandler()
    try await IntentRequestContext.$handler.withValue(handler) {
      try await intent.requestConfirmation()
      try await intent.requestConfirmation(
        result: .result(dialog: "Sure?", view: TextSnippet(lines: ["x"])),
        confirmationActionName: .buy)
      try await intent.requestConfirmation(actionName: .send, dialog: "Send it?")
      try await intent.requestConfirmation(conditions: .lowConfidenceSource, dialog: "Really?") {
        TextSnippet(title: "Card", lines: [])
      }
    }
    #expect(
      handler.asked == [
        "confirm -: -", "confirm -: Sure?", "confirm -: Send it?", "confirm -: Really?",
      ])
    #expect(
      handler.confirmations.map(\.actionName.acceptLabel) == [
        "Continue", "Buy", "Send", "Continue",
      ])
    #expect(handler.confirmations.map { $0.snippet?.snippetLines } == [nil, ["x"], nil, []])
    handler.confirms = false
    let error = await #expect(throws: ConfirmationDeclinedError.self) {
      try await IntentRequestContext.$handler.withValue(handler) {
        try await intent.requestConfirmation()
      }
    }
    #expect(error?.message == "The request was cancelled.")
  }

  @Test func requestsWithoutAConversationThrowAClearError() async throws {
    let intent = ReadBook()
    let error = await #expect(throws: IntentRequestUnavailableError.self) {
      try await intent.requestConfirmation()
    }
    #expect(
      error?.message
        == "The intent asked the user a question, but it is not running in a conversation that can ask."
    )
  }
}

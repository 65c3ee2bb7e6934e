import Testing

@testable import ParleyIntents

@Suite struct ResolutionTests {
  @Test func needsValueErrorNamesTheParameterAndDialog() async throws {
    let intent = ReadBook()
    intent.book = BookEntity.all[0]
    let parameters = intentParameters(of: intent)
    let error = await #expect(throws: ParameterResolutionError.self) {
      try await intent.perform()
    }
    let resolution = try #require(error)
    #expect(resolution.parameter === parameters[1])
    #expect(resolution.parameter.name == "format")
    #expect(resolution.dialog?.fullText == "Paper or audio?")
    guard case .value = resolution.kind else {
      Issue.record("Expected a value request, got \(resolution.kind)")
      return
    }
    #expect(resolution.description == "The intent needs a value for 'format'.")
  }

  @Test func performsOnceTheValueIsSet() async throws {
    let intent = ReadBook()
    intent.book = BookEntity.all[0]
    try intentParameters(of: intent)[1].setAnyValue(ReadingFormat.audio)
    let parts = resultParts(of: try await intent.perform())
    #expect(parts.dialog?.fullText == "Reading Dune as Audiobook.")
  }

  @Test func needsDisambiguationErrorCarriesTheCandidates() throws {
    let intent = ReadBook()
    _ = intentParameters(of: intent)
    let error = intent.$book.needsDisambiguationError(
      among: Array(BookEntity.all.prefix(2)), dialog: "Which book?")
    let resolution = try #require(error as? ParameterResolutionError)
    guard case .disambiguation(let among) = resolution.kind else {
      Issue.record("Expected a disambiguation, got \(resolution.kind)")
      return
    }
    #expect(among.map { displayText(of: $0) } == ["Dune", "Emma"])
    #expect(resolution.dialog?.fullText == "Which book?")
    #expect(
      resolution.description == "The intent needs a choice for 'book' among 2 options.")
  }

  @Test func needsConfirmationErrorConfirmsTheGivenOrCurrentValue() throws {
    let intent = ReadBook()
    _ = intentParameters(of: intent)
    intent.format = .paper
    let given = try #require(
      intent.$format.needsConfirmationError(for: .audio, dialog: "Audio?")
        as? ParameterResolutionError)
    let current = try #require(intent.$format.needsConfirmationError() as? ParameterResolutionError)
    guard case .confirmation(let givenValue) = given.kind,
      case .confirmation(let currentValue) = current.kind
    else {
      Issue.record("Expected confirmations")
      return
    }
    #expect(givenValue as? ReadingFormat == .audio)
    #expect(currentValue as? ReadingFormat == .paper)
    #expect(given.dialog?.fullText == "Audio?")
    #expect(current.dialog == nil)
    #expect(current.description == "The intent needs the value of 'format' confirmed.")
  }

  @Test func needsValueErrorWithoutDialogLeavesTheDefaultToTheConversation() throws {
    let intent = EveryKindIntent()
    _ = intentParameters(of: intent)
    let resolution = try #require(intent.$name.needsValueError() as? ParameterResolutionError)
    #expect(resolution.dialog == nil)
    #expect(resolution.parameter.requestValueDialog?.fullText == "What name?")
  }
}

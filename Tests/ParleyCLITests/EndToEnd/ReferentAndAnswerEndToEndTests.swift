import Testing

/// Piped into `parley chat --speaker` as a user runs it: "it" names what was just shown though
/// another intent or a name the app lacks would read it otherwise.
@Suite struct ReferentAndAnswerEndToEndTests {
  @Test func itNamesWhatWasJustShown() async throws {
    let result = try await Sandbox().chat(
      "get conditions for alpine loop in trails", "open it", "show my groceries note in notes",
      "move it to the office folder", "travel", arguments: ["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "The conditions for Alpine Loop are: Open. Twenty centimetres of fresh snow, groomed "
              + "for skiing this morning.",
            "To open Alpine Loop in Trails, continue on your iPhone.",
            "Your note “Groceries” says: Milk, eggs, bread and apples.",
            "Notes doesn't have “office”, so I've left it out.",
            "Which folder should it go in?", "Travel or Recipes?",
            "Moved “Groceries” to Travel.")))
  }
}

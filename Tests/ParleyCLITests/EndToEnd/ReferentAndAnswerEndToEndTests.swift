import Testing

/// Piped into `parley chat --speaker` as a user runs it: "it" names what was just shown though
/// another intent or a name the app lacks would read it otherwise; a title said while the text
/// is asked corrects it, and a request is no place; a part of a line no app does is said to be
/// left out, and gives the request nothing.
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

  @Test func aCorrectionOrARequestIsNoFreeTextAnswer() async throws {
    let result = try await Sandbox().chat(
      "write a note in notes", "it's called errands", "sorry, call it weekend errands",
      "pick up the dry cleaning", "suggest hiking trails in trails", "book us a cabin there",
      "boulder", arguments: ["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "What should the note be called?", "What should it say?",
            "Okay, the title is weekend errands.", "What should it say?",
            "Created the note “weekend errands” in Personal.",
            "Where would you like to go?", "Sorry, I didn't understand that.",
            "Where would you like to go?",
            "Here are 3 hiking trails near Boulder, Colorado: Bear Creek Trail, Mesa Trail, "
              + "Royal Arch.")))
  }

  @Test func aPartNoAppDoesIsSaidToBeLeftOut() async throws {
    for arguments in [["chat", "--speaker"], ["chat", "--no-color"]] {
      let result = try await Sandbox().chat(
        "create a note called vet in notes and schedule a reminder for 6", "bring the cat",
        arguments: arguments)
      #expect(result.status == 0)
      #expect(
        result.stdout.contains(
          "None of your apps does “schedule a reminder for 6”, so I've left it out.\n"
            + "What should it say?\n"), "\(result)")
      #expect(result.stdout.contains("Created the note “vet” in Personal.\n"), "\(result)")
    }
  }
}

import FlashcardsApp
import ParleyAssistant
import Testing

/// A question said while another question waits is answered aside, and the question waiting
/// asked again: one about the request's options, also after an aside ("hang on, …"); one the
/// app in focus answers, also at a confirmation; a request to say the question again.
@Suite struct ConversationAsideQuestionTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    try await ConversationTesting.trailsAndBrew(surface)
  }

  @Test(
    arguments: Surface.allCases,
    ["hang on, what sizes do you have?", "wait, what sizes are there?"])
  func theOptionsAreAnsweredAfterAnAside(on surface: Surface, said: String) async throws {
    let replies = try await conversation(surface).replies(to: ["order a latte with brew", said])
    #expect(replies[1].outcome == nil)
    #expect(
      dialogs(replies[1]).first
        == "Brew has these sizes: Small (also Tall or Short), Medium (also Grande or Regular), and Large (also Venti or Big)."
    )
    #expect(dialogs(replies[1]).contains("What size?"))
  }

  @Test(arguments: ["what was that again?", "Sorry, what?", "what was that"])
  func theConfirmationIsSaidAgain(said: String) async throws {
    let replies = try await conversation(.speaker).replies(to: [
      "order a medium latte with brew", said,
    ])
    #expect(
      replies[1]
        == Reply(items: [.dialog("Order a medium Caffè Latte for $5.00?")], outcome: nil))
  }

  /// "what are my favorites?" at "Remove Alpine Loop from your favorites?" shows them, then
  /// asks again; "no" then keeps the trail.
  @Test func aQuestionOfTheAppInFocusIsAnsweredAtAConfirmation() async throws {
    let conversation = try await conversation(.display)
    let replies = await conversation.replies(to: [
      "remove alpine loop from my favorites in trails", "what are my favorites?", "no",
    ])
    #expect(replies[1].outcome == nil)
    #expect(replies[1].items.contains { "\($0)".contains("Cedar Falls") }, "\(replies[1])")
    #expect(dialogs(replies[1]).last == "Remove Alpine Loop from your favorites?")
    #expect(replies[2] == ends(.cancelled, .dialog("Okay, cancelled.")))
  }

  /// A question that says another app's words is no side request of the app in focus.
  @Test func aQuestionOfNoPhraseIsStillNoAnswer() async throws {
    let replies = try await conversation(.display).replies(to: [
      "remove alpine loop from my favorites in trails", "what is the meaning of life?",
    ])
    #expect(dialogs(replies[1]).last == "Remove Alpine Loop from your favorites?")
    #expect(dialogs(replies[1]).first?.hasPrefix("Sorry") == true)
  }

  /// A question that names the options' kind and none of them lists the options, though its
  /// words touch a request of the app ("what's in ${folder}"), and the reset waiting goes on.
  @Test(
    arguments: Surface.allCases, ["what folders do I have?", "which folders do I have?"])
  func aQuestionOfTheOptionsKindListsThem(on surface: Surface, said: String) async throws {
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([Flashcards.app]), surface)
    let replies = await conversation.replies(to: ["reset cards in flashcards", said, "spanish"])
    #expect(replies[1].outcome == nil)
    #expect(
      dialogs(replies[1]).first
        == "Flashcards suggests these folders: Japanese, Spanish, and Biology.")
    #expect(dialogs(replies[1]).contains("Which folder's cards should I reset?"))
    #expect(dialogs(replies[2]).first == "Reset the 3 cards in Spanish?")
  }

  /// Right after an intent performed, a question that names the kind of one of its values and
  /// none of them is answered from what the app declares: "what other folders are there?"
  /// after the cards in Biology lists the folders besides Biology, with no question asked.
  @Test(
    arguments: Surface.allCases,
    [
      [
        "what other folders are there?",
        "Besides Biology, Flashcards suggests these folders: Japanese and Spanish.",
      ],
      [
        "what folders do I have?",
        "Flashcards suggests these folders: Japanese, Spanish, and Biology.",
      ],
    ])
  func aQuestionAboutTheValuesOfWhatWasDoneIsAnswered(on surface: Surface, lines: [String])
    async throws
  {
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([Flashcards.app]), surface)
    let replies = await conversation.replies(to: ["what's in biology in flashcards", lines[0]])
    #expect(replies[1] == Reply(items: [.dialog(lines[1])], outcome: .completed))
  }

  /// A question that names an option is still a request when an app's phrase asks it: "what's
  /// in spanish?" shows the Spanish cards, then the question waiting is asked again.
  @Test func aQuestionNamingAnOptionIsTheAppsRequest() async throws {
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([Flashcards.app]), .display)
    let replies = await conversation.replies(to: [
      "reset cards in flashcards", "what's in spanish?",
    ])
    #expect(replies[1].outcome == nil)
    #expect(dialogs(replies[1]).first == "Here are the cards in Spanish.")
    #expect(dialogs(replies[1]).contains("Which folder's cards should I reset?"))
  }
}

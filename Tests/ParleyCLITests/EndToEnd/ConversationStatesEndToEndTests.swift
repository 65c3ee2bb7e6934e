import Testing

/// How `parley chat` reads each line in its state, piped in as a person types on a display and
/// as a speaker hears it: a side request or question and back to the question, questions about
/// the question, "cancel that" after an order (and `:why` after it), and several requests in
/// one line.
@Suite struct ConversationStatesEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func aQuestionAsideAtANoteTitleIsNoTitleOnASpeaker() async throws {
    let result = try await sandbox.chat(
      "create a note in notes", "hang on, is my coffee ready?", "shopping list", "eggs",
      arguments: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "What should the note be called?", "You haven't ordered anything yet.",
            "What should the note be called?", "What should it say?",
            "Created the note “shopping list” in Personal.")))
  }

  @Test func aQuestionAsideAtANoteTitleIsNoTitleOnADisplay() async throws {
    let result = try await sandbox.chat(
      "create a note in notes", "hang on, is my coffee ready?", "shopping list", "eggs")
    #expect(
      result.stdout.hasPrefix(
        """
        › create a note in notes
        What should the note be called?
        › hang on, is my coffee ready?
        You haven't ordered anything yet.
        What should the note be called?
        › shopping list
        What should it say?
        › eggs

        """), "\(result)")
    #expect(result.stdout.hasSuffix("Created the note “shopping list” in Personal.\n"))
  }

  @Test func questionsAboutTheSizesAreAnsweredAndTheSizeAskedAgainOnASpeaker() async throws {
    let result = try await sandbox.chat(
      "order a latte with brew", "what sizes do you have?", "how big is a large?", "large",
      "no", arguments: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "What size?", "Small, Medium, or Large?",
            "Brew has these sizes: Small (also Tall or Short), Medium (also Grande or Regular), "
              + "and Large (also Venti or Big).",
            "What size?", "Large is also called Venti or Big. Brew says nothing more about it.",
            "What size?", "Small, Medium, or Large?", "Order a large Caffè Latte for $5.50?",
            "Okay, cancelled.")))
  }

  @Test func cancelThatAfterAnOrderCancelsItOnceConfirmed() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let result = try await sandbox.chat(
        "order a flat white with brew", "large", "yes", "cancel that", "yes", arguments: surface)
      // The sandbox keeps the orders of the first run: the number is not checked.
      let lines = result.stdout.split(separator: "\n")
      #expect(
        lines.contains {
          $0.hasPrefix("Cancel order ") && $0.hasSuffix(", a large Flat White for $5.25?")
        }, "\(result)")
      #expect(lines.last?.hasPrefix("Cancelled order ") == true, "\(result)")
    }
  }

  @Test func cancelThatWhereTheAppDeclaresNoUndoSaysPlainlyItCannot() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let result = try await sandbox.chat(
        "order a bowl of tomato soup from soup shop", "yes", "cancel that", arguments: surface)
      // A display wraps the sentence at its width.
      #expect(result.stdout.contains("Sorry, I can't undo “Order Soup” from here."), "\(result)")
      #expect(!result.stdout.hasSuffix("Okay.\n"), "\(result)")
    }
  }

  @Test func whyAfterCancelThatSaysWhatItAskedToTakeBack() async throws {
    let declared = try await sandbox.chat(
      "order a flat white with brew", "large", "yes", "cancel that", "no", ":why")
    #expect(
      declared.stdout.hasSuffix(
        """
        › :why
        “cancel that” asked to take back the last change, Brew.OrderCoffee, through \
        Brew.CancelOrder. It matched no request.

        """), "\(declared)")
    let undeclared = try await sandbox.chat(
      "order a bowl of tomato soup from soup shop", "yes", "cancel that", ":why")
    #expect(
      undeclared.stdout.hasSuffix(
        """
        “cancel that” asked to take back the last change, Soup Shop.OrderSoup, which its app \
        declares no way to undo. It matched no request.

        """), "\(undeclared)")
    let nothing = try await sandbox.chat("undo", ":why")
    #expect(
      nothing.stdout.hasSuffix(
        "“undo” asked to take back the last change and found none it could. It matched no request.\n"
      ), "\(nothing)")
  }

  @Test func twoRequestsInOneLineAreCarriedOutInOrderOnASpeaker() async throws {
    let result = try await sandbox.chat(
      "order a large latte with brew", "yes",
      "reorder my last coffee with brew and get conditions for bear creek", "yes",
      arguments: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "Order a large Caffè Latte for $5.50?",
            "Order 1 is in: a large Caffè Latte for $5.50, ready at 9:05 AM.",
            "Order a large Caffè Latte again for $5.50?",
            "Order 2 is in: a large Caffè Latte for $5.50, ready at 9:05 AM.",
            "The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light "
              + "traffic.")))
  }

  @Test func twoRequestsInOneLineAreCarriedOutInOrderOnADisplay() async throws {
    let result = try await sandbox.chat(
      "order a large latte with brew", "yes",
      "reorder my last coffee with brew and get conditions for bear creek", "yes")
    let reorder = try #require(result.stdout.range(of: "Order a large Caffè Latte again"))
    let trail = try #require(result.stdout.range(of: "Here's the latest information on Bear Creek"))
    #expect(reorder.upperBound < trail.lowerBound, "\(result)")
  }

  @Test func twoItemsForAnIntentThatTakesOneRunItTwiceUnderOneConfirmationOnADisplay()
    async throws
  {
    let result = try await sandbox.chat(
      "order two lattes and a small mocha with brew", "large", "yes")
    #expect(result.stdout.contains("I'll do “a small mocha” after this one.\n"), "\(result)")
    // A display wraps the question at its width.
    #expect(
      result.stdout.contains("Order 2 large Caffè Lattes for $11.00 and a small Caffè Mocha"),
      "\(result)")
    #expect(!result.stdout.contains("Order a small Caffè Mocha for $4.75?"), "\(result)")
    #expect(result.stdout.contains("2 × Caffè Latte, large · $11.00"), "\(result)")
    #expect(result.stdout.contains("1 × Caffè Mocha, small · $4.75"), "\(result)")
  }
}

import Testing

/// Whole conversations piped into `parley chat`, on a display and on a speaker.
@Suite struct DialogEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func requestWithASnippetShowsTheCardAndTheSupportingTextOnADisplay() async throws {
    let result = try await sandbox.chat("get conditions for bear creek in trails")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › get conditions for bear creek in trails
            \(TrailsOutput.bearCreekCard)

            """))
  }

  @Test func requestWithASnippetSaysOnlyTheFullTextOnASpeaker() async throws {
    let result = try await sandbox.chat(
      "get conditions for bear creek in trails", arguments: ["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "The conditions for Bear Creek Trail are: Open. The trail is dry and firm, "
              + "with light traffic.")))
  }

  @Test(arguments: [["chat"], ["chat", "--speaker"]])
  func aSearchThatFindsNothingSaysSoWithoutAnEmptyCard(arguments: [String]) async throws {
    let result = try await sandbox.chat(
      "suggest equestrian trails near moab in trails", arguments: arguments)
    let prompt =
      arguments.contains("--speaker") ? "" : "› suggest equestrian trails near moab in trails\n"
    #expect(
      result
        == ParleyResult(
          stdout: prompt + "There are no equestrian trails near Moab, Utah.\n"))
  }

  @Test func aConfirmationTakesChangesAndSaysWhatItCanTakeOnADisplay() async throws {
    let result = try await sandbox.chat(
      "order a large latte with brew", "make it iced", "can i pick it up at 5", "by card please",
      "no")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › order a large latte with brew
            Order a large Caffè Latte for $5.50?
            › make it iced
            Sorry, “iced” isn't a drink or a size.
            Order a large Caffè Latte for $5.50?
            › can i pick it up at 5
            Order a large Caffè Latte for $5.50, to pick up at 5:00 PM?
            › by card please
            Sorry, I can't take that as an answer. You can say yes or no, or change
            the drink, the size, the quantity, the pickup time, or the extra shots.
            Order a large Caffè Latte for $5.50, to pick up at 5:00 PM?
            › no
            Okay, cancelled.

            """))
  }

  @Test func aConfirmationTakesChangesAndSaysWhatItCanTakeOnASpeaker() async throws {
    let result = try await sandbox.chat(
      "order a large latte with brew", "make it iced", "can i pick it up at 5", "by card please",
      "no", arguments: ["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "Order a large Caffè Latte for $5.50?",
            "Sorry, “iced” isn't a drink or a size.",
            "Order a large Caffè Latte for $5.50?",
            "Order a large Caffè Latte for $5.50, to pick up at 5:00 PM?",
            "Sorry, I can't take that as an answer. You can say yes or no, or change the drink, "
              + "the size, the quantity, the pickup time, or the extra shots.",
            "Order a large Caffè Latte for $5.50, to pick up at 5:00 PM?",
            "Okay, cancelled.")))
  }

  @Test func missingValueIsAskedAndAnswered() async throws {
    let result = try await sandbox.chat("get trail conditions with trails", "cedar falls")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › get trail conditions with trails
            Which trail?
              1. Bear Creek Trail
              2. Cedar Falls
              3. Alpine Loop
            Or name another trail.
            › cedar falls
            ╭─ Cedar Falls ───────────────────────────────────────╮
            │ Springfield, Oregon                                 │
            │ 6.4 km · hiking                                     │
            │ Open. Muddy near the falls after last night's rain. │
            ╰─────────────────────────────────────────────────────╯
            Here's the latest information on Cedar Falls.

            """))
  }

  @Test(arguments: ["1", "oregon", "Springfield, Oregon"])
  func ambiguousLocationIsChosenOnADisplay(answer: String) async throws {
    let result = try await sandbox.chat("suggest hiking trails in trails", "springfield", answer)
    #expect(
      result
        == ParleyResult(
          stdout: """
            › suggest hiking trails in trails
            Where would you like to go?
            › springfield
            Multiple locations match springfield. Which one did you mean?
              1. Springfield, Oregon
              2. Springfield, Missouri
            › \(answer)
            ╭─ Hiking near Springfield, Oregon ──────────╮
            │ Cedar Falls · 6.4 km · Springfield, Oregon │
            ╰────────────────────────────────────────────╯
            Here are hiking trails near Springfield, Oregon.

            """))
  }

  @Test(arguments: ["2", "missouri"])
  func ambiguousLocationIsReadOutAndChosenOnASpeaker(answer: String) async throws {
    let result = try await sandbox.chat(
      "suggest hiking trails in trails", "springfield", answer, arguments: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            Where would you like to go?
            Multiple locations match springfield. Which one did you mean?
            Springfield, Oregon or Springfield, Missouri?
            Here are 2 hiking trails near Springfield, Missouri: Riverbend Trail, Ozark Hollow.

            """))
  }

  @Test func confirmationAccepted() async throws {
    let result = try await sandbox.chat(
      "remove bear creek from my favorites in trails", "yes", "open favorites in trails")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › remove bear creek from my favorites in trails
            Remove Bear Creek Trail from your favorites?
            › yes
            Removed Bear Creek Trail from your favorites.
            › open favorites in trails
            ╭─ Favorites ────────────────────────────────╮
            │ Cedar Falls · 6.4 km · Springfield, Oregon │
            │ Alpine Loop · 15.2 km · Banff, Alberta     │
            ╰────────────────────────────────────────────╯
            Opening Trails…

            """))
  }

  @Test func confirmationDeclinedKeepsTheFavorite() async throws {
    let result = try await sandbox.chat(
      "remove cedar falls from my favorites in trails", "no", "open favorites in trails",
      arguments: ["--speaker", "--unlocked"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            Remove Cedar Falls from your favorites?
            Okay, cancelled.
            Favorites. Bear Creek Trail, 12.9 km, Boulder, Colorado. Cedar Falls, 6.4 km, \
            Springfield, Oregon. Alpine Loop, 15.2 km, Banff, Alberta.
            To open Trails, continue on your iPhone.

            """))
  }

  @Test func speakerRefusesAnIntentThatNeedsAuthenticationUntilUnlocked() async throws {
    let result = try await sandbox.chat(
      "remove cedar falls from my favorites in trails", arguments: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "You'll need to unlock your device first to do that with Trails.")))
  }

  @Test func displayAsksForThePasscodeWithoutShowingIt() async throws {
    let result = try await sandbox.chat(
      "remove cedar falls from my favorites in trails", "4321", "yes",
      arguments: ["--passcode", "4321"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            › remove cedar falls from my favorites in trails
            Trails needs you to unlock first. What's your passcode?
            › ••••
            Remove Cedar Falls from your favorites?
            › yes
            Removed Cedar Falls from your favorites.

            """))
  }

  @Test(arguments: ["cancel", "never mind", "stop"])
  func cancelInTheMiddleLeavesTheDialog(word: String) async throws {
    let result = try await sandbox.chat(
      "suggest trails in trails", "boulder", word, "get conditions for royal arch in trails",
      arguments: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            Where would you like to go?
            What would you like to do?
            Biking, Equestrian, Hiking, Jogging, Cross-Country Skiing, or one other?
            Okay, cancelled.
            The conditions for Royal Arch are: Closed. Crews are clearing a rockfall.

            """))
  }

  @Test func unknownRequestIsNotUnderstood() async throws {
    let display = try await sandbox.chat("play some jazz")
    #expect(
      display
        == ParleyResult(
          stdout: """
            › play some jazz
            Sorry, I didn't understand “play some jazz”. Type :phrases to see what
            you can say.

            """))
    let speaker = try await sandbox.chat("play some jazz", arguments: ["--speaker"])
    #expect(speaker == ParleyResult(stdout: "Sorry, I didn't understand that.\n"))
  }

  @Test func endOfInputDuringAQuestionEndsTheDialogAndTheSession() async throws {
    let display = try await sandbox.chat("get trail conditions with trails")
    #expect(
      display
        == ParleyResult(
          stdout: """
            › get trail conditions with trails
            Which trail?
              1. Bear Creek Trail
              2. Cedar Falls
              3. Alpine Loop
            Or name another trail.
            Okay, cancelled.

            """))
    let speaker = try await sandbox.chat(
      "suggest trails in trails", "banff", arguments: ["--speaker"])
    #expect(
      speaker
        == ParleyResult(
          stdout: """
            Where would you like to go?
            What would you like to do?
            Biking, Equestrian, Hiking, Jogging, Cross-Country Skiing, or one other?
            Okay, cancelled.

            """))
  }

  @Test func aNumberInAnotherAppsRequestPicksNoChoiceOnADisplay() async throws {
    let result = try await sandbox.chat(
      "change a setting in flashcards", "2", "order two large lattes with brew", "shuffled", "no")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › change a setting in flashcards
            Which setting? The daily goal or the card order?
              1. Daily Goal
              2. Card Order
            › 2
            Should cards come in order or shuffled?
              1. In Order
              2. Shuffled
            › order two large lattes with brew
            I'll do “order two large lattes with brew” after this one.
            Should cards come in order or shuffled?
              1. In Order
              2. Shuffled
            › shuffled
            Cards now come shuffled.
            Order 2 large Caffè Lattes for $11.00?
            › no
            Okay, cancelled.

            """))
  }

  @Test func aNumberInAnotherAppsRequestPicksNoChoiceOnASpeaker() async throws {
    let result = try await sandbox.chat(
      "change a setting in flashcards", "2", "order two lattes and a small mocha with brew",
      "in order", arguments: ["chat", "--speaker"])
    #expect(
      result.stdout.hasPrefix(
        ParleyResult.lines(
          "Which setting? The daily goal or the card order?",
          "Should cards come in order or shuffled?",
          "I'll do “order two lattes and a small mocha with brew” after this one.",
          "Should cards come in order or shuffled?")))
    #expect(!result.stdout.contains("Cards now come shuffled"), "\(result.stdout)")
    #expect(
      result.stdout.contains(
        "Cards now come in order.\nI'll do “a small mocha” after this one.\nWhat size?"),
      "\(result.stdout)")
  }

  @Test func correctionsWithoutTheAppNameChangeTheOrderOnADisplay() async throws {
    let result = try await sandbox.chat(
      "order a latte with brew", "actually make it a cappuccino", "small", "make it two", "yes")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › order a latte with brew
            What size?
              1. Small
              2. Medium
              3. Large
            › actually make it a cappuccino
            Okay, the drink is Cappuccino.
            What size?
              1. Small
              2. Medium
              3. Large
            › small
            Order a small Cappuccino for $4.25?
            › make it two
            Order 2 small Cappuccinos for $8.50?
            › yes
            ╭─ Order 1 ─────────────────────╮
            │ 2 × Cappuccino, small · $8.50 │
            │ Total · $8.50                 │
            │ Ready at 9:07 AM              │
            ╰───────────────────────────────╯
            Here's your receipt.

            """))
  }

  @Test func correctionsWithoutTheAppNameChangeTheOrderOnASpeaker() async throws {
    let result = try await sandbox.chat(
      "order a small latte with brew", "no, a large", "change it to oat milk", "yes",
      arguments: ["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "Order a small Caffè Latte for $4.50?", "Order a large Caffè Latte for $5.50?",
            "Sorry, “oat milk” isn't a drink or a size.",
            "Order a large Caffè Latte for $5.50?",
            "Order 1 is in: a large Caffè Latte for $5.50, ready at 9:05 AM.")))
  }

  @Test func aCorrectionWhileAValueIsAskedIsAcknowledgedOnASpeaker() async throws {
    let result = try await sandbox.chat(
      "order a latte with brew", "no, two cappuccinos", "large",
      arguments: ["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "What size?", "Small, Medium, or Large?",
            "Okay, the drink is Cappuccino and the quantity is 2.", "What size?",
            "Small, Medium, or Large?", "Order 2 large Cappuccinos for $10.50?",
            "Okay, cancelled.")))
  }

  @Test func helpWhileAQuestionWaitsSaysHowToAnswerItOnBothSurfaces() async throws {
    let lines = ["order lobster bisque from soup shop", "help", "a cup", "help", "cancel"]
    let display = try await sandbox.run(
      ["chat", "--app", "Soup Shop", "--now", "2026-11-21T09:00:00Z"],
      input: lines.map { $0 + "\n" }.joined())
    #expect(
      display
        == ParleyResult(
          stdout: """
            › order lobster bisque from soup shop
            What size?
              1. Cup
              2. Bowl
              3. Large Bowl
            › help
            Say one of the options by its name or its number, or “cancel” to stop.
            What size?
              1. Cup
              2. Bowl
              3. Large Bowl
            › a cup
            How many soups?
            › help
            Say a whole number, such as 2, or “cancel” to stop.
            How many soups?
            › cancel
            Okay, cancelled.

            """))
    let speaker = try await sandbox.run(
      ["chat", "--speaker", "--app", "Soup Shop", "--now", "2026-11-21T09:00:00Z"],
      input: lines.map { $0 + "\n" }.joined())
    #expect(
      speaker
        == ParleyResult(
          stdout: ParleyResult.lines(
            "What size?", "Cup, Bowl, or Large Bowl?",
            "Say one of the options by its name, or “cancel” to stop.", "What size?",
            "Cup, Bowl, or Large Bowl?", "How many soups?",
            "Say a whole number, such as 2, or “cancel” to stop.", "How many soups?",
            "Okay, cancelled.")))
  }

  @Test func helpOnASpeakerReadsOnePhraseAnApp() async throws {
    let result = try await sandbox.chat("help", arguments: ["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "You can say things like “Open Favorites in Trails”, “Order a Flat White with Brew”, "
              + "“Get cards from Japanese in Flashcards”, “Find notes about Trip to Lisbon in "
              + "Notes”, or “Order soup from Soup Shop”. For more, ask “What can I do with "
              + "Trails?”")))
  }

  @Test func helpWhileThePasscodeIsAskedSaysWhatToType() async throws {
    let result = try await sandbox.chat(
      "pay for my order in soup shop", "help", "4321", "no",
      arguments: ["chat", "--app", "Soup Shop", "--passcode", "4321"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            › pay for my order in soup shop
            Soup Shop needs you to unlock first. What's your passcode?
            › ••••
            Type your device's passcode, or “cancel” to stop.
            › ••••
            Pay $7.50 for order 1?
            › no
            Okay, cancelled.

            """))
  }
}

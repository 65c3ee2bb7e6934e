import Foundation
import Testing

/// Words a request says that nothing of it takes are said to be left out, on a display and on
/// a speaker, and ordinary requests say nothing of the kind.
@Suite struct LeftOutWordsEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  private static let surfaces = [["chat"], ["chat", "--speaker"]]

  @Test func aWordBeforeAWordOfThePhraseIsSaidToBeLeftOut() async throws {
    for surface in Self.surfaces {
      let conditions = try await sandbox.chat(
        "get muddy conditions for bear creek in trails", arguments: surface)
      #expect(conditions.stdout.contains("Trails doesn't have “muddy”, so I've left it out.\n"))
      #expect(conditions.stdout.contains("Bear Creek Trail"))
      let note = try await sandbox.chat(
        "create a short note called errands in notes", "post office",
        arguments: surface + ["--fresh"])
      #expect(note.stdout.contains("Notes doesn't have “short”, so I've left it out.\n"))
      #expect(note.stdout.contains("Created the note “errands” in Personal."))
    }
  }

  /// A word that compares ("as") names no option the app lacks.
  @Test func aWordThatComparesIsNotSaidToBeLeftOut() async throws {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat("same coffee as last time pls", arguments: surface)
      #expect(!chat.stdout.contains("left it out"), "\(chat)")
      #expect(chat.stdout.contains("You haven't ordered anything yet."), "\(chat)")
    }
  }

  /// A folder the app lacks is said, though another app's folders are found by any name.
  @Test func aFolderTheAppLacksIsSaidToBeLeftOut() async throws {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat(
        "move groceries to the work folder in notes", "cancel", arguments: surface)
      #expect(
        chat.stdout.contains("Notes doesn't have “work”, so I've left it out.\nWhich folder"))
    }
  }

  /// So is one named where the phrase's own slot takes it, though the phrase says it elsewhere
  /// ("List my ${folder} notes in ${applicationName}").
  @Test func aFolderTheAppLacksIsSaidToBeLeftOutWhereThePhraseWouldTakeItElsewhere()
    async throws
  {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat(
        "list my notes in the work folder in notes", "cancel", arguments: surface)
      #expect(
        chat.stdout.contains("Notes doesn't have “work”, so I've left it out.\nWhich folder"),
        "\(chat)")
    }
  }

  @Test func wordsForSomeoneAreSaidToBeLeftOut() async throws {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat(
        "order a latte for my friend with brew", "cancel", arguments: surface)
      #expect(
        chat.stdout.contains(
          "I didn't understand “for my friend”, so I've left it out.\nWhat size?\n"))
    }
  }

  @Test func aClauseAfterAndIsSaidToBeLeftOut() async throws {
    for surface in Self.surfaces {
      let order = try await sandbox.chat(
        "order three lattes and remind me", "cancel", arguments: surface)
      #expect(
        order.stdout.contains(
          "None of your apps does “remind me”, so I've left it out.\nWhat size?\n"))
      let notes = try await sandbox.chat(
        "find notes about lisbon and show them", arguments: surface)
      #expect(notes.stdout.contains("I didn't understand “show them”, so I've left it out.\n"))
      #expect(notes.stdout.contains("Lisbon"))
      let answer = try await sandbox.chat(
        "order a latte with brew", "large and remind me", "no", arguments: surface)
      #expect(
        answer.stdout.contains(
          "None of your apps does “remind me”, so I've left it out.\n"
            + "Order a large Caffè Latte for $5.50?\n"))
      let name = try await sandbox.chat(
        "make a note called salt and pepper in notes", "for the soup", arguments: surface)
      #expect(!name.stdout.contains("I didn't understand"))
      #expect(name.stdout.contains("“salt and pepper”"))
    }
  }

  /// A clause is said whatever words of the phrase it says again, and once however often it
  /// is said; a second size after "and" in an answer is asked about.
  @Test func aClauseIsSaidOnceAndASecondValueIsAskedAbout() async throws {
    for surface in Self.surfaces {
      let soup = try await sandbox.chat(
        "get me a bowl of miso soup and remind me and remind me", "no", arguments: surface)
      #expect(
        soup.stdout.contains(
          "None of your apps does “remind me”, so I've left it out.\n"
            + "Order a bowl of Miso Soup for $4.50?\n"), "\(soup)")
      let bowls = try await sandbox.chat("get me two bowls of miso soup", "no", arguments: surface)
      #expect(bowls.stdout.contains("Order 2 bowls of Miso Soup for $9.00?\n"), "\(bowls)")
      let sizes = try await sandbox.chat(
        "order a latte with brew", "medium and large", "large", "no", arguments: surface)
      #expect(!sizes.stdout.contains("I didn't understand"), "\(sizes)")
      #expect(
        sizes.stdout.contains("Sorry, “medium and large” fits more than one of them.\n"),
        "\(sizes)")
      #expect(sizes.stdout.contains("Order a large Caffè Latte for $5.50?\n"), "\(sizes)")
    }
  }

  @Test func wordsAfterAFilledRequestAreSaidToBeLeftOut() async throws {
    for surface in Self.surfaces {
      let order = try await sandbox.chat("order three lattes to go", "cancel", arguments: surface)
      #expect(
        order.stdout.contains("I didn't understand “to go”, so I've left it out.\nWhat size?\n"))
      let again = try await sandbox.chat("reorder my usual with an extra shot", arguments: surface)
      // A display wraps the long line.
      #expect(
        again.stdout.replacingOccurrences(of: "\n", with: " ").contains(
          "Reorder Last Order doesn't take extra shots, so I've left out “with an extra shot”. "
            + "You haven't ordered anything yet."))
      let large = try await sandbox.chat("reorder my usual large", arguments: surface)
      #expect(
        large.stdout.contains("Reorder Last Order doesn't take a size, so I've left out “large”.\n")
      )
    }
    let match = try await sandbox.run(["match", "order three lattes to go"])
    #expect(match.stdout.contains("   left out: \"to go\"\n"))
  }

  /// A word said between two neighbouring words of the phrase says more of them: "coffee" of
  /// "where is my coffee order" is the order's, and no drink left out. (Said after the
  /// phrase's words, it still is one: see `wordsAfterAFilledRequestAreSaidToBeLeftOut`.)
  @Test func aWordWithinThePhrasesWordsIsNotLeftOut() async throws {
    for surface in Self.surfaces {
      let status = try await sandbox.chat("where is my coffee order", arguments: surface)
      #expect(!status.stdout.contains("left out"), "\(status)")
      #expect(status.stdout.contains("You haven't ordered anything yet."), "\(status)")
    }
  }

  /// A number said with no unit and no parameter's name is left out as a number, not as the
  /// value of whichever other intent takes numbers.
  @Test func aBareNumberAnotherIntentTakesIsSaidToBeLeftOutAsANumber() async throws {
    for surface in Self.surfaces {
      let bare = try await sandbox.chat("reorder my usual 3", arguments: surface)
      #expect(
        bare.stdout.contains("Reorder Last Order doesn't take a number, so I've left out “3”.\n"),
        "\(bare)")
      #expect(!bare.stdout.contains("quantity"), "\(bare)")
    }
  }

  @Test func aFurtherNoteSaidWithoutAnArticleIsFoundNext() async throws {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat(
        "find notes about lisbon and groceries", arguments: surface)
      // Groceries is a note the app suggests, so the matcher reads it as the phrase's note
      // and Lisbon as the further one; the notes are still found in the order said.
      #expect(chat.stdout.contains("I'll do “groceries” after this one.\n"), "\(chat)")
      #expect(chat.stdout.contains("Book the flights"), "\(chat)")
      #expect(chat.stdout.contains("Milk, eggs, bread and apples"), "\(chat)")
    }
    let match = try await sandbox.run(["match", "find notes about lisbon and groceries"])
    #expect(match.stdout.contains("   set aside: \"lisbon\" (note takes one)\n"))
  }

  @Test func wordsForSomeoneInAnAnswerAreSaidToBeLeftOut() async throws {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat(
        "order a latte with brew", "large for my friend", "no", arguments: surface)
      #expect(
        chat.stdout.contains(
          "I didn't understand “for my friend”, so I've left it out.\n"
            + "Order a large Caffè Latte for $5.50?\n"))
    }
  }

  /// A number a question could take is no answer when the line names another intent of the
  /// app by a word none of the request's phrases or parameters has.
  @Test func aWordOfAnotherIntentSwitchesDespiteANumber() async throws {
    try FileManager.default.createDirectory(
      at: sandbox.file("home"), withIntermediateDirectories: true)
    _ = try sandbox.write(
      """
      @app Home
      @intent SetBrightness: Set Brightness
        parameter brightness: integer, ask: How bright, from 0 to 100 percent?
        phrase: Set the lights in ${applicationName}
        answer: The lights are at ${brightness} %.
      @intent SetThermostat: Set Thermostat
        parameter temperature: integer, ask: What temperature?
        phrase: Set the thermostat in ${applicationName}
        answer: The thermostat is set to ${temperature} degrees.

      """, to: "home/Home.phrases")
    for surface in Self.surfaces {
      let chat = try await sandbox.chat(
        "set the lights in home", "set the thermostat to 68",
        arguments: surface + ["--phrases", "home"])
      #expect(chat.stdout.contains("How bright, from 0 to 100 percent?\n"), "\(chat)")
      #expect(chat.stdout.contains("The thermostat is set to 68 degrees.\n"), "\(chat)")
      #expect(!chat.stdout.contains("The lights are at"), "\(chat)")
    }
  }

  @Test func whatANoteSaysIsItsText() async throws {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat(
        "create a note called packing list that says passport and charger in notes",
        arguments: surface + ["--fresh"])
      #expect(chat.stdout.contains("Created the note “packing list” in Personal."))
      #expect(!chat.stdout.contains("left it out"))
      #expect(surface.contains("--speaker") || chat.stdout.contains("│ passport and charger │"))
    }
  }

  @Test func anOptionSaidForThePhrasesSlotIsAskedForNotReplaced() async throws {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat(
        "find kayaking trails near boulder in trails", "cancel", arguments: surface)
      #expect(chat.stdout.contains("Trails doesn't have “kayaking”, so I've left it out.\n"))
      #expect(chat.stdout.contains("What would you like to do?"))
      #expect(!chat.stdout.contains("jogging trails"))
      let named = try await sandbox.chat(
        "find trail running trails near boulder in trails", arguments: surface)
      #expect(named.stdout.contains("jogging trail"))
    }
  }

  @Test func aTimeTheIntentTakesNoneOfIsSaidToBeLeftOut() async throws {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat(
        "order 3 tomato soups for 2pm from soup shop", "cancel", arguments: surface)
      #expect(
        chat.stdout.contains(
          "Order Soup doesn't take a time, so I've left out “for 2pm”.\nWhat size?\n"))
    }
    let match = try await sandbox.run(["match", "order 3 tomato soups for 2pm from soup shop"])
    #expect(match.stdout.contains("   times no parameter takes: \"for 2pm\"\n"))
  }

  /// What a request says that nothing of it takes is said to be left out, and the rest is
  /// done: a time to an intent that takes none, also one said after a place, and an option
  /// added with "and" after a value.
  @Test(arguments: [
    (
      ["show me the soup shop menu tomorrow"],
      "Show Menu doesn't take a time, so I've left out “tomorrow”.\n", "Tomato Soup"
    ),
    (
      ["check my order in brew tomorrow"],
      "Check Order Status doesn't take a time, so I've left out “tomorrow”.\n",
      "You haven't ordered anything yet."
    ),
    (
      ["suggest hiking trails near boulder tomorrow in trails"],
      "Suggest Trails doesn't take a time, so I've left out “tomorrow”.\n", "Mesa Trail"
    ),
    (
      ["order a large latte with an extra shot and oat milk from brew", "no"],
      "Brew doesn't have “oat milk”, so I've left it out.\n",
      "Order a large Caffè Latte with an extra shot for $6.25?\n"
    ),
    (
      ["order a large latte not too hot without an extra shot from brew", "no"],
      "Brew doesn't have “not too hot”, so I've left it out.\n",
      "Order a large Caffè Latte for $5.50?\n"
    ),
  ])
  func whatNothingTakesIsSaidToBeLeftOut(lines: [String], left: String, done: String)
    async throws
  {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat(lines: lines, arguments: surface)
      #expect(chat.stdout.contains(left), "\(chat)")
      #expect(chat.stdout.contains(done), "\(chat)")
    }
  }

  @Test func aSmallWordMisspeltIsNoOptionTheAppLacks() async throws {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat("find notes abot lisbon in notes", arguments: surface)
      #expect(!chat.stdout.contains("doesn't have"), "\(chat)")
      #expect(chat.stdout.contains("Book the flights"), "\(chat)")
    }
  }

  @Test func ordinaryRequestsSayNothingIsLeftOut() async throws {
    let chat = try await sandbox.chat(
      "get the latest conditions for bear creek in trails", "make a new note with notes",
      "cancel", "add two extra shots to my latte in brew", "order my usual from brew", "cancel")
    #expect(!chat.stdout.contains("left it out"))
    #expect(!chat.stdout.contains("left them out"))
    #expect(!chat.stdout.contains("doesn't have"))
  }

  @Test func matchShowsTheWordsLeftOut() async throws {
    let text = try await sandbox.run(["match", "order a latte for my friend with brew"])
    #expect(text.stdout.contains("   left out: \"for my friend\"\n"))
    let json = try await sandbox.run(["match", "order a latte for my friend with brew", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let candidates = try #require(object["candidates"] as? [[String: Any]])
    #expect(candidates.first?["leftOutWords"] as? [String] == ["for my friend"])
  }

  @Test func aDozenAndAHalfIsEighteen() async throws {
    let match = try await sandbox.run(["match", "order a dozen and a half lattes with brew"])
    #expect(match.stdout.contains("   quantity = 18 (from \"a dozen and a half\")\n"))
    let chat = try await sandbox.chat("order two dozen large lattes with brew", "cancel")
    #expect(chat.stdout.contains("I can make 1 to 10 drinks in one order."))
    #expect(!chat.stdout.contains("“half”"))
  }
}

/// What is said with a name, or where a phrase's slot was not found, is used or asked about.
@Suite struct WordsWithANameEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  private static let surfaces = [["chat"], ["chat", "--speaker"]]

  @Test func aSizeBeforeAnUnknownNameIsTheSize() async throws {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat(
        "order a small mocha right now with brew", "no", arguments: surface)
      #expect(chat.stdout.contains("Order a small Caffè Mocha for $4.75?\n"))
      #expect(!chat.stdout.contains("What size?"))
    }
  }

  @Test func anAnswerSaysTheWordsItLeftOut() async throws {
    for surface in Self.surfaces {
      let chat = try await sandbox.chat(
        "i'd like to order a drink from brew", "a large hot mocha", "no", arguments: surface)
      #expect(
        chat.stdout.contains(
          "Brew doesn't have “hot”, so I've left it out.\nOrder a large Caffè Mocha for $5.75?\n"))
    }
  }

  @Test func aPartOfANameWithWordsItLacksIsAskedAbout() async throws {
    let display = try await sandbox.chat("get conditions for alpine lake hike in trails", "1")
    #expect(
      display.stdout.contains(
        "Sorry, I couldn't find a trail called “alpine lake”.\nWhich trail?\n  1. Alpine Loop\n"
          + "Or name another trail.\n"))
    #expect(display.stdout.contains("Here's the latest information on Alpine Loop."))
    let speaker = try await sandbox.chat(
      "get conditions for alpine lake hike in trails", "cancel", arguments: ["chat", "--speaker"])
    #expect(
      speaker.stdout.contains(
        "Sorry, I couldn't find a trail called “alpine lake”.\nWhich trail?\n"
          + "Alpine Loop or another one?\n"))
  }

  @Test func aNoteNamedWhereThePhrasesSlotWasNotFoundIsLookedUp() async throws {
    for surface in Self.surfaces {
      let missing = try await sandbox.chat(
        "erase banana from notes", "cancel", arguments: surface)
      #expect(
        missing.stdout.contains(
          "Sorry, I couldn't find a note called “banana”.\nWhich note should I delete?\n"))
      let found = try await sandbox.chat("erase groceries from notes", "no", arguments: surface)
      #expect(found.stdout.contains("Delete the note “Groceries”?"))
    }
  }
}

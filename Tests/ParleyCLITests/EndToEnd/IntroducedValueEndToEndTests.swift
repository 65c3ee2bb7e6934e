import Testing

/// A note's title that starts with a word that often introduces a value ("to do list") is kept
/// whole, said in the request or as the answer to "What should the note be called?", on a
/// display and on a speaker; an answer to "Where would you like to go?" still loses "near".
@Suite struct IntroducedValueEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: [["chat"], ["chat", "--speaker"]])
  func aTitleSaidInTheRequestKeepsItsFirstWord(surface: [String]) async throws {
    let chat = try await sandbox.chat(
      "create a note called to do list in notes", "call the bank", arguments: surface)
    #expect(chat.stdout.contains("Created the note “to do list” in Personal.\n"), "\(chat)")
  }

  @Test(arguments: [["chat"], ["chat", "--speaker"]])
  func aNameSaidAfterTitledIsTheWholeName(surface: [String]) async throws {
    // "titled" introduces a name as "called" does, and is no word of it.
    let chat = try await sandbox.chat("delete the note titled old passwords", arguments: surface)
    #expect(chat.stdout.contains("couldn't find a note called “old passwords”."), "\(chat)")
    #expect(!chat.stdout.contains("called “titled"), "\(chat)")
  }

  @Test(arguments: [["chat"], ["chat", "--speaker"]])
  func aTitleGivenAsAnAnswerKeepsItsFirstWord(surface: [String]) async throws {
    let chat = try await sandbox.chat(
      "create a note in notes", "to do list", "call the bank", "create a note in notes",
      "called for mom", "flowers", arguments: surface)
    #expect(chat.stdout.contains("What should the note be called?\n"), "\(chat)")
    #expect(chat.stdout.contains("Created the note “to do list” in Personal.\n"), "\(chat)")
    #expect(chat.stdout.contains("Created the note “for mom” in Personal.\n"), "\(chat)")
  }

  @Test(arguments: [["chat"], ["chat", "--speaker"]])
  func aPlaceGivenAsAnAnswerLosesTheWordThatIntroducesIt(surface: [String]) async throws {
    let chat = try await sandbox.chat(
      "suggest hiking trails in trails", "near boulder", arguments: surface)
    #expect(chat.stdout.contains("Where would you like to go?\n"), "\(chat)")
    #expect(chat.stdout.contains("hiking trails near Boulder, Colorado"), "\(chat)")
  }

  @Test func aFollowUpPlaceLosesTheWordThatIntroducesIt() async throws {
    let chat = try await sandbox.chat(
      "suggest hiking trails near boulder in trails", "and near banff?", ":why")
    #expect(chat.stdout.contains("Here are hiking trails near Banff, Alberta.\n"), "\(chat)")
    #expect(chat.stdout.contains("with location = banff.\n"), "\(chat)")
  }
}

/// A title or a text ends where the request names the folder the note goes in, with the words
/// that lead to it; a folder the app lacks is said to be left out.
@Suite struct FreeTextEndEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: [["chat"], ["chat", "--speaker"]])
  func aTitleEndsBeforeTheFolder(surface: [String]) async throws {
    let chat = try await sandbox.chat(
      "create a note called packing list in the travel folder", "socks", arguments: surface)
    #expect(chat.stdout.contains("Created the note “packing list” in Travel.\n"), "\(chat)")
  }

  @Test(arguments: [["chat"], ["chat", "--speaker"]])
  func aFolderTheAppLacksIsSaidToBeLeftOut(surface: [String]) async throws {
    let chat = try await sandbox.chat(
      "add a note called milk to the shopping folder", "two litres", arguments: surface)
    #expect(
      chat.stdout.contains("Notes doesn't have “shopping”, so I've left it out.\n"), "\(chat)")
    #expect(chat.stdout.contains("Created the note “milk” in Personal.\n"), "\(chat)")
  }

  @Test(arguments: [["chat"], ["chat", "--speaker"]])
  func aTimeIsNoSoupNorPartOfAPlace(surface: [String]) async throws {
    let soup = try await sandbox.chat("order soup for 2pm", "cancel", arguments: surface)
    #expect(
      soup.stdout.contains(
        "Order Soup doesn't take a time, so I've left out “for 2pm”.\nWhich soup?"), "\(soup)")
    let trails = try await sandbox.chat(
      "suggest hiking trails near boulder this weekend", arguments: surface)
    #expect(
      trails.stdout.contains(
        "Suggest Trails doesn't take a time, so I've left out “this weekend”.\n"), "\(trails)")
    #expect(trails.stdout.contains("hiking trails near Boulder, Colorado"), "\(trails)")
  }
}

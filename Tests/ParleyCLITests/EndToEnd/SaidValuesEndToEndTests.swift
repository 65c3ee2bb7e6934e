import Foundation
import Testing

/// What a request says is used or said to be left out, never dropped without a word.
@Suite struct SaidValuesEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func anArticleCountsOneOfWhatACountNames() async throws {
    let order = try await sandbox.run(
      ["ask", "order a large latte with an extra shot from brew", "--now", "2026-11-21T09:00:00Z"],
      input: "no\n")
    #expect(order.stdout.contains("Order a large Caffè Latte with an extra shot for $6.25?\n"))
    let added = try await sandbox.chat(
      "order a large latte with brew", "yes", "add an extra shot in brew")
    #expect(added.stdout.contains("Added an extra shot to your large Caffè Latte."))
    #expect(!added.stdout.contains("How many extra shots?"))
  }

  @Test func aFurtherItemNoValueNamesIsSaidToBeUnknown() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order two large lattes and a muffin with brew", "no", arguments: surface)
      #expect(
        chat.stdout.contains(
          "I couldn't find a drink called “muffin”, so I've left it out.\n"
            + "Order 2 large Caffè Lattes for $11.00?"))
    }
    let several = try await sandbox.chat(
      "order a large latte and a scone and a flat white with brew", "no", "no")
    #expect(several.stdout.contains("Now for “a flat white”."))
    #expect(!several.stdout.contains("after this one"))
    #expect(several.stdout.contains("I couldn't find a drink called “scone”, so I've left it out."))
  }

  @Test func aNameSaidInFullBeatsAPartOfAnotherSaidWithIt() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order a small hot mocha with brew", "no", "order a large iced mocha with brew", "no",
        arguments: surface)
      #expect(
        chat.stdout.contains(
          "Brew doesn't have “hot”, so I've left it out.\nOrder a small Caffè Mocha for $4.75?\n"))
      #expect(
        chat.stdout.contains(
          "Brew doesn't have “iced”, so I've left it out.\nOrder a large Caffè Mocha for $5.75?\n"
        ))
      #expect(!chat.stdout.contains("Hot Chocolate"))
      #expect(!chat.stdout.contains("Cold Brew"))
    }
  }

  @Test func anItemAddedToAnAnswerIsSaidToBeLeftOut() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order a latte with brew", "large, and a muffin", "no", arguments: surface)
      #expect(
        chat.stdout.contains(
          "I couldn't find a drink called “muffin”, so I've left it out.\n"
            + "Order a large Caffè Latte for $5.50?"))
    }
  }

  @Test func anItemAfterThePhrasesPossessiveIsSaidToBeLeftOut() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "show my old and japanese cards in flashcards", arguments: surface)
      #expect(chat.stdout.contains("I couldn't find a folder called “old”, so I've left it out.\n"))
    }
  }

  @Test func aPlaceNamedWithItsStateAndNoCommaIsThePlaceTheAppHas() async throws {
    let found = [
      ["chat"]: "Here are hiking trails near Springfield, Missouri.\n",
      ["chat", "--speaker"]:
        "Here are 2 hiking trails near Springfield, Missouri: Riverbend Trail, Ozark Hollow.\n",
    ]
    for (surface, sentence) in found {
      let chat = try await sandbox.chat(
        "find hiking trails with trails", "springfield missouri", arguments: surface)
      #expect(chat.stdout.contains(sentence))
      #expect(!chat.stdout.contains("I couldn't find any trails"))
    }
  }

  @Test func aNameGivenWithCalledNamesWhatIsCreated() async throws {
    let card = try await sandbox.chat(
      "create a card in flashcards called hello", "japanese", "konnichiwa",
      arguments: ["--speaker"])
    #expect(card.stdout.contains("Created the card “hello” in Japanese.\n"))
    let note = try await sandbox.chat(
      "create a note called meet at noon in notes", "bring the slides")
    #expect(note.stdout.contains("Created the note “meet at noon” in Personal.\n"))
  }

  @Test func alternativeNumbersAreAskedAbout() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order two or three lattes with brew", "2 or 3", "three", "large", "no",
        arguments: surface)
      #expect(chat.stdout.components(separatedBy: "What's the quantity: 2 or 3?\n").count == 3)
      #expect(chat.stdout.contains("Order 3 large Caffè Lattes for $16.50?"))
    }
    let range = try await sandbox.chat(
      "order a large latte with between 2 and 4 extra shots with brew", "4", "no")
    #expect(range.stdout.contains("How many extra shots: 2, 3, or 4?\n"))
    #expect(range.stdout.contains("Order a large Caffè Latte with 4 extra shots for $8.50?"))
  }

  @Test func anOptionTheAppLacksIsSaidToBeLeftOut() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order a large oat latte with brew", "no",
        "order two large oat lattes and a muffin with brew", "no", arguments: surface)
      #expect(
        chat.stdout.contains(
          "Brew doesn't have “oat”, so I've left it out.\nOrder a large Caffè Latte for $5.50?"))
      #expect(
        chat.stdout.contains(
          "Brew doesn't have “oat”, so I've left it out.\n"
            + "I couldn't find a drink called “muffin”, so I've left it out.\n"
            + "Order 2 large Caffè Lattes for $11.00?"))
    }
    let milk = try await sandbox.run(
      ["ask", "order a large latte with oat milk from brew"], input: "no\n")
    #expect(milk.stdout.contains("Brew doesn't have “oat milk”, so I've left it out.\n"))
  }

  @Test func anOptionRightAfterTheVerbIsSaidToBeLeftOut() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order oat latte with brew", "large", "no", arguments: surface)
      #expect(chat.stdout.contains("Brew doesn't have “oat”, so I've left it out.\nWhat size?"))
      #expect(chat.stdout.contains("Order a large Caffè Latte for $5.50?"))
    }
  }

  @Test func aWordThatChangesTheDrinkAfterItIsLeftOutNotCounted() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order three large lattes extra hot with brew", "no",
        "order 3 bowls of spicy tomato soup from soup shop", "no", arguments: surface)
      #expect(
        chat.stdout.contains(
          "Brew doesn't have “extra hot”, so I've left it out.\n"
            + "Order 3 large Caffè Lattes for $16.50?"))
      #expect(chat.stdout.contains("Soup Shop doesn't have “spicy”, so I've left it out.\n"))
    }
  }

  @Test func aFractionForACountIsRefusedAndAskedAgain() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order two and a half large lattes with brew", "3", "no", arguments: surface)
      #expect(
        chat.stdout.contains(
          "Sorry, the quantity has to be a whole number.\nWhat's the quantity?\n"))
      #expect(chat.stdout.contains("Order 3 large Caffè Lattes for $16.50?"))
      #expect(!chat.stdout.contains("left it out"))
    }
  }

  @Test func aCountWithoutANumberIsAskedFor() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order a few large lattes with brew", "several", "2", "no",
        "order a couple of large lattes with brew", "no", arguments: surface)
      #expect(chat.stdout.components(separatedBy: "What's the quantity?\n").count == 3)
      #expect(chat.stdout.contains("Sorry, I need an exact number.\nWhat's the quantity?\n"))
      #expect(
        chat.stdout.components(separatedBy: "Order 2 large Caffè Lattes for $11.00?").count == 3)
      #expect(!chat.stdout.contains("“few”"))
    }
  }

  @Test func aGoodbyeAtAQuestionEndsTheRequest() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order a latte with brew", "bye", "order a large latte with brew", "goodbye",
        arguments: surface)
      #expect(chat.stdout.components(separatedBy: "Okay, cancelled.\n").count == 3)
      #expect(!chat.stdout.contains("isn't a size"))
    }
  }

  @Test func matchShowsTheOptionsNoParameterTakes() async throws {
    let match = try await sandbox.run(["match", "order a large oat latte with brew"])
    #expect(match.stdout.contains("\n   options no parameter takes: \"oat\"\n"))
    let json = try await sandbox.run(["match", "order a large oat latte with brew", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let best = try #require((object["candidates"] as? [[String: Any]])?.first)
    #expect(best["unknownOptions"] as? [String] == ["oat"])
  }
}

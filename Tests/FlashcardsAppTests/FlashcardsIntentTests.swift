import ParleyAssistant
import ParleyIntents
import Testing

@testable import FlashcardsApp

@Suite struct FlashcardsIntentTests {
  @Test func getCardsListsAFolderWithASnippetAndADialog() async throws {
    let parts = try await withDeck { _ in
      let intent = GetCards()
      intent.folder = folderEntity("Japanese")
      return resultParts(of: try await intent.perform())
    }
    #expect(parts.dialog?.fullText == "Japanese has 3 cards: cat, dog, bird.")
    #expect(parts.dialog?.supportingText == "Here are the cards in Japanese.")
    #expect(parts.snippet?.snippetTitle == "Japanese")
    #expect(parts.snippet?.snippetLines == ["cat → neko", "dog → inu", "bird → tori"])
    let cards = try #require(parts.value as? [CardEntity])
    #expect(cards.map(\.question) == ["cat", "dog", "bird"])
  }

  @Test(arguments: [
    ("Biology", "Reset the card in Biology?", "Reset 1 card."),
    ("Japanese", "Reset the 3 cards in Japanese?", "Reset 3 cards."),
  ])
  func resetCardsAsksFirstInflectsTheCountAndOpensTheFolder(
    folder: String, question: String, dialog: String
  ) async throws {
    let replies = try await talk(
      "/ResetCards folder=\(folder)", "yes", "/OpenProgress", "/ResetCards folder=Japanese", "no")
    #expect(replies[0] == ["< \(question)"])
    #expect(replies[1] == ["< \(dialog)", "< Opening \(folder) in Flashcards…"])
    #expect(replies[2].contains("| \(folder) · 0 of \(folder == "Biology" ? 1 : 3) learned"))
    #expect(replies[4] == ["< Okay, cancelled."])
  }

  @Test func resetCardsSaysWhenTheFolderHasNone() async throws {
    let parts = try await withDeck { _ in
      let intent = ResetCards()
      intent.folder = FolderEntity(folder: Folder(id: 9, name: "Chemistry"))
      return resultParts(of: try await intent.perform())
    }
    #expect(parts.dialog?.fullText == "There are no cards in Chemistry to reset.")
    #expect((parts.opensIntent as? OpenFolder)?.target.name == "Chemistry")
  }

  @Test func createCardKeepsWhatWasGivenReturnsItAndOpensIt() async throws {
    let (parts, cards) = try await withDeck { store in
      let intent = CreateCard()
      intent.question = "good evening"
      intent.answer = "buenas tardes"
      intent.folder = folderEntity("Spanish")
      return (resultParts(of: try await intent.perform()), store.cards(in: 2))
    }
    let card = try #require(parts.value as? CardEntity)
    #expect(card.question == "good evening")
    #expect(card.folderName == "Spanish")
    #expect(parts.dialog?.fullText == "Created the card “good evening” in Spanish.")
    #expect(parts.snippet?.snippetLines == ["Answer · buenas tardes", "Folder · Spanish"])
    #expect((parts.opensIntent as? OpenCard)?.target.id == card.id)
    #expect(cards.map(\.question) == ["thank you", "good morning", "good night", "good evening"])
  }

  @Test func createCardAsksForTheFolderThenTheQuestionAndTheAnswer() async throws {
    let replies = try await talk(
      "create a card in flashcards", "biology", "cell", "the smallest unit of life",
      surface: .speaker)
    #expect(
      replies == [
        ["< Which folder should the card go in?", "< Japanese, Spanish, Biology, or another one?"],
        ["< What's the question on the front of the card?"],
        ["< What's the answer on the back?"],
        ["< Created the card “cell” in Biology."],
      ])
  }

  @Test(arguments: [(nil, nil, "Question"), ("  ", "hoja", "Question"), ("leaf", nil, "Answer")])
  func createCardAsksForAQuestionOrAnAnswerLeftOutOrBlank(
    question: String?, answer: String?, asked: String
  ) async throws {
    let intent = CreateCard()
    intent.question = question
    intent.answer = answer
    intent.folder = folderEntity("Biology")
    let error = await #expect(throws: ParameterResolutionError.self) {
      try await withDeck { _ in _ = try await intent.perform() }
    }
    #expect(error?.parameter.title == asked)
  }

  @Test func changeSettingAsksForTheValueTheSettingNeeds() async throws {
    try await withDeck { _ in
      let intent = ChangeSetting()
      intent.setting = .dailyGoal
      do {
        _ = try await intent.perform()
        Issue.record("perform() should ask for the goal")
      } catch let error as ParameterResolutionError {
        #expect(error.parameter.title == "Daily Goal")
        #expect(error.dialog?.fullText == "How many cards a day?")
      }
      intent.setting = .cardOrder
      do {
        _ = try await intent.perform()
        Issue.record("perform() should ask for the order")
      } catch let error as ParameterResolutionError {
        #expect(error.parameter.title == "Card Order")
      }
    }
  }

  @Test func changeSettingKeepsTheNewValue() async throws {
    let deck = try await withDeck { store in
      let intent = ChangeSetting()
      intent.setting = .dailyGoal
      intent.goal = 1
      let dialog = resultParts(of: try await intent.perform()).dialog?.fullText
      #expect(dialog == "Your daily goal is now 1 card.")
      intent.setting = .cardOrder
      intent.order = .shuffled
      _ = try await intent.perform()
      return store.current
    }
    #expect(deck.dailyGoal == 1)
    #expect(deck.cardOrder == .shuffled)
  }

  @Test func getFolderPassesTheFolderOn() async throws {
    let parts = try await withDeck { _ in
      let intent = GetFolder()
      intent.folder = folderEntity("Biology")
      return resultParts(of: try await intent.perform())
    }
    #expect((parts.value as? FolderEntity)?.name == "Biology")
    #expect(parts.dialog == nil)
  }

  @Test func deleteCardAsksFirstAndNeverOpensTheApp() async throws {
    #expect(DeleteCard.supportedModes == .background)
    let replies = try await talk(
      "/DeleteCard card=bird", "yes", "get cards from japanese in flashcards")
    #expect(replies[0] == ["< Delete the card “bird”? This can't be undone."])
    #expect(replies[1] == ["< Deleted the card “bird”."])
    #expect(replies[2].contains("| cat → neko"))
    #expect(!replies[2].contains("| bird → tori"))
    let kept = try await talk(
      "/DeleteCard card=bird", "no", "get cards from japanese in flashcards")
    #expect(kept[2].contains("| bird → tori"))
  }

  @Test func changeSettingAsksAgainForAGoalOutOfRange() async throws {
    let replies = try await talk(
      "change the daily goal in flashcards", "500", "25", surface: .speaker)
    #expect(
      replies == [
        ["< How many cards a day?"],
        ["< A daily goal can be 1 to 200 cards. How many cards a day?"],
        ["< Your daily goal is now 25 cards."],
      ])
  }

  @Test func openProgressShowsTheScreen() async throws {
    let replies = try await talk("/OpenProgress")
    #expect(
      replies[0].prefix(5) == [
        "= Progress", "| Japanese · 2 of 3 learned", "| Spanish · 1 of 3 learned",
        "| Biology · 1 of 1 learned", "| Daily goal · 20 cards",
      ])
  }
}

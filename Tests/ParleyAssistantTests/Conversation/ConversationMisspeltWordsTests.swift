import BrewApp
import ParleyAssistant
import Testing
import TrailsApp

/// The words the conversation reads a line by, misspelt beyond doubt, read as the words meant:
/// "actualy make it alpine loop" corrects what was just done, "nevermnd" leaves a question;
/// a free-text answer, a short word and a word an app reads keep their spelling.
@Suite struct ConversationMisspeltWordsTests {
  /// A correction word misspelt right after a request performed corrects it, as "actually"
  /// does, and is no request of its own ("Trails can't actualy make a trail.").
  @Test(arguments: Surface.allCases)
  func aMisspeltCorrectionWordCorrectsWhatWasJustDone(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let replies = await conversation.replies(to: [
      "get conditions for cedar falls in trails", "actualy make it alpine loop",
    ])
    let said =
      surface == .display
      ? "Here's the latest information on Alpine Loop."
      : "The conditions for Alpine Loop are: Open. Twenty centimetres of fresh snow, groomed for skiing this morning."
    #expect(dialogs(replies[1]) == [said])
    #expect(replies[1].outcome == .completed)
  }

  /// A cancel word misspelt at a question that takes no free text leaves it, as the word does.
  @Test(arguments: ["cancle", "Nevermnd."])
  func aMisspeltCancelWordLeavesTheQuestion(word: String) async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["get trail conditions with trails", "arch", word])
    #expect(replies[1].outcome == nil)
    #expect(replies[2] == cancelled)
    #expect(!conversation.isAwaitingAnswer)
  }

  /// A word of four letters or fewer is not respelled, where a longer misspelling of the same
  /// line is: "nevr mind" answers nothing, "nevermnd" leaves the question.
  @Test func aShortWordIsNotRespelled() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: [
      "get trail conditions with trails", "arch", "nevr mind", "nevermnd",
    ])
    #expect(replies[2].outcome == nil)
    #expect(replies[3] == cancelled)
  }

  /// Where any text answers, the answer keeps the words typed: "actualy" stays in the list's
  /// name, where "cancle" leaves a question that takes no free text.
  @Test func aFreeTextAnswerKeepsItsWords() async throws {
    let catalog = try await AppCatalog.load([Lists.app, Trails.app])
    let conversation = ConversationTesting.conversation(over: catalog)
    let replies = await conversation.replies(to: [
      "get trail conditions with trails", "arch", "cancle",
      "make a list in lists", "Actualy groceries",
    ])
    #expect(replies[2] == cancelled)
    #expect(dialogs(replies[3]) == ["What should the list be called?"])
    #expect(dialogs(replies[4]) == ["Made the list “Actualy groceries”."])
  }

  /// Where any text answers, a line that is, as meant, a stop word and nothing more leaves the
  /// question; a stop word misspelt among other words is part of the answer.
  @Test func aMisspeltStopWordLeavesAFreeTextQuestion() async throws {
    let catalog = try await AppCatalog.load([Lists.app])
    let conversation = ConversationTesting.conversation(over: catalog)
    let replies = await conversation.replies(to: [
      "make a list in lists", "nevermnd", "make a list in lists", "nevermnd groceries",
    ])
    #expect(dialogs(replies[0]) == ["What should the list be called?"])
    #expect(replies[1] == cancelled)
    #expect(dialogs(replies[3]) == ["Made the list “nevermnd groceries”."])
  }

  /// A typo an app reads as the word meant is read as that word: Brew lists "repeat" among
  /// its words, and "repet that" at "What size?" asks the question again, as "repeat that"
  /// does, where it was Brew's request.
  @Test func aTypoAnAppReadsAsTheWordMeantIsThatWord() async throws {
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([Brew.app, Trails.app]))
    let replies = await conversation.replies(to: ["order a latte with brew", "repet that"])
    #expect(dialogs(replies[0]) == ["What size?"])
    #expect(dialogs(replies[1]) == ["What size?"])
    #expect(conversation.isAwaitingAnswer)
  }

  /// A word an app reads, a name it lists, is not read as a word of the conversation it is
  /// near: "pardo" answers "Which harbor?" with Pardo, where "repet that" asks it again.
  @Test func aWordTheCatalogReadsIsNotRespelled() async throws {
    let conversation = try await ConversationTesting.conversation(over: [Ferry.app], .display)
    let replies = await conversation.replies(to: ["sail with ferry", "repet that", "pardo"])
    #expect(dialogs(replies[0]) == ["Which harbor?"])
    #expect(dialogs(replies[1]) == ["Which harbor?"])
    #expect(dialogs(replies[2]) == ["Sailing to Pardo."])
  }
}

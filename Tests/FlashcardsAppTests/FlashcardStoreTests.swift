import Foundation
import ParleyIntents
import Testing

@testable import FlashcardsApp

@Suite struct FlashcardStoreTests {
  @Test(arguments: [("japanese", ["Japanese"]), ("SPAN", ["Spanish"]), ("chemistry", [])])
  func findsFoldersByName(text: String, names: [String]) {
    #expect(FlashcardStore().folders(matching: text).map(\.name) == names)
  }

  @Test func findsCardsByQuestionOrAnswer() {
    let store = FlashcardStore()
    #expect(store.cards(matching: "neko").map(\.question) == ["cat"])
    #expect(store.cards(matching: "GOOD").map(\.question) == ["good morning", "good night"])
    #expect(store.cards(matching: "dias").map(\.answer) == ["buenos días"])
  }

  @Test func keepsTheDeckInItsFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("flashcards-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = AppDataDirectory(url: folder).file(named: "flashcards.json", as: StudyDeck.self)
    let store = FlashcardStore(file: file)
    _ = try store.addCard(question: "leaf", answer: "hoja", folderID: 2)
    try store.setDailyGoal(5)
    let later = FlashcardStore(file: file).current
    #expect(later.cards.last?.question == "leaf")
    #expect(later.dailyGoal == 5)
    #expect(FlashcardStore().current == StudyDeck.sample)
  }
}

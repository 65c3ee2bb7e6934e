import Testing

@testable import ParleyIntents

/// A book's card with the buttons and toggles an interactive snippet declares.
private struct BookCard: SnippetView {
  var book: BookEntity
  var isFinished: Bool
  var formats: [ReadingFormat]

  var snippetTitle: String? { book.title }
  var snippetLines: [String] { [] }

  var snippetActions: [SnippetAction] {
    Button(intent: ReadBook()) { Text("Read") }
    Button("Read slowly", intent: ReadBook())
    if isFinished {
      Button(intent: ReadBook()) { Label("Read again", systemImage: "arrow.clockwise") }
    } else {
      Toggle(isOn: false, intent: ReadBook()) { Text("Finished") }
    }
    for format in formats {
      Toggle("\(format)", isOn: true, intent: ReadBook())
    }
  }
}

@Suite struct SnippetActionTests {
  private let book = BookEntity.all[0]

  @Test func aCardDeclaresButtonsAndTogglesInOrder() {
    let card = BookCard(book: book, isFinished: false, formats: [.audio])
    #expect(card.snippetActions.map(\.label) == ["Read", "Read slowly", "Finished", "audio"])
    #expect(card.snippetActions.map(\.isOn) == [nil, nil, false, true])
  }

  @Test func anElseBranchGivesItsOwnActions() {
    let card = BookCard(book: book, isFinished: true, formats: [])
    #expect(card.snippetActions.map(\.label) == ["Read", "Read slowly", "Read again"])
  }

  @Test func anActionKeepsItsIntentWithTheValuesItWasGiven() throws {
    let intent = ReadBook()
    intent.book = book
    intent.minutes = 20
    let action = Button("Read", intent: intent).action
    let kept = try #require(action.intent as? ReadBook)
    #expect(kept.book.id == book.id)
    #expect(kept.minutes == 20)
  }

  @Test func aCardWithoutActionsOffersNone() {
    #expect(TextSnippet(title: "Card", lines: ["line"]).snippetActions.isEmpty)
  }
}

import Testing

@testable import ParleyIntents

@Suite struct IntentResultTests {
  private let book = BookEntity.all[0]
  private let snippet = TextSnippet(title: "Card", lines: ["line"])

  @Test func readsBackEveryCombination() {
    let dialog: IntentDialog = "Hi"
    let next = ReadBook()
    let results: [(IntentResultParts, String)] = [
      (read(.result()), ""),
      (read(.result(value: book)), "value=Dune"),
      (read(.result(dialog: dialog)), "dialog=Hi"),
      (read(.result(view: snippet)), "snippet=Card"),
      (read(.result(opensIntent: next)), "opens=ReadBook"),
      (read(.result(value: book, dialog: dialog)), "value=Dune dialog=Hi"),
      (read(.result(value: book, view: snippet)), "value=Dune snippet=Card"),
      (read(.result(value: book, opensIntent: next)), "value=Dune opens=ReadBook"),
      (read(.result(dialog: dialog, view: snippet)), "dialog=Hi snippet=Card"),
      (read(.result(opensIntent: next, dialog: dialog)), "dialog=Hi opens=ReadBook"),
      (read(.result(opensIntent: next, view: snippet)), "snippet=Card opens=ReadBook"),
      (
        read(.result(value: book, opensIntent: next, dialog: dialog)),
        "value=Dune dialog=Hi opens=ReadBook"
      ),
      (
        read(.result(value: book, opensIntent: next, view: snippet)),
        "value=Dune snippet=Card opens=ReadBook"
      ),
      (
        read(.result(value: book, dialog: dialog, view: snippet)),
        "value=Dune dialog=Hi snippet=Card"
      ),
      (
        read(.result(opensIntent: next, dialog: dialog, view: snippet)),
        "dialog=Hi snippet=Card opens=ReadBook"
      ),
      (
        read(.result(value: book, opensIntent: next, dialog: dialog, view: snippet)),
        "value=Dune dialog=Hi snippet=Card opens=ReadBook"
      ),
      (read(.result(dialog: dialog, opensIntent: next)), "dialog=Hi opens=ReadBook"),
      (read(.result(view: snippet, opensIntent: next)), "snippet=Card opens=ReadBook"),
      (
        read(.result(value: book, dialog: dialog, opensIntent: next)),
        "value=Dune dialog=Hi opens=ReadBook"
      ),
      (
        read(.result(value: book, view: snippet, opensIntent: next)),
        "value=Dune snippet=Card opens=ReadBook"
      ),
      (
        read(.result(dialog: dialog, view: snippet, opensIntent: next)),
        "dialog=Hi snippet=Card opens=ReadBook"
      ),
      (
        read(.result(value: book, dialog: dialog, view: snippet, opensIntent: next)),
        "value=Dune dialog=Hi snippet=Card opens=ReadBook"
      ),
    ]
    for (parts, expected) in results {
      #expect(summary(of: parts) == expected)
    }
  }

  @Test func unwrapsOptionalValuesAndKeepsArrays() {
    let none: String? = nil
    #expect(read(.result(value: none)).value == nil)
    #expect(read(.result(value: Optional("x"))).value as? String == "x")
    #expect(read(.result(value: [1, 2])).value as? [Int] == [1, 2])
  }

  @Test func performsAnIntentAndReadsItsParts() async throws {
    let intent = ListShelf()
    intent.shelf = ShelfEntity(id: 2, name: "Poetry")
    let parts = resultParts(of: try await intent.perform())
    #expect(parts.dialog?.fullText == "Poetry holds two books.")
    #expect(parts.dialog?.supportingText == "Here it is.")
    #expect(parts.snippet?.snippetLines == ["Dune", "Emma"])
  }

  @Test func typesResultsByTheirParts() {
    #expect(provides(.result(dialog: "x")))
    #expect(shows(.result(view: snippet)))
    #expect(opens(.result(opensIntent: ReadBook())))
    #expect(returns(.result(value: 3)) == Int.self)
  }

  private func read<Result: IntentResult>(_ result: Result) -> IntentResultParts {
    resultParts(of: result)
  }

  private func provides(_ result: some ProvidesDialog) -> Bool { true }
  private func shows(_ result: some ShowsSnippetView) -> Bool { true }
  private func opens(_ result: some OpensIntent) -> Bool { true }
  private func returns<Value>(_ result: some ReturnsValue<Value>) -> Value.Type { Value.self }

  private func summary(of parts: IntentResultParts) -> String {
    var words: [String] = []
    if let value = parts.value { words.append("value=\(displayText(of: value))") }
    if let dialog = parts.dialog { words.append("dialog=\(dialog.fullText)") }
    if let snippet = parts.snippet { words.append("snippet=\(snippet.snippetTitle ?? "")") }
    if let intent = parts.opensIntent { words.append("opens=\(type(of: intent).typeName)") }
    return words.joined(separator: " ")
  }
}

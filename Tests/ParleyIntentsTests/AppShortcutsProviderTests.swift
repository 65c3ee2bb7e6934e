import Testing

@testable import ParleyIntents

@Suite struct AppShortcutsProviderTests {
  @Test func readsShortcutsInSourceOrder() {
    let shortcuts = LibraryShortcuts.shortcutDescriptions
    #expect(shortcuts.map { $0.intentType.typeName } == ["ReadBook", "ListShelf"])
    #expect(shortcuts.map(\.shortTitle) == ["Read", "List Shelf"])
    #expect(shortcuts.map(\.systemImageName) == ["book", nil])
  }

  @Test func readsPhraseTemplates() throws {
    let read = try #require(LibraryShortcuts.shortcutDescriptions.first)
    #expect(
      read.phrases.map(\.text) == [
        "Read ${book} in ${applicationName}",
        "Listen to books as ${format} with ${applicationName}",
        "Start reading with ${applicationName}",
      ])
    #expect(
      read.phrases[0].parts == [
        .text("Read "), .parameter(name: "book"), .text(" in "), .applicationName,
      ])
  }

  @Test func parsesTheTemplateForm() {
    let template = PhraseTemplate(parsing: "Get ${trail} in ${applicationName} now")
    #expect(
      template.parts == [
        .text("Get "), .parameter(name: "trail"), .text(" in "), .applicationName, .text(" now"),
      ])
    #expect(template.text == "Get ${trail} in ${applicationName} now")
    #expect(
      template.filled(appName: "Trails", value: "Cedar Falls") == "Get Cedar Falls in Trails now")
  }

  @Test func readsNegativePhrases() {
    #expect(
      LibraryShortcuts.negativePhraseTexts == [
        "Burn the books in ${applicationName}", "Sell my library",
      ])
  }

  @Test func findsNoIssuesInAValidProvider() {
    #expect(LibraryShortcuts.validate() == [])
  }

  @Test func reportsEveryBrokenPhraseRule() {
    let descriptions = BrokenShortcuts.validate().map(\.description)
    #expect(
      descriptions == [
        "BrokenShortcuts, shortcut EveryKindIntent, phrase \"Do everything\": Invalid Utterance. "
          + "Every App Shortcut utterance should have one '${applicationName}' in it. "
          + "[rule: application-name]",
        "BrokenShortcuts, shortcut EveryKindIntent, phrase \"${applicationName} and "
          + "${applicationName} again\": Invalid Utterance. Every App Shortcut utterance should "
          + "have one '${applicationName}' in it. [rule: application-name]",
        "BrokenShortcuts, shortcut EveryKindIntent, phrase \"Name it ${name} in "
          + "${applicationName}\": Invalid parameter type. AppEntity and AppEnum are the only "
          + "allowed types for name [rule: parameter-type]",
        "BrokenShortcuts, shortcut EveryKindIntent, phrase \"Get ${book} as ${format} in "
          + "${applicationName}\": Invalid Utterance. An App Shortcut utterance can have at most "
          + "one parameter besides '${applicationName}'; this one has 2. [rule: parameter-count]",
        "BrokenShortcuts, shortcut EveryKindIntent, phrase \"Find ${missing} in "
          + "${applicationName}\": Unknown parameter 'missing'. EveryKindIntent has no "
          + "@Parameter named 'missing'. [rule: unknown-parameter]",
        "BrokenShortcuts, shortcut HiddenIntent: App Shortcuts should have at least one phrase "
          + "[rule: at-least-one-phrase]",
        "BrokenShortcuts, shortcut HiddenIntent: The intent HiddenIntent is not discoverable; an "
          + "App Shortcut's intent must have isDiscoverable set to true. [rule: discoverable]",
      ])
  }

  @Test func reportsTooManyShortcuts() throws {
    let issue = try #require(CrowdedShortcuts.validate().first)
    #expect(issue.rule == .shortcutLimit)
    #expect(
      issue.message == "An app can have at most 10 App Shortcuts; CrowdedShortcuts declares 11.")
  }

  @Test func reportsTooManyPhrasesAfterExpansion() async throws {
    #expect(!WordyShortcuts.validate().contains { $0.rule == .phraseLimit })
    _ = try await WordyShortcuts.updateAppShortcutParameterValues()
    let issues = WordyShortcuts.validate()
    #expect(
      issues.map(\.description) == [
        "WordyShortcuts: An app can have at most 1,000 App Shortcut phrases counted after "
          + "parameter expansion; WordyShortcuts has 1,200. [rule: phrase-limit]"
      ])
  }

  @Test(arguments: [(999, "999"), (1000, "1,000"), (1_234_567, "1,234,567"), (0, "0")])
  func groupsDigitsOfCounts(count: Int, text: String) {
    #expect(groupedDigits(count) == text)
  }

  @Test func fetchesPhraseParameterValues() async throws {
    let values = try await LibraryShortcuts.updateAppShortcutParameterValues()
    let books = try #require(values[PhraseParameterKey(intent: "ReadBook", parameter: "book")])
    let formats = try #require(values[PhraseParameterKey(intent: "ReadBook", parameter: "format")])
    let shelves = try #require(values[PhraseParameterKey(intent: "ListShelf", parameter: "shelf")])
    #expect(books.map(\.display.title) == ["Dune", "Emma"])
    #expect(formats.map(\.display.names) == [["Paper", "Print"], ["Audiobook"]])
    #expect(shelves.map(\.display.title) == ["Fiction", "Poetry"])
    #expect(values.count == 3)
  }

  @Test func expandsPhrasesWithSuggestionsSynonymsAndCases() async throws {
    _ = try await LibraryShortcuts.updateAppShortcutParameterValues()
    #expect(
      LibraryShortcuts.expandedPhrases(appName: "Library") == [
        "Read Dune in Library",
        "Read Arrakis in Library",
        "Read Emma in Library",
        "Listen to books as Paper with Library",
        "Listen to books as Print with Library",
        "Listen to books as Audiobook with Library",
        "Start reading with Library",
        "Show the Fiction shelf in Library",
        "Show the Poetry shelf in Library",
      ])
  }
}

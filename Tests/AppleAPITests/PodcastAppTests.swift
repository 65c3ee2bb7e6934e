import ParleyAssistant
import Testing

@testable import ParleyIntents

/// A parameter with its own entity query, run through the conversation engine.
@Suite struct PodcastAppTests {
  private func conversation(_ surface: Surface = .display) async throws -> Conversation {
    Conversation(
      catalog: try await AppCatalog.load([Podcasts.app]),
      options: ConversationOptions(surface: surface))
  }

  @Test func aQuestionListsTheParametersQuerysSuggestions() async throws {
    let conversation = try await conversation()
    let question = await conversation.respond(to: "/Unsubscribe")
    #expect(question.items.first == .dialog("Which show?"))
    #expect(question.items.contains(.choices(["The Daily Brief", "Cosmic Queries"])))
    #expect(dialog(await conversation.respond(to: "2")) == ["Unsubscribed from Cosmic Queries."])
  }

  @Test func anAnswerIsSearchedWithTheParametersQuery() async throws {
    let conversation = try await conversation()
    _ = await conversation.respond(to: "/Unsubscribe")
    let answer = await conversation.respond(to: "cold case files")
    #expect(answer.awaitsAnswer)
    #expect(
      dialog(answer) == [
        "Sorry, I couldn't find a show called “cold case files”.", "Which show?",
        "Or name another show.",
      ])
    #expect(
      dialog(await conversation.respond(to: "daily")) == ["Unsubscribed from The Daily Brief."])
  }

  @Test func aPhraseParameterExpandsWithTheParametersQuery() async throws {
    let catalog = try await AppCatalog.load([Podcasts.app])
    let phrases = catalog.apps.flatMap(\.expandedPhrases)
    #expect(phrases.contains("Play Cosmic Queries in Airwaves"))
    #expect(!phrases.contains("Play Cold Case Files in Airwaves"))
  }

  @Test func findActionsAreNamedWithTheTypesPlural() async throws {
    let conversation = try await conversation()
    let list = await conversation.respond(to: "/?")
    guard case .snippet(let card) = list.items.last else {
      Issue.record("no list in \(list.items)")
      return
    }
    #expect(
      card.lines.suffix(4) == [
        "/FindPlayerSettings — Find Player Settings", "/FindCategories — Find Categories",
        "/FindEpisodes — Find Episodes", "/FindStations — Find Stations",
      ])
    #expect(
      dialog(await conversation.respond(to: "/FindCategories"))
        == ["Found 2 categories: News and Science."])
    #expect(
      dialog(await conversation.respond(to: "/FindPlayerSettings"))
        == ["Found 1 player settings: Player Settings."])
    #expect(
      dialog(await conversation.respond(to: "/FindRadioStation"))
        == ["Found 1 radio station: Jazz FM."])
  }

  @Test func anOptionsProviderGivenAfterTheInputConnectionListsTheChoices() async throws {
    let conversation = try await conversation()
    let question = await conversation.respond(to: "/PlayGenre")
    #expect(question.items.contains(.choices(["Science", "News"])))
    #expect(dialog(await conversation.respond(to: "news")) == ["Playing News."])
  }

  @Test func anOpenIntentOpensItsTargetCasesURL() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/BrowseGenre target=news"))
        == ["Opening https://airwaves.example/genres/news…"])
  }

  @Test func anOptionsProvidersDefaultIsTakenWhenNoValueIsGiven() async throws {
    let conversation = try await conversation()
    #expect(dialog(await conversation.respond(to: "/ClearPlaylist")) == ["Cleared Commute."])
    #expect(
      dialog(await conversation.respond(to: "/ClearPlaylist playlist=Morning"))
        == ["Cleared Morning."])
    #expect(
      dialog(await conversation.respond(to: "/QueueGenres"))
        == ["Queued science, news, Science first."])
    #expect(
      dialog(await conversation.respond(to: "/QueueGenres skipped=comedy"))
        == ["Queued science, news, Science first, skipping comedy."])
  }

  @Test(arguments: [
    ("released_above=2026-01-02", "Found 2 episodes: Europa and Roast."),
    ("released_above=2026-01-03T12:00:00Z", "Found 1 episode: Roast."),
    ("genre=science", "Found 1 episode: Europa."),
    ("genre=\"Comedy\"", "Found 1 episode: Roast."),
    ("rating_above=4", "Found 1 episode: Roast."),
    ("order=descending", "order=descending needs a property to sort by: sortBy=released."),
  ])
  func aFindComparesDatesEnumCasesAndOptionalNumbers(arguments: String, found: String)
    async throws
  {
    let conversation = try await conversation()
    #expect(dialog(await conversation.respond(to: "/FindEpisodes \(arguments)")) == [found])
  }

  @Test func aListIsSortedByItsTitleOnly() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/FindCategories sortBy=size"))
        == ["Results can't be sorted by “size”. Sort by: title."])
    #expect(
      dialog(await conversation.respond(to: "/FindCategories sortBy=title order=descending"))
        == ["Found 2 categories: Science and News."])
  }

  @Test(arguments: Surface.allCases)
  func anInAppSearchTakesTheWordsAfterForAsItsTerm(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    #expect(
      dialog(await conversation.respond(to: "search airwaves for cosmic"))
        == ["Found Cosmic Queries."])
    #expect(
      dialog(await conversation.respond(to: "search for cold case files in airwaves"))
        == ["Found Cold Case Files."])
    #expect(
      dialog(await conversation.respond(to: "search airwaves for jazz standards"))
        == ["Nothing matches “jazz standards”."])
    #expect(
      dialog(await conversation.respond(to: "/SearchShows")) == ["What do you want to search for?"])
    #expect(dialog(await conversation.respond(to: "daily")) == ["Found The Daily Brief."])
  }
}

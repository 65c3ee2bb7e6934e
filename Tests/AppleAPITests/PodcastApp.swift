import Foundation
import ParleyIntents

/// A podcast player written as Apple's documentation writes App Intents: a parameter that
/// finds its entities through its own query (`@Parameter(title:query:)`), and entity types
/// whose names take an irregular plural, are plural already, or give their plural in a
/// numeric format; an options provider given after `inputConnectionBehavior:`, in Apple's
/// order, and its `defaultResult()`; an open intent whose target is a URL-representable enum
/// case; a property query over dates, enum cases and optional numbers; an in-app search.
enum Podcasts {
  static let app = ParleyApp(
    name: "Airwaves", shortcuts: PodcastShortcuts.self,
    intents: [
      Unsubscribe.self, OpenPlayerSettings.self, BrowseCategory.self, TuneIn.self,
      PlayGenre.self, BrowseGenre.self, ClearPlaylist.self, QueueGenres.self,
      SearchShows.self,
    ],
    dependencies: { $0.add(dependency: ShowShelf()) })
}

struct PodcastShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: PlayShow(),
      phrases: ["Play \(\.$show) in \(.applicationName)", "Play a show in \(.applicationName)"],
      shortTitle: "Play", systemImageName: "play")
  }
}

final class ShowShelf: Sendable {
  let shows = [
    ShowEntity(id: "daily", title: "The Daily Brief", isSubscribed: true),
    ShowEntity(id: "cosmos", title: "Cosmic Queries", isSubscribed: true),
    ShowEntity(id: "crime", title: "Cold Case Files", isSubscribed: false),
  ]
}

struct ShowEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Show"
  static let defaultQuery = AllShowsQuery()

  let id: String
  let title: String
  let isSubscribed: Bool

  var displayRepresentation: DisplayRepresentation { "\(title)" }
}

struct AllShowsQuery: EntityStringQuery {
  @Dependency private var shelf: ShowShelf

  func entities(for identifiers: [String]) async throws -> [ShowEntity] {
    shelf.shows.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [ShowEntity] {
    shelf.shows.filter { $0.title.localizedCaseInsensitiveContains(string) }
  }

  func suggestedEntities() async throws -> [ShowEntity] { shelf.shows }
}

/// Only the shows subscribed to: what unsubscribing offers and searches.
struct SubscribedShowsQuery: EntityStringQuery {
  @Dependency private var shelf: ShowShelf

  func entities(for identifiers: [String]) async throws -> [ShowEntity] {
    shelf.shows.filter { identifiers.contains($0.id) }
  }

  func entities(matching string: String) async throws -> [ShowEntity] {
    try await suggestedEntities().filter { $0.title.localizedCaseInsensitiveContains(string) }
  }

  func suggestedEntities() async throws -> [ShowEntity] { shelf.shows.filter(\.isSubscribed) }
}

struct PlayShow: AudioPlaybackIntent {
  static let title: LocalizedStringResource = "Play Show"

  @Parameter(title: "Show", query: SubscribedShowsQuery())
  var show: ShowEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Playing \(show.title).")
  }
}

struct Unsubscribe: AppIntent {
  static let title: LocalizedStringResource = "Unsubscribe"

  @Parameter(title: "Show", requestValueDialog: "Which show?", query: SubscribedShowsQuery())
  var show: ShowEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Unsubscribed from \(show.title).")
  }
}

struct PlayerSettingsEntity: UniqueAppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Player Settings"
  static let defaultQuery = UniqueAppEntityProvider { PlayerSettingsEntity() }

  var id: String { "settings" }
  var displayRepresentation: DisplayRepresentation { "Player Settings" }
}

struct OpenPlayerSettings: AppIntent {
  static let title: LocalizedStringResource = "Open Player Settings"

  @Parameter(title: "Settings")
  var settings: PlayerSettingsEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Here are your settings.")
  }
}

struct CategoryEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Category"
  static let defaultQuery = CategoryQuery()

  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct CategoryQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [CategoryEntity] {
    [CategoryEntity(id: "News"), CategoryEntity(id: "Science")]
  }

  func entities(for identifiers: [String]) async throws -> [CategoryEntity] {
    identifiers.map(CategoryEntity.init(id:))
  }
}

struct BrowseCategory: AppIntent {
  static let title: LocalizedStringResource = "Browse Category"

  @Parameter(title: "Category")
  var category: CategoryEntity

  @Parameter(title: "Starting With")
  var episode: EpisodeEntity?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Browsing \(category.id).")
  }
}

struct StationEntity: AppEntity {
  static let typeDisplayRepresentation = TypeDisplayRepresentation(
    name: "Radio Station", numericFormat: "\(placeholder: .int) stations")
  static let defaultQuery = StationQuery()

  let id: String
  var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct StationQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [StationEntity] { [StationEntity(id: "Jazz FM")] }

  func entities(for identifiers: [String]) async throws -> [StationEntity] {
    identifiers.map(StationEntity.init(id:))
  }
}

struct TuneIn: AppIntent {
  static let title: LocalizedStringResource = "Tune In"

  @Parameter(title: "Station")
  var station: StationEntity

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Tuning in to \(station.id).")
  }
}

enum Genre: String, AppEnum, URLRepresentableEnum {
  case news, science, comedy

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Genre"
  static let urlRepresentation = URLRepresentation("https://airwaves.example/genres/\(\.rawValue)")
  static let caseDisplayRepresentations: [Genre: DisplayRepresentation] = [
    .news: "News", .science: "Science", .comedy: "Comedy",
  ]
}

struct GenresWithShows: DynamicOptionsProvider {
  func results() async throws -> [Genre] { [.science, .news] }
}

struct PlayGenre: AppIntent {
  static let title: LocalizedStringResource = "Play Genre"

  @Parameter(
    title: "Genre", requestDisambiguationDialog: "Which genre?",
    inputConnectionBehavior: .connectToPreviousIntentResult, optionsProvider: GenresWithShows())
  var genre: Genre

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Playing \(genre).")
  }
}

struct BrowseGenre: OpenIntent, URLRepresentableIntent {
  static let title: LocalizedStringResource = "Browse Genre"

  @Parameter(title: "Genre")
  var target: Genre
}

/// The playlists, in sections, the one played most often first by default.
struct PlaylistOptions: DynamicOptionsProvider {
  func results() async throws -> ItemCollection<String> {
    ItemCollection {
      ItemSection("Yours") {
        "Commute"
        "Weekend"
      }
      ItemSection(title: "Suggested", items: [IntentItem("Morning", title: "Morning")])
    }
  }

  func defaultResult() async -> String? { "Commute" }
}

struct ClearPlaylist: AppIntent {
  static let title: LocalizedStringResource = "Clear Playlist"

  @Parameter(title: "Playlist", optionsProvider: PlaylistOptions())
  var playlist: String

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Cleared \(playlist).")
  }
}

/// Gives several genres by default.
struct FavouriteGenres: DynamicOptionsProvider {
  func results() async throws -> [Genre] { [.news, .science, .comedy] }

  func defaultResult() async -> [Genre]? { [.science, .news] }
}

struct QueueGenres: AppIntent {
  static let title: LocalizedStringResource = "Queue Genres"

  @Parameter(title: "Genres", optionsProvider: FavouriteGenres())
  var genres: [Genre]

  @Parameter(title: "Lead Genre", optionsProvider: FavouriteGenres())
  var lead: Genre

  /// An optional list of a limited size, as a widget may show it.
  @Parameter(title: "Skipped Genres", size: [.systemSmall: 1, .accessoryCorner: 2])
  var skipped: [Genre]?

  @Parameter(title: "Extra Genres", size: 2)
  var extra: [Genre]?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let queued = genres.map(\.rawValue).joined(separator: ", ")
    let skipping = (skipped ?? []).map { ", skipping \($0.rawValue)" }.joined()
    return .result(dialog: "Queued \(queued), \(lead) first\(skipping).")
  }
}

struct EpisodeEntity: AppEntity {
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Episode"
  static let defaultQuery = EpisodeQuery()

  let id: String
  @Property(title: "Title") var title: String
  @Property(title: "Released") var released: Date
  @Property(title: "Genre") var genre: Genre
  @Property(title: "Rating") var rating: Int?

  var displayRepresentation: DisplayRepresentation { "\(title)" }

  init(id: String, title: String, released: String, genre: Genre, rating: Int?) {
    self.id = id
    self.title = title
    self.released = ISO8601DateFormatter().date(from: released + "T08:00:00Z") ?? .distantPast
    self.genre = genre
    self.rating = rating
  }
}

/// What an episode is filtered by.
enum EpisodeFilter {
  case releasedAfter(Date)
  case genre(Genre)
  case ratedAbove(Int)

  func holds(for episode: EpisodeEntity) -> Bool {
    switch self {
    case .releasedAfter(let date): episode.released > date
    case .genre(let genre): episode.genre == genre
    case .ratedAbove(let rating): (episode.rating ?? 0) > rating
    }
  }
}

struct EpisodeQuery: EntityPropertyQuery {
  static let properties = QueryProperties {
    Property(\EpisodeEntity.$released) { GreaterThanComparator { EpisodeFilter.releasedAfter($0) } }
    Property(\EpisodeEntity.$genre) { EqualToComparator { EpisodeFilter.genre($0) } }
    Property(\EpisodeEntity.$rating) {
      GreaterThanComparator { EpisodeFilter.ratedAbove($0 ?? 0) }
    }
  }
  static let sortingOptions = SortingOptions { SortableBy(\EpisodeEntity.$released) }

  static let all = [
    EpisodeEntity(id: "e1", title: "Pilot", released: "2026-01-01", genre: .news, rating: 3),
    EpisodeEntity(id: "e2", title: "Europa", released: "2026-01-03", genre: .science, rating: nil),
    EpisodeEntity(id: "e3", title: "Roast", released: "2026-01-04", genre: .comedy, rating: 5),
  ]

  func entities(for identifiers: [String]) async throws -> [EpisodeEntity] {
    Self.all.filter { identifiers.contains($0.id) }
  }

  func entities(
    matching comparators: [EpisodeFilter], mode: ComparatorMode,
    sortedBy: [EntityQuerySort<EpisodeEntity>], limit: Int?
  ) async throws -> [EpisodeEntity] {
    Self.all.filter { episode in comparators.allSatisfy { $0.holds(for: episode) } }
  }
}

struct SearchShows: ShowInAppSearchResultsIntent {
  static let title: LocalizedStringResource = "Search Shows"
  static let searchScopes: [StringSearchScope] = [.general]

  @Parameter(title: "Criteria")
  var criteria: StringSearchCriteria

  @Dependency private var shelf: ShowShelf

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let found = shelf.shows.filter { $0.title.localizedCaseInsensitiveContains(criteria.term) }
    guard !found.isEmpty else { return .result(dialog: "Nothing matches “\(criteria.term)”.") }
    return .result(dialog: "Found \(found.map(\.title).joined(separator: " and ")).")
  }
}

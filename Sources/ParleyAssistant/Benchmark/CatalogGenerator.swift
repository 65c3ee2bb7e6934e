import Foundation
import ParleyMatcher

/// Generates matcher catalogs of a given size for benchmarks: apps × phrases per app, with
/// entity names spread over the apps' entity slots, all from a seed.
///
/// Each app gets a made-up name, intents of about five phrases each built from common command
/// verbs and nouns (so apps overlap as real apps do), and two entity vocabularies. About a
/// third of the phrases take an entity, a tenth a number and a tenth a date.
///
/// ```swift
/// let catalog = CatalogGenerator(seed: 7).catalog(apps: 50, phrasesPerApp: 200, entities: 100_000)
/// catalog.templates.count  // 10000
/// ```
public struct CatalogGenerator: Sendable {
  /// The seed every choice derives from.
  public var seed: UInt64

  /// Creates a generator with a seed.
  public init(seed: UInt64 = 1) {
    self.seed = seed
  }

  private static let verbs = [
    ["open", "show", "view"], ["get", "check", "find"], ["start", "begin"], ["stop", "end"],
    ["add", "create", "make"], ["delete", "remove"], ["set", "change"], ["share", "send"],
    ["play", "listen to"], ["book", "reserve"], ["track", "log"], ["search", "look up"],
    ["rename"], ["archive"], ["pin"], ["export"], ["order"], ["cancel"], ["schedule", "plan"],
    ["rate"], ["download"], ["sync"], ["mute"], ["print"], ["copy"], ["move"],
  ]
  private static let nouns = [
    "favorites", "settings", "history", "playlist", "orders", "tasks", "notes", "reminders",
    "messages", "photos", "workout", "trip", "budget", "recipes", "library", "inbox", "calendar",
    "contacts", "downloads", "bookmarks", "projects", "invoices", "receipts", "tickets",
    "podcasts", "albums", "meetings", "goals", "habits", "expenses", "drafts", "folders",
    "routes", "stations", "devices", "scenes", "lights", "alarms", "timers", "reports",
    "subscriptions", "wishlist", "cart", "deliveries", "appointments", "lessons", "scores",
    "matches", "teams", "players", "journal", "entries", "markers", "maps", "reviews",
    "transactions", "accounts", "cards", "statements", "passwords", "documents", "files",
  ]
  private static let modifiers = [
    "my", "all", "recent", "latest", "today's", "new", "shared", "saved", "weekly", "daily",
    "important", "unread", "old", "top", "next", "last", "upcoming", "current", "pending",
  ]
  private static let kinds = [
    "Trail", "Lake", "Park", "Street", "Cafe", "Album", "Project", "Station", "Team", "Studio",
    "Market", "Garden", "House", "Road", "Bridge", "Hall", "Center", "Club", "Shop", "Tower",
  ]

  /// A catalog of `apps` apps with `phrasesPerApp` phrases each and `entities` entity names in
  /// all.
  public func catalog(apps: Int, phrasesPerApp: Int, entities: Int) -> MatcherCatalog {
    var random = SeededGenerator(seed: seed)
    let words = PseudoWords(random: &random)
    var appNames: [String] = []
    var usedNames = Set<String>()
    while appNames.count < apps {
      let name = words.word(&random).capitalized
      if usedNames.insert(name).inserted { appNames.append(name) }
    }
    let vocabularyCount = max(1, apps * 2)
    let perVocabulary = max(1, entities / vocabularyCount)
    var vocabularies: [SlotVocabulary] = []
    let pool = (0..<max(64, entities / 3)).map { _ in words.word(&random).capitalized }
    for index in 0..<vocabularyCount {
      var entries: [SlotVocabulary.Entry] = []
      var titles = Set<String>()
      let kind = random.pick(Self.kinds)
      while entries.count < perVocabulary && entities > 0 {
        var parts = [random.pick(pool)]
        if random.chance(0.5) { parts.append(random.pick(pool)) }
        if random.chance(0.7) { parts.append(random.chance(0.8) ? kind : random.pick(Self.kinds)) }
        let title = parts.joined(separator: " ")
        guard titles.insert(title).inserted else { continue }
        let synonyms = parts.count > 1 && random.chance(0.3) ? [parts[0]] : []
        entries.append(.init(value: "e\(index)-\(entries.count)", title: title, synonyms: synonyms))
      }
      vocabularies.append(
        SlotVocabulary(name: "V\(index)", entries: entries, acceptsUnknownValues: index % 2 == 0))
    }
    var templates: [PhraseTemplate] = []
    for (appIndex, app) in appNames.enumerated() {
      var pairs = Set<String>()
      var intent = 0
      var made = 0
      while made < phrasesPerApp {
        let verbs = random.pick(Self.verbs)
        let noun = random.pick(Self.nouns)
        guard pairs.insert(verbs[0] + noun).inserted || pairs.count > 1000 else { continue }
        let slotRoll = Double.random(in: 0..<1, using: &random)
        let vocabulary = "V\(appIndex * 2 + Int.random(in: 0..<2, using: &random))"
        let slot: PhraseTemplate.Part? =
          entities > 0 && slotRoll < 0.33
          ? .slot(name: "item", type: .vocabulary(vocabulary))
          : slotRoll < 0.43
            ? .slot(name: "count", type: .integer)
            : slotRoll < 0.53 ? .slot(name: "when", type: .date) : nil
        for variant in 0..<min(5, phrasesPerApp - made) {
          let verb = verbs[variant % verbs.count]
          var words = [verb]
          if variant % 2 == 1 || random.chance(0.3) { words.append(random.pick(Self.modifiers)) }
          words.append(noun)
          var parts: [PhraseTemplate.Part] = [.text(words.joined(separator: " "))]
          if let slot {
            let link: String
            switch slot {
            case .slot(_, .integer): link = "with"
            case .slot(_, .date): link = "for"
            default: link = random.pick(["for", "from", "on", "about"])
            }
            parts += [.text(link), slot]
          }
          if variant == 2 {
            parts = [.text("use"), .appName, .text("to")] + parts
          } else {
            parts += [.text(random.pick(["in", "with", "on", "using"])), .appName]
          }
          templates.append(PhraseTemplate(app: app, intent: "Intent\(intent)", parts: parts))
          made += 1
        }
        intent += 1
      }
    }
    let matcherApps = appNames.map { MatcherApp(name: $0, synonyms: ["\($0) app"]) }
    return MatcherCatalog(apps: matcherApps, templates: templates, vocabularies: vocabularies)
  }
}

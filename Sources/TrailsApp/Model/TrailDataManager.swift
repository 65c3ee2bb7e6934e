import Foundation
import ParleyIntents

/// The app's trail data: the bundled trails, the user's favourites and the featured
/// collections.
///
/// Registered with `AppDependencyManager`; each manager holds its own instance, so favourites
/// changed in one conversation (or test) stay there. With a file, the favourites are read from
/// it and each change is saved to it before it is told, shared safely with other processes.
final class TrailDataManager: Sendable {
  /// What the app keeps between runs.
  struct Saved: Codable, Sendable {
    /// The favourite trails, in the order they were added.
    var favoriteIDs: [Trail.ID]
  }

  private let kept: KeptValue<Saved>
  /// Every trail.
  let trails: [Trail]

  /// Creates a manager over the given trails and favourites, or the favourites kept in `file`.
  init(
    trails: [Trail] = TrailCatalog.trails,
    favoriteIDs: [Trail.ID] = TrailCatalog.initialFavoriteIDs,
    file: AppDataFile<Saved>? = nil
  ) {
    self.trails = trails
    kept = KeptValue(Saved(favoriteIDs: favoriteIDs), file: file)
  }

  /// The trail with an identifier, if any.
  func trail(with id: Trail.ID) -> Trail? {
    trails.first { $0.id == id }
  }

  /// The trails with the identifiers, in the order of the identifiers.
  func trails(with ids: [Trail.ID]) -> [Trail] {
    ids.compactMap { trail(with: $0) }
  }

  /// The trails whose names contain the text, ignoring case and accents.
  func trails(matching text: String) -> [Trail] {
    let needle = Self.folded(text)
    guard !needle.isEmpty else { return [] }
    return trails.filter { Self.folded($0.name).contains(needle) }
  }

  /// The favourite trails, in the order they were added.
  var favorites: [Trail] {
    trails(with: kept.value.favoriteIDs)
  }

  /// Whether a trail is a favourite.
  func isFavorite(_ id: Trail.ID) -> Bool {
    kept.value.favoriteIDs.contains(id)
  }

  /// Adds a trail to the favourites.
  ///
  /// - Throws: `AppDataError` when the change could not be saved.
  func addFavorite(_ id: Trail.ID) throws {
    try kept.change(saving: "your favorites") { saved in
      if !saved.favoriteIDs.contains(id) { saved.favoriteIDs.append(id) }
    }
  }

  /// Removes a trail from the favourites.
  ///
  /// - Throws: `AppDataError` when the change could not be saved.
  func removeFavorite(_ id: Trail.ID) throws {
    try removeFavorites([id])
  }

  /// Removes several trails from the favourites in one change.
  ///
  /// - Throws: `AppDataError` when the change could not be saved.
  func removeFavorites(_ ids: [Trail.ID]) throws {
    try kept.change(saving: "your favorites") { $0.favoriteIDs.removeAll(where: ids.contains) }
  }

  /// The distinct regions, in catalog order.
  var regions: [String] {
    var seen = Set<String>()
    return trails.map(\.regionDescription).filter { seen.insert($0).inserted }
  }

  /// The regions a location names: those that contain it, ignoring case, accents and the
  /// punctuation between words.
  ///
  /// "Springfield" names two regions; "Springfield, Oregon", "springfield oregon" and "Moab"
  /// name one.
  func regions(matching location: String) -> [String] {
    let needle = Self.folded(location)
    guard !needle.isEmpty else { return [] }
    return regions.filter { Self.folded($0).contains(needle) }
  }

  /// The trails in a region that suit an activity.
  func trails(inRegion region: String, activity: ActivityStyle) -> [Trail] {
    trails.filter { $0.regionDescription == region && $0.activities.contains(activity) }
  }

  /// The featured collections.
  var featuredCollections: [TrailCollection] {
    TrailCatalog.featuredCollections.map { collection in
      TrailCollection(
        id: collection.id, name: collection.name, symbolName: collection.symbol,
        trails: trails(with: collection.trails).map(TrailEntity.init))
    }
  }

  /// `text` in lower case without accents, its words with one space between them and no
  /// punctuation: "Springfield, Missouri" is "springfield missouri".
  private static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
  }
}

import Foundation
import ParleyIntents

/// The app's trail data: the bundled trails, the user's favourites and the featured
/// collections.
///
/// Registered with `AppDependencyManager`; each manager holds its own instance, so favourites
/// changed in one conversation (or test) stay there. With a file, the favourites are read from
/// it and saved to it after each change.
final class TrailDataManager: @unchecked Sendable {
  /// What the app keeps between runs.
  struct Saved: Codable {
    /// The favourite trails, in the order they were added.
    var favoriteIDs: [Trail.ID]
  }

  private let lock = NSLock()
  private var favoriteIDs: [Trail.ID]
  private let file: AppDataFile<Saved>?
  /// Every trail.
  let trails: [Trail]

  /// Creates a manager over the given trails and favourites, or the favourites kept in `file`.
  init(
    trails: [Trail] = TrailCatalog.trails,
    favoriteIDs: [Trail.ID] = TrailCatalog.initialFavoriteIDs,
    file: AppDataFile<Saved>? = nil
  ) {
    self.trails = trails
    self.file = file
    self.favoriteIDs =
      file?.load(sample: Saved(favoriteIDs: favoriteIDs)).favoriteIDs ?? favoriteIDs
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
    trails(with: lock.withLock { favoriteIDs })
  }

  /// Whether a trail is a favourite.
  func isFavorite(_ id: Trail.ID) -> Bool {
    lock.withLock { favoriteIDs.contains(id) }
  }

  /// Adds a trail to the favourites.
  func addFavorite(_ id: Trail.ID) {
    lock.withLock {
      if !favoriteIDs.contains(id) { favoriteIDs.append(id) }
      file?.save(Saved(favoriteIDs: favoriteIDs))
    }
  }

  /// Removes a trail from the favourites.
  func removeFavorite(_ id: Trail.ID) {
    lock.withLock {
      favoriteIDs.removeAll { $0 == id }
      file?.save(Saved(favoriteIDs: favoriteIDs))
    }
  }

  /// The distinct regions, in catalog order.
  var regions: [String] {
    var seen = Set<String>()
    return trails.map(\.regionDescription).filter { seen.insert($0).inserted }
  }

  /// The regions a location names: those that contain it, ignoring case and accents.
  ///
  /// "Springfield" names two regions; "Springfield, Oregon" and "Moab" name one.
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

  private static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

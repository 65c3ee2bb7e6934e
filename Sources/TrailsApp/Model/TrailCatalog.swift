/// The trails and featured collections bundled with the app.
enum TrailCatalog {
  /// Every bundled trail.
  static let trails: [Trail] = [
    trail(
      1, "Bear Creek Trail", "Boulder, Colorado", [.hiking, .jogging, .equestrian], 12.9,
      "Open. The trail is dry and firm, with light traffic."),
    trail(
      2, "Cedar Falls", "Springfield, Oregon", [.hiking], 6.4,
      "Open. Muddy near the falls after last night's rain."),
    trail(
      3, "Alpine Loop", "Banff, Alberta", [.crossCountrySkiing, .snowshoeing, .hiking], 15.2,
      "Open. Twenty centimetres of fresh snow, groomed for skiing this morning."),
    trail(
      4, "Mesa Trail", "Boulder, Colorado", [.hiking, .jogging, .biking], 11.1,
      "Open. Icy patches in the shaded sections."),
    trail(
      5, "Royal Arch", "Boulder, Colorado", [.hiking], 5.0,
      "Closed. Crews are clearing a rockfall."),
    trail(
      6, "Ridgeline Path", "Springfield, Oregon", [.biking, .jogging], 8.3,
      "Open. Fallen branches past the second bridge."),
    trail(
      7, "Riverbend Trail", "Springfield, Missouri", [.biking, .jogging, .hiking], 9.7,
      "Open. Flooded at the low crossing; use the detour."),
    trail(
      8, "Ozark Hollow", "Springfield, Missouri", [.equestrian, .hiking], 14.5,
      "Open. Dry, with horses on the trail at weekends."),
    trail(
      9, "Slickrock Trail", "Moab, Utah", [.biking], 16.9,
      "Open. Hot in the afternoon; carry plenty of water."),
    trail(
      10, "Delicate Arch", "Moab, Utah", [.hiking], 4.8,
      "Open. Crowded at sunset."),
    trail(
      11, "Corona Arch", "Moab, Utah", [.hiking, .jogging], 4.8,
      "Open. Clear and dry."),
    trail(
      12, "Mist Trail", "Yosemite Valley, California", [.hiking], 4.6,
      "Open. The granite steps are wet and slippery."),
    trail(
      13, "Glacier Point Road", "Yosemite Valley, California",
      [.crossCountrySkiing, .snowshoeing], 16.1,
      "Open to skiers and snowshoers only; the road is closed to cars."),
    trail(
      14, "Four Mile Trail", "Yosemite Valley, California", [.hiking], 7.7,
      "Closed above Union Point for the winter."),
    trail(
      15, "Lake Louise Shoreline", "Banff, Alberta", [.hiking, .snowshoeing], 3.9,
      "Open. Packed snow along the shore."),
    trail(
      16, "Johnston Canyon", "Banff, Alberta", [.hiking, .snowshoeing], 5.4,
      "Open. Ice cleats recommended on the catwalks."),
    trail(
      17, "Tahoe Rim Trail", "Lake Tahoe, Nevada", [.biking, .hiking, .equestrian], 20.0,
      "Open. Snow above two thousand five hundred metres."),
    trail(
      18, "Emerald Bay Loop", "Lake Tahoe, California", [.hiking, .snowshoeing], 7.2,
      "Open. Parking fills early."),
    trail(
      19, "Mountains-to-Sea Trail", "Asheville, North Carolina", [.hiking, .equestrian], 18.5,
      "Open. Leaves cover the path; watch your footing."),
    trail(
      20, "Bent Creek", "Asheville, North Carolina", [.biking, .jogging], 10.2,
      "Open. Tacky and fast after yesterday's shower."),
  ]

  /// The trails that start as favourites.
  static let initialFavoriteIDs = [1, 2, 3]

  /// The featured collections: name, symbol and trail identifiers.
  static let featuredCollections: [(id: Int, name: String, symbol: String, trails: [Int])] = [
    (1, "Most Popular", "flame", [1, 3, 9, 12]),
    (2, "Winter Escapes", "snowflake", [3, 13, 15, 16]),
    (3, "Family Friendly", "figure.2.and.child.holdinghands", [2, 10, 15, 18]),
  ]

  private static func trail(
    _ id: Int, _ name: String, _ region: String, _ activities: [ActivityStyle],
    _ distance: Double, _ conditions: String
  ) -> Trail {
    let image = name.lowercased().split { !$0.isLetter }.joined(separator: "-")
    return Trail(
      id: id, name: name, regionDescription: region, activities: activities,
      distanceInKilometers: distance, currentConditions: conditions, featuredImage: image)
  }
}

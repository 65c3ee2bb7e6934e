@testable import ParleyAssistant

/// Trails replies that several suites expect.
enum TrailsReplies {
  /// Bear Creek Trail's conditions on a display: the card, then the supporting text.
  static let bearCreekOnDisplay = completes(
    .snippet(
      Snippet(
        title: "Bear Creek Trail",
        lines: [
          "Boulder, Colorado", "12.9 km · hiking, jogging, equestrian",
          "Open. The trail is dry and firm, with light traffic.",
        ])),
    .dialog("Here's the latest information on Bear Creek Trail."))

  /// Bear Creek Trail's conditions on a speaker: the full text.
  static let bearCreekOnSpeaker = completes(
    .dialog(
      "The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light traffic."
    ))

  /// The lines of the favourites card, one per trail, as the app starts.
  static let favoriteLines = [
    "Bear Creek Trail · 12.9 km · Boulder, Colorado",
    "Cedar Falls · 6.4 km · Springfield, Oregon",
    "Alpine Loop · 15.2 km · Banff, Alberta",
  ]

  /// Opening the favourites on a display, with the given lines on the card.
  static func favoritesOnDisplay(_ lines: [String] = favoriteLines) -> Reply {
    completes(.snippet(Snippet(title: "Favorites", lines: lines)), .dialog("Opening Trails…"))
  }
}

import ParleyIntents

/// An activity a trail suits.
enum ActivityStyle: String, AppEnum {
  case biking
  case equestrian
  case hiking
  case jogging
  case crossCountrySkiing
  case snowshoeing

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Activity"

  static var caseDisplayRepresentations: [ActivityStyle: DisplayRepresentation] = [
    .biking: DisplayRepresentation(
      title: "Biking", image: .init(systemName: "figure.outdoor.cycle"),
      synonyms: ["Cycling", "Mountain Biking", "Bike"]),
    .equestrian: DisplayRepresentation(
      title: "Equestrian", image: .init(systemName: "figure.equestrian.sports"),
      synonyms: ["Horseback Riding", "Horse Riding", "Riding"]),
    .hiking: DisplayRepresentation(
      title: "Hiking", image: .init(systemName: "figure.hiking"),
      synonyms: ["Walking", "Trekking", "Hike"]),
    .jogging: DisplayRepresentation(
      title: "Jogging", image: .init(systemName: "figure.run"),
      synonyms: ["Running", "Trail Running", "Run"]),
    .crossCountrySkiing: DisplayRepresentation(
      title: "Cross-Country Skiing", image: .init(systemName: "figure.skiing.crosscountry"),
      synonyms: ["Nordic Skiing", "Skiing", "XC Skiing"]),
    .snowshoeing: DisplayRepresentation(
      title: "Snowshoeing", image: .init(systemName: "snowflake"), synonyms: ["Snowshoe"]),
  ]

  /// The title in lowercase, as it reads inside a sentence: "cross-country skiing".
  var spokenName: String {
    String(localized: localizedStringResource).lowercased()
  }
}

import ParleyIntents

/// The size of a serving of soup.
enum SoupSize: String, AppEnum, Codable {
  case cup
  case bowl
  case large

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"

  static var caseDisplayRepresentations: [SoupSize: DisplayRepresentation] = [
    .cup: DisplayRepresentation(title: "Cup", subtitle: "8 oz", synonyms: ["Small"]),
    .bowl: DisplayRepresentation(
      title: "Bowl", subtitle: "12 oz", synonyms: ["Regular", "Medium"]),
    .large: DisplayRepresentation(
      title: "Large Bowl", subtitle: "16 oz", synonyms: ["Large", "Big"]),
  ]

  /// What the size adds to a bowl's price, in cents.
  var surchargeInCents: Int {
    switch self {
    case .cup: return -150
    case .bowl: return 0
    case .large: return 200
    }
  }

  /// The serving as a sentence names it: "cup", "bowl", "large bowl".
  var servingName: String {
    switch self {
    case .cup: return "cup"
    case .bowl: return "bowl"
    case .large: return "large bowl"
    }
  }
}

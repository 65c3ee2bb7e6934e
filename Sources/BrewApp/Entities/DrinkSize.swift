import ParleyIntents

/// The size of a drink.
enum DrinkSize: String, AppEnum, Codable {
  case small
  case medium
  case large

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Size"

  static var caseDisplayRepresentations: [DrinkSize: DisplayRepresentation] = [
    .small: DisplayRepresentation(title: "Small", synonyms: ["Tall", "Short"]),
    .medium: DisplayRepresentation(title: "Medium", synonyms: ["Grande", "Regular"]),
    .large: DisplayRepresentation(title: "Large", synonyms: ["Venti", "Big"]),
  ]

  /// What the size adds to a small drink's price, in cents.
  var surchargeInCents: Int {
    switch self {
    case .small: return 0
    case .medium: return 50
    case .large: return 100
    }
  }

  /// The title in lowercase, as it reads inside a sentence: "large".
  var spokenName: String {
    String(localized: localizedStringResource).lowercased()
  }
}

import Foundation

/// The plain text of a display representation.
package struct DisplayText: Hashable, Sendable {
  /// The title.
  package var title: String
  /// The subtitle, if any.
  package var subtitle: String?
  /// Other names that also match.
  package var synonyms: [String]

  /// Creates display text.
  package init(title: String, subtitle: String? = nil, synonyms: [String] = []) {
    self.title = title
    self.subtitle = subtitle
    self.synonyms = synonyms
  }

  /// Reads the text of a display representation.
  package init(_ representation: DisplayRepresentation) {
    self.init(
      title: representation.title.defaultValue,
      subtitle: representation.subtitle?.defaultValue,
      synonyms: representation.synonyms.map(\.defaultValue))
  }

  /// The title followed by the synonyms.
  package var names: [String] { [title] + synonyms }
}

/// Every text a value is known by, its readable text first: an enum case's title, its name in
/// code (a Swift enum's) and its raw value, and its synonyms; an entity's title and synonyms;
/// otherwise the readable text alone.
///
/// ```swift
/// acceptedTexts(of: DrinkSize.large)  // ["Large", "large", "Venti", "Big"]
/// ```
package func acceptedTexts(of value: Any) -> [String] {
  var texts = [displayText(of: value)]
  func add(_ more: [String]) {
    for text in more where !texts.contains(where: { $0.lowercased() == text.lowercased() }) {
      texts.append(text)
    }
  }
  switch value {
  case let enumCase as any AppEnum:
    // A case's name in code; a value type that is no Swift enum has none.
    if Mirror(reflecting: enumCase).displayStyle == .enum { add([String(describing: enumCase)]) }
    if let raw = (enumCase as? any RawRepresentable)?.rawValue { add(["\(raw)"]) }
    add(DisplayText(enumCase.displayRepresentation).synonyms)
  case let entity as any AppEntity:
    add(DisplayText(entity.displayRepresentation).synonyms)
  case let value as any _IntentValue:
    guard let unwrapped = value._unwrappedIntentValue, type(of: unwrapped) != type(of: value)
    else { break }
    add(acceptedTexts(of: unwrapped))
  default:
    break
  }
  return texts
}

/// Returns the readable text of a value: an entity's or enum case's title, a resource's text,
/// a number without needless decimals, a date in ISO 8601 form, a list joined by commas.
///
/// ```swift
/// displayText(of: ActivityStyle.hiking)  // "Hiking"
/// displayText(of: 5.0)                   // "5"
/// ```
package func displayText(of value: Any) -> String {
  switch value {
  case let entity as any AppEntity:
    return entity.displayRepresentation.title.defaultValue
  case let convertible as any CustomLocalizedStringResourceConvertible:
    return convertible.localizedStringResource.defaultValue
  case let resource as LocalizedStringResource:
    return resource.defaultValue
  case let double as Double:
    return double.rounded() == double && abs(double) < 1e15 ? String(Int(double)) : String(double)
  case let date as Date:
    return ISO8601DateFormatter().string(from: date)
  case let url as URL:
    return url.absoluteString
  case let components as DateComponents:
    if let date = components.date { return ISO8601DateFormatter().string(from: date) }
    return String(describing: components)
  case let measured as any MeasuredValue:
    let (value, unit) = measured.measured
    if let spoken = SpokenUnits.spoken(unit) { return spoken.text(for: value) }
    return "\(displayText(of: value)) \(unit.symbol)"
  case let text as AttributedString:
    return String(text.characters)
  case let name as PersonNameComponents:
    return name.formatted()
  case let list as [Any]:
    return list.map { displayText(of: $0) }.joined(separator: ", ")
  case let value as any _IntentValue:
    guard let unwrapped = value._unwrappedIntentValue else { return "" }
    let isPlain = type(of: unwrapped) == type(of: value)
    return isPlain ? String(describing: unwrapped) : displayText(of: unwrapped)
  default:
    return String(describing: value)
  }
}

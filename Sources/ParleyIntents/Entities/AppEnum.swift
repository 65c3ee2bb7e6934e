/// A fixed set of values people can name, such as an activity.
///
/// ```swift
/// enum ActivityStyle: String, AppEnum {
///   case hiking, biking
///   static var typeDisplayRepresentation: TypeDisplayRepresentation = "Activity"
///   static var caseDisplayRepresentations: [ActivityStyle: DisplayRepresentation] = [
///     .hiking: DisplayRepresentation(title: "Hiking", synonyms: ["Walking"]),
///     .biking: "Biking",
///   ]
/// }
/// ```
public protocol AppEnum: _IntentValue, TypeDisplayRepresentable, CaseDisplayRepresentable,
  Sendable
{}

/// A type whose cases each have a display representation.
public protocol CaseDisplayRepresentable: CaseIterable, Hashable,
  CustomLocalizedStringResourceConvertible
{
  /// The display representation of each case. A case left out is never offered: a phrase
  /// does not expand with it, a request or an answer cannot name it, and a list of choices does
  /// not show it; `parley test` warns about it.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
  /// How this case appears to people; a case missing from the table appears by its name.
  public var displayRepresentation: DisplayRepresentation {
    Self.caseDisplayRepresentations[self]
      ?? DisplayRepresentation(title: LocalizedStringResource(String(describing: self)))
  }

  /// The case's title.
  public var localizedStringResource: LocalizedStringResource {
    displayRepresentation.title
  }
}

extension AppEnum {
  /// An enum type, resolved among its cases.
  public static var _intentValueKind: _IntentValueKind {
    _IntentValueKind(.enumeration(AnyEnumType(Self.self)))
  }
}

/// How a type of value is named to people, such as "Trail" for a trail entity.
///
/// ```swift
/// static var typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
/// TypeDisplayRepresentation(name: "Trail", numericFormat: "\(placeholder: .int) trails")
/// ```
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
  /// The type's name.
  public var name: LocalizedStringResource
  /// How a count of values reads, if given.
  public var numericFormat: LocalizedStringResource?
  /// Other names of the type ("Pie" for a pizza, "Deck" for a folder of flashcards): a request
  /// names a value by them as by the type's name ("the travel deck").
  public var synonyms: [LocalizedStringResource]

  /// Creates a type representation.
  ///
  /// ```swift
  /// TypeDisplayRepresentation(name: "Pizza", synonyms: ["Pie", "Za"])
  /// ```
  ///
  /// - Parameters:
  ///   - name: The type's name.
  ///   - numericFormat: How a count of values reads.
  ///   - synonyms: Other names of the type.
  public init(
    name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil,
    synonyms: [LocalizedStringResource] = []
  ) {
    self.name = name
    self.numericFormat = numericFormat
    self.synonyms = synonyms
  }

  /// Creates a type representation from a string literal name.
  public init(stringLiteral value: String) {
    self.init(name: LocalizedStringResource(value))
  }

  /// Creates a type representation from an interpolated string literal name.
  public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
    self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

/// A type that names itself to people with a type display representation.
public protocol TypeDisplayRepresentable {
  /// How the type is named to people.
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

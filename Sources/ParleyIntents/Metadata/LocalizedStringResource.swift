import Foundation

/// A reference to a localizable string: the text an app shows or speaks.
///
/// Write it as a string literal or an interpolation; interpolated entities and enum cases appear
/// by their display titles.
///
/// ```swift
/// let title: LocalizedStringResource = "Conditions for \(trail.name)"
/// String(localized: title)  // "Conditions for Bear Creek Trail"
/// ```
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
  CustomStringConvertible
{
  /// The key that identifies the string in a strings table.
  public var key: String
  /// The text used when no translation exists: the string itself.
  public var defaultValue: String
  /// The strings table the key belongs to, if not the default one.
  public var table: String?

  /// Creates a resource whose key and text are the same string.
  ///
  /// - Parameters:
  ///   - keyAndValue: The key, also used as the text.
  ///   - table: The strings table, if not the default one.
  ///   - comment: A note for translators; ignored at run time.
  public init(_ keyAndValue: String, table: String? = nil, comment: StaticString? = nil) {
    self.key = keyAndValue
    self.defaultValue = keyAndValue
    self.table = table
  }

  /// Creates a resource from a literal that may hold interpolations and placeholders, such as
  /// `LocalizedStringResource("\(placeholder: .int) trails", table: "AppIntents")`.
  ///
  /// - Parameters:
  ///   - keyAndValue: The key, also used as the text.
  ///   - table: The strings table, if not the default one.
  ///   - comment: A note for translators; ignored at run time.
  public init(
    _ keyAndValue: LocalizedStringResource, table: String? = nil, comment: StaticString? = nil
  ) {
    self = keyAndValue
    self.table = table
  }

  /// Creates a resource with a key distinct from its text.
  ///
  /// - Parameters:
  ///   - key: The key in the strings table.
  ///   - defaultValue: The text used when no translation exists.
  ///   - table: The strings table, if not the default one.
  ///   - comment: A note for translators; ignored at run time.
  public init(
    _ key: StaticString, defaultValue: LocalizedStringResource, table: String? = nil,
    comment: StaticString? = nil
  ) {
    self.key = "\(key)"
    self.defaultValue = defaultValue.defaultValue
    self.table = table
  }

  /// Creates a resource from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a resource from an interpolated string literal.
  public init(stringInterpolation: StringInterpolation) {
    self.key = stringInterpolation.key
    self.defaultValue = stringInterpolation.text
    self.table = nil
  }

  /// The text of the resource.
  public var description: String { defaultValue }

  /// Collects the literal text and interpolated values of a resource.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    var key = ""

    /// Creates an empty interpolation.
    public init(literalCapacity: Int, interpolationCount: Int) {
      text.reserveCapacity(literalCapacity)
    }

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      text += literal
      key += literal
    }

    /// Appends a value by its readable text: an entity's or enum case's title, a number, a name.
    public mutating func appendInterpolation<T>(_ value: T) {
      text += displayText(of: value)
      key += "%@"
    }

    /// Appends a format placeholder, as in a type's numeric format: `"\(placeholder: .int) trails"`.
    public mutating func appendInterpolation(placeholder: Placeholder) {
      text += placeholder.format
      key += placeholder.format
    }
  }

  /// The kind of value a format placeholder stands for.
  public enum Placeholder: Sendable {
    /// A signed whole number.
    case int
    /// An unsigned whole number.
    case uint
    /// A single-precision number.
    case float
    /// A double-precision number.
    case double
    /// Any object, written by its description.
    case object

    /// The printf-style format of the placeholder, such as "%lld".
    var format: String {
      switch self {
      case .int: return "%lld"
      case .uint: return "%llu"
      case .float, .double: return "%lf"
      case .object: return "%@"
      }
    }
  }
}

extension String {
  /// Creates a string from a localized string resource.
  ///
  /// - Parameter resource: The resource whose text to use.
  public init(localized resource: LocalizedStringResource) {
    self = resource.defaultValue
  }
}

import Foundation

/// A reference to a localizable string: the text an app shows or speaks.
///
/// Write it as a string literal or an interpolation; interpolated entities and enum cases appear
/// by their display titles, and a noun marked for agreement agrees with its number, as Apple's
/// automatic grammar agreement does in English: `"Turn off ^[\(count) light](inflect: true)?"`
/// reads "Turn off 1 light?" or "Turn off 3 lights?".
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
  /// The interpolated values by their text, in order: what a translation's placeholders
  /// (`%@`, `%lld`, `%2$@`) are filled with.
  package var arguments: [String] = []

  /// Creates a resource whose key and text are the same string.
  ///
  /// - Parameters:
  ///   - keyAndValue: The key, also used as the text.
  ///   - table: The strings table, if not the default one.
  ///   - comment: A note for translators; ignored at run time.
  public init(_ keyAndValue: String, table: String? = nil, comment: StaticString? = nil) {
    self.key = keyAndValue
    self.defaultValue = Inflection.apply(to: keyAndValue)
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
    self.defaultValue = Inflection.apply(to: stringInterpolation.text)
    self.table = nil
    self.arguments = stringInterpolation.arguments
  }

  /// The text of the resource.
  public var description: String { defaultValue }

  /// Collects the literal text and interpolated values of a resource.
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    var key = ""
    var arguments: [String] = []

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
    /// The key has the placeholder Xcode writes for the value's type (`%lld` for a whole
    /// number, `%lf` for a decimal, `%@` for the rest), so that translations are found by it.
    public mutating func appendInterpolation<T>(_ value: T) {
      let shown = displayText(of: value)
      text += shown
      arguments.append(shown)
      switch value {
      case is Int, is Int64, is Int32, is Int16, is Int8: key += "%lld"
      case is UInt, is UInt64, is UInt32, is UInt16, is UInt8: key += "%llu"
      case is Double: key += "%lf"
      case is Float: key += "%f"
      default: key += "%@"
      }
    }

    /// Appends a value written with a format style: `"Sent to \(name, format: .name(style:
    /// .short))."`.
    public mutating func appendInterpolation<Format: FormatStyle>(
      _ value: Format.FormatInput, format: Format
    ) where Format.FormatOutput == String {
      let shown = format.format(value)
      text += shown
      arguments.append(shown)
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

extension LocalizedStringResource {
  /// The text in the language of `tables` (string table name to key to translation): the
  /// translation of the key in the resource's table (`Localizable` by default) with its
  /// placeholders filled by the interpolated values, else the text itself.
  package func localized(in tables: [String: [String: String]]) -> String {
    guard let translation = tables[table ?? "Localizable"]?[key] else { return defaultValue }
    return Inflection.apply(to: Self.fill(translation, with: arguments))
  }

  /// `format` with its printf-style placeholders (`%@`, `%lld`, `%d`, `%lf`, `%.1f`, positional
  /// `%2$@`) replaced by `arguments` in order, and `%%` by `%`. A placeholder with no argument
  /// is left as it is.
  static func fill(_ format: String, with arguments: [String]) -> String {
    var result = ""
    var next = 0
    var characters = format[...]
    while let percent = characters.firstIndex(of: "%") {
      result += characters[..<percent]
      var rest = characters[characters.index(after: percent)...]
      if rest.first == "%" {
        result += "%"
        characters = rest.dropFirst()
        continue
      }
      let digits = rest.prefix { $0.isNumber }
      var position: Int?
      if !digits.isEmpty, rest.dropFirst(digits.count).first == "$" {
        position = Int(digits).map { $0 - 1 }
        rest = rest.dropFirst(digits.count + 1)
      }
      let flags = rest.prefix { "0123456789.-+ #lhqLjzt".contains($0) }
      guard let conversion = rest.dropFirst(flags.count).first,
        conversion.isLetter || conversion == "@"
      else {
        result += "%"
        characters = characters[characters.index(after: percent)...]
        continue
      }
      let index = position ?? next
      if position == nil { next += 1 }
      let end = rest.index(rest.startIndex, offsetBy: flags.count + 1)
      result += index < arguments.count ? arguments[index] : String(characters[percent..<end])
      characters = rest[end...]
    }
    return result + characters
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

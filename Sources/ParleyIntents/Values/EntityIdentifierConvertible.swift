import Foundation

/// An identifier type that converts to and from a string, so entities can be stored and looked
/// up again by id.
///
/// ```swift
/// 42.entityIdentifierString                 // "42"
/// Int.entityIdentifier(for: "42")           // 42
/// ```
public protocol EntityIdentifierConvertible {
  /// The identifier as a string.
  var entityIdentifierString: String { get }
  /// Reads an identifier from its string form, or returns nil when it does not parse.
  static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension String: EntityIdentifierConvertible {
  /// The string itself.
  public var entityIdentifierString: String { self }
  /// The string itself.
  public static func entityIdentifier(for entityIdentifierString: String) -> String? {
    entityIdentifierString
  }
}

extension Int: EntityIdentifierConvertible {
  /// The number in decimal.
  public var entityIdentifierString: String { String(self) }
  /// The number read from decimal.
  public static func entityIdentifier(for entityIdentifierString: String) -> Int? {
    Int(entityIdentifierString)
  }
}

extension UUID: EntityIdentifierConvertible {
  /// The UUID string.
  public var entityIdentifierString: String { uuidString }
  /// The UUID read from its string.
  public static func entityIdentifier(for entityIdentifierString: String) -> UUID? {
    UUID(uuidString: entityIdentifierString)
  }
}

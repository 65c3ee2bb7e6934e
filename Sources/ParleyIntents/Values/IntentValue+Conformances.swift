import Foundation

extension String: _IntentValue {
  /// A text value.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.string) }
}

extension AttributedString: _IntentValue {
  /// Text with attributes; off-device it is asked for and read as plain text.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.string) }

  /// Accepts an attributed string, or plain text as one without attributes.
  public static func _intentValue(from value: Any) -> AttributedString? {
    if let text = value as? AttributedString { return text }
    if let text = value as? String { return AttributedString(text) }
    return nil
  }
}

extension Int: _IntentValue {
  /// A whole number.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.integer) }
}

extension Double: _IntentValue {
  /// A decimal number.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.double) }

  /// Accepts a Double, or an Int widened to a Double.
  public static func _intentValue(from value: Any) -> Double? {
    if let double = value as? Double { return double }
    if let integer = value as? Int { return Double(integer) }
    return nil
  }
}

extension Decimal: _IntentValue {
  /// A decimal number, kept exact.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.double) }

  /// Accepts a Decimal, or a Double or Int as the decimal it is written as.
  public static func _intentValue(from value: Any) -> Decimal? {
    if let decimal = value as? Decimal { return decimal }
    if let integer = value as? Int { return Decimal(integer) }
    if let double = value as? Double { return Decimal(string: String(double)) }
    return nil
  }
}

extension DateComponents: _IntentValue {
  /// The parts of a date and a time.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.dateComponents) }
}

extension Bool: _IntentValue {
  /// A yes-or-no value.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.bool) }
}

extension Date: _IntentValue {
  /// A point in time.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.date) }
}

extension URL: _IntentValue {
  /// A web or file address.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.url) }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
  /// The wrapped type's request type.
  public typealias ValueType = Wrapped.ValueType
  /// The wrapped type's default type.
  public typealias UnwrappedType = Wrapped.UnwrappedType

  /// The wrapped type's kind, flagged optional.
  public static var _intentValueKind: _IntentValueKind {
    var kind = Wrapped._intentValueKind
    kind.isOptional = true
    return kind
  }

  /// Converts to the wrapped type; nil when it does not fit.
  public static func _intentValue(from value: Any) -> Wrapped?? {
    Wrapped._intentValue(from: value).map { .some($0) }
  }

  /// An unset optional parameter reads as nil.
  public static var _emptyIntentValue: Wrapped?? { .some(nil) }

  /// The wrapped value unwrapped, or nil.
  public var _unwrappedIntentValue: Any? {
    flatMap { $0._unwrappedIntentValue }
  }
}

extension Array: _IntentValue where Element: _IntentValue {
  /// The element type's kind, flagged array.
  public static var _intentValueKind: _IntentValueKind {
    var kind = Element._intentValueKind
    kind.isArray = true
    return kind
  }

  /// Converts an array whose every element fits, or a single element into a one-element array.
  public static func _intentValue(from value: Any) -> [Element]? {
    if let elements = value as? [Any] {
      let converted = elements.compactMap { Element._intentValue(from: $0) }
      return converted.count == elements.count ? converted : nil
    }
    return Element._intentValue(from: value).map { [$0] }
  }
}

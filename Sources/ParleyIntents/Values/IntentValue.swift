/// A type that can be an intent parameter or a returned value.
///
/// String, Int, Double, Bool, Date and URL conform; `AppEntity` and `AppEnum` refine it; Optional
/// and Array conform when their elements do. The runtime learns everything it needs about a
/// parameter's type through this one protocol.
public protocol _IntentValue {
  /// The type a resolution request works with: the value itself, or an optional's wrapped type.
  associatedtype ValueType = Self
  /// The type of a parameter's default value: the value itself, or an optional's wrapped type.
  associatedtype UnwrappedType = Self

  /// What the runtime knows about this type: its element type and whether it is optional or an
  /// array.
  static var _intentValueKind: _IntentValueKind { get }

  /// Converts a value of unknown type into this type, or returns nil when it does not fit.
  static func _intentValue(from value: Any) -> Self?

  /// The value with optionals unwrapped, or nil when it holds none.
  var _unwrappedIntentValue: Any? { get }

  /// The value an unset parameter of this type reads as: nil for optionals, else none.
  static var _emptyIntentValue: Self? { get }
}

extension _IntentValue {
  /// Converts by a plain cast.
  public static func _intentValue(from value: Any) -> Self? {
    value as? Self
  }

  /// The value itself.
  public var _unwrappedIntentValue: Any? { self }

  /// None: an unset parameter of a plain type has no value to read.
  public static var _emptyIntentValue: Self? { nil }
}

/// The runtime's description of an intent value type.
public struct _IntentValueKind {
  /// The element type, with optionals and arrays flagged separately.
  package var valueType: IntentValueType
  /// Whether the type is optional.
  package var isOptional: Bool
  /// Whether the type is an array.
  package var isArray: Bool

  /// Creates a description of a plain (non-optional, non-array) type.
  package init(_ valueType: IntentValueType, isOptional: Bool = false, isArray: Bool = false) {
    self.valueType = valueType
    self.isOptional = isOptional
    self.isArray = isArray
  }
}

/// The element type of an intent parameter; whether it is optional or an array is flagged
/// separately.
package enum IntentValueType {
  /// Text.
  case string
  /// A whole number.
  case integer
  /// A decimal number.
  case double
  /// A yes-or-no value.
  case bool
  /// A point in time.
  case date
  /// A web or file address.
  case url
  /// An amount in a unit of one dimension: a `Measurement`, or a `Duration`.
  case measurement(MeasurementType)
  /// An amount of money.
  case currency
  /// The parts of a date and a time.
  case dateComponents
  /// A person, by name or by phone number or email address.
  case person
  /// A file, its name and its contents.
  case file
  /// A way to pay, one of those an options provider lists.
  case paymentMethod
  /// An app entity, resolved through its query.
  case entity(AnyEntityType)
  /// An app enum, resolved among its cases.
  case enumeration(AnyEnumType)

  /// A short name for the type, as messages use it: "String", "Int", or the entity's type name.
  package var typeName: String {
    switch self {
    case .string: return "String"
    case .integer: return "Int"
    case .double: return "Double"
    case .bool: return "Bool"
    case .date: return "Date"
    case .url: return "URL"
    case .measurement(let type): return type.typeName
    case .currency: return "IntentCurrencyAmount"
    case .dateComponents: return "DateComponents"
    case .person: return "IntentPerson"
    case .file: return "IntentFile"
    case .paymentMethod: return "IntentPaymentMethod"
    case .entity(let type): return type.typeName
    case .enumeration(let type): return type.typeName
    }
  }

  /// Whether the type may appear in an App Shortcut phrase: an entity or an enum.
  package var isPhraseParameterType: Bool {
    switch self {
    case .entity, .enumeration: return true
    default: return false
    }
  }
}

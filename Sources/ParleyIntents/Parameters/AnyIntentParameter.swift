/// An intent parameter seen by the runtime, whatever its value type.
package protocol AnyIntentParameter: AnyObject {
  /// The property name, such as "trail".
  var name: String { get }
  /// The given title, or one inferred from the name ("Trail").
  var title: String { get }
  /// The element type; optionals and arrays are flagged by `isOptional` and `isArray`.
  var valueType: IntentValueType { get }
  /// What the parameter is for, as its `description` says ("The front of the card."), when
  /// it has one.
  var descriptionText: String? { get }
  /// Whether the parameter may be left empty.
  var isOptional: Bool { get }
  /// Whether the parameter holds a list.
  var isArray: Bool { get }
  /// The default value, unwrapped, or nil when there is none.
  var defaultValue: Any? { get }
  /// Where the parameter is declared (`TrailsApp/GetTrailInfo.swift:14:4`), when known.
  var declaredAt: String? { get }
  /// The prompt used when the system must ask for the value.
  var requestValueDialog: IntentDialog? { get }
  /// The prompt used when several values match.
  var requestDisambiguationDialog: IntentDialog? { get }
  /// The smallest and largest number the parameter accepts, if it is limited.
  var inclusiveRange: ClosedRange<Double>? { get }
  /// How a measurement parameter reads a number said without a unit, and what it takes.
  var measurementOptions: MeasurementOptions { get }
  /// The ISO codes of the currencies an amount of money may be in, the default first; any when
  /// empty.
  var currencyCodes: [String] { get }
  /// The identifiers of the kinds of file a file parameter takes; any when empty.
  var fileTypes: [String] { get }
  /// Whether a text parameter takes any text, its options only suggestions (it was declared
  /// with keyboard `inputOptions:`).
  var takesTypedText: Bool { get }
  /// Lists the values the parameter may take (its `optionsProvider`), if it has one.
  var dynamicOptions: (@Sendable () async throws -> [_OptionSection])? { get }
  /// What a Boolean parameter's values are called, when it names them.
  var displayName: Bool.IntentDisplayName? { get }
  /// Whether a date parameter holds a time of day (declared with `kind: .time` or
  /// `.dateTime`): a day said alone ("tomorrow") does not fill it, the time is asked for.
  var holdsTimeOfDay: Bool { get }
  /// The value the parameter's options provider gives when none was (its `defaultResult()`),
  /// as the parameter holds it: the first of several for a parameter of one value; nil when
  /// it has no provider, the provider gives none, or making it fails.
  func optionsDefault() async -> Any?
  /// Whether a value was set.
  var hasValue: Bool { get }
  /// The current value unwrapped, or nil when none was set.
  var anyValue: Any? { get }
  /// Sets the value; nil clears it.
  ///
  /// - Throws: `IntentValueError` when the value does not fit the parameter's type.
  func setAnyValue(_ value: Any?) throws
}

extension IntentParameter: AnyIntentParameter {
  /// Whether the parameter was declared a date of kind `.time` or `.dateTime`.
  package var holdsTimeOfDay: Bool { dateKind == .time || dateKind == .dateTime }

  /// The given title, or one inferred from the property name.
  package var title: String {
    givenTitle?.defaultValue ?? inferredTitle(fromPropertyName: name)
  }

  /// What the parameter is for, as its `description` says, when it has one.
  package var descriptionText: String? { parameterDescription?.defaultValue }

  /// The element type; an entity type is found through the parameter's own query when it was
  /// declared with one.
  package var valueType: IntentValueType {
    queriedType.map { .entity($0) } ?? Self.kind.valueType
  }

  /// Whether the parameter may be left empty.
  package var isOptional: Bool { Self.kind.isOptional }

  /// Whether the parameter holds a list.
  package var isArray: Bool { Self.kind.isArray }

  /// The default value, unwrapped.
  package var defaultValue: Any? {
    defaultUnwrapped.flatMap { Value._intentValue(from: $0)?._unwrappedIntentValue }
  }

  /// Whether a value was set.
  package var hasValue: Bool { currentValue != nil }

  /// The options provider's default, as the parameter holds it.
  package func optionsDefault() async -> Any? {
    guard let made = try? await providedDefault?() else { return nil }
    guard let value = (made as? any _IntentValue).map({ $0._unwrappedIntentValue }) ?? made else {
      return nil
    }
    guard !isArray, let several = value as? [Any] else { return value }
    return several.first
  }

  /// The current value unwrapped.
  package var anyValue: Any? { currentValue?._unwrappedIntentValue }

  /// Sets the value; nil clears it.
  package func setAnyValue(_ value: Any?) throws {
    guard let value else {
      clear()
      return
    }
    guard let converted = Value._intentValue(from: unerased(value)) else {
      throw IntentValueError(parameterName: name, expectedType: valueType.typeName, value: value)
    }
    if let range = inclusiveRange, let number = numericValue(converted._unwrappedIntentValue),
      !range.contains(number)
    {
      throw IntentValueError(parameterName: name, value: number, range: range)
    }
    wrappedValue = converted
  }
}

/// Returns the entity, enum case or phrase value inside the runtime's erased wrappers (also
/// inside arrays), or the value itself.
func unerased(_ value: Any) -> Any {
  switch value {
  case let entity as AnyEntity: return entity.base
  case let enumCase as AnyEnumCase: return enumCase.base
  case let phraseValue as PhraseParameterValue: return phraseValue.value
  case let list as [Any]: return list.map(unerased)
  default: return value
  }
}

/// The value as a Double when it is a number.
private func numericValue(_ value: Any?) -> Double? {
  switch value {
  case let integer as Int: return Double(integer)
  case let double as Double: return double
  case let decimal as Decimal: return decimal.doubleValue
  case let money as IntentCurrencyAmount: return money.amount.doubleValue
  default: return nil
  }
}

/// Turns a property name into a title: "trailName" becomes "Trail Name".
func inferredTitle(fromPropertyName name: String) -> String {
  var title = ""
  for character in name {
    if character.isUppercase, !title.isEmpty { title.append(" ") }
    title.append(title.isEmpty ? Character(character.uppercased()) : character)
  }
  return title
}

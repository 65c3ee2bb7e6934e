import Foundation

// Measurement parameters as Apple's App Intents declares them: one enum of units per dimension,
// and for each an initializer with a default unit (a number said alone is in it) and one with a
// fixed unit (every value is converted to it).

/// How a measurement parameter reads numbers: the unit a bare number is in, whether every value
/// is converted to that unit, and whether values below zero are taken.
package struct MeasurementOptions: @unchecked Sendable {
  /// The unit of a number said without one; `nil` when a unit must be said.
  package var unit: Dimension?
  /// Whether every value is converted to ``unit``.
  package var isFixed = false
  /// Whether values below zero are taken.
  package var supportsNegativeNumbers = true
}

extension IntentParameter {
  /// How a measurement parameter reads a number said without a unit, and what it takes; a
  /// number parameter whose title names a unit ("Minutes") reads a number alone in it and
  /// converts an amount said in another unit of its dimension to it.
  package var measurementOptions: MeasurementOptions {
    guard let type = numberUnits else { return declaredMeasurementOptions }
    return MeasurementOptions(unit: type.numberUnit, isFixed: true)
  }

  /// Creates a measurement parameter whose default, if any, is `defaultValue` in `unit` (else
  /// in the dimension's base unit).
  convenience init(
    title: LocalizedStringResource?, description: LocalizedStringResource?,
    defaultValue: Double?, measuredIn unit: Dimension?, isFixed: Bool,
    supportsNegativeNumbers: Bool, requestValueDialog: IntentDialog?,
    inputConnectionBehavior: InputConnectionBehavior
  ) {
    var measured: Value.UnwrappedType?
    if let defaultValue, case .measurement(let type) = Value._intentValueKind.valueType {
      measured = type.value(defaultValue, in: unit ?? type.baseUnit) as? Value.UnwrappedType
    }
    self.init(
      title: title, description: description, default: measured,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior)
    declaredMeasurementOptions = MeasurementOptions(
      unit: unit, isFixed: isFixed, supportsNegativeNumbers: supportsNegativeNumbers)
  }
}

extension IntentParameter where Value.ValueType == Measurement<UnitDuration> {
  /// The units of durations.
  public enum Duration: Sendable, CaseIterable {
    case hours, microseconds, milliseconds, minutes, nanoseconds, picoseconds, seconds

    var unit: UnitDuration {
      switch self {
      case .hours: return .hours
      case .microseconds: return .microseconds
      case .milliseconds: return .milliseconds
      case .minutes: return .minutes
      case .nanoseconds: return .nanoseconds
      case .picoseconds: return .picoseconds
      case .seconds: return .seconds
      }
    }
  }

  /// Creates a parameter for durations; a number said alone is in `defaultUnit`.
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - defaultValue: The value, in `defaultUnit`, used when none is given.
  ///   - defaultUnit: The unit of a number said without one; without it a unit must be said.
  ///   - defaultUnitAdjustForLocale: Whether the unit follows the locale; ignored here.
  ///   - supportsNegativeNumbers: Whether values below zero are taken.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, defaultUnit: Duration? = nil,
    defaultUnitAdjustForLocale: Bool = true, supportsNegativeNumbers: Bool = false,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      measuredIn: defaultUnit?.unit, isFixed: false,
      supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    declaredAt = "\(file):\(line):\(column)"
  }

  /// Creates a parameter for durations in one unit: a value said in another is converted to it.
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - defaultValue: The value, in `unit`, used when none is given.
  ///   - unit: The unit every value is in.
  ///   - unitAdjustForLocale: Whether the unit follows the locale; ignored here.
  ///   - supportsNegativeNumbers: Whether values below zero are taken.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    defaultValue: Double? = nil, unit: Duration, unitAdjustForLocale: Bool = false,
    supportsNegativeNumbers: Bool = false, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, defaultValue: defaultValue,
      measuredIn: unit.unit, isFixed: true, supportsNegativeNumbers: supportsNegativeNumbers,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    declaredAt = "\(file):\(line):\(column)"
  }
}

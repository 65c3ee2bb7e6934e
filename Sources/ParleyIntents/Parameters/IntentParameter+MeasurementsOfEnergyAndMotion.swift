import Foundation

// Measurement parameters of temperature, speed, energy and angle, and Swift durations (see
// IntentParameter+Measurements).

extension IntentParameter where Value.ValueType == Measurement<UnitTemperature> {
  /// The units of temperatures.
  public enum Temperature: Sendable, CaseIterable {
    case celsius, fahrenheit, kelvin

    var unit: UnitTemperature {
      switch self {
      case .celsius: return .celsius
      case .fahrenheit: return .fahrenheit
      case .kelvin: return .kelvin
      }
    }
  }

  /// Creates a parameter for temperatures; a number said alone is in `defaultUnit`.
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
    defaultValue: Double? = nil, defaultUnit: Temperature? = nil,
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

  /// Creates a parameter for temperatures in one unit: a value said in another is converted to it.
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
    defaultValue: Double? = nil, unit: Temperature, unitAdjustForLocale: Bool = false,
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

extension IntentParameter where Value.ValueType == Measurement<UnitSpeed> {
  /// The units of speeds.
  public enum Speed: Sendable, CaseIterable {
    case kilometersPerHour, knots, metersPerSecond, milesPerHour

    var unit: UnitSpeed {
      switch self {
      case .kilometersPerHour: return .kilometersPerHour
      case .knots: return .knots
      case .metersPerSecond: return .metersPerSecond
      case .milesPerHour: return .milesPerHour
      }
    }
  }

  /// Creates a parameter for speeds; a number said alone is in `defaultUnit`.
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
    defaultValue: Double? = nil, defaultUnit: Speed? = nil,
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

  /// Creates a parameter for speeds in one unit: a value said in another is converted to it.
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
    defaultValue: Double? = nil, unit: Speed, unitAdjustForLocale: Bool = false,
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

extension IntentParameter where Value.ValueType == Measurement<UnitEnergy> {
  /// The units of amounts of energy.
  public enum Energy: Sendable, CaseIterable {
    case calories, joules, kilocalories, kilojoules, kilowattHours

    var unit: UnitEnergy {
      switch self {
      case .calories: return .calories
      case .joules: return .joules
      case .kilocalories: return .kilocalories
      case .kilojoules: return .kilojoules
      case .kilowattHours: return .kilowattHours
      }
    }
  }

  /// Creates a parameter for amounts of energy; a number said alone is in `defaultUnit`.
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
    defaultValue: Double? = nil, defaultUnit: Energy? = nil,
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

  /// Creates a parameter for amounts of energy in one unit: a value said in another is converted to it.
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
    defaultValue: Double? = nil, unit: Energy, unitAdjustForLocale: Bool = false,
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

extension IntentParameter where Value.ValueType == Measurement<UnitAngle> {
  /// The units of angles.
  public enum Angle: Sendable, CaseIterable {
    case arcMinutes, arcSeconds, degrees, gradians, radians, revolutions

    var unit: UnitAngle {
      switch self {
      case .arcMinutes: return .arcMinutes
      case .arcSeconds: return .arcSeconds
      case .degrees: return .degrees
      case .gradians: return .gradians
      case .radians: return .radians
      case .revolutions: return .revolutions
      }
    }
  }

  /// Creates a parameter for angles; a number said alone is in `defaultUnit`.
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
    defaultValue: Double? = nil, defaultUnit: Angle? = nil,
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

  /// Creates a parameter for angles in one unit: a value said in another is converted to it.
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
    defaultValue: Double? = nil, unit: Angle, unitAdjustForLocale: Bool = false,
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

extension IntentParameter where Value.ValueType == Swift.Duration {
  /// The units of a duration.
  public enum DurationUnit: Sendable, CaseIterable {
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

  /// Creates a duration parameter; a number said alone is in `defaultUnit`.
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The value used when none is given.
  ///   - defaultUnit: The unit of a number said without one; without it a unit must be said.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, defaultUnit: DurationUnit? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior)
    declaredMeasurementOptions = MeasurementOptions(
      unit: defaultUnit?.unit, supportsNegativeNumbers: false)
    declaredAt = "\(file):\(line):\(column)"
  }
}

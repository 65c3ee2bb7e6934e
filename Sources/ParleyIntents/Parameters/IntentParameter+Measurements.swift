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

extension IntentParameter where Value.ValueType == Measurement<UnitLength> {
  /// The units of lengths.
  public enum Length: Sendable, CaseIterable {
    case astronomicalUnits, centimeters, decameters, decimeters, fathoms, feet, furlongs,
      hectometers, inches, kilometers, lightyears, megameters, meters, micrometers, millimeters,
      miles, nanometers, nauticalMiles, parsecs, picometers, scandinavianMiles, yards

    var unit: UnitLength {
      switch self {
      case .astronomicalUnits: return .astronomicalUnits
      case .centimeters: return .centimeters
      case .decameters: return .decameters
      case .decimeters: return .decimeters
      case .fathoms: return .fathoms
      case .feet: return .feet
      case .furlongs: return .furlongs
      case .hectometers: return .hectometers
      case .inches: return .inches
      case .kilometers: return .kilometers
      case .lightyears: return .lightyears
      case .megameters: return .megameters
      case .meters: return .meters
      case .micrometers: return .micrometers
      case .millimeters: return .millimeters
      case .miles: return .miles
      case .nanometers: return .nanometers
      case .nauticalMiles: return .nauticalMiles
      case .parsecs: return .parsecs
      case .picometers: return .picometers
      case .scandinavianMiles: return .scandinavianMiles
      case .yards: return .yards
      }
    }
  }

  /// Creates a parameter for lengths; a number said alone is in `defaultUnit`.
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
    defaultValue: Double? = nil, defaultUnit: Length? = nil,
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

  /// Creates a parameter for lengths in one unit: a value said in another is converted to it.
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
    defaultValue: Double? = nil, unit: Length, unitAdjustForLocale: Bool = false,
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

extension IntentParameter where Value.ValueType == Measurement<UnitMass> {
  /// The units of masses.
  public enum Mass: Sendable, CaseIterable {
    case carats, centigrams, decigrams, grams, kilograms, metricTons, micrograms, milligrams,
      nanograms, ounces, ouncesTroy, picograms, pounds, shortTons, slugs, stones

    var unit: UnitMass {
      switch self {
      case .carats: return .carats
      case .centigrams: return .centigrams
      case .decigrams: return .decigrams
      case .grams: return .grams
      case .kilograms: return .kilograms
      case .metricTons: return .metricTons
      case .micrograms: return .micrograms
      case .milligrams: return .milligrams
      case .nanograms: return .nanograms
      case .ounces: return .ounces
      case .ouncesTroy: return .ouncesTroy
      case .picograms: return .picograms
      case .pounds: return .pounds
      case .shortTons: return .shortTons
      case .slugs: return .slugs
      case .stones: return .stones
      }
    }
  }

  /// Creates a parameter for masses; a number said alone is in `defaultUnit`.
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
    defaultValue: Double? = nil, defaultUnit: Mass? = nil,
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

  /// Creates a parameter for masses in one unit: a value said in another is converted to it.
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
    defaultValue: Double? = nil, unit: Mass, unitAdjustForLocale: Bool = false,
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

extension IntentParameter where Value.ValueType == Measurement<UnitVolume> {
  /// The units of volumes.
  public enum Volume: Sendable, CaseIterable {
    case acreFeet, bushels, centiliters, cubicCentimeters, cubicDecimeters, cubicFeet, cubicInches,
      cubicKilometers, cubicMeters, cubicMiles, cubicMillimeters, cubicYards, cups, deciliters,
      fluidOunces, gallons, imperialFluidOunces, imperialGallons, imperialPints, imperialQuarts,
      imperialTablespoons, imperialTeaspoons, kiloliters, liters, megaliters, metricCups,
      milliliters, pints, quarts, tablespoons, teaspoons

    var unit: UnitVolume {
      switch self {
      case .acreFeet: return .acreFeet
      case .bushels: return .bushels
      case .centiliters: return .centiliters
      case .cubicCentimeters: return .cubicCentimeters
      case .cubicDecimeters: return .cubicDecimeters
      case .cubicFeet: return .cubicFeet
      case .cubicInches: return .cubicInches
      case .cubicKilometers: return .cubicKilometers
      case .cubicMeters: return .cubicMeters
      case .cubicMiles: return .cubicMiles
      case .cubicMillimeters: return .cubicMillimeters
      case .cubicYards: return .cubicYards
      case .cups: return .cups
      case .deciliters: return .deciliters
      case .fluidOunces: return .fluidOunces
      case .gallons: return .gallons
      case .imperialFluidOunces: return .imperialFluidOunces
      case .imperialGallons: return .imperialGallons
      case .imperialPints: return .imperialPints
      case .imperialQuarts: return .imperialQuarts
      case .imperialTablespoons: return .imperialTablespoons
      case .imperialTeaspoons: return .imperialTeaspoons
      case .kiloliters: return .kiloliters
      case .liters: return .liters
      case .megaliters: return .megaliters
      case .metricCups: return .metricCups
      case .milliliters: return .milliliters
      case .pints: return .pints
      case .quarts: return .quarts
      case .tablespoons: return .tablespoons
      case .teaspoons: return .teaspoons
      }
    }
  }

  /// Creates a parameter for volumes; a number said alone is in `defaultUnit`.
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
    defaultValue: Double? = nil, defaultUnit: Volume? = nil,
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

  /// Creates a parameter for volumes in one unit: a value said in another is converted to it.
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
    defaultValue: Double? = nil, unit: Volume, unitAdjustForLocale: Bool = false,
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

extension IntentParameter where Value.ValueType == Measurement<UnitArea> {
  /// The units of areas.
  public enum Area: Sendable, CaseIterable {
    case acres, ares, hectares, squareCentimeters, squareFeet, squareInches, squareKilometers,
      squareMegameters, squareMeters, squareMicrometers, squareMiles, squareMillimeters,
      squareNanometers, squareYards

    var unit: UnitArea {
      switch self {
      case .acres: return .acres
      case .ares: return .ares
      case .hectares: return .hectares
      case .squareCentimeters: return .squareCentimeters
      case .squareFeet: return .squareFeet
      case .squareInches: return .squareInches
      case .squareKilometers: return .squareKilometers
      case .squareMegameters: return .squareMegameters
      case .squareMeters: return .squareMeters
      case .squareMicrometers: return .squareMicrometers
      case .squareMiles: return .squareMiles
      case .squareMillimeters: return .squareMillimeters
      case .squareNanometers: return .squareNanometers
      case .squareYards: return .squareYards
      }
    }
  }

  /// Creates a parameter for areas; a number said alone is in `defaultUnit`.
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
    defaultValue: Double? = nil, defaultUnit: Area? = nil,
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

  /// Creates a parameter for areas in one unit: a value said in another is converted to it.
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
    defaultValue: Double? = nil, unit: Area, unitAdjustForLocale: Bool = false,
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

import Foundation

// Measurement parameters of length, mass, volume and area (see IntentParameter+Measurements).

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

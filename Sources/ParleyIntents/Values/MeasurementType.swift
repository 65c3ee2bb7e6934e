import Foundation

/// A unit as people say and write it: "minute", "minutes", "min".
package struct SpokenUnit: @unchecked Sendable {
  /// The name for one: "minute".
  package let singular: String
  /// The name for several: "minutes".
  package let plural: String
  /// Other names and symbols it is known by: "min", "mins".
  package let abbreviations: [String]
  /// The Foundation unit.
  package let unit: Dimension

  /// Every lower-case name the unit is said or written by.
  package var names: [String] { ([singular, plural] + abbreviations).map { $0.lowercased() } }

  /// `value` with the unit's name: "1 minute", "2.5 minutes".
  package func text(for value: Double) -> String {
    "\(displayText(of: value)) \(value == 1 ? singular : plural)"
  }
}

/// What the runtime knows of a measurement parameter's dimension: what it is called, the units
/// it can be said in, and how to build a value of the parameter's type from a number and a unit.
package struct MeasurementType: @unchecked Sendable {
  /// The dimension in a sentence: "a duration", "a length".
  package let spokenKind: String
  /// The type's name in code: "Measurement<UnitDuration>".
  package let typeName: String
  /// The units a value can be said in, the usual ones first.
  package let units: [SpokenUnit]
  /// Every name of every unit, and the words said with an amount that name none ("degrees"
  /// for a temperature, in the default unit), as the matcher and the answers read amounts with
  /// them.
  package let unitNames: [String]
  /// A value as people say it, for hints: "10 minutes".
  package private(set) var example: String
  /// The dimension's base unit, which a default value without a unit is in.
  package let baseUnit: Dimension
  /// For a number parameter whose title names a unit, that unit, which its values are in.
  package private(set) var numberUnit: Dimension?
  private let make: (Double, Dimension) -> Any?

  /// Describes the measurements of `UnitType`, building values with `make`.
  init<UnitType: Dimension>(
    _: UnitType.Type, typeName: String, make: @escaping (Double, UnitType) -> Any
  ) {
    self.init(
      dimension: UnitType.self, typeName: typeName,
      make: { value, unit in (unit as? UnitType).map { make(value, $0) } })
  }

  /// Describes the dimension of `unit` for a number whose values are plain numbers in `unit`
  /// ("Minutes"): an amount said in another unit of the dimension is converted to it.
  init(numbersIn unit: SpokenUnit) {
    let dimension = type(of: unit.unit)
    self.init(
      dimension: dimension, typeName: "\(dimension)",
      make: { value, given in
        guard type(of: given) == dimension else { return nil }
        return Measurement(value: value, unit: given).converted(to: unit.unit).value
      })
    self.example = unit.text(for: 10)
    self.numberUnit = unit.unit
  }

  private init(
    dimension: Dimension.Type, typeName: String, make: @escaping (Double, Dimension) -> Any?
  ) {
    let known = SpokenUnits.table[ObjectIdentifier(dimension)]
    let base = dimension.baseUnit()
    self.spokenKind = known?.kind ?? "a measurement"
    self.typeName = typeName
    self.units =
      known?.units
      ?? [SpokenUnit(singular: base.symbol, plural: base.symbol, abbreviations: [], unit: base)]
    self.unitNames = units.flatMap(\.names) + (known?.unitless ?? [])
    self.example = known?.example ?? "1 \(base.symbol)"
    self.baseUnit = base
    self.make = make
  }

  /// A value of the parameter's type: `value` in `unit`, or `nil` when the unit is of another
  /// dimension.
  package func value(_ value: Double, in unit: Dimension) -> Any? {
    make(value, unit)
  }

  /// Every name of a unit of another dimension that no unit of this one has: "minutes" for a
  /// length, whose "m" and "min" differ.
  package var otherUnitNames: [String] {
    let own = Set(unitNames)
    return SpokenUnits.allNames.filter { !own.contains($0) }
  }

  /// The unit called `name` ("minutes", "km"), if the dimension has one.
  package func unit(named name: String) -> SpokenUnit? {
    let name = name.lowercased()
    return units.first { $0.names.contains(name) }
  }
}

extension Measurement: _IntentValue where UnitType: Dimension {
  /// A measurement of the unit's dimension.
  public static var _intentValueKind: _IntentValueKind {
    _IntentValueKind(
      .measurement(
        MeasurementType(
          UnitType.self, typeName: "Measurement<\(UnitType.self)>",
          make: { Measurement(value: $0, unit: $1) })))
  }
}

extension Duration: _IntentValue {
  /// A length of time, said in any unit of time.
  public static var _intentValueKind: _IntentValueKind {
    _IntentValueKind(
      .measurement(
        MeasurementType(
          UnitDuration.self, typeName: "Duration",
          make: { value, unit in
            Duration.seconds(Measurement(value: value, unit: unit).converted(to: .seconds).value)
          })))
  }
}

/// A value that is an amount of some unit, as shown to people.
package protocol MeasuredValue {
  /// The amount and its unit.
  var measured: (value: Double, unit: Dimension) { get }
}

extension Measurement: MeasuredValue where UnitType: Dimension {
  /// The amount as given, but a part of an hour or a minute in the unit that holds it whole:
  /// "half an hour" is 30 minutes.
  package var measured: (value: Double, unit: Dimension) {
    guard let duration = self as? Measurement<UnitDuration>, value != value.rounded() else {
      return (value, unit)
    }
    return wholeTime(seconds: duration.converted(to: .seconds).value)
  }
}

extension Duration: MeasuredValue {
  /// The duration in the largest unit of time that holds it whole: 90 seconds, 2 minutes.
  package var measured: (value: Double, unit: Dimension) {
    wholeTime(seconds: Double(components.seconds) + Double(components.attoseconds) / 1e18)
  }
}

/// `seconds` in the largest of hours, minutes and seconds that holds it whole.
private func wholeTime(seconds: Double) -> (value: Double, unit: Dimension) {
  for unit in [UnitDuration.hours, .minutes] {
    let amount = Measurement(value: seconds, unit: UnitDuration.seconds).converted(to: unit).value
    if abs(amount) >= 1, amount == amount.rounded() { return (amount, unit) }
  }
  return (seconds, UnitDuration.seconds)
}

extension AnyIntentParameter {
  /// For a whole-number or decimal parameter whose title names a unit ("Minutes", "Distance
  /// (km)"), the dimension its numbers are amounts of, its values plain numbers in that unit;
  /// `nil` for others.
  package var numberUnits: MeasurementType? {
    switch valueType {
    case .integer, .double:
      guard !countsThings else { return nil }
      return SpokenUnits.named(byTitle: title).map { MeasurementType(numbersIn: $0) }
    default:
      return nil
    }
  }
}

extension AnyIntentParameter {
  /// Whether the parameter's title counts things: "Number of cups", "Count of laps", "How many
  /// cups", "Cup Count". Its numbers are counts, not amounts of a unit its words name ("cups").
  /// Units of time counted are still time: "Number of Minutes" takes "2 hours" as "Minutes"
  /// does.
  package var countsThings: Bool {
    let words = title.lowercased().split { !$0.isLetter }
    let counts =
      words.starts(with: ["number", "of"]) || words.starts(with: ["count", "of"])
      || words.starts(with: ["how", "many"]) || words.last == "count"
    return counts && !(SpokenUnits.named(byTitle: title)?.unit is UnitDuration)
  }
}

/// The units people say, per dimension.
package enum SpokenUnits {
  struct Dimensioned {
    let kind: String
    let example: String
    let units: [SpokenUnit]
    /// Words an amount is said with that name no one unit ("72 degrees" for a temperature):
    /// the number is in the parameter's default unit.
    var unitless: [String] = []
  }

  /// Every name of every unit of every dimension, sorted.
  package static let allNames = table.values.flatMap { $0.units.flatMap(\.names) }.sorted()

  /// The unit a number's title names: a unit's name for several among its words ("Minutes",
  /// "Hours Slept", "Length in Kilometers"), or any of its names or symbols in parentheses
  /// ("Distance (km)"); `nil` when it names none, units of several kinds, or a rate of one
  /// ("Minutes per Kilometer"). A name for one is not enough: "Hour" may be a time of day,
  /// "Second" a place in a list.
  static func named(byTitle title: String) -> SpokenUnit? {
    func words(_ text: Substring) -> String {
      " "
        + text.lowercased().split { !$0.isLetter && $0 != "°" && $0 != "/" }.joined(separator: " ")
        + " "
    }
    let said = words(title[...])
    var bracketed: [String] = []
    var rest = title[...]
    while let open = rest.firstIndex(where: { $0 == "(" || $0 == "[" }),
      let close = rest[open...].firstIndex(where: { $0 == ")" || $0 == "]" })
    {
      bracketed.append(
        rest[rest.index(after: open)..<close].trimmingCharacters(in: .whitespaces).lowercased())
      rest = rest[rest.index(after: close)...]
    }
    let units = table.values.flatMap(\.units)
    let named = units.compactMap { unit -> (unit: SpokenUnit, name: String)? in
      if let name = unit.names.first(where: bracketed.contains) { return (unit, " \(name) ") }
      let plural = words(unit.plural[...])
      return said.contains(plural) ? (unit, plural) : nil
    }
    // "Degrees Celsius" names a temperature, not the degrees of an angle it holds.
    let found = named.filter { one in
      !named.contains { other in other.name != one.name && other.name.contains(one.name) }
    }
    guard let first = found.first, found.allSatisfy({ $0.unit.unit == first.unit.unit }),
      // "Minutes per Kilometer" is a rate, not an amount of time.
      !said.contains(" per ") || first.name.contains(" per ")
    else { return nil }
    return first.unit
  }

  /// How `unit` is said, if a dimension lists it.
  static func spoken(_ unit: Dimension) -> SpokenUnit? {
    table[ObjectIdentifier(type(of: unit))]?.units.first { $0.unit == unit }
  }

  static let table: [ObjectIdentifier: Dimensioned] = [
    ObjectIdentifier(UnitDuration.self): Dimensioned(
      kind: "a duration", example: "10 minutes",
      units: [
        SpokenUnit(
          singular: "minute", plural: "minutes", abbreviations: ["min", "mins"],
          unit: UnitDuration.minutes),
        SpokenUnit(
          singular: "hour", plural: "hours", abbreviations: ["h", "hr", "hrs"],
          unit: UnitDuration.hours),
        SpokenUnit(
          singular: "second", plural: "seconds", abbreviations: ["s", "sec", "secs"],
          unit: UnitDuration.seconds),
        SpokenUnit(
          singular: "millisecond", plural: "milliseconds", abbreviations: ["ms"],
          unit: UnitDuration.milliseconds),
      ]),
    ObjectIdentifier(UnitLength.self): Dimensioned(
      kind: "a length", example: "5 kilometers",
      units: [
        SpokenUnit(
          singular: "kilometer", plural: "kilometers",
          abbreviations: ["km", "kilometre", "kilometres", "k"], unit: UnitLength.kilometers),
        SpokenUnit(
          singular: "mile", plural: "miles", abbreviations: ["mi"], unit: UnitLength.miles),
        SpokenUnit(
          singular: "meter", plural: "meters", abbreviations: ["m", "metre", "metres"],
          unit: UnitLength.meters),
        SpokenUnit(
          singular: "foot", plural: "feet", abbreviations: ["ft"], unit: UnitLength.feet),
        SpokenUnit(
          singular: "yard", plural: "yards", abbreviations: ["yd", "yds"], unit: UnitLength.yards),
        SpokenUnit(
          singular: "inch", plural: "inches", abbreviations: ["in"], unit: UnitLength.inches),
        SpokenUnit(
          singular: "centimeter", plural: "centimeters",
          abbreviations: ["cm", "centimetre", "centimetres"], unit: UnitLength.centimeters),
        SpokenUnit(
          singular: "millimeter", plural: "millimeters",
          abbreviations: ["mm", "millimetre", "millimetres"], unit: UnitLength.millimeters),
        SpokenUnit(
          singular: "nautical mile", plural: "nautical miles", abbreviations: ["nmi"],
          unit: UnitLength.nauticalMiles),
      ]),
    ObjectIdentifier(UnitMass.self): Dimensioned(
      kind: "a weight", example: "2 kilograms",
      units: [
        SpokenUnit(
          singular: "kilogram", plural: "kilograms", abbreviations: ["kg", "kilo", "kilos"],
          unit: UnitMass.kilograms),
        SpokenUnit(
          singular: "gram", plural: "grams", abbreviations: ["g"], unit: UnitMass.grams),
        SpokenUnit(
          singular: "pound", plural: "pounds", abbreviations: ["lb", "lbs"],
          unit: UnitMass.pounds),
        SpokenUnit(
          singular: "ounce", plural: "ounces", abbreviations: ["oz"], unit: UnitMass.ounces),
        SpokenUnit(
          singular: "stone", plural: "stones", abbreviations: ["st"], unit: UnitMass.stones),
        SpokenUnit(
          singular: "milligram", plural: "milligrams", abbreviations: ["mg"],
          unit: UnitMass.milligrams),
      ]),
    ObjectIdentifier(UnitTemperature.self): Dimensioned(
      kind: "a temperature", example: "21 degrees Celsius",
      units: [
        SpokenUnit(
          singular: "degree Celsius", plural: "degrees Celsius",
          abbreviations: ["°c", "celsius", "centigrade", "degrees centigrade"],
          unit: UnitTemperature.celsius),
        SpokenUnit(
          singular: "degree Fahrenheit", plural: "degrees Fahrenheit",
          abbreviations: ["°f", "fahrenheit"], unit: UnitTemperature.fahrenheit),
        SpokenUnit(
          singular: "kelvin", plural: "kelvins", abbreviations: ["k"],
          unit: UnitTemperature.kelvin),
      ], unitless: ["degree", "degrees", "°"]),
    ObjectIdentifier(UnitVolume.self): Dimensioned(
      kind: "a volume", example: "2 liters",
      units: [
        SpokenUnit(
          singular: "liter", plural: "liters", abbreviations: ["l", "litre", "litres"],
          unit: UnitVolume.liters),
        SpokenUnit(
          singular: "milliliter", plural: "milliliters",
          abbreviations: ["ml", "millilitre", "millilitres"], unit: UnitVolume.milliliters),
        SpokenUnit(singular: "cup", plural: "cups", abbreviations: [], unit: UnitVolume.cups),
        SpokenUnit(
          singular: "fluid ounce", plural: "fluid ounces", abbreviations: ["fl oz"],
          unit: UnitVolume.fluidOunces),
        SpokenUnit(
          singular: "gallon", plural: "gallons", abbreviations: ["gal"],
          unit: UnitVolume.gallons),
        SpokenUnit(
          singular: "pint", plural: "pints", abbreviations: ["pt"], unit: UnitVolume.pints),
        SpokenUnit(
          singular: "quart", plural: "quarts", abbreviations: ["qt"], unit: UnitVolume.quarts),
        SpokenUnit(
          singular: "tablespoon", plural: "tablespoons", abbreviations: ["tbsp"],
          unit: UnitVolume.tablespoons),
        SpokenUnit(
          singular: "teaspoon", plural: "teaspoons", abbreviations: ["tsp"],
          unit: UnitVolume.teaspoons),
      ]),
    ObjectIdentifier(UnitSpeed.self): Dimensioned(
      kind: "a speed", example: "50 kilometers per hour",
      units: [
        SpokenUnit(
          singular: "kilometer per hour", plural: "kilometers per hour",
          abbreviations: ["km/h", "kph", "kmh"], unit: UnitSpeed.kilometersPerHour),
        SpokenUnit(
          singular: "mile per hour", plural: "miles per hour", abbreviations: ["mph"],
          unit: UnitSpeed.milesPerHour),
        SpokenUnit(
          singular: "meter per second", plural: "meters per second", abbreviations: ["m/s"],
          unit: UnitSpeed.metersPerSecond),
        SpokenUnit(
          singular: "knot", plural: "knots", abbreviations: ["kn", "kt"], unit: UnitSpeed.knots),
      ]),
    ObjectIdentifier(UnitEnergy.self): Dimensioned(
      kind: "an amount of energy", example: "500 calories",
      units: [
        SpokenUnit(
          singular: "calorie", plural: "calories", abbreviations: ["kcal"],
          unit: UnitEnergy.kilocalories),
        SpokenUnit(
          singular: "kilojoule", plural: "kilojoules", abbreviations: ["kj"],
          unit: UnitEnergy.kilojoules),
        SpokenUnit(
          singular: "joule", plural: "joules", abbreviations: ["j"], unit: UnitEnergy.joules),
        SpokenUnit(
          singular: "kilowatt-hour", plural: "kilowatt-hours",
          abbreviations: ["kwh", "kilowatt hour", "kilowatt hours"],
          unit: UnitEnergy.kilowattHours),
      ]),
    ObjectIdentifier(UnitAngle.self): Dimensioned(
      kind: "an angle", example: "90 degrees",
      units: [
        SpokenUnit(
          singular: "degree", plural: "degrees", abbreviations: ["°", "deg"],
          unit: UnitAngle.degrees),
        SpokenUnit(
          singular: "radian", plural: "radians", abbreviations: ["rad"], unit: UnitAngle.radians),
      ]),
    ObjectIdentifier(UnitArea.self): Dimensioned(
      kind: "an area", example: "20 square meters",
      units: [
        SpokenUnit(
          singular: "square meter", plural: "square meters",
          abbreviations: ["m²", "m2", "sq m", "square metre", "square metres"],
          unit: UnitArea.squareMeters),
        SpokenUnit(
          singular: "square foot", plural: "square feet", abbreviations: ["sq ft", "ft²"],
          unit: UnitArea.squareFeet),
        SpokenUnit(
          singular: "square kilometer", plural: "square kilometers", abbreviations: ["km²"],
          unit: UnitArea.squareKilometers),
        SpokenUnit(
          singular: "acre", plural: "acres", abbreviations: ["ac"], unit: UnitArea.acres),
        SpokenUnit(
          singular: "hectare", plural: "hectares", abbreviations: ["ha"],
          unit: UnitArea.hectares),
      ]),
  ]
}

import Foundation
import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// Reads `text` as an amount for a measurement parameter: "10 minutes", "an hour and a
  /// half", "1 hour 30 minutes" (added up in the smaller unit: 90 minutes), or a number alone
  /// in the parameter's default unit, unless it is said in a unit of another dimension ("30
  /// minutes" is no distance). A parameter declared with a fixed unit gets the amount
  /// converted to it.
  func measurement(
    in text: String, type: MeasurementType, for parameter: any AnyIntentParameter
  ) -> ValueResolution {
    let options = parameter.measurementOptions
    let said = SpokenValue.amounts(in: text, units: type.unitNames).compactMap { part in
      type.unit(named: part.unit).map { Measurement(value: part.value, unit: $0.unit) }
    }
    var amount: Measurement<Dimension>
    if let smallest = said.map(\.unit).min(by: { size(of: $0) < size(of: $1) }) {
      let total = said.reduce(0) { $0 + $1.converted(to: smallest).value }
      amount = Measurement(value: total, unit: smallest)
    } else if let number = SpokenValue.decimal(in: text),
      SpokenValue.amounts(in: text, units: type.otherUnitNames).isEmpty
    {
      guard let unit = options.unit else {
        return .invalid("Sorry, I need a unit too, such as “\(type.example)”.")
      }
      amount = Measurement(value: number, unit: unit)
    } else {
      return .invalid("Sorry, “\(text)” isn't \(type.spokenKind), such as “\(type.example)”.")
    }
    if options.isFixed, let unit = options.unit { amount = amount.converted(to: unit) }
    guard amount.value.isFinite, abs(amount.value) < Self.largestAmount else {
      return .invalid("Sorry, that number is too large.")
    }
    if amount.value < 0, !options.supportsNegativeNumbers {
      return .invalid("Sorry, \(parameter.titleWording.withThe) can't be below zero.")
    }
    return type.value(amount.value, in: amount.unit).map { .value($0) }
      ?? .invalid("Sorry, “\(text)” isn't \(type.spokenKind).")
  }

  /// Reads `text` as a number for a parameter whose title names a unit ("Minutes", "Distance
  /// (km)"), as an amount of its dimension in that unit: a number alone is in it, an amount in
  /// another unit of the dimension is converted ("2 hours" is 120 minutes, "half an hour" 30),
  /// and one of another dimension ("5 km") is refused.
  func measuredNumber(
    in text: String, type: MeasurementType, for parameter: any AnyIntentParameter
  ) -> ValueResolution {
    let read = measurement(in: text, type: type, for: parameter)
    guard case .value(let value) = read, let number = value as? Double else { return read }
    guard case .integer = parameter.valueType else {
      return withinRange(number, number, of: parameter)
    }
    guard number == number.rounded() else {
      let wording = parameter.titleWording
      return .invalid("Sorry, \(wording.withThe) \(wording.have) to be a whole number.")
    }
    return withinRange(Int(number), number, of: parameter)
  }

  /// Whether `text` says an amount in a unit that the title of `parameter`, a number that
  /// counts things, does not name: "half a gallon" is no number of cups, though "2 cups" is.
  func saysAmount(_ text: String, besides parameter: any AnyIntentParameter) -> Bool {
    guard parameter.countsThings else { return false }
    let named = Set(Self.words(of: parameter.title).map(Inflection.singular))
    let units = SpokenUnits.allNames.filter { !named.contains(Inflection.singular(of: $0)) }
    return !SpokenValue.amounts(in: text, units: units).isEmpty
  }

  /// The largest amount taken in any unit or currency: larger ones are refused, not rounded.
  static let largestAmount = 1e15

  /// How large one of `unit` is, in its dimension's base unit.
  private func size(of unit: Dimension) -> Double {
    Measurement(value: 1, unit: unit).converted(to: type(of: unit).baseUnit()).value
  }
}

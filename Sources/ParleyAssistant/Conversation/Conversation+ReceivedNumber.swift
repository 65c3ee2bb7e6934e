import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The number a parameter whose title names a unit gets from a number the matcher read,
  /// where the two differ: "an hour", read as 1, is 60 for a parameter titled "Minutes", as a
  /// request fills it; `nil` where the number read is the value, or the words do not fit.
  ///
  /// ```swift
  /// conversation.receivedNumber(of: fill, app: "Meterly", intent: "ExtendParking")  // "60"
  /// ```
  ///
  /// - Parameters:
  ///   - fill: A value of a candidate of the catalog's matcher.
  ///   - app: The candidate's app.
  ///   - intent: The candidate's intent.
  /// - Returns: The number as the intent receives it, as text.
  package func receivedNumber(of fill: SlotFill, app: String, intent: String) -> String? {
    let read: Double
    switch fill.value {
    case .integer(let number): read = Double(number)
    case .decimal(let number): read = number
    default: return nil
    }
    guard let (_, intentType) = catalog.intents(named: "\(app).\(intent)").first,
      let parameter = intentParameters(of: intentType.init()).first(where: {
        $0.name == fill.name
      }),
      let units = parameter.numberUnits,
      case .value(let number) = measuredNumber(in: fill.text, type: units, for: parameter)
    else { return nil }
    if let whole = number as? Int, Double(whole) != read { return String(whole) }
    if let amount = number as? Double, amount != read { return "\(amount)" }
    return nil
  }
}

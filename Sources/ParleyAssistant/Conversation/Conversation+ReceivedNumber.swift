import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// What a parameter whose title names a unit gets from a number the matcher read, where the
  /// two differ: "an hour", read as 1, is 60 for a parameter titled "Minutes", as a request fills
  /// it, and "90 minutes", read as 90, is no whole number of "Hours"; `nil` where the number read
  /// is the value.
  ///
  /// ```swift
  /// conversation.receivedNumber(of: fill, app: "Meterly", intent: "ExtendParking")
  /// // "which the intent gets as 60"
  /// ```
  ///
  /// - Parameters:
  ///   - fill: A value of a candidate of the catalog's matcher.
  ///   - app: The candidate's app.
  ///   - intent: The candidate's intent.
  /// - Returns: What the intent gets, or why it gets nothing, as a clause.
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
      let units = parameter.numberUnits
    else { return nil }
    switch measuredNumber(in: fill.text, type: units, for: parameter) {
    case .value(let whole as Int) where Double(whole) != read:
      return "which the intent gets as \(whole)"
    case .value(let amount as Double) where amount != read:
      return "which the intent gets as \(amount)"
    case .invalid(let reason):
      return "which the intent does not get: \(reason)"
    default:
      return nil
    }
  }
}

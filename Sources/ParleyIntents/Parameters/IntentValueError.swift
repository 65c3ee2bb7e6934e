/// An error thrown when a value does not fit a parameter's type.
package struct IntentValueError: Error, Equatable, CustomStringConvertible {
  /// The user-facing message.
  package let message: String

  /// Creates the error for a parameter and the value that did not fit.
  package init(parameterName: String, expectedType: String, value: Any) {
    message =
      "The value '\(displayText(of: value))' (\(type(of: value))) does not fit the parameter "
      + "'\(parameterName)', which takes \(expectedType)."
  }

  /// Creates the error for a number outside a parameter's range.
  package init(parameterName: String, value: Any, range: ClosedRange<Double>) {
    message =
      "The value \(displayText(of: value)) is outside the range of the parameter "
      + "'\(parameterName)', which takes \(displayText(of: range.lowerBound)) through "
      + "\(displayText(of: range.upperBound))."
  }

  /// The message.
  package var description: String { message }
}

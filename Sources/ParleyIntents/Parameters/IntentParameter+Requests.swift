extension IntentParameter {
  /// Returns the error that asks for this parameter's value; the intent runs again with it.
  ///
  /// ```swift
  /// guard let location else { throw $location.needsValueError("Where are you?") }
  /// ```
  ///
  /// - Parameter dialog: The prompt; the parameter's `requestValueDialog` or a default when nil.
  /// - Returns: The error to throw.
  public func needsValueError(_ dialog: IntentDialog? = nil) -> any Error {
    ParameterResolutionError(parameter: self, kind: .value, dialog: dialog)
  }

  /// Returns the error that asks the user to pick one value; the intent runs again with it.
  ///
  /// ```swift
  /// throw $location.needsDisambiguationError(among: regions,
  ///                                          dialog: "Multiple locations match \(location).")
  /// ```
  ///
  /// - Parameters:
  ///   - among: The candidates.
  ///   - dialog: The prompt.
  /// - Returns: The error to throw.
  public func needsDisambiguationError(
    among: [Value.ValueType], dialog: IntentDialog? = nil
  ) -> any Error {
    ParameterResolutionError(parameter: self, kind: .disambiguation(among: among), dialog: dialog)
  }

  /// Returns the error that asks the user to confirm a value; the intent runs again when they
  /// say yes.
  ///
  /// ```swift
  /// throw $trail.needsConfirmationError(for: trail, dialog: "Did you mean \(trail.name)?")
  /// ```
  ///
  /// - Parameters:
  ///   - value: The value to confirm; the parameter's current value when nil.
  ///   - dialog: The prompt.
  /// - Returns: The error to throw.
  public func needsConfirmationError(
    for value: Value.ValueType? = nil, dialog: IntentDialog? = nil
  ) -> any Error {
    let confirmed: Any? = value.map { $0 as Any } ?? anyValue
    return ParameterResolutionError(
      parameter: self, kind: .confirmation(value: confirmed), dialog: dialog)
  }

  /// Asks for this parameter's value and returns the answer, without restarting the intent.
  ///
  /// - Parameter dialog: The prompt.
  /// - Returns: The answer.
  /// - Throws: When the user cancels, the answer does not fit, or no conversation can ask.
  public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value.ValueType {
    let answer = try await IntentRequestContext.currentHandler().requestValue(
      for: self, dialog: dialog)
    return try converted(answer)
  }

  /// Asks the user to pick one of the values and returns the pick.
  ///
  /// - Parameters:
  ///   - among: The candidates.
  ///   - dialog: The prompt.
  /// - Returns: The pick.
  /// - Throws: When the user cancels or no conversation can ask.
  public func requestDisambiguation(
    among: [Value.ValueType], dialog: IntentDialog? = nil
  ) async throws -> Value.ValueType {
    let answer = try await IntentRequestContext.currentHandler().requestDisambiguation(
      for: self, among: among, dialog: dialog)
    return try converted(answer)
  }

  /// Asks the user to confirm a value; returns true for yes.
  ///
  /// - Parameters:
  ///   - value: The value to confirm.
  ///   - dialog: The prompt.
  /// - Returns: Whether the user confirmed.
  /// - Throws: When the user cancels or no conversation can ask.
  public func requestConfirmation(for value: Value.ValueType, dialog: IntentDialog? = nil)
    async throws -> Bool
  {
    try await IntentRequestContext.currentHandler().requestConfirmation(
      ConfirmationRequest(parameter: self, value: value, dialog: dialog))
  }

  private func converted(_ erasedAnswer: Any) throws -> Value.ValueType {
    let answer = unerased(erasedAnswer)
    if let value = answer as? Value.ValueType { return value }
    if let value = Value._intentValue(from: answer)?._unwrappedIntentValue as? Value.ValueType {
      return value
    }
    throw IntentValueError(parameterName: name, expectedType: valueType.typeName, value: answer)
  }
}

extension Bool {
  /// What a Boolean parameter's two values are called ("On" and "Off", "Away" and "Home"):
  /// its question offers them and an answer may say either.
  public struct IntentDisplayName: Sendable {
    /// The name of `true`.
    public let `true`: LocalizedStringResource
    /// The name of `false`.
    public let `false`: LocalizedStringResource

    /// Names the two values.
    ///
    /// - Parameters:
    ///   - true: The name of `true`.
    ///   - false: The name of `false`.
    public init(true: LocalizedStringResource, false: LocalizedStringResource) {
      self.true = `true`
      self.false = `false`
    }
  }
}

extension IntentParameter where Value.ValueType == Bool {
  /// Creates a Boolean parameter whose values have names of their own.
  ///
  /// ```swift
  /// @Parameter(title: "Power", displayName: Bool.IntentDisplayName(true: "On", false: "Off"))
  /// var isOn: Bool
  /// ```
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The value used when none is given.
  ///   - displayName: What `true` and `false` are called.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, displayName: Bool.IntentDisplayName?,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    self.displayName = displayName
    declaredAt = "\(file):\(line):\(column)"
  }
}

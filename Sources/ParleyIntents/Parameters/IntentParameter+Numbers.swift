extension IntentParameter {
  /// The smallest and largest value a number parameter accepts.
  public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)

  /// How the Shortcuts editor shows a whole-number parameter.
  public enum IntControlStyle: Hashable, Sendable {
    /// A text field.
    case field
    /// A stepper.
    case stepper
  }

  /// How the Shortcuts editor shows a decimal parameter.
  public enum DoubleControlStyle: Hashable, Sendable {
    /// A text field.
    case field
    /// A slider.
    case slider
    /// A stepper.
    case stepper
  }

  func limit(to range: (lowerBound: Double, upperBound: Double)?) {
    inclusiveRange = range.map {
      Swift.min($0.lowerBound, $0.upperBound)...Swift.max($0.lowerBound, $0.upperBound)
    }
  }
}

extension IntentParameter where Value.ValueType == Int {
  /// Creates a whole-number parameter, optionally limited to a range.
  ///
  /// ```swift
  /// @Parameter(title: "Party Size", default: 2, inclusiveRange: (1, 12))
  /// var partySize: Int
  /// ```
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The value used when none is given.
  ///   - controlStyle: How the Shortcuts editor shows it; ignored here.
  ///   - inclusiveRange: The smallest and largest value accepted.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, controlStyle: IntControlStyle = .stepper,
    inclusiveRange: InclusiveRange<Int>? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    limit(to: inclusiveRange.map { (Double($0.lowerBound), Double($0.upperBound)) })
    declaredAt = "\(file):\(line):\(column)"
  }
}

extension IntentParameter where Value.ValueType == Double {
  /// Creates a decimal parameter, optionally limited to a range.
  ///
  /// ```swift
  /// @Parameter(title: "Distance", inclusiveRange: (0.5, 50))
  /// var distance: Double
  /// ```
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The value used when none is given.
  ///   - controlStyle: How the Shortcuts editor shows it; ignored here.
  ///   - inclusiveRange: The smallest and largest value accepted.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, controlStyle: DoubleControlStyle = .field,
    inclusiveRange: InclusiveRange<Double>? = nil, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    limit(to: inclusiveRange)
    declaredAt = "\(file):\(line):\(column)"
  }
}

extension IntentParameter where Value.ValueType == Int {
  /// Creates a whole-number parameter limited to a range whose options a provider lists
  /// (without a range, the general `optionsProvider:` initializer serves).
  ///
  /// ```swift
  /// @Parameter(title: "Table", inclusiveRange: (1, 40), optionsProvider: FreeTables())
  /// var table: Int
  /// ```
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - controlStyle: How the Shortcuts editor shows it; ignored here.
  ///   - inclusiveRange: The smallest and largest value accepted.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  ///   - optionsProvider: Lists the values the parameter may take.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    controlStyle: IntControlStyle = .stepper, inclusiveRange: InclusiveRange<Int>?,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    limit(to: inclusiveRange.map { (Double($0.lowerBound), Double($0.upperBound)) })
    declaredAt = "\(file):\(line):\(column)"
  }
}

extension IntentParameter where Value.ValueType == Double {
  /// Creates a decimal parameter limited to a range whose options a provider lists (without a
  /// range, the general `optionsProvider:` initializer serves).
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - controlStyle: How the Shortcuts editor shows it; ignored here.
  ///   - inclusiveRange: The smallest and largest value accepted.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  ///   - optionsProvider: Lists the values the parameter may take.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    controlStyle: DoubleControlStyle = .field, inclusiveRange: InclusiveRange<Double>?,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    limit(to: inclusiveRange)
    declaredAt = "\(file):\(line):\(column)"
  }
}

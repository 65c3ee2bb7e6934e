extension IntentParameter {
  /// Whether a date parameter holds a day, a time of day, or both.
  public enum DateKind: Sendable, Hashable {
    /// A day.
    case date
    /// A time of day.
    case time
    /// A day and a time.
    case dateTime
  }
}

extension IntentParameter where Value.ValueType == Date {
  /// Creates a date parameter that holds a day, a time or both. A date is read from what is
  /// said as for any date parameter; where the kind holds a time (`.time`, `.dateTime`), a day
  /// said alone ("for pickup tomorrow") is not taken as its midnight: the time on that day is
  /// asked for ("What time tomorrow?").
  ///
  /// ```swift
  /// @Parameter(title: "Due Date", kind: .date)
  /// var dueDate: Date
  /// ```
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The value used when none is given.
  ///   - kind: Whether the parameter holds a day, a time or both.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, kind: DateKind, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior)
    dateKind = kind
    declaredAt = "\(file):\(line):\(column)"
  }

  /// Creates a date parameter of a kind whose options a provider lists.
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - kind: Whether the parameter holds a day, a time or both.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  ///   - optionsProvider: Lists the values the parameter may take.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    kind: DateKind, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    dateKind = kind
    declaredAt = "\(file):\(line):\(column)"
  }
}

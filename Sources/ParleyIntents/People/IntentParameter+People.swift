extension IntentParameter where Value.ValueType == IntentPerson {
  /// How the Shortcuts editor offers people for the parameter: `.contact` unless told.
  public var parameterMode: IntentPerson.ParameterMode? {
    givenParameterMode ?? .contact
  }

  /// Creates a parameter for a person, offered in the Shortcuts editor by `mode`; without a
  /// mode, `@Parameter(title: "Recipient")` offers contacts.
  ///
  /// ```swift
  /// @Parameter(title: "Recipient", requestValueDialog: "Who should I send it to?")
  /// var recipient: IntentPerson
  /// ```
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The person used when none is given.
  ///   - mode: How the Shortcuts editor offers people; a conversation takes any as said.
  ///   - requestValueDialog: The prompt used when the system must ask for the person.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, mode: IntentPerson.ParameterMode,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior)
    givenParameterMode = mode
    declaredAt = "\(file):\(line):\(column)"
  }

  /// Creates a parameter for one of the people `optionsProvider` lists, offered in the
  /// Shortcuts editor by `mode`: a name said is looked for among them, and several people of
  /// that name are asked about.
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The person used when none is given.
  ///   - mode: How the Shortcuts editor offers people; a conversation takes any as said.
  ///   - requestValueDialog: The prompt used when the system must ask for the person.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  ///   - optionsProvider: Lists the people the parameter may take.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, mode: IntentPerson.ParameterMode,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior,
      optionsProvider: optionsProvider)
    givenParameterMode = mode
    declaredAt = "\(file):\(line):\(column)"
  }
}

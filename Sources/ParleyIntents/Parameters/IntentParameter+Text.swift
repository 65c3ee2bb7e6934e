extension String {
  /// How the Shortcuts editor's keyboard behaves for a text parameter. Off-device there is no
  /// keyboard: the options are kept and ignored.
  public struct IntentInputOptions: Sendable {
    /// The kind of keyboard shown.
    public enum KeyboardType: Sendable {
      case `default`, asciiCapable, numbersAndPunctuation, numberPad, phonePad
      case namePhonePad, emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
      /// A keyboard for web addresses, spelled as Apple's.
      // swift-format-ignore: AlwaysUseLowerCamelCase
      case URL
    }

    /// Which letters the keyboard capitalizes.
    public enum CapitalizationType: Sendable {
      case none, words, sentences, allCharacters
    }

    /// The kind of keyboard shown.
    public var keyboardType: KeyboardType
    /// Which letters the keyboard capitalizes.
    public var capitalizationType: CapitalizationType
    /// Whether the text may span lines.
    public var multiline: Bool
    /// Whether the keyboard corrects spelling.
    public var autocorrect: Bool
    /// Whether straight quotes become curly ones.
    public var smartQuotes: Bool
    /// Whether double hyphens become dashes.
    public var smartDashes: Bool

    /// Creates the options.
    public init(
      keyboardType: KeyboardType = .asciiCapable,
      capitalizationType: CapitalizationType = .sentences,
      multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true,
      smartDashes: Bool = true
    ) {
      self.keyboardType = keyboardType
      self.capitalizationType = capitalizationType
      self.multiline = multiline
      self.autocorrect = autocorrect
      self.smartQuotes = smartQuotes
      self.smartDashes = smartDashes
    }
  }
}

extension IntentParameter where Value.ValueType == String {
  /// Creates a text parameter with keyboard options (`inputOptions` is what tells this
  /// initializer from the general one; leave it out and the general one serves).
  ///
  /// ```swift
  /// @Parameter(title: "Email", inputOptions: String.IntentInputOptions(keyboardType: .emailAddress))
  /// var email: String
  /// ```
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The value used when none is given.
  ///   - inputOptions: How the Shortcuts editor's keyboard behaves; ignored here.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, inputOptions: String.IntentInputOptions?,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog, requestDisambiguationDialog: nil,
      inputConnectionBehavior: inputConnectionBehavior)
    takesTypedText = inputOptions != nil
    declaredAt = "\(file):\(line):\(column)"
  }

  /// Creates a text parameter with keyboard options (`inputOptions` is what tells this
  /// initializer from the general one; leave it out and the general one serves) whose options
  /// a provider lists. The options are suggestions: any text is taken, as typed on a keyboard.
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - inputOptions: How the Shortcuts editor's keyboard behaves; given, the parameter takes
  ///     text that none of the options is.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  ///   - optionsProvider: Lists the values the parameter may take.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    inputOptions: String.IntentInputOptions?, requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(
      title: title, description: description, requestValueDialog: requestValueDialog,
      inputConnectionBehavior: inputConnectionBehavior, optionsProvider: optionsProvider)
    takesTypedText = inputOptions != nil
    declaredAt = "\(file):\(line):\(column)"
  }
}

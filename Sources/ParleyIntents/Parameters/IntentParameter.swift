import Foundation

/// An input of an intent, written `@Parameter` on a property of the intent struct.
///
/// The runtime finds parameters by reflection and sets them before `perform()`. A non-optional
/// parameter is required: the system asks for it before performing. The projected value
/// (`$trail`) is the parameter itself, which offers the resolution errors and requests.
///
/// ```swift
/// @Parameter(title: "Trail", requestValueDialog: "Which trail?")
/// var trail: TrailEntity
/// ```
@propertyWrapper
public final class IntentParameter<Value: _IntentValue>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: Value?
  /// The name of the property, filled in when the runtime reflects over the intent.
  package internal(set) var name = ""
  let givenTitle: LocalizedStringResource?
  /// The parameter's description, if any.
  public let parameterDescription: LocalizedStringResource?
  let defaultUnwrapped: Value.UnwrappedType?
  /// The prompt used when the system must ask for the value.
  package let requestValueDialog: IntentDialog?
  /// The prompt used when the system must ask which of several values was meant.
  package let requestDisambiguationDialog: IntentDialog?
  /// The smallest and largest number the parameter accepts, if it is limited.
  package internal(set) var inclusiveRange: ClosedRange<Double>?
  /// Whether a date parameter holds a day, a time or both, when it was declared with a `kind`.
  public internal(set) var dateKind: DateKind?
  /// How a measurement parameter reads a number said without a unit, and what it takes, as
  /// declared.
  var declaredMeasurementOptions = MeasurementOptions()
  /// The ISO codes of the currencies an amount of money may be in, the default first; any when
  /// empty.
  package internal(set) var currencyCodes: [String] = []
  /// Whether a text parameter was declared with keyboard `inputOptions:`, so it takes any text
  /// typed or said, its options only suggestions.
  package internal(set) var takesTypedText = false
  /// Lists the values the parameter may take (its `optionsProvider`), if it has one.
  package internal(set) var dynamicOptions: (@Sendable () async throws -> [_OptionSection])?
  /// Makes the value its options provider gives when none was (`defaultResult()`), if it has
  /// an options provider.
  var providedDefault: (@Sendable () async throws -> Any?)?
  /// What a Boolean parameter's values are called, when it names them.
  public internal(set) var displayName: Bool.IntentDisplayName?
  /// The identifiers of the kinds of file a file parameter takes ("public.image"); any when
  /// empty.
  package internal(set) var fileTypes: [String] = []
  /// How the Shortcuts editor offers people for a person parameter, when it was told.
  var givenParameterMode: IntentPerson.ParameterMode?
  /// The entity type with the query the parameter was declared with (`query:`), if any.
  var queriedType: AnyEntityType?
  /// Where the parameter is declared, `Module/File.swift:line:column`: the `@Parameter`
  /// attribute's place, filled in by the initializers' `#fileID`, `#line` and `#column`.
  package internal(set) var declaredAt: String?

  /// Creates a parameter.
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The value used when none is given.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - requestDisambiguationDialog: The prompt used when several values match.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.givenTitle = title
    self.parameterDescription = description
    self.defaultUnwrapped = `default`
    self.requestValueDialog = requestValueDialog
    self.requestDisambiguationDialog = requestDisambiguationDialog
    declaredAt = "\(file):\(line):\(column)"
  }

  /// Creates a parameter with an initial value.
  ///
  /// - Parameters:
  ///   - wrappedValue: The initial value.
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  public convenience init(
    wrappedValue: Value, title: LocalizedStringResource? = nil,
    description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) {
    self.init(title: title, description: description, requestValueDialog: requestValueDialog)
    storage = wrappedValue
    declaredAt = "\(file):\(line):\(column)"
  }

  /// The parameter's value: the one set, else the default.
  ///
  /// An optional parameter without a value reads as nil. Reading a required parameter that has
  /// neither a value nor a default is a programming error (the runtime fills required
  /// parameters before `perform()`) and stops the program.
  public var wrappedValue: Value {
    get {
      if let value = currentValue { return value }
      if let given = defaultUnwrapped, let value = Value._intentValue(from: given) {
        return value
      }
      if let empty = Value._emptyIntentValue { return empty }
      preconditionFailure("The parameter '\(name)' was read before it had a value.")
    }
    set {
      lock.withLock { storage = newValue }
    }
  }

  /// The parameter itself, for `$trail.needsValueError()` and the other requests.
  public var projectedValue: IntentParameter<Value> { self }

  var currentValue: Value? {
    lock.withLock { storage }
  }

  func clear() {
    lock.withLock { storage = nil }
  }

  static var kind: _IntentValueKind { Value._intentValueKind }
}

/// How the Shortcuts editor connects a parameter to the previous action's result.
public enum InputConnectionBehavior: Sendable {
  /// The system decides.
  case `default`
  /// Never connect automatically.
  case never
  /// Connect to the previous action's result.
  case connectToPreviousIntentResult
}

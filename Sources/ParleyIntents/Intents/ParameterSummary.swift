/// The sentence that describes an intent with its parameters, as the Shortcuts editor shows it.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///   Summary("Get information on \(\.$trail)")
/// }
/// ```
public protocol ParameterSummary {}

/// A summary the runtime can turn into a sentence for an intent's current values.
protocol SummaryRendering {
  /// The sentence in the `${parameter}` form that applies to `intent`, or nil for none.
  func template(for intent: any AppIntent) -> String?
}

extension AppIntent {
  /// The parameter summary that applies to the intent's current values, in the `${parameter}`
  /// form, such as "Get information on ${trail}"; nil when the intent declares none.
  package var summaryTemplate: String? {
    (Self.parameterSummary as? any SummaryRendering)?.template(for: self)
  }

  /// The parameter summary as a sentence: each parameter that has a value (or else a default)
  /// reads as it, the others as their title ("Get information on Bear Creek Trail", "Get
  /// information on Trail"); nil when the intent declares no summary.
  package var summarySentence: String? {
    summarySentence { $0.title }
  }

  /// The parameter summary as a sentence in which each parameter that has a value, or else a
  /// default, reads as it and each other one as `placeholder` writes it: with
  /// `{ "[\($0.title)]" }`, "Order 1 [Size] [Drink]", the intent's outline, as the
  /// Shortcuts editor shows a parameter still to fill as a token and one with a default as that
  /// value; nil when the intent declares no summary.
  package func summarySentence(placeholder: (any AnyIntentParameter) -> String) -> String? {
    guard let template = summaryTemplate else { return nil }
    let parameters = intentParameters(of: self)
    var sentence = template
    for parameter in parameters {
      let value = parameter.anyValue ?? parameter.defaultValue
      let shown = value.map(displayText(of:)) ?? placeholder(parameter)
      sentence = sentence.replacingOccurrences(of: "${\(parameter.name)}", with: shown)
    }
    return sentence
  }

  /// The parameter summary as the outline of what the intent takes, each parameter without a
  /// value or default written as its title in brackets: "Order 1 [Size] [Drink]",
  /// "Get information on [Trail]", "Skip ahead 30 seconds"; nil when the intent declares no
  /// summary.
  package var summaryOutline: String? {
    summarySentence { "[\($0.title.isEmpty ? $0.name : $0.title)]" }
  }
}

extension IntentParameter {
  /// The value a summary compares: the one set, else the default, as the Shortcuts editor
  /// shows a parameter that has one.
  fileprivate var summaryValue: Any? { anyValue ?? defaultValue }
}

/// Whether two values of unknown type are equal: both `Equatable` of one type and `==`, or
/// else the same display text.
func summaryValuesEqual(_ first: Any, _ second: Any) -> Bool {
  if let equatable = first as? any Equatable {
    return equatable.isEqual(to: second)
  }
  return displayText(of: first) == displayText(of: second)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self) == self
  }
}

/// A summary sentence with parameter placeholders.
public struct Summary<Intent: AppIntent>: ParameterSummary, SummaryRendering {
  /// The sentence, with `${name}` for each parameter.
  package let template: String
  /// The parameters listed under the sentence, by name.
  package let tableParameters: [String]

  /// Creates a summary from a sentence with `\(\.$parameter)` placeholders.
  ///
  /// - Parameter sentence: The sentence.
  public init(_ sentence: SummaryString) {
    template = sentence.text
    tableParameters = []
  }

  /// Creates a summary from a sentence and the further parameters listed under it:
  /// `Summary("Order \(\.$drink)") { \.$size; \.$extraShot }`.
  ///
  /// - Parameters:
  ///   - sentence: The sentence.
  ///   - table: The further parameters' key paths.
  public init(
    _ sentence: SummaryString, @ParameterSummaryTableBuilder<Intent> table: () -> [String]
  ) {
    template = sentence.text
    tableParameters = table()
  }

  func template(for intent: any AppIntent) -> String? { template }

  /// A summary sentence written as a string literal with parameter key paths.
  public struct SummaryString: ExpressibleByStringInterpolation {
    let text: String

    /// Creates a sentence without placeholders.
    public init(stringLiteral value: String) {
      text = value
    }

    /// Creates a sentence with placeholders.
    public init(stringInterpolation: StringInterpolation) {
      text = stringInterpolation.text
    }

    /// Collects the text and placeholders of a summary.
    public struct StringInterpolation: StringInterpolationProtocol {
      var text = ""

      /// Creates an empty sentence.
      public init(literalCapacity: Int, interpolationCount: Int) {}

      /// Appends literal text.
      public mutating func appendLiteral(_ literal: String) {
        text += literal
      }

      /// Appends a parameter placeholder.
      public mutating func appendInterpolation<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>
      ) {
        text += "${\(parameterName(of: keyPath, in: Intent()) ?? "parameter")}"
      }
    }
  }
}

/// Builds the list of further parameters of a `Summary`, from their key paths.
@resultBuilder
public enum ParameterSummaryTableBuilder<Intent: AppIntent> {
  /// A parameter.
  public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>)
    -> String
  {
    parameterName(of: keyPath, in: Intent()) ?? ""
  }
  /// The parameters in order.
  public static func buildBlock(_ names: String...) -> [String] { names }
}

/// A summary chosen by whether a parameter has a value.
///
/// ```swift
/// When(\.$shelf, .hasAnyValue) {
///   Summary("Move \(\.$book) to \(\.$shelf)")
/// } otherwise: {
///   Summary("Move \(\.$book)")
/// }
/// ```
public struct When<Intent: AppIntent>: ParameterSummary, SummaryRendering {
  private let holds: (Intent) -> Bool
  private let then: any ParameterSummary
  private let otherwise: any ParameterSummary

  /// Creates a summary that uses one sentence when the parameter has a value and another when
  /// it has none.
  public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterComparison,
    @ParameterSummaryBuilder<Intent> _ then: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    holds = { intent in
      let hasValue = intent[keyPath: keyPath].hasValue
      return comparison == .hasAnyValue ? hasValue : !hasValue
    }
    self.then = then()
    self.otherwise = otherwise()
  }

  /// Creates a summary that uses one sentence when the parameter equals (or does not equal)
  /// `value`, and another otherwise.
  public init<Value: _IntentValue, Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: EquatableComparisonOperator, _ value: Value,
    @ParameterSummaryBuilder<Intent> _ then: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    holds = { intent in
      let equal =
        intent[keyPath: keyPath].summaryValue.map { summaryValuesEqual($0, value) } ?? false
      switch comparisonOperator {
      case .equalTo: return equal
      case .notEqualTo: return !equal
      default: return false
      }
    }
    self.then = then()
    self.otherwise = otherwise()
  }

  /// Creates a summary that uses one sentence when the parameter compares to `value` as
  /// `comparisonOperator` says, and another otherwise (or when it has no value).
  public init<
    Value: _IntentValue & Comparable, Then: ParameterSummary, Otherwise: ParameterSummary
  >(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: ComparableComparisonOperator, _ value: Value,
    @ParameterSummaryBuilder<Intent> _ then: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    holds = { intent in
      guard let current = intent[keyPath: keyPath].summaryValue as? Value else { return false }
      return comparisonOperator.compares(current, value)
    }
    self.then = then()
    self.otherwise = otherwise()
  }

  /// Creates a summary that uses one sentence when the parameter is (or is not) one of
  /// `values`, and another otherwise.
  public init<Value: _IntentValue, Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    _ comparisonOperator: OneOfComparisonOperator, _ values: [Value],
    @ParameterSummaryBuilder<Intent> _ then: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {
    holds = { intent in
      let current = intent[keyPath: keyPath].summaryValue
      let found = current.map { value in values.contains { summaryValuesEqual(value, $0) } }
      return comparisonOperator == .oneOf ? found ?? false : !(found ?? false)
    }
    self.then = then()
    self.otherwise = otherwise()
  }

  func template(for intent: any AppIntent) -> String? {
    guard let intent = intent as? Intent else { return nil }
    let chosen = holds(intent) ? then : otherwise
    return (chosen as? any SummaryRendering)?.template(for: intent)
  }
}

/// How `When` tests a parameter.
public enum ParameterComparison: Sendable {
  /// The parameter has a value.
  case hasAnyValue
  /// The parameter has no value.
  case hasNoValue
}

/// Apple's name for whether `When` tests that a parameter has a value.
public typealias HasValueComparisonOperator = ParameterComparison

/// How `When` compares a parameter with a value it can only be equal to or not: `.equalTo` or
/// `.notEqualTo` (the order comparisons never hold for such values).
public typealias EquatableComparisonOperator = ComparableComparisonOperator

/// How `When` compares a parameter with a value that has an order.
public enum ComparableComparisonOperator: Sendable {
  /// Equal.
  case equalTo
  /// Not equal.
  case notEqualTo
  /// Less than.
  case lessThan
  /// Less than or equal.
  case lessThanOrEqualTo
  /// Greater than.
  case greaterThan
  /// Greater than or equal.
  case greaterThanOrEqualTo

  func compares<Value: Comparable>(_ left: Value, _ right: Value) -> Bool {
    switch self {
    case .equalTo: return left == right
    case .notEqualTo: return left != right
    case .lessThan: return left < right
    case .lessThanOrEqualTo: return left <= right
    case .greaterThan: return left > right
    case .greaterThanOrEqualTo: return left >= right
    }
  }
}

/// Whether `When` tests that a parameter is one of some values, or none of them.
public enum OneOfComparisonOperator: Sendable {
  /// One of them.
  case oneOf
  /// None of them.
  case noneOf
}

/// A summary chosen by a parameter's value.
///
/// ```swift
/// Switch(\.$shelf) {
///   Case(.read) { Summary("Mark \(\.$book) as read") }
///   DefaultCase { Summary("Move \(\.$book) to \(\.$shelf)") }
/// }
/// ```
public struct Switch<Intent: AppIntent, Value: _IntentValue>: ParameterSummary, SummaryRendering {
  private let value: (Intent) -> Any?
  private let cases: [any ParameterSummary]

  /// Creates a summary that picks a case by the parameter's value.
  public init(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> _SummaryList
  ) {
    value = { intent in intent[keyPath: keyPath].summaryValue }
    self.cases = cases().items
  }

  func template(for intent: any AppIntent) -> String? {
    guard let intent = intent as? Intent else { return nil }
    let current = value(intent)
    for item in cases {
      if let match = item as? Case<Intent, Value>, let current,
        match.values.contains(where: { summaryValuesEqual($0, current) })
      {
        return (match.content as? any SummaryRendering)?.template(for: intent)
      }
      if let fallback = item as? DefaultCase<Intent, Value> {
        return (fallback.content as? any SummaryRendering)?.template(for: intent)
      }
    }
    return nil
  }
}

/// One case of a `Switch` summary.
public struct Case<Intent: AppIntent, Value>: ParameterSummary {
  let values: [Any]
  let content: any ParameterSummary

  /// Creates the case for a value.
  public init<Content: ParameterSummary>(
    _ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content
  ) {
    values = [value]
    self.content = content()
  }

  /// Creates the case for several values.
  public init<Content: ParameterSummary>(
    _ values: [Value], @ParameterSummaryBuilder<Intent> _ content: () -> Content
  ) {
    self.values = values
    self.content = content()
  }
}

/// The case of a `Switch` summary used when no other case matches.
public struct DefaultCase<Intent: AppIntent, Value>: ParameterSummary {
  let content: any ParameterSummary

  /// Creates the default case.
  public init<Content: ParameterSummary>(@ParameterSummaryBuilder<Intent> _ content: () -> Content)
  {
    self.content = content()
  }
}

/// Builds the cases of a `Switch` summary, inferring the values' type from the switched
/// parameter.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value> {
  /// A case.
  public static func buildExpression(_ item: Case<Intent, Value>) -> Case<Intent, Value> { item }
  /// The default case.
  public static func buildExpression(_ item: DefaultCase<Intent, Value>) -> DefaultCase<
    Intent, Value
  > { item }
  /// The cases in order.
  public static func buildBlock<each Item: ParameterSummary>(_ items: repeat each Item)
    -> _SummaryList
  {
    _SummaryList(repeat each items)
  }
}

/// The summary of an intent that declares none.
public struct _EmptyParameterSummary: ParameterSummary {
  /// Creates an empty summary.
  public init() {}
}

/// Builds parameter summaries, inferring the intent from the declaration it is attached to.
@resultBuilder
public enum ParameterSummaryBuilder<Intent: AppIntent> {
  /// A summary sentence.
  public static func buildExpression(_ summary: Summary<Intent>) -> Summary<Intent> { summary }
  /// A choice by value presence.
  public static func buildExpression(_ summary: When<Intent>) -> When<Intent> { summary }
  /// A choice by value.
  public static func buildExpression<Value>(_ summary: Switch<Intent, Value>) -> Switch<
    Intent, Value
  > { summary }
  /// One summary.
  public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content {
    content
  }
  /// Several summaries, such as the cases of a switch.
  public static func buildBlock<each Content: ParameterSummary>(_ content: repeat each Content)
    -> _SummaryList
  {
    _SummaryList(repeat each content)
  }
}

/// Several summaries in one block; the first that gives a sentence applies.
public struct _SummaryList: ParameterSummary, SummaryRendering {
  let items: [any ParameterSummary]

  init<each Item: ParameterSummary>(_ items: repeat each Item) {
    var list: [any ParameterSummary] = []
    for item in repeat each items {
      list.append(item)
    }
    self.items = list
  }

  func template(for intent: any AppIntent) -> String? {
    for item in items {
      if let template = (item as? any SummaryRendering)?.template(for: intent) { return template }
    }
    return nil
  }
}

/// The sentence that describes an intent with its parameters, as the Shortcuts editor shows it.
///
/// ```swift
/// static var parameterSummary: some ParameterSummary {
///   Summary("Get information on \(\.$trail)")
/// }
/// ```
public protocol ParameterSummary {}

/// A summary whose sentence can be read back.
protocol SummaryTemplateReadable {
  var template: String { get }
}

extension AppIntent {
  /// The parameter summary in the `${parameter}` form, such as "Get information on ${trail}",
  /// or nil when the summary is not a single sentence.
  package static var summaryTemplate: String? {
    (parameterSummary as? any SummaryTemplateReadable)?.template
  }
}

/// A summary sentence with parameter placeholders.
public struct Summary<Intent: AppIntent>: ParameterSummary, SummaryTemplateReadable {
  /// The sentence, with `${name}` for each parameter.
  package let template: String

  /// Creates a summary from a sentence with `\(\.$parameter)` placeholders.
  ///
  /// - Parameter sentence: The sentence.
  public init(_ sentence: SummaryString) {
    template = sentence.text
  }

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

/// A summary chosen by whether a parameter has a value.
public struct When<Intent: AppIntent>: ParameterSummary {
  /// Creates a summary that uses one sentence when the parameter has a value and another when
  /// it has none.
  public init<Value, Then: ParameterSummary, Otherwise: ParameterSummary>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ParameterComparison,
    @ParameterSummaryBuilder<Intent> _ then: () -> Then,
    @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
  ) {}
}

/// How `When` tests a parameter.
public enum ParameterComparison: Sendable {
  /// The parameter has a value.
  case hasAnyValue
  /// The parameter has no value.
  case hasNoValue
}

/// A summary chosen by a parameter's value.
///
/// ```swift
/// Switch(\.$shelf) {
///   Case(.read) { Summary("Mark \(\.$book) as read") }
///   DefaultCase { Summary("Move \(\.$book) to \(\.$shelf)") }
/// }
/// ```
public struct Switch<Intent: AppIntent, Value: _IntentValue>: ParameterSummary {
  /// Creates a summary that picks a case by the parameter's value.
  public init<Cases>(
    _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
    @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> Cases
  ) {}
}

/// One case of a `Switch` summary.
public struct Case<Intent: AppIntent, Value>: ParameterSummary {
  /// Creates the case for a value.
  public init<Content: ParameterSummary>(
    _ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content
  ) {}
}

/// The case of a `Switch` summary used when no other case matches.
public struct DefaultCase<Intent: AppIntent, Value>: ParameterSummary {
  /// Creates the default case.
  public init<Content: ParameterSummary>(@ParameterSummaryBuilder<Intent> _ content: () -> Content)
  {}
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
    _SummaryList()
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
    _SummaryList()
  }
}

/// Several summaries in one block.
public struct _SummaryList: ParameterSummary {}

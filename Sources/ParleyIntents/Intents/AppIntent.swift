/// An action of an app that people can run by voice or text: a plain struct with `@Parameter`
/// properties and a `perform()` method.
///
/// ```swift
/// struct GetTrailInfo: AppIntent {
///   static var title: LocalizedStringResource = "Get Trail Information"
///   @Parameter var trail: TrailEntity
///   func perform() async throws -> some IntentResult & ProvidesDialog {
///     .result(dialog: "\(trail.name) is open.")
///   }
/// }
/// ```
public protocol AppIntent: _IntentDescriptionProviding, Sendable {
  /// The result type `perform()` returns.
  associatedtype PerformResult: IntentResult
  /// The type of the parameter summary.
  associatedtype SummaryContent: ParameterSummary = _EmptyParameterSummary

  /// Creates the intent with its parameters unset.
  init()

  /// The intent's name, as shown and spoken.
  static var title: LocalizedStringResource { get }
  /// What the intent does, as Apple declares it.
  ///
  /// Both `static var description: IntentDescription? = …` and the usual
  /// `static var description = IntentDescription(…)` (which `_IntentDescriptionProviding`
  /// reads) are the value the runtime shows.
  static var description: IntentDescription? { get }
  /// Whether running the intent opens the app (superseded by `supportedModes`).
  static var openAppWhenRun: Bool { get }
  /// How the intent runs: in the background or bringing the app forward.
  static var supportedModes: IntentModes { get }
  /// Whether the system may offer the intent; App Shortcuts need true.
  static var isDiscoverable: Bool { get }
  /// What unlocking the intent needs before it runs.
  static var authenticationPolicy: IntentAuthenticationPolicy { get }
  /// The sentence that describes the intent with its parameters.
  @ParameterSummaryBuilder<Self> static var parameterSummary: SummaryContent { get }

  /// Runs the intent.
  ///
  /// - Returns: The result: a value, dialog, snippet or intent to open, as built with
  ///   `.result(...)`.
  /// - Throws: A resolution error to ask for more, or an error to report.
  func perform() async throws -> PerformResult
}

extension AppIntent {
  /// No description.
  public static var description: IntentDescription? { nil }
  /// False: the intent runs without opening the app.
  public static var openAppWhenRun: Bool { false }
  /// Foreground when `openAppWhenRun` is true, else background.
  public static var supportedModes: IntentModes { openAppWhenRun ? .foreground : .background }
  /// True.
  public static var isDiscoverable: Bool { true }
  /// Always allowed.
  public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }

  /// The Swift type name, such as "GetTrailInfo", or the name a phrase file declares.
  package static var typeName: String { declaredTypeName(of: self) }
  /// The title as plain text.
  package static var titleText: String { title.defaultValue }
  /// The description as plain text, or nil when the intent has none.
  package static var descriptionText: String? {
    let text = declaredDescription.descriptionText.defaultValue
    return text.isEmpty ? nil : text
  }
  /// The search keywords of the description, as plain text.
  package static var searchKeywordTexts: [String] {
    declaredDescription.searchKeywords.map(\.defaultValue).filter { !$0.isEmpty }
  }
  /// The description, however the intent declares it (see ``description``).
  private static var declaredDescription: IntentDescription {
    let declared: IntentDescription? = Self.description
    let plain: IntentDescription = Self.description
    return declared ?? plain
  }
  /// Whether running the intent opens the app, by `openAppWhenRun` or `supportedModes`.
  package static var opensApp: Bool { openAppWhenRun || supportedModes.opensApp }
}

extension AppIntent where SummaryContent == _EmptyParameterSummary {
  /// No summary.
  public static var parameterSummary: _EmptyParameterSummary { _EmptyParameterSummary() }
}

extension AppIntent {
  /// Runs the intent from the app's own code (a button, a test), as `try await intent()` does
  /// on a device: its `@AppDependency` defaults are made first, then `perform()` runs and its
  /// result is returned. Questions it asks in place fail unless a conversation runs it, which
  /// answers them. A result whose snippet a ``SnippetIntent`` draws comes back drawn.
  ///
  /// ```swift
  /// let intent = AddTodo()
  /// intent.title = "Buy bread"
  /// try await intent()
  /// ```
  @discardableResult
  public func callAsFunction() async throws -> PerformResult {
    try await AppDependencyManager.prepareDefaults(of: self)
    let result = try await IntentProgress.reporting { try await perform() }
    if let drawn = result as? any SnippetIntentResult { try await drawn.snippetIntent.draw() }
    return result
  }

  /// An intent parameter, written `@Parameter`.
  public typealias Parameter<Value: _IntentValue> = IntentParameter<Value>
}

/// The non-optional form of an intent's description, `static var description =
/// IntentDescription(…)`, which Apple's build tools read from source; an intent declares one
/// form or the other.
public protocol _IntentDescriptionProviding {
  /// What the intent does.
  static var description: IntentDescription { get }
}

extension _IntentDescriptionProviding {
  /// An empty description.
  public static var description: IntentDescription { IntentDescription("") }
}

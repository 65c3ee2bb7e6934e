/// A type that lists the values a parameter may take when they are known only at run time:
/// the choices a question for the parameter lists.
///
/// As on a device, a request that names an option fills the parameter with it ("set the
/// downstairs thermostat to 71" for a zone whose options hold Downstairs), and the options of a
/// text parameter are the values Siri offers to choose from: an answer that is none of them is
/// refused with the reason and the question asked again. A text parameter declared with
/// `inputOptions:` has a keyboard: it takes any text, and its options are only suggestions.
///
/// ```swift
/// struct SizeOptions: DynamicOptionsProvider {
///   func results() async throws -> [String] { ["Small", "Medium", "Large"] }
/// }
///
/// @Parameter(title: "Size", optionsProvider: SizeOptions())
/// var size: String
/// ```
public protocol DynamicOptionsProvider: Sendable {
  /// The options: an array of the parameter's values, or an `ItemCollection` of them in
  /// sections.
  associatedtype Result: _OptionsResult
  /// The type of the value the parameter starts with, if any.
  associatedtype DefaultValue = Never

  /// Returns the options, in the order they are listed.
  func results() async throws -> Result

  /// The value to start with; nil for none.
  func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
  /// None.
  public func defaultResult() async -> DefaultValue? { nil }
}

extension IntentParameter {
  /// Creates a parameter whose options a provider lists; a question for it lists them as
  /// choices.
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The value used when none is given.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - requestDisambiguationDialog: The prompt used when several values match.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  ///   - optionsProvider: Lists the values the parameter may take.
  public convenience init<Provider: DynamicOptionsProvider>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
  ) {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    dynamicOptions = {
      try await AppDependencyManager.prepareDefaults(of: optionsProvider)
      return try await optionsProvider.results()._optionSections
    }
    providedDefault = {
      try await AppDependencyManager.prepareDefaults(of: optionsProvider)
      return await optionsProvider.defaultResult()
    }
  }
}

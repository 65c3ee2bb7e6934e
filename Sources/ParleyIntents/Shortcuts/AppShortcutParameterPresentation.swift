/// How the Shortcuts app presents an App Shortcut for each value of one of its parameters: a
/// summary naming the parameter, and the collections of values to offer.
///
/// ```swift
/// AppShortcut(intent: GetTrailInfo(), phrases: ["Get \(\.$trail) conditions with \(.applicationName)"],
///             shortTitle: "Get Conditions", systemImageName: "cloud.rainbow.half",
///             parameterPresentation: ParameterPresentation(
///               for: \.$trail, summary: Summary("\(\.$trail) Conditions"),
///               optionsCollections: {
///                 OptionsCollection(TrailEntityQuery(), title: "Favorite Trails",
///                                   systemImageName: "star")
///               }))
/// ```
public struct AppShortcutParameterPresentation<Intent: AppIntent, Value: _IntentValue> {
  let keyPath: KeyPath<Intent, IntentParameter<Value>>
  let summary: AppShortcutParameterPresentationSummary<Intent>
  let optionsCollections: [AppShortcutOptionsCollection]

  /// Creates a presentation for a parameter.
  ///
  /// - Parameters:
  ///   - keyPath: The parameter, such as `\.$trail`.
  ///   - summary: The title of each shortcut, naming the parameter.
  ///   - optionsCollections: The collections of values to offer.
  public init(
    for keyPath: KeyPath<Intent, IntentParameter<Value>>,
    summary: AppShortcutParameterPresentationSummary<Intent>,
    @AppShortcutOptionsCollectionBuilder optionsCollections: () -> [AppShortcutOptionsCollection] =
      { [] }
  ) {
    self.keyPath = keyPath
    self.summary = summary
    self.optionsCollections = optionsCollections()
  }
}

/// The title of an App Shortcut presented for one parameter value, such as
/// `"\(\.$trail) Conditions"`.
public struct AppShortcutParameterPresentationSummary<Intent: AppIntent> {
  let sentence: Summary<Intent>.SummaryString

  /// Creates a summary.
  ///
  /// - Parameters:
  ///   - summaryString: The title with the parameter interpolated.
  ///   - table: The strings table for localization; ignored at run time.
  public init(_ summaryString: Summary<Intent>.SummaryString, table: StaticString? = nil) {
    sentence = summaryString
  }
}

/// A collection of values offered for an App Shortcut's parameter, from a query or an options
/// provider.
public struct AppShortcutOptionsCollection: Sendable {
  /// The collection's title.
  package let title: String
  /// The collection's symbol, if any.
  package let systemImageName: String?

  /// Creates a collection.
  ///
  /// - Parameters:
  ///   - provider: The query whose suggested entities are offered.
  ///   - title: The collection's title.
  ///   - systemImageName: The collection's symbol.
  public init<Query: EntityQuery>(
    _ provider: Query, title: LocalizedStringResource, systemImageName: String? = nil
  ) {
    self.init(title: title, systemImageName: systemImageName)
  }

  /// Creates a collection of the values an options provider lists, as Apple's form is.
  ///
  /// - Parameters:
  ///   - dynamicOptionsProvider: The provider whose results are offered.
  ///   - title: The collection's title.
  ///   - systemImageName: The collection's symbol.
  public init<Provider: DynamicOptionsProvider>(
    _ dynamicOptionsProvider: Provider, title: LocalizedStringResource,
    systemImageName: String? = nil
  ) {
    self.init(title: title, systemImageName: systemImageName)
  }

  /// Creates a collection of the values a query that is also an options provider offers, so
  /// that such a type is no ambiguous argument.
  ///
  /// - Parameters:
  ///   - provider: The query and options provider whose values are offered.
  ///   - title: The collection's title.
  ///   - systemImageName: The collection's symbol.
  public init<Provider: EntityQuery & DynamicOptionsProvider>(
    _ provider: Provider, title: LocalizedStringResource, systemImageName: String? = nil
  ) {
    self.init(title: title, systemImageName: systemImageName)
  }

  private init(title: LocalizedStringResource, systemImageName: String?) {
    self.title = title.defaultValue
    self.systemImageName = systemImageName
  }
}

/// Builds the options collections of a parameter presentation.
@resultBuilder
public enum AppShortcutOptionsCollectionBuilder {
  /// The collections, in order.
  public static func buildBlock(_ collections: AppShortcutOptionsCollection...)
    -> [AppShortcutOptionsCollection]
  {
    collections
  }
}

extension AppShortcutsProvider {
  /// The summary of a parameter presentation, written `Summary("\(\.$trail) Conditions")`
  /// inside a provider.
  public typealias Summary = AppShortcutParameterPresentationSummary
  /// A parameter presentation.
  public typealias ParameterPresentation = AppShortcutParameterPresentation
  /// An options collection.
  public typealias OptionsCollection = AppShortcutOptionsCollection
}

/// The description of an intent shown in the action library and in help listings.
///
/// ```swift
/// static var description = IntentDescription("Provides complete details on a trail.",
///                                             categoryName: "Discover")
/// ```
public struct IntentDescription: Sendable, ExpressibleByStringInterpolation {
  /// The description text.
  public var descriptionText: LocalizedStringResource
  /// The category the intent is grouped under, if any.
  public var categoryName: LocalizedStringResource?
  /// Extra words people may search for to find the intent.
  public var searchKeywords: [LocalizedStringResource]
  /// A name for the value the intent returns, if any.
  public var resultValueName: LocalizedStringResource?

  /// Creates a description.
  ///
  /// - Parameters:
  ///   - descriptionText: What the intent does.
  ///   - categoryName: The category the intent is grouped under.
  ///   - searchKeywords: Extra words people may search for.
  ///   - resultValueName: A name for the value the intent returns.
  public init(
    _ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
    searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil
  ) {
    self.descriptionText = descriptionText
    self.categoryName = categoryName
    self.searchKeywords = searchKeywords
    self.resultValueName = resultValueName
  }

  /// Creates a description from a string literal.
  public init(stringLiteral value: String) {
    self.init(LocalizedStringResource(value))
  }

  /// Creates a description from an interpolated string literal.
  public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }
}

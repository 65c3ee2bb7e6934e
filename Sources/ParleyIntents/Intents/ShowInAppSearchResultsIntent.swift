/// An intent that shows the app's own search results for what a person asks to search for.
/// Siri offers it without an App Shortcut: "Search Podcasts for history", "Search for
/// history in Podcasts"; the words after "for" are the search term.
///
/// ```swift
/// struct SearchShows: ShowInAppSearchResultsIntent {
///   static let title: LocalizedStringResource = "Search Shows"
///   static let searchScopes: [StringSearchScope] = [.general]
///
///   @Parameter(title: "Criteria")
///   var criteria: StringSearchCriteria
///
///   func perform() async throws -> some IntentResult & ProvidesDialog {
///     .result(dialog: "Here's what I found for “\(criteria.term)”.")
///   }
/// }
/// ```
///
/// List the intent in the app's `intents:` (it needs no phrase); off-device no search screen
/// opens, and `perform()` says what it found.
public protocol ShowInAppSearchResultsIntent: AppIntent {
  /// What the intent searches with: usually ``StringSearchCriteria``.
  associatedtype Criteria: SearchCriteria
  /// The kinds of content the app's search covers.
  static var searchScopes: Criteria.SearchScopes { get }
  /// What to search for, filled from the request.
  var criteria: Criteria { get set }
}

/// What a search intent searches with.
public protocol SearchCriteria: _IntentValue, Sendable {
  /// The kinds of content a search with these criteria can cover.
  associatedtype SearchScopes = Void
}

/// A search for a text term: the words a person asked to search for.
public struct StringSearchCriteria: SearchCriteria, Hashable, CustomStringConvertible {
  /// The kinds of content the app searches.
  public typealias SearchScopes = [StringSearchScope]

  /// The words searched for.
  public var term: String

  /// Creates criteria for `term`.
  public init(term: String) {
    self.term = term
  }

  /// The term.
  public var description: String { term }

  /// Read as text: a request's or an answer's words are the term.
  public static var _intentValueKind: _IntentValueKind { _IntentValueKind(.string) }

  /// Accepts criteria, or text as the term.
  public static func _intentValue(from value: Any) -> StringSearchCriteria? {
    if let criteria = value as? StringSearchCriteria { return criteria }
    if let text = value as? String { return StringSearchCriteria(term: text) }
    return nil
  }
}

/// The kinds of content a text search covers.
public enum StringSearchScope: Sendable, Hashable {
  /// Any of the app's content.
  case general
  /// Videos people made and shared.
  case freeformVideo
  /// Films.
  case movies
  /// Television shows, seasons and episodes.
  case tv
}

/// Whether `intent` is a search Siri offers for the app without a phrase of its own.
package func isInAppSearch(_ intent: any AppIntent.Type) -> Bool {
  intent is any ShowInAppSearchResultsIntent.Type
}

extension IntentParameter where Value.ValueType == StringSearchCriteria {
  /// Creates the search term parameter of a ``ShowInAppSearchResultsIntent``; without a
  /// `requestValueDialog` it is asked for as "What do you want to search for?".
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - requestValueDialog: The prompt used when the system must ask for the term.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: nil,
      requestValueDialog: requestValueDialog ?? "What do you want to search for?",
      requestDisambiguationDialog: nil, inputConnectionBehavior: inputConnectionBehavior)
  }
}

/// A small card shown with a result or a prompt, rendered as text lines (the stand-in for a
/// SwiftUI snippet view).
///
/// ```swift
/// struct TrailSnippet: SnippetView {
///   var trail: Trail
///   var snippetTitle: String? { trail.name }
///   var snippetLines: [String] { ["\(trail.distance) km", trail.conditions] }
/// }
/// ```
public protocol SnippetView {
  /// The card's title, if any.
  var snippetTitle: String? { get }
  /// The card's lines, in order.
  var snippetLines: [String] { get }
}

/// A snippet made of a title and lines of text.
///
/// ```swift
/// TextSnippet(title: "Bear Creek Trail", lines: ["Open", "12.4 km"])
/// ```
public struct TextSnippet: SnippetView, Sendable, Hashable {
  /// The card's title, if any.
  public var snippetTitle: String?
  /// The card's lines.
  public var snippetLines: [String]

  /// Creates a text snippet.
  ///
  /// - Parameters:
  ///   - title: The card's title.
  ///   - lines: The card's lines.
  public init(title: String? = nil, lines: [String]) {
    self.snippetTitle = title
    self.snippetLines = lines
  }
}

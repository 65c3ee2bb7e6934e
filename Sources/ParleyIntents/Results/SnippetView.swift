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
///
/// A card can be interactive, as Apple's snippets are with `Button(intent:)`: its
/// ``snippetActions`` are buttons and toggles that each run an intent. On a display the
/// assistant numbers them under the card; the person types a number or a label to run one,
/// through the usual dialog, and a card the intent returns replaces this one. A speaker shows
/// no card and offers no actions.
///
/// ```swift
/// struct NoteSnippet: SnippetView {
///   var note: Note
///   var snippetTitle: String? { note.title }
///   var snippetLines: [String] { [note.body] }
///   var snippetActions: [SnippetAction] {
///     Button(intent: EditNote(note: note)) { Text("Edit") }
///     Button("Delete", intent: DeleteNote(note: note))
///   }
/// }
/// ```
public protocol SnippetView {
  /// The card's title, if any.
  var snippetTitle: String? { get }
  /// The card's lines, in order.
  var snippetLines: [String] { get }
  /// The card's buttons and toggles, in order; none unless the card declares some.
  @SnippetActionsBuilder var snippetActions: [SnippetAction] { get }
}

extension SnippetView {
  /// No actions: the card only shows.
  public var snippetActions: [SnippetAction] { [] }
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

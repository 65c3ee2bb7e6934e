/// A piece of text in a snippet view: the label of a ``Button`` or a ``Toggle`` (the stand-in
/// for SwiftUI's `Text`).
///
/// ```swift
/// Button(intent: DeleteNote(note: note)) { Text("Delete") }
/// ```
public struct Text: Sendable, Hashable {
  /// The text shown.
  public let content: String

  /// Creates text that shows `content`.
  ///
  /// - Parameter content: The text.
  public init(_ content: String) {
    self.content = content
  }

  /// Creates text that shows `content` as it is.
  ///
  /// - Parameter content: The text.
  public init(verbatim content: String) {
    self.content = content
  }
}

/// A label with an icon (the stand-in for SwiftUI's `Label`); the terminal shows its title.
///
/// ```swift
/// Button(intent: PinNote(note: note)) { Label("Pin", systemImage: "pin") }
/// ```
public struct Label: Sendable, Hashable {
  /// The title shown.
  public let title: String
  /// The SF Symbol's name; a terminal shows no icon.
  public let systemImage: String?

  /// Creates a label with a title and an icon.
  ///
  /// - Parameters:
  ///   - title: The title shown.
  ///   - systemImage: The SF Symbol's name.
  public init(_ title: String, systemImage: String) {
    self.title = title
    self.systemImage = systemImage
  }
}

/// The kinds of label a ``Button`` or a ``Toggle`` takes: ``Text`` and ``Label``.
public protocol SnippetLabel {
  /// The words the label shows.
  var labelText: String { get }
}

extension Text: SnippetLabel {
  /// The text.
  public var labelText: String { content }
}

extension Label: SnippetLabel {
  /// The title.
  public var labelText: String { title }
}

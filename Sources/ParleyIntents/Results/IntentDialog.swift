/// What an intent says: a prompt, or the answer after it runs.
///
/// The full text stands on its own and is spoken when nothing can be shown; the supporting
/// text is shorter and goes with a visible snippet.
///
/// ```swift
/// IntentDialog(full: "Bear Creek Trail is open; the trail is dry.",
///              supporting: "Here's the latest on Bear Creek Trail.")
/// ```
public struct IntentDialog: Sendable, ExpressibleByStringInterpolation {
  /// The text that stands on its own.
  public let full: LocalizedStringResource
  /// The shorter text that goes with a snippet, if given.
  public let supporting: LocalizedStringResource?
  /// A system symbol shown with the dialog, if given.
  public let systemImageName: String?

  /// Creates a dialog with one text for every context.
  ///
  /// - Parameter resource: The text.
  public init(_ resource: LocalizedStringResource) {
    self.full = resource
    self.supporting = nil
    self.systemImageName = nil
  }

  /// Creates a dialog with a full and a supporting text.
  ///
  /// - Parameters:
  ///   - full: The text that stands on its own.
  ///   - supporting: The shorter text that goes with a snippet.
  public init(full: LocalizedStringResource, supporting: LocalizedStringResource) {
    self.init(full: full, supporting: supporting, systemImageName: nil)
  }

  /// Creates a dialog with a full text and a symbol.
  ///
  /// - Parameters:
  ///   - full: The text.
  ///   - systemImageName: A system symbol shown with the dialog.
  public init(full: LocalizedStringResource, systemImageName: String) {
    self.init(full: full, supporting: nil, systemImageName: systemImageName)
  }

  /// Creates a dialog with a full text, a supporting text and a symbol.
  ///
  /// - Parameters:
  ///   - full: The text that stands on its own.
  ///   - supporting: The shorter text that goes with a snippet.
  ///   - systemImageName: A system symbol shown with the dialog.
  public init(
    full: LocalizedStringResource, supporting: LocalizedStringResource?, systemImageName: String?
  ) {
    self.full = full
    self.supporting = supporting
    self.systemImageName = systemImageName
  }

  /// Creates a dialog from a string literal.
  public init(stringLiteral value: String) {
    self.init(LocalizedStringResource(value))
  }

  /// Creates a dialog from an interpolated string literal.
  public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
    self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
  }

  /// The full text as a plain string.
  package var fullText: String { full.defaultValue }

  /// The supporting text as a plain string, or nil when none was given.
  package var supportingText: String? { supporting?.defaultValue }
}

/// One control of an interactive snippet: a button or a toggle that runs an intent.
///
/// Build them with ``Button`` and ``Toggle`` in a snippet's
/// ``SnippetView/snippetActions``; the assistant offers them under the card on a display,
/// numbered, and runs the intent of the one the person picks through the usual dialog.
///
/// ```swift
/// let action = Button("Pin", intent: PinNote(note: note)).action
/// action.label  // "Pin"
/// action.isOn   // nil: a button, not a toggle
/// ```
public struct SnippetAction: Sendable {
  /// The words on the control.
  public let label: String
  /// A toggle's state; `nil` for a button.
  public let isOn: Bool?
  /// The intent the control runs, with the parameters it was given.
  public let intent: any AppIntent

  /// Creates an action that runs `intent`.
  ///
  /// - Parameters:
  ///   - label: The words on the control.
  ///   - isOn: A toggle's state; `nil` for a button.
  ///   - intent: The intent to run, its parameters set.
  public init(label: String, isOn: Bool? = nil, intent: any AppIntent) {
    self.label = label
    self.isOn = isOn
    self.intent = intent
  }
}

/// A button in a snippet that runs an intent, as SwiftUI's `Button(intent:)` does in an
/// interactive snippet.
///
/// ```swift
/// var snippetActions: [SnippetAction] {
///   Button(intent: EditNote(note: note)) { Text("Edit") }
///   Button("Delete", intent: DeleteNote(note: note))
/// }
/// ```
public struct Button: Sendable {
  /// What the button runs and shows.
  public let action: SnippetAction

  /// Creates a button that runs `intent`, labelled by `label`.
  ///
  /// - Parameters:
  ///   - intent: The intent to run, its parameters set.
  ///   - label: The button's label: a ``Text`` or a ``Label``.
  public init<I: AppIntent, L: SnippetLabel>(intent: I, label: () -> L) {
    action = SnippetAction(label: label().labelText, intent: intent)
  }

  /// Creates a button with a title that runs `intent`.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - intent: The intent to run, its parameters set.
  public init<I: AppIntent>(_ title: String, intent: I) {
    action = SnippetAction(label: title, intent: intent)
  }
}

/// A switch in a snippet that runs an intent when flipped, as SwiftUI's
/// `Toggle(isOn:intent:)` does in an interactive snippet; the intent sets the new state.
///
/// ```swift
/// Toggle(isOn: note.isPinned, intent: SetPinned(note: note, isPinned: !note.isPinned)) {
///   Text("Pinned")
/// }
/// ```
public struct Toggle: Sendable {
  /// What the toggle runs and shows.
  public let action: SnippetAction

  /// Creates a toggle in state `isOn` that runs `intent`, labelled by `label`.
  ///
  /// - Parameters:
  ///   - isOn: Whether the toggle is on now.
  ///   - intent: The intent that flips it, its parameters set.
  ///   - label: The toggle's label: a ``Text`` or a ``Label``.
  public init<I: AppIntent, L: SnippetLabel>(isOn: Bool, intent: I, label: () -> L) {
    action = SnippetAction(label: label().labelText, isOn: isOn, intent: intent)
  }

  /// Creates a toggle with a title, in state `isOn`, that runs `intent`.
  ///
  /// - Parameters:
  ///   - title: The toggle's title.
  ///   - isOn: Whether the toggle is on now.
  ///   - intent: The intent that flips it, its parameters set.
  public init<I: AppIntent>(_ title: String, isOn: Bool, intent: I) {
    action = SnippetAction(label: title, isOn: isOn, intent: intent)
  }
}

/// Builds a snippet's actions from ``Button`` and ``Toggle`` expressions, with `if`, `else`
/// and `for` as a view builder takes them.
///
/// ```swift
/// var snippetActions: [SnippetAction] {
///   Button("Edit", intent: EditNote(note: note))
///   if !note.isPinned { Button("Pin", intent: PinNote(note: note)) }
/// }
/// ```
@resultBuilder
public enum SnippetActionsBuilder {
  /// A button's action.
  public static func buildExpression(_ button: Button) -> [SnippetAction] { [button.action] }
  /// A toggle's action.
  public static func buildExpression(_ toggle: Toggle) -> [SnippetAction] { [toggle.action] }
  /// An action as it is.
  public static func buildExpression(_ action: SnippetAction) -> [SnippetAction] { [action] }
  /// Actions as they are.
  public static func buildExpression(_ actions: [SnippetAction]) -> [SnippetAction] { actions }
  /// The actions of each line, in order.
  public static func buildBlock(_ parts: [SnippetAction]...) -> [SnippetAction] {
    parts.flatMap { $0 }
  }
  /// The actions of an `if` without `else`, or none.
  public static func buildOptional(_ part: [SnippetAction]?) -> [SnippetAction] { part ?? [] }
  /// The actions of the first branch.
  public static func buildEither(first part: [SnippetAction]) -> [SnippetAction] { part }
  /// The actions of the second branch.
  public static func buildEither(second part: [SnippetAction]) -> [SnippetAction] { part }
  /// The actions of each pass of a `for` loop.
  public static func buildArray(_ parts: [[SnippetAction]]) -> [SnippetAction] {
    parts.flatMap { $0 }
  }
  /// The actions of an `if #available` branch.
  public static func buildLimitedAvailability(_ part: [SnippetAction]) -> [SnippetAction] {
    part
  }
}

/// One of the options `requestChoice(between:dialog:)` offers.
///
/// ```swift
/// let keep = IntentChoiceOption(title: "Keep both")
/// let replace = IntentChoiceOption(title: "Replace", style: .destructive)
/// let choice = try await requestChoice(between: [keep, replace, .cancel],
///                                      dialog: "A file of that name is there already.")
/// ```
public struct IntentChoiceOption: Equatable, Sendable {
  /// The text of the option, which is also what the person says to choose it.
  public let title: LocalizedStringResource
  /// What the option does: ordinary, destructive, or cancel.
  public let style: Style

  /// Creates an option.
  ///
  /// - Parameters:
  ///   - title: The text of the option.
  ///   - style: What the option does; `.default` unless told.
  public init(title: LocalizedStringResource, style: Style = .default) {
    self.title = title
    self.style = style
  }

  /// The option that cancels: choosing it makes `requestChoice(between:dialog:)` throw, and the
  /// request ends as any cancelled request does. It is offered last.
  public static var cancel: IntentChoiceOption {
    IntentChoiceOption(title: "Cancel", style: .cancel)
  }

  /// Two options are the same when their text and style are.
  public static func == (lhs: IntentChoiceOption, rhs: IntentChoiceOption) -> Bool {
    lhs.title.defaultValue == rhs.title.defaultValue && lhs.style == rhs.style
  }

  /// What an option does.
  public struct Style: Hashable, Sendable {
    private let kind: Int

    /// An ordinary option.
    public static var `default`: Style { Style(kind: 0) }
    /// An option that cancels and leaves things as they are.
    public static var cancel: Style { Style(kind: 1) }
    /// An option that changes or deletes data.
    public static var destructive: Style { Style(kind: 2) }
  }
}

extension IntentChoiceOption: CustomStringConvertible {
  /// The option's text, so that `"\(choice)"` reads as in a dialog.
  public var description: String { title.defaultValue }
}

extension IntentChoiceOption: CustomLocalizedStringResourceConvertible {
  /// The option's text.
  public var localizedStringResource: LocalizedStringResource { title }
}

extension AppIntent {
  /// An option of a choice, within an intent: `Option(title: "Keep both")`.
  public typealias Option = IntentChoiceOption

  /// Asks the person to choose one of `options` and returns the one chosen, while `perform()`
  /// waits.
  ///
  /// The options are offered in their order, a `.cancel` option last: numbered on a display,
  /// read out on a speaker ("Keep both, Replace, or Cancel?"). The person answers with an
  /// option's text or, on a display, its number.
  ///
  /// ```swift
  /// let choice = try await requestChoice(between: [keep, replace, .cancel],
  ///                                      dialog: "Replace the file?")
  /// if choice == replace { try store.replace(file) }
  /// ```
  ///
  /// - Parameters:
  ///   - options: The options.
  ///   - dialog: The question.
  /// - Returns: The option chosen.
  /// - Throws: An error when the person chooses a cancel option or cancels, or no conversation
  ///   can ask.
  public func requestChoice(between options: [IntentChoiceOption], dialog: IntentDialog? = nil)
    async throws -> IntentChoiceOption
  {
    try await choose(among: options, dialog: dialog, snippet: nil)
  }

  /// Asks the person to choose one of `options`, showing `content` with the question on a
  /// display (a speaker says the question and the options only).
  ///
  /// - Parameters:
  ///   - options: The options.
  ///   - dialog: The question.
  ///   - content: The snippet shown with the question.
  /// - Returns: The option chosen.
  /// - Throws: An error when the person chooses a cancel option or cancels, or no conversation
  ///   can ask.
  public func requestChoice<Content: SnippetView>(
    between options: [IntentChoiceOption], dialog: IntentDialog? = nil,
    content: () -> Content
  ) async throws -> IntentChoiceOption {
    try await choose(among: options, dialog: dialog, snippet: content())
  }

  /// Asks the person to choose one of `options`, showing `view` with the question on a display.
  ///
  /// - Parameters:
  ///   - options: The options.
  ///   - dialog: The question.
  ///   - view: The snippet shown with the question.
  /// - Returns: The option chosen.
  /// - Throws: An error when the person chooses a cancel option or cancels, or no conversation
  ///   can ask.
  public func requestChoice<Content: SnippetView>(
    between options: [IntentChoiceOption], dialog: IntentDialog? = nil, view: Content
  ) async throws -> IntentChoiceOption {
    try await choose(among: options, dialog: dialog, snippet: view)
  }

  private func choose(
    among options: [IntentChoiceOption], dialog: IntentDialog?, snippet: (any SnippetView)?
  ) async throws -> IntentChoiceOption {
    let offered = options.filter { $0.style != .cancel } + options.filter { $0.style == .cancel }
    let answer = try await IntentRequestContext.currentHandler().requestChoice(
      among: offered, dialog: dialog, snippet: snippet)
    guard let chosen = answer as? IntentChoiceOption, chosen.style != .cancel else {
      throw ConfirmationDeclinedError()
    }
    return chosen
  }
}

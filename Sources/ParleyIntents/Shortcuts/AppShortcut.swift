/// An intent people can run with one of its phrases as soon as the app is installed.
///
/// ```swift
/// AppShortcut(intent: GetTrailInfo(),
///             phrases: ["Get conditions for \(\.$trail) in \(.applicationName)"],
///             shortTitle: "Trail Conditions", systemImageName: "cloud.rainbow.half")
/// ```
public struct AppShortcut: Sendable {
  /// The shortcut as the runtime reads it.
  package private(set) var shortcutDescription: ShortcutDescription

  /// Creates a shortcut.
  ///
  /// - Parameters:
  ///   - intent: The intent the phrases run.
  ///   - phrases: The phrases; the first one is the primary phrase.
  ///   - shortTitle: A short label for the shortcut.
  ///   - systemImageName: A system symbol for the shortcut.
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
    systemImageName: String
  ) {
    self.init(
      intent: intent, phrases: phrases, title: shortTitle.defaultValue, image: systemImageName)
  }

  /// Creates a shortcut that the Shortcuts app also presents once per value of a parameter.
  ///
  /// - Parameters:
  ///   - intent: The intent the phrases run.
  ///   - phrases: The phrases; the first one is the primary phrase.
  ///   - shortTitle: A short label for the shortcut.
  ///   - systemImageName: A system symbol for the shortcut.
  ///   - parameterPresentation: How the shortcut is presented per parameter value.
  public init<Intent: AppIntent, Value>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource,
    systemImageName: String, parameterPresentation: AppShortcutParameterPresentation<Intent, Value>
  ) {
    self.init(
      intent: intent, phrases: phrases, title: shortTitle.defaultValue, image: systemImageName)
    shortcutDescription.presentationSummary = parameterPresentation.summary.sentence.text
  }

  /// Creates a shortcut titled with the intent's title.
  ///
  /// - Parameters:
  ///   - intent: The intent the phrases run.
  ///   - phrases: The phrases; the first one is the primary phrase.
  ///   - systemImageName: A system symbol for the shortcut.
  public init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String
  ) {
    self.init(intent: intent, phrases: phrases, title: Intent.titleText, image: systemImageName)
  }

  /// Creates a shortcut titled with the intent's title and without a symbol.
  ///
  /// - Parameters:
  ///   - intent: The intent the phrases run.
  ///   - phrases: The phrases; the first one is the primary phrase.
  public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>]) {
    self.init(intent: intent, phrases: phrases, title: Intent.titleText, image: nil)
  }

  private init<Intent: AppIntent>(
    intent: Intent, phrases: [AppShortcutPhrase<Intent>], title: String, image: String?
  ) {
    shortcutDescription = ShortcutDescription(
      intentType: Intent.self, phrases: phrases.map { $0.template(for: intent) },
      shortTitle: title, systemImageName: image)
    shortcutDescription.nonLiteralPhrases = phrases.filter { !$0.isLiteral }.map {
      $0.template(for: intent)
    }
  }
}

/// An App Shortcut as the runtime reads it.
package struct ShortcutDescription: @unchecked Sendable {
  /// The intent the phrases run.
  package var intentType: any AppIntent.Type
  /// The phrases in source order; the first is the primary phrase.
  package var phrases: [PhraseTemplate]
  /// The short label.
  package var shortTitle: String
  /// The system symbol, if any.
  package var systemImageName: String?
  /// The title of the shortcut presented per parameter value, such as "${trail} Conditions",
  /// when the shortcut has a parameter presentation.
  package var presentationSummary: String?
  /// The phrases made with `AppShortcutPhrase.init(_:)` rather than written as literals.
  package var nonLiteralPhrases: [PhraseTemplate] = []

  /// Creates a description.
  package init(
    intentType: any AppIntent.Type, phrases: [PhraseTemplate], shortTitle: String,
    systemImageName: String?
  ) {
    self.intentType = intentType
    self.phrases = phrases
    self.shortTitle = shortTitle
    self.systemImageName = systemImageName
  }
}

import Foundation
import ParleyIntents

/// An intent as a phrase file declares it, kept in a ``DeclaredStore`` slot.
struct DeclaredIntentDeclaration: Sendable {
  var intent: AppPhraseFile.Intent
  var appName: String
  /// Makes each parameter, by name, in declaration order.
  var parameters: [(name: String, make: @Sendable () -> any AnyIntentParameter)]
}

/// An intent declared in a phrase file: its parameters are made from the declaration, and
/// running it asks the declared confirmation and answers with the declared text, each
/// `${parameter}` replaced by its value.
struct DeclaredIntent<Slot: DeclaredSlot>: AppIntent, DeclaredAtRuntime, DeclaredParameters,
  @unchecked Sendable
{
  static var declaration: DeclaredIntentDeclaration {
    DeclaredStore.shared.item(Slot.number, as: DeclaredIntentDeclaration.self)
  }
  static var declaredName: String { declaration.intent.name }
  static var title: LocalizedStringResource { LocalizedStringResource(declaration.intent.title) }

  let declaredParameters: [(name: String, parameter: any AnyIntentParameter)]

  init() {
    declaredParameters = Self.declaration.parameters.map { ($0.name, $0.make()) }
  }

  /// Asks the confirmation, if any, then answers: with the full text alone, or, when there is
  /// a supporting text, with a card of the values given that the supporting text goes with
  /// on a display.
  func perform() async throws
    -> IntentResultContainer<Never, Never, DeclaredAnswerCard, IntentDialog>
  {
    let intent = Self.declaration.intent
    if let confirmation = intent.confirmation {
      try await requestConfirmation(
        dialog: IntentDialog(LocalizedStringResource(text(of: confirmation))))
    }
    let full = LocalizedStringResource(intent.answer.map(text(of:)) ?? "Done.")
    guard let supporting = intent.supporting else {
      return IntentResultContainer(
        value: nil, opensIntent: nil, dialog: IntentDialog(full), snippet: nil)
    }
    let card = DeclaredAnswerCard(
      snippetTitle: intent.title,
      snippetLines: declaredParameters.compactMap { _, parameter in
        parameter.anyValue.map { "\(parameter.title) · \(Self.spoken($0))" }
      })
    return IntentResultContainer(
      value: nil, opensIntent: nil,
      dialog: IntentDialog(full: full, supporting: LocalizedStringResource(text(of: supporting))),
      snippet: card)
  }

  /// The template with each placeholder replaced by its value (nothing for a value not given)
  /// and the app's name.
  func text(of template: AppPhraseFile.Template) -> String {
    var text = template.text
    for placeholder in template.placeholders {
      let value: String
      if placeholder.name == "applicationName" {
        value = Self.declaration.appName
      } else {
        let parameter = declaredParameters.first { $0.name == placeholder.name }?.parameter
        value = parameter?.anyValue.map(Self.spoken) ?? ""
      }
      text = text.replacingOccurrences(of: "${\(placeholder.name)}", with: value)
    }
    return text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
      .replacingOccurrences(of: " ,", with: ",").replacingOccurrences(of: " .", with: ".")
  }

  /// A value as an answer says it: a title, a number, "yes" or "no", a day ("Sunday, November
  /// 22") or a day and time ("Friday, December 4 at 8:00 PM"), as the bundled apps' answers
  /// say a time.
  static func spoken(_ value: Any) -> String {
    switch value {
    case let flag as Bool: return flag ? "yes" : "no"
    case let date as Date:
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      let time = Calendar.current.dateComponents([.hour, .minute], from: date)
      let isDay = time.hour == 0 && time.minute == 0
      formatter.dateFormat = isDay ? "EEEE, MMMM d" : "EEEE, MMMM d 'at' h:mm a"
      return formatter.string(from: date)
    default: return displayText(of: value)
    }
  }
}

/// The shortcuts of an app as a phrase file declares it, kept in a ``DeclaredStore`` slot.
struct DeclaredShortcutsDeclaration: Sendable {
  var appName: String
  var shortcuts: [@Sendable () -> AppShortcut]
  var negativePhrases: [String]
}

/// The shortcuts of an app declared in a phrase file: one per declared intent, its phrases
/// added from the file, and the file's negative phrases.
struct DeclaredShortcuts<Slot: DeclaredSlot>: AppShortcutsProvider, DeclaredAtRuntime {
  static var declaration: DeclaredShortcutsDeclaration {
    DeclaredStore.shared.item(Slot.number, as: DeclaredShortcutsDeclaration.self)
  }
  static var declaredName: String { declaration.appName + "Shortcuts" }
  static var appShortcuts: [AppShortcut] { declaration.shortcuts.map { $0() } }
  static var negativePhrases: NegativeAppShortcutPhrases {
    NegativeAppShortcutPhrases(
      phrases: declaration.negativePhrases.map { NegativeAppShortcutPhrase($0) })
  }
}

/// The card a declared intent answers with when it has a supporting text: its title and each
/// value given.
struct DeclaredAnswerCard: SnippetView {
  var snippetTitle: String?
  var snippetLines: [String]
}

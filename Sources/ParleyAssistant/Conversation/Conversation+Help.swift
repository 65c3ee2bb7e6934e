import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The answer to "help" or "what can I do with Trails?": each shortcut's primary phrase, as
  /// Siri lists them, for the app named or for every app; `nil` when `text` asks no such thing.
  func helpReply(for text: String) -> Reply? {
    guard let apps = appsAskedAbout(Self.words(of: text)) else { return nil }
    let examples = apps.map { app in (app.name, primaryPhrases(of: app)) }
    switch surface {
    case .display:
      let names = examples.map(\.0)
      var items: [ReplyItem] = [.dialog("Here's what you can ask \(spokenList(names, "or")):")]
      items += examples.map { .snippet(Snippet(title: $0.0, lines: $0.1)) }
      return finish(items, .completed)
    case .speaker:
      // A voice reads one phrase an app when there are several apps, since a list of every
      // shortcut would not be remembered, and says how to hear the rest.
      guard examples.count > 1, let first = examples.first else {
        let phrases = examples.flatMap(\.1).map { "“\($0)”" }
        return finish(
          [.dialog("You can say things like \(spokenList(phrases, "or")).")], .completed)
      }
      let phrases = examples.compactMap(\.1.first).map { "“\($0)”" }
      return finish(
        [
          .dialog(
            "You can say things like \(spokenList(phrases, "or")). For more, ask “What can I do "
              + "with \(first.0)?”")
        ], .completed)
    }
  }

  /// How to answer the question waiting, said when the person asks ("help", "what do I say?"),
  /// before the question again, as help inside a dialog does on other assistants (also when any
  /// text answers it: a note called "help" is far less likely than a person asking for it); the
  /// question keeps its count of unusable answers. `nil` when no question waits to be answered.
  func howToAnswer() -> String? {
    let hint: String
    switch state {
    case .idle, .passcode:
      return nil
    case .value(let question):
      hint = answerHint(for: question.parameter)
    case .choice(let question):
      let choices = question.prompt.choices ?? []
      if surface == .speaker, choices.count > Self.spokenChoices {
        // A voice asking again reads the first five; asked how to answer, it reads them all.
        hint = "Say one of these: \(spokenList(choices, "or"))"
      } else {
        let by = surface == .display ? "its name or its number" : "its name"
        hint = "Say one of the options by \(by)"
      }
    case .confirmation(let question):
      let changes = changeableParameters(at: question).map(\.titleWording.withThe)
      guard !changes.isEmpty else {
        hint = "Say yes or no"
        break
      }
      return "Say yes or no, “cancel” to stop, or change \(spokenList(changes, "or"))."
    }
    return "\(hint), or “cancel” to stop."
  }

  /// Whether `text` asks how to answer the question waiting: "help", "what do I say?".
  static func asksHowToAnswer(_ text: String) -> Bool {
    Lexicon.questionHelpRequests.contains(words(of: text))
  }

  /// How to answer a question for `parameter`'s value: "Say a whole number, such as 2", "Say
  /// the title in your own words".
  private func answerHint(for parameter: any AnyIntentParameter) -> String {
    switch parameter.valueType {
    case .string: return "Say \(parameter.titleWording.withThe) in your own words"
    case .integer: return "Say a whole number, such as 2"
    case .double: return "Say a number, such as 2.5"
    case .bool: return "Say yes or no"
    case .date, .dateComponents: return "Say a day or a time, such as “tomorrow at 8 AM”"
    case .currency: return "Say an amount of money, such as “5 dollars”"
    case .url: return "Say a web address, such as “https://example.com”"
    case .measurement(let type): return "Say \(type.spokenKind), such as “\(type.example)”"
    case .enumeration(let type):
      return "Say \(spokenList(caseOptions(of: type).map(\.title), "or"))"
    case .entity: return "Say the name of \(parameter.titleWording.withThe)"
    case .person: return "Say a name, a phone number or an email address"
    case .file: return "Give the path of a file, such as “~/Documents/plan.pdf”"
    case .paymentMethod: return "Say the name of a payment method"
    }
  }

  /// The apps a help request asks about, or `nil` when `words` are not a help request: "help",
  /// "what can I do", "what can I say", "what can you do", optionally followed by "with",
  /// "in", "to" or "for" and an app's name; or "what can Trails do".
  func appsAskedAbout(_ words: [String]) -> [LoadedApp]? {
    let ability = Lexicon.abilityQuestion
    // At least one word of a name between the question's lead and its end.
    if words.count > ability.lead.count + 1, words.starts(with: ability.lead),
      words.last == ability.end,
      let app = catalog.app(
        named: words.dropFirst(ability.lead.count).dropLast().joined(separator: " "))
    {
      return [app]
    }
    guard let opening = Lexicon.helpOpenings.first(where: { words.starts(with: $0) }) else {
      return nil
    }
    let rest = words.dropFirst(opening.count)
    guard let joiner = rest.first else { return catalog.apps }
    guard Lexicon.appNameLeadIns.contains(joiner), !rest.dropFirst().isEmpty,
      let app = catalog.app(named: rest.dropFirst().joined(separator: " "))
    else { return nil }
    return [app]
  }

  /// Each shortcut's first phrase that can be said as it is.
  private func primaryPhrases(of app: LoadedApp) -> [String] {
    app.shortcuts.compactMap { primaryPhrase(of: $0, in: app) }
  }

  /// The shortcut's first phrase that can be said as it is: its app name filled in, and its
  /// parameter with the first value it expands to; nil when none can be.
  func primaryPhrase(of shortcut: ShortcutDescription, in app: LoadedApp) -> String? {
    shortcut.phrases.lazy.compactMap { phrase -> String? in
      guard let parameter = phrase.parameterNames.first else {
        return phrase.filled(appName: app.name)
      }
      let key = PhraseParameterKey(intent: shortcut.intentType.typeName, parameter: parameter)
      return app.parameterValues[key]?.first.map {
        phrase.filled(appName: app.name, value: $0.display.title)
      }
    }.first
  }
}

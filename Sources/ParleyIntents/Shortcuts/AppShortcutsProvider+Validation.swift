/// The most App Shortcuts an app may declare.
let maximumShortcutCount = 10
/// The most phrases an app may have, counted after parameter expansion.
let maximumPhraseCount = 1000

/// Writes a count with commas between groups of three digits: 1200 becomes "1,200".
func groupedDigits(_ count: Int) -> String {
  var digits = String(count)
  var index = digits.endIndex
  while digits.distance(from: digits.startIndex, to: index) > 3 {
    index = digits.index(index, offsetBy: -3)
    digits.insert(",", at: index)
  }
  return digits
}

extension AppShortcutsProvider {
  /// Checks the shortcuts against Apple's rules and returns every problem found, in shortcut
  /// and phrase order; an empty list means the shortcuts are valid.
  ///
  /// Phrases are counted after expansion with the values the last
  /// `updateAppShortcutParameterValues()` stored; a parameterised phrase counts once before that.
  ///
  /// - Returns: The problems.
  package static func validate() -> [AppShortcutValidationIssue] {
    validate(values: PhraseParameterStore.shared.values(for: Self.self))
  }

  /// Checks the shortcuts against Apple's rules, counting phrases with the given phrase
  /// parameter values.
  package static func validate(values stored: [PhraseParameterKey: [PhraseParameterValue]])
    -> [AppShortcutValidationIssue]
  {
    validate(shortcutDescriptions, values: stored)
  }

  /// Checks shortcuts of the provider (its own, or their phrases in another language) against
  /// Apple's rules, counting phrases with the given phrase parameter values.
  package static func validate(
    _ shortcuts: [ShortcutDescription], values stored: [PhraseParameterKey: [PhraseParameterValue]]
  ) -> [AppShortcutValidationIssue] {
    var issues: [AppShortcutValidationIssue] = []
    var phraseCount = 0
    if shortcuts.count > maximumShortcutCount {
      issues.append(
        issue(
          "", nil, .shortcutLimit,
          "An app can have at most \(maximumShortcutCount) App Shortcuts; \(providerName) "
            + "declares \(shortcuts.count)."))
    }
    for shortcut in shortcuts {
      let intent = shortcut.intentType.typeName
      if shortcut.phrases.isEmpty {
        issues.append(
          issue(intent, nil, .atLeastOnePhrase, "App Shortcuts should have at least one phrase"))
      }
      if !shortcut.intentType.isDiscoverable {
        issues.append(
          issue(
            intent, nil, .discoverable,
            "The intent \(intent) is not discoverable; an App Shortcut's intent must have "
              + "isDiscoverable set to true."))
      }
      let parameters = intentParameters(of: shortcut.intentType.init())
      for phrase in shortcut.phrases {
        issues += phraseIssues(phrase, intent: intent, parameters: parameters)
        let names = phrase.parameterNames
        let key = names.first.map { PhraseParameterKey(intent: intent, parameter: $0) }
        phraseCount +=
          key.flatMap { stored[$0] }.map { $0.reduce(0) { $0 + $1.display.names.count } } ?? 1
      }
    }
    if phraseCount > maximumPhraseCount {
      issues.append(
        issue(
          "", nil, .phraseLimit,
          "An app can have at most 1,000 App Shortcut phrases counted after parameter "
            + "expansion; \(providerName) has \(groupedDigits(phraseCount))."))
    }
    return issues
  }

  /// A translation whose key is none of the provider's phrases.
  package static func unknownLocalizationKey(_ key: String, locale: String)
    -> AppShortcutValidationIssue
  {
    issue(
      "", key, .unknownLocalizationKey,
      "The '\(locale)' phrases have a key that is no phrase of \(providerName); it is ignored.")
  }

  private static func phraseIssues(
    _ phrase: PhraseTemplate, intent: String, parameters: [any AnyIntentParameter]
  ) -> [AppShortcutValidationIssue] {
    var issues: [AppShortcutValidationIssue] = []
    if phrase.applicationNameCount != 1 {
      issues.append(
        issue(
          intent, phrase.text, .applicationName,
          "Invalid Utterance. Every App Shortcut utterance should have one '${applicationName}' "
            + "in it."))
    }
    let names = phrase.parameterNames
    if names.count > 1 {
      issues.append(
        issue(
          intent, phrase.text, .parameterCount,
          "Invalid Utterance. An App Shortcut utterance can have at most one parameter besides "
            + "'${applicationName}'; this one has \(names.count)."))
    }
    for name in names {
      guard let parameter = parameters.first(where: { $0.name == name }) else {
        issues.append(
          issue(
            intent, phrase.text, .unknownParameter,
            "Unknown parameter '\(name)'. \(intent) has no @Parameter named '\(name)'."))
        continue
      }
      if !parameter.valueType.isPhraseParameterType {
        issues.append(
          issue(
            intent, phrase.text, .parameterType,
            "Invalid parameter type. AppEntity and AppEnum are the only allowed types for \(name)"))
      }
    }
    return issues
  }

  private static func issue(
    _ shortcut: String, _ phrase: String?, _ rule: AppShortcutValidationIssue.Rule,
    _ message: String
  ) -> AppShortcutValidationIssue {
    AppShortcutValidationIssue(
      provider: providerName, shortcut: shortcut, phrase: phrase, rule: rule, message: message)
  }
}

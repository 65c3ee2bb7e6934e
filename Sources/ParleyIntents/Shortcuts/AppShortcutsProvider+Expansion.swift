extension AppShortcutsProvider {
  /// Asks the system to fetch the values of the phrase parameters again and rebuild the
  /// parameterised phrases; call it at launch and whenever those values change.
  ///
  /// Off-device, a conversation fetches them again (in its own app state) before it matches
  /// the next request, so a to-do added by one request can be named by the next. Parley matches
  /// parameterised phrases before the first call too, where a device ignores them; `parley test`
  /// warns about an app that never calls it at launch (in its `ParleyApp`'s `dependencies:`).
  public static func updateAppShortcutParameters() {
    PhraseParameterStore.shared.requestUpdate(of: Self.self)
  }

  /// A warning for each enum some parameter of `intents` takes whose
  /// `caseDisplayRepresentations` leaves cases out: the system offers none of them, and no one
  /// can name one.
  ///
  /// - Parameter intents: The intents whose parameters to look at.
  package static func unlistedCaseWarnings(for intents: [any AppIntent.Type])
    -> [AppShortcutValidationIssue]
  {
    var seen = Set<String>()
    return intents.flatMap { intentParameters(of: $0.init()) }.compactMap { parameter in
      guard case .enumeration(let type) = parameter.valueType, !type.unlistedCases.isEmpty,
        seen.insert(type.typeName).inserted
      else { return nil }
      let names = type.unlistedCases.map { "\(type.typeName).\($0)" }
      return AppShortcutValidationIssue(
        provider: providerName, shortcut: "", phrase: nil, rule: .caseDisplayRepresentations,
        message:
          "\(names.joined(separator: ", ")) \(names.count == 1 ? "has" : "have") no entry in "
          + "\(type.typeName).caseDisplayRepresentations; the system never offers "
          + "\(names.count == 1 ? "it" : "them") and no one can name \(names.count == 1 ? "it" : "them")."
      )
    }
  }

  /// A warning when the provider has phrases with a parameter and app code never asked for
  /// their values (`updateAppShortcutParameters()`): on a device those phrases do nothing
  /// until it does; nil otherwise.
  ///
  /// - Parameter shortcuts: The shortcuts whose phrases to look at.
  package static func parameterUpdateWarning(for shortcuts: [ShortcutDescription])
    -> AppShortcutValidationIssue?
  {
    guard !PhraseParameterStore.shared.hasRequestedUpdate(of: Self.self),
      let phrase = shortcuts.lazy.flatMap(\.phrases).first(where: { !$0.parameterNames.isEmpty })
    else { return nil }
    let call = "\(providerName).updateAppShortcutParameters()"
    return AppShortcutValidationIssue(
      provider: providerName, shortcut: "", phrase: phrase.text, rule: .parameterUpdate,
      message:
        "On a device, phrases with a parameter do nothing until the app calls \(call); "
        + "call it at launch (in the ParleyApp's dependencies:) and whenever their values change.")
  }

  /// Fetches the values of every phrase parameter (the entities the query suggests, every
  /// entity of an enumerable query, every case of an enum), stores them for expansion and
  /// returns them.
  ///
  /// Queries read dependencies from the current `AppDependencyManager`.
  ///
  /// - Parameter shortcuts: The shortcuts whose phrases to read; the provider's own when nil
  ///   (an app's, with phrases from phrase files, when given).
  /// - Returns: The values, keyed by intent type name and parameter name.
  /// - Throws: What a query throws.
  package static func updateAppShortcutParameterValues(
    for shortcuts: [ShortcutDescription]? = nil
  ) async throws -> [PhraseParameterKey: [PhraseParameterValue]] {
    var values: [PhraseParameterKey: [PhraseParameterValue]] = [:]
    for shortcut in shortcuts ?? shortcutDescriptions {
      let parameters = intentParameters(of: shortcut.intentType.init())
      for name in shortcut.phrases.flatMap(\.parameterNames) {
        let key = PhraseParameterKey(intent: shortcut.intentType.typeName, parameter: name)
        guard values[key] == nil, let parameter = parameters.first(where: { $0.name == name })
        else { continue }
        switch parameter.valueType {
        case .entity(let type):
          var entities = try await type.allEntities()
          if entities == nil { entities = try await type.suggestedEntities() }
          values[key] = (entities ?? []).map {
            PhraseParameterValue(value: $0.base, display: $0.display)
          }
        case .enumeration(let type):
          values[key] = type.cases.map { PhraseParameterValue(value: $0.base, display: $0.display) }
        default:
          continue
        }
      }
    }
    PhraseParameterStore.shared.set(values, for: Self.self)
    return values
  }

  /// Every phrase as concrete text: the app name filled in, and each parameterised phrase
  /// once per name (title or synonym) of each value the last update fetched. A parameterised
  /// phrase yields nothing before the first update, as Siri ignores it until then.
  ///
  /// ```swift
  /// try await TrailsShortcuts.updateAppShortcutParameterValues()
  /// TrailsShortcuts.expandedPhrases(appName: "Trails")
  /// // ["Open Favorites in Trails", …, "Get conditions for Bear Creek Trail in Trails", …]
  /// ```
  ///
  /// - Parameter appName: The name to put in place of `${applicationName}`.
  /// - Returns: The phrases, in shortcut and phrase order, without repeats.
  package static func expandedPhrases(appName: String) -> [String] {
    expandedPhrases(appName: appName, values: PhraseParameterStore.shared.values(for: Self.self))
  }

  /// Every phrase as concrete text, with the given phrase parameter values.
  ///
  /// - Parameters:
  ///   - appName: The name to put in place of `${applicationName}`.
  ///   - stored: The values of each phrase parameter.
  ///   - shortcuts: The shortcuts to expand; the provider's own when nil.
  /// - Returns: The phrases, in shortcut and phrase order, without repeats.
  package static func expandedPhrases(
    appName: String, values stored: [PhraseParameterKey: [PhraseParameterValue]],
    shortcuts: [ShortcutDescription]? = nil
  ) -> [String] {
    var seen = Set<String>()
    var phrases: [String] = []
    for shortcut in shortcuts ?? shortcutDescriptions {
      for template in shortcut.phrases {
        let names = template.parameterNames
        var filled: [String] = []
        if names.isEmpty {
          filled = [template.filled(appName: appName)]
        } else if names.count == 1 {
          let key = PhraseParameterKey(intent: shortcut.intentType.typeName, parameter: names[0])
          filled = (stored[key] ?? []).flatMap(\.display.names).map {
            template.filled(appName: appName, value: $0)
          }
        }
        phrases += filled.filter { seen.insert($0).inserted }
      }
    }
    return phrases
  }
}

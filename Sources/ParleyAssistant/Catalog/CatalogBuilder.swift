import Foundation
import ParleyIntents
import ParleyMatcher

/// Collects apps into the matcher's catalog: one template per phrase, one vocabulary per
/// entity or enum type that a phrase parameter uses.
struct CatalogBuilder {
  private var apps: [LoadedApp] = []
  private var matcherApps: [MatcherApp] = []
  private var templates: [ParleyMatcher.PhraseTemplate] = []
  var vocabularies: [String: SlotVocabulary] = [:]
  var vocabularyOrder: [String] = []
  var slotValues: [String: [String: Any]] = [:]
  private var issues: [AppShortcutValidationIssue] = []
  private var notes: [AppShortcutValidationIssue] = []
  private var warnings: [AppShortcutValidationIssue] = []
  private var parameters: [IntentParameters] = []

  /// Adds `app`, fetching its phrase parameter values from the app state in `manager`.
  ///
  /// With a `locale`, the app's phrases in that language replace the source phrases they
  /// translate; translations of no phrase are reported.
  mutating func add(
    _ app: ParleyApp, dependencies manager: AppDependencyManager, locale: String? = nil
  ) async throws {
    let provider = app.shortcuts
    let (localized, unknownKeys) = try app.shortcuts(for: locale)
    let shortcuts = app.addingPhrases(to: localized)
    let values = try await AppDependencyManager.withCurrent(manager) {
      try await provider.updateAppShortcutParameterValues(for: shortcuts)
    }
    let found = provider.validate(shortcuts, values: values)
    // An app whose phrases may leave out its name hears of Apple's rule as a note.
    let noted = found.filter { issue in
      app.phrasesMayOmitAppName && issue.rule == .applicationName
        && !(issue.phrase ?? "").contains("${applicationName}")
    }
    notes += noted
    issues += found.filter { issue in !noted.contains(issue) }
    issues += unknownKeys.map { provider.unknownLocalizationKey($0, locale: locale ?? "") }
    // The app's launch (its dependencies) has run: its phrases with a parameter are live on a
    // device only if it asked for their values.
    if let warning = provider.parameterUpdateWarning(for: shortcuts) { warnings.append(warning) }
    warnings += provider.unlistedCaseWarnings(for: app.allIntents)
    apps.append(
      LoadedApp(
        app: app, shortcuts: shortcuts, parameterValues: values, dependencies: manager,
        stringTables: try app.stringTables(for: locale)))
    matcherApps.append(
      MatcherApp(
        name: app.name, synonyms: app.alternativeNames,
        negativePhrases: provider.negativePhraseTexts))
    for shortcut in shortcuts {
      let parameters = intentParameters(of: shortcut.intentType.init())
      for phrase in shortcut.phrases {
        let parts = phrase.parts.map { part -> ParleyMatcher.PhraseTemplate.Part in
          switch part {
          case .text(let text): return .text(text.trimmingCharacters(in: .whitespaces))
          case .applicationName: return .appName
          case .parameter(let name):
            let key = PhraseParameterKey(intent: shortcut.intentType.typeName, parameter: name)
            let parameter = parameters.first { $0.name == name }
            return .slot(
              name: name,
              type: slotType(for: parameter, app: app.name, values: values[key] ?? []))
          }
        }
        templates.append(
          ParleyMatcher.PhraseTemplate(
            app: app.name, intent: shortcut.intentType.typeName, parts: parts))
      }
    }
    let searches = addSearchPhrases(of: app, besides: shortcuts)
    // Every parameter of an intent is read from the request, not only the phrase's slot. The
    // people every options provider offers come first: the app's vocabulary of people is the
    // same for each person parameter, whichever intent comes first.
    var described = Set<String>()
    let intents = (shortcuts.map(\.intentType) + searches)
      .filter { described.insert($0.typeName).inserted }
      .map {
        // The keywords are in the app's own language: a translation's phrases have none.
        (
          name: $0.typeName, parameters: intentParameters(of: $0.init()),
          keywords: locale == nil ? $0.searchKeywordTexts : []
        )
      }
    for parameter in intents.flatMap(\.parameters) {
      await addPeople(offeredFor: parameter, app: app.name, dependencies: manager)
    }
    for intent in intents {
      var list: [IntentParameters.Parameter] = []
      for parameter in intent.parameters {
        let listed = await optionsSlotType(
          for: parameter, intent: intent.name, app: app.name, dependencies: manager)
        guard let type = listed ?? requestSlotType(for: parameter, app: app.name) else {
          continue
        }
        let measured = measurementType(of: parameter)
        list.append(
          IntentParameters.Parameter(
            name: parameter.name, type: type, title: parameter.title,
            takesSeveral: parameter.isArray, units: unitNames(of: parameter, measured: measured),
            otherUnits: measured?.otherUnitNames ?? []))
      }
      parameters.append(
        IntentParameters(
          app: app.name, intent: intent.name, parameters: list, searchKeywords: intent.keywords))
    }
  }

  /// Adds the phrases Siri offers for an app's in-app search intents
  /// (`ShowInAppSearchResultsIntent`) that no shortcut declares: "Search ${applicationName}
  /// for ${criteria}" and "Search for ${criteria} in ${applicationName}", the term read as
  /// free text.
  ///
  /// - Returns: The search intents the phrases were added for.
  private mutating func addSearchPhrases(
    of app: ParleyApp, besides shortcuts: [ShortcutDescription]
  ) -> [any AppIntent.Type] {
    let declared = Set(shortcuts.map { $0.intentType.typeName })
    let searches = app.allIntents.filter { isInAppSearch($0) && !declared.contains($0.typeName) }
    for search in searches {
      let term = ParleyMatcher.PhraseTemplate.Part.slot(name: "criteria", type: .text)
      for parts: [ParleyMatcher.PhraseTemplate.Part] in [
        [.text("Search"), .appName, .text("for"), term],
        [.text("Search for"), term, .text("in"), .appName],
      ] {
        templates.append(
          ParleyMatcher.PhraseTemplate(app: app.name, intent: search.typeName, parts: parts))
      }
    }
    return searches
  }

  /// The slot type a parameter is read as anywhere in a request: an entity type that phrases
  /// expand to, every case of an enum, or a built-in type; `nil` for what cannot be read.
  private mutating func requestSlotType(
    for parameter: any AnyIntentParameter, app: String
  ) -> SlotType? {
    switch parameter.valueType {
    case .entity(let type):
      let name = "\(app).\(type.typeName)"
      return vocabularies[name] == nil ? nil : .vocabulary(name)
    case .enumeration(let type):
      let values = type.cases.map { PhraseParameterValue(value: $0.base, display: $0.display) }
      return slotType(for: parameter, app: app, values: values)
    case .person:
      let name = "\(app).IntentPerson"
      return vocabularies[name] == nil ? .text : .vocabulary(name)
    case .url:
      return nil
    default:
      return slotType(for: parameter, app: app, values: [])
    }
  }

  /// Adds the people a person parameter's options provider lists to the app's vocabulary of
  /// people, so that a name said in a request ("message Ben") is spotted as the parameter's
  /// value; the conversation then looks it up among them by name.
  private mutating func addPeople(
    offeredFor parameter: any AnyIntentParameter, app: String,
    dependencies manager: AppDependencyManager
  ) async {
    guard case .person = parameter.valueType, let list = parameter.dynamicOptions else { return }
    let sections = try? await AppDependencyManager.withCurrent(manager) { try await list() }
    let people = (sections ?? []).flatMap(\.items).compactMap { $0.value as? IntentPerson }
    let values = people.map { person in
      PhraseParameterValue(
        value: person,
        display: DisplayText(
          title: displayText(of: person), synonyms: Array(person.names.dropFirst())))
    }
    if !values.isEmpty { _ = slotType(for: parameter, app: app, values: values) }
  }

  /// The names of the units a measurement parameter's amounts are said in (or a number
  /// parameter's whose title names a unit: "Minutes"), or the currencies of an amount of money;
  /// none for others.
  private func unitNames(of parameter: any AnyIntentParameter, measured: MeasurementType?)
    -> [String]
  {
    switch parameter.valueType {
    case .currency: return SpokenCurrency.allNames
    default: return measured?.unitNames ?? []
    }
  }

  /// The dimension a measurement parameter's values are amounts of, or a number parameter's
  /// whose title names a unit.
  private func measurementType(of parameter: any AnyIntentParameter) -> MeasurementType? {
    guard case .measurement(let type) = parameter.valueType else { return parameter.numberUnits }
    return type
  }

  func build(updateCount: Int, locale: String?, now: Date?) -> AppCatalog {
    let catalog = MatcherCatalog(
      apps: matcherApps, templates: templates,
      vocabularies: vocabularyOrder.compactMap { vocabularies[$0] }, parameters: parameters)
    return AppCatalog(
      apps: apps, matcherCatalog: catalog, slotValues: slotValues, issues: issues, notes: notes,
      warnings: warnings, updateCount: updateCount, locale: locale, now: now)
  }

  /// The slot type of a phrase parameter; entity and enum values become a vocabulary shared by
  /// every phrase whose parameter has the same type.
  private mutating func slotType(
    for parameter: (any AnyIntentParameter)?, app: String, values: [PhraseParameterValue]
  ) -> SlotType {
    guard let parameter else { return .text }
    let typeName: String
    let displayName: String
    var typeSynonyms: [String] = []
    let acceptsUnknownValues: Bool
    switch parameter.valueType {
    case .entity(let type):
      typeName = type.typeName
      displayName = type.displayName
      typeSynonyms = type.synonyms
      acceptsUnknownValues = true
    case .enumeration(let type):
      typeName = type.typeName
      displayName = type.displayName
      typeSynonyms = type.synonyms
      acceptsUnknownValues = false
    case .person where !values.isEmpty:
      typeName = "IntentPerson"
      displayName = "Person"
      acceptsUnknownValues = true
    case .integer: return .integer
    case .double, .measurement, .currency: return .decimal
    case .date, .dateComponents: return .date
    case .bool: return .boolean
    case .string, .url, .person, .file, .paymentMethod: return .text
    }
    return .vocabulary(
      addVocabulary(
        "\(app).\(typeName)", typeName: displayName, typeSynonyms: typeSynonyms, values: values,
        acceptsUnknownValues: acceptsUnknownValues))
  }
}

import Foundation
import ParleyIntents

/// Finds what Siri does to an app's phrases and metadata that matching cannot show: phrases
/// that open like a request for one of Siri's built-in domains, app names Siri hears as
/// something else, and Apple's silent failures (see ``LintRule``).
///
/// ```swift
/// let catalog = try await AppCatalog.load([Notes.app])
/// PhraseLinter(catalog: catalog).lints.map(\.rule)
/// // [.systemAppName, .siriDomain, .siriDomain]
/// ```
public struct PhraseLinter: Sendable {
  /// The apps to check.
  public let catalog: AppCatalog
  /// Siri's domains, system apps and everyday words.
  public var domains: SiriDomainList

  /// Creates a linter over the apps of `catalog`.
  public init(catalog: AppCatalog, domains: SiriDomainList = .bundled) {
    self.catalog = catalog
    self.domains = domains
  }

  /// Every finding, app by app in the catalog's order, each app's names first, then its
  /// shortcuts' phrases in source order, then its parameters and queries; an app keeps a rule
  /// with ``ParleyIntents/ParleyApp/keepingLint(_:because:)``, and its findings say why.
  public var lints: [PhraseLint] {
    var lints: [PhraseLint] = []
    var seenNames = Set<String>()
    for loaded in catalog.apps {
      var found = nameLints(of: loaded.app)
      if seenNames.insert(loaded.name.lowercased()).inserted {
        found += providerLints(of: loaded)
      }
      found += phraseLints(of: loaded) + parameterLints(of: loaded) + queryLints(of: loaded)
      lints += found.map { lint in
        var lint = lint
        lint.keptBecause = loaded.app.keptLints[lint.rule.rawValue]
        return lint
      }
    }
    return lints
  }

  /// The app's name and alternative names that are a system app's name or an everyday word.
  func nameLints(of app: ParleyApp) -> [PhraseLint] {
    ([app.name] + app.alternativeNames).compactMap { name in
      let which = name == app.name ? "the app's name" : "the alternative name"
      if let system = domains.systemApp(named: name) {
        return PhraseLint(
          rule: .systemAppName, app: app.name,
          message: "\(which) \"\(name)\" is the name of Apple's \(system) app, which Siri "
            + "opens instead",
          fix: "give the app a name of its own; an alternative name must not borrow another "
            + "app's name")
      }
      guard domains.isCommonWord(name) else { return nil }
      return PhraseLint(
        rule: .commonAppName, app: app.name,
        message: "\(which) \"\(name)\" is an everyday word of requests, which Siri hears as "
          + "part of the request rather than as the app",
        fix: "name the app with words people do not say in requests, or add a second word")
    }
  }

  /// Two or more shortcuts providers registered for the app's name.
  func providerLints(of loaded: LoadedApp) -> [PhraseLint] {
    var providers: [String] = []
    for other in catalog.apps where other.name.lowercased() == loaded.name.lowercased() {
      let name = String(describing: other.app.shortcuts)
      if !providers.contains(name) { providers.append(name) }
    }
    guard providers.count > 1 else { return [] }
    return [
      PhraseLint(
        rule: .singleProvider, app: loaded.name,
        message: "\(providers.count) shortcuts providers (\(providers.joined(separator: ", "))) "
          + "for one app; an app has at most one AppShortcutsProvider, and a device registers "
          + "only one of them",
        fix: "move every App Shortcut into one provider")
    ]
  }

  /// The phrases that open like a built-in domain's request or are not literals.
  func phraseLints(of loaded: LoadedApp) -> [PhraseLint] {
    loaded.shortcuts.flatMap { shortcut -> [PhraseLint] in
      let intent = shortcut.intentType.typeName
      var lints: [PhraseLint] = []
      for phrase in shortcut.phrases {
        if let (domain, opening) = domains.domain(opening: phrase.text) {
          lints.append(
            PhraseLint(
              rule: .siriDomain, app: loaded.name, intent: intent, phrase: phrase.text,
              message: "opens like \"\(opening)\", a request Siri hands to \(domain.systemApp) "
                + "(\(domain.name))",
              fix: "open the phrase with words of the app's own rather than \"\(opening)\""))
        }
        if shortcut.nonLiteralPhrases.contains(phrase) {
          lints.append(
            PhraseLint(
              rule: .literalPhrase, app: loaded.name, intent: intent, phrase: phrase.text,
              message: "made with AppShortcutPhrase.init(_:) rather than written as a literal; "
                + "Apple's metadata extractor reads only literals, so Siri never hears it",
              fix: "write it as a string literal: \"\(swiftLiteral(of: phrase))\""))
        }
        lints += valueLints(of: phrase, intent: intent, in: loaded)
      }
      return lints
    }
  }

  /// A phrase whose parameter has no values to expand to.
  private func valueLints(
    of phrase: ParleyIntents.PhraseTemplate, intent: String, in loaded: LoadedApp
  )
    -> [PhraseLint]
  {
    guard let parameter = phrase.parameterNames.first else { return [] }
    let values = loaded.parameterValues[PhraseParameterKey(intent: intent, parameter: parameter)]
    guard values?.isEmpty ?? false else { return [] }
    return [
      PhraseLint(
        rule: .phraseValues, app: loaded.name, intent: intent, phrase: phrase.text,
        message: "its parameter '\(parameter)' has no values, so the phrase matches nothing "
          + "on a device",
        fix: "return the values people name from the query's suggestedEntities() (or give the "
          + "enum cases), and call updateAppShortcutParameters() when they change")
    ]
  }

  /// `String` parameters whose default is empty.
  func parameterLints(of loaded: LoadedApp) -> [PhraseLint] {
    loaded.app.allIntents.flatMap { intent -> [PhraseLint] in
      intentParameters(of: intent.init()).compactMap { parameter in
        guard case .string = parameter.valueType, !parameter.isArray,
          let text = parameter.defaultValue as? String,
          text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else { return nil }
        return PhraseLint(
          rule: .emptyDefault, app: loaded.name, intent: intent.typeName,
          message: "the parameter '\(parameter.name)' defaults to an empty text, which counts "
            + "as an answer, so Siri never asks for it",
          fix: "leave out the default, or make the parameter optional and throw "
            + "$\(parameter.name).needsValueError() while it is empty")
      }
    }
  }

  /// Entity queries of the app that share a type name.
  func queryLints(of loaded: LoadedApp) -> [PhraseLint] {
    var byName: [String: [String]] = [:]
    var order: [String] = []
    for type in loaded.entityTypes {
      let (name, full) = queryTypeNames(of: type.entityType)
      if byName[name] == nil { order.append(name) }
      if !(byName[name] ?? []).contains(full) { byName[name, default: []].append(full) }
    }
    return order.compactMap { name in
      guard let types = byName[name], types.count > 1 else { return nil }
      return PhraseLint(
        rule: .uniqueQueryName, app: loaded.name,
        message: "Found multiple, identical identifiers for query: \(name), each identifier "
          + "must be unique (\(types.joined(separator: ", "))); Xcode then exports no App "
          + "Intents metadata at all",
        fix:
          "give each query a name of its own, such as \(types.map(renamed).joined(separator: ", "))"
      )
    }
  }

  /// The query type's own name and its name with the types it is nested in.
  private func queryTypeNames<Entity: AppEntity>(of entity: Entity.Type) -> (String, String) {
    let query = Entity.DefaultQuery.self
    let full = String(reflecting: query).split(separator: ".").dropFirst().joined(separator: ".")
    return (String(describing: query), full)
  }

  /// A nested query's name made unique: `TrailEntity.Query` becomes `TrailEntityQuery`.
  private func renamed(_ type: String) -> String {
    type.split(separator: ".").joined()
  }

  /// A phrase as a Swift string literal: `\(.applicationName)` and `\(\.$name)`.
  private func swiftLiteral(of phrase: ParleyIntents.PhraseTemplate) -> String {
    phrase.parts.map { part in
      switch part {
      case .text(let text): return text
      case .applicationName: return "\\(.applicationName)"
      case .parameter(let name): return "\\(\\.$\(name))"
      }
    }.joined()
  }
}

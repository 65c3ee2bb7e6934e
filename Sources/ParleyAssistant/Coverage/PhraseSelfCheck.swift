import ParleyIntents
import ParleyMatcher

/// One phrase of an app, expanded with a parameter value, and what it matched.
public struct PhraseCheckResult: Sendable {
  /// The app.
  public let app: String
  /// The intent the phrase belongs to.
  public let intent: String
  /// The phrase in template form (`Get conditions for ${trail} in ${applicationName}`).
  public let template: String
  /// The phrase, as Siri would hear it.
  public let phrase: String
  /// What it matched, written as an expectation ("nothing" when no match).
  public let actual: String
  /// The score of the phrase's own intent, or `nil` when it did not come up at all.
  public let score: Double?
  /// The best candidate of another intent, if any came up.
  public let rival: MatchCandidate?
  /// Why it failed, or `nil` when the phrase reached its own intent, with its value, and no other.
  public let failure: String?
  /// Whether it reached its intent within a conflict's reach: another intent came within
  /// twice the ambiguity margin.
  public let isByAHair: Bool
  /// Whether another intent took the phrase or came within the ambiguity margin.
  public let conflicts: Bool
}

/// Two phrases of different intents the matcher cannot tell apart, or nearly: the first,
/// expanded, reaches the second's intent, or comes within the ambiguity margin of it.
public struct PhraseConflict: Sendable {
  /// The app and intent of the phrase that was said.
  public let app: String
  public let intent: String
  /// The phrase as said.
  public let phrase: String
  /// Its own intent's score, or `nil` when its intent did not come up.
  public let score: Double?
  /// The app, intent and phrase template of the rival.
  public let rivalApp: String
  public let rivalIntent: String
  public let rivalPhrase: String
  /// The rival's score.
  public let rivalScore: Double
}

/// The phrase self-check: every phrase, expanded with each of its parameter's values (a sample
/// of ``sampleSize`` for larger vocabularies), must reach its own intent with that value and no
/// other, and every phrase must follow Apple's rules.
public struct PhraseSelfCheck: Sendable {
  public let catalog: AppCatalog
  /// How an expanded phrase is matched (the clock, the matching mode).
  public var options: MatchOptions
  /// The most values of one phrase parameter checked; larger vocabularies are sampled evenly.
  public var sampleSize = 50

  public init(catalog: AppCatalog, options: MatchOptions = MatchOptions()) {
    self.catalog = catalog
    self.options = options
  }

  /// Apple's phrase rules broken by the loaded apps, one sentence each.
  public var ruleViolations: [String] {
    catalog.issues.map(\.description)
  }

  /// Apple's phrase rules that an app declared it need not follow, one sentence each.
  public var ruleNotes: [String] {
    catalog.notes.map(\.description)
  }

  /// What the loaded apps do that works here but not on a device, one sentence each: phrases
  /// with a parameter in an app that never calls `updateAppShortcutParameters()`, and enum
  /// cases that `caseDisplayRepresentations` leaves out.
  public var ruleWarnings: [String] {
    catalog.warnings.map(\.description)
  }

  /// Matches every expanded phrase of every app.
  public func run() -> [PhraseCheckResult] {
    catalog.apps.flatMap { app in
      app.expandedShortcutPhrases(sampleSize: sampleSize).map { check($0, of: app) }
    }
  }

  /// The conflicts among `results`, one per pair of phrase templates, in the order found.
  public static func conflicts(in results: [PhraseCheckResult]) -> [PhraseConflict] {
    var seen = Set<[String]>()
    return results.compactMap { result in
      guard result.conflicts, let rival = result.rival else { return nil }
      let pair = [
        "\(result.app).\(result.intent): \(result.template)",
        "\(rival.app).\(rival.intent): \(rival.phrase)",
      ]
      guard seen.insert(pair.sorted()).inserted else { return nil }
      return PhraseConflict(
        app: result.app, intent: result.intent, phrase: result.phrase, score: result.score,
        rivalApp: rival.app, rivalIntent: rival.intent, rivalPhrase: rival.phrase,
        rivalScore: rival.score)
    }
  }

  private func check(_ phrase: ExpandedPhrase, of app: LoadedApp) -> PhraseCheckResult {
    let match = catalog.index.match(phrase.text, options: options)
    let own = match.candidates.first { $0.app == app.name && $0.intent == phrase.intent }
    let rival = match.candidates.first { $0.app != app.name || $0.intent != phrase.intent }
    let actual = PhraseSuiteRunner.describe(match, resolved: nil)
    var failure: String?
    var conflicts = false
    if let best = match.best, best.app == app.name, best.intent == phrase.intent {
      if match.isAmbiguous {
        conflicts = true
      } else if let value = phrase.value, best.slot?.value.description.lowercased() != value {
        let got = best.slot.map { "'\($0.value.description)'" } ?? "no value"
        failure = "reaches \(phrase.intent) with \(got) instead of '\(value)'"
      }
    } else {
      failure = "reaches \(actual) instead of \(phrase.intent)"
      conflicts = match.best != nil
    }
    let lead = (own?.score ?? 0) - (rival?.score ?? 0)
    let isByAHair =
      failure == nil && !conflicts && rival != nil && lead < 2 * PhraseIndex.ambiguityMargin
    return PhraseCheckResult(
      app: app.name, intent: phrase.intent, template: phrase.template, phrase: phrase.text,
      actual: actual, score: own?.score, rival: rival, failure: failure, isByAHair: isByAHair,
      conflicts: conflicts)
  }
}

/// A shortcut phrase with the app's name and one of its parameter's values filled in.
struct ExpandedPhrase {
  let intent: String
  let template: String
  let text: String
  /// The value's title, lowercased, or `nil` for a phrase without a parameter.
  let value: String?
}

extension LoadedApp {
  /// Every shortcut phrase with the app's name and each of its parameter's values filled in.
  public var expandedShortcutPhrases: [(intent: String, text: String)] {
    expandedShortcutPhrases(sampleSize: .max).map { ($0.intent, $0.text) }
  }

  /// Every shortcut phrase expanded with each of its parameter's names, at most `sampleSize`
  /// values per phrase, spread evenly over the vocabulary.
  func expandedShortcutPhrases(sampleSize: Int) -> [ExpandedPhrase] {
    shortcuts.flatMap { shortcut -> [ExpandedPhrase] in
      let intent = shortcut.intentType.typeName
      return shortcut.phrases.flatMap { phrase -> [ExpandedPhrase] in
        guard let parameter = phrase.parameterNames.first else {
          return [
            ExpandedPhrase(
              intent: intent, template: phrase.text, text: phrase.filled(appName: name),
              value: nil)
          ]
        }
        let values = parameterValues[PhraseParameterKey(intent: intent, parameter: parameter)]
        let names = (values ?? []).flatMap { value in
          value.display.names.map { (title: value.display.title, name: $0) }
        }
        return evenSample(names, size: sampleSize).map {
          ExpandedPhrase(
            intent: intent, template: phrase.text,
            text: phrase.filled(appName: name, value: $0.name), value: $0.title.lowercased())
        }
      }
    }
  }
}

/// At most `size` elements of `elements`, spread evenly, in order.
private func evenSample<Element>(_ elements: [Element], size: Int) -> [Element] {
  guard elements.count > size, size > 0 else { return elements }
  return (0..<size).map { elements[$0 * elements.count / size] }
}

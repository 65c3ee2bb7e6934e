import ParleyIntents
import ParleyMatcher

/// Leave-one-out cross-validation of an app's phrases: each phrase is left out of its intent
/// in turn, and its expansions are matched against the rest of the catalog. The share still
/// reached estimates how well the intent is found from words its phrases do not list, with no
/// test written; the phrases reached only by their own words are where to add phrases.
///
/// ```swift
/// let result = PhraseCrossValidation(catalog: try await AppCatalog.load([Trails.app])).run()
/// result.intents.first?.onlyVerbatim.map(\.text)
/// // the phrases of OpenFavorites that its other phrases do not reach
/// ```
public struct PhraseCrossValidation: Sendable {
  public let catalog: AppCatalog
  /// How an expanded phrase is matched (the clock, the matching mode).
  public var options: MatchOptions
  /// The most values of one phrase's parameter matched, spread evenly over its vocabulary.
  public var sampleSize = 3

  public init(catalog: AppCatalog, options: MatchOptions = MatchOptions()) {
    self.catalog = catalog
    self.options = options
  }

  /// Leaves each phrase out in turn and matches its expansions.
  ///
  /// - Complexity: One index build per phrase of the catalog.
  public func run() -> CrossValidationResult {
    let whole = catalog.matcherCatalog
    var intents: [CrossValidationResult.Intent] = []
    for app in catalog.apps {
      let expanded = app.expandedShortcutPhrases(sampleSize: sampleSize)
      var order: [String] = []
      var byIntent: [String: [CrossValidationResult.Phrase]] = [:]
      var templates: [String] = []
      for phrase in expanded where !templates.contains(phrase.template) {
        templates.append(phrase.template)
      }
      for template in templates {
        let expansions = expanded.filter { $0.template == template }
        guard let intent = expansions.first?.intent else { continue }
        var rest = whole
        rest.templates.removeAll {
          $0.app == app.name && $0.intent == intent && Self.words($0.text) == Self.words(template)
        }
        let index = PhraseIndex(catalog: rest)
        if byIntent[intent] == nil { order.append(intent) }
        byIntent[intent, default: []] += expansions.map { phrase in
          let match = index.match(phrase.text, options: options)
          let best = match.best
          let isReached =
            best?.app == app.name && best?.intent == intent && !match.isAmbiguous
          return CrossValidationResult.Phrase(
            template: template, text: phrase.text, isReached: isReached,
            took: isReached ? intent : Self.describe(match))
        }
      }
      intents += order.map {
        CrossValidationResult.Intent(app: app.name, intent: $0, phrases: byIntent[$0] ?? [])
      }
    }
    return CrossValidationResult(intents: intents)
  }

  /// What a match reached, written as an expectation: `App.Intent`, `nothing`, or the
  /// intents it could not choose between.
  private static func describe(_ match: MatchResult) -> String {
    guard let best = match.best else { return "nothing" }
    let name = "\(best.app).\(best.intent)"
    guard match.isAmbiguous else { return name }
    let rival = match.candidates.first { $0.app != best.app || $0.intent != best.intent }
    return "ambiguous: "
      + ([name] + (rival.map { ["\($0.app).\($0.intent)"] } ?? []))
      .joined(separator: " or ")
  }

  /// A template's text with its spacing made even, to compare the two forms of one phrase.
  private static func words(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

import Foundation

/// The spoken check: every expanded phrase and suite line, said by a voice and heard by a
/// recogniser, must still reach its intent (or, for a `nothing` line, nothing).
///
/// Saying and hearing happen outside (the CLI runs the programs); this lists what to say and
/// judges what was heard, beside the same text typed.
///
/// ```swift
/// let check = SpokenCheck(catalog: catalog)
/// let items = check.items(suites: files.suites)
/// let result = await check.evaluate(items[0], heard: "get conditions for bear creek trail in trails")
/// result.survives  // true
/// ```
public struct SpokenCheck: Sendable {
  public let catalog: AppCatalog
  /// The most values of one phrase parameter said; larger vocabularies are sampled evenly.
  public var sampleSize: Int
  /// The conversation options lines are matched with (a suite's `@now` and `@matching` win).
  public var options: ConversationOptions

  public init(
    catalog: AppCatalog, sampleSize: Int = 50, options: ConversationOptions = ConversationOptions()
  ) {
    self.catalog = catalog
    self.sampleSize = sampleSize
    self.options = options
  }

  /// Every expanded phrase, then every line of `suites`, as items to say.
  public func items(suites: [(file: String, suite: PhraseSuite)] = []) -> [SpokenItem] {
    var items: [SpokenItem] = []
    for app in catalog.apps {
      for phrase in app.expandedShortcutPhrases(sampleSize: sampleSize) {
        items.append(
          SpokenItem(
            app: app.name, intent: phrase.intent, text: phrase.text,
            source: .phrase(template: phrase.template),
            expectation: .intent(app: app.name, name: phrase.intent, parameters: [])))
      }
    }
    for (_, suite) in suites {
      for suiteCase in suite.cases {
        var app: String?
        var intent = "nothing"
        var expectation = PhraseSuiteCase.Expectation.nothing
        if case .intent(let named, let name, _) = suiteCase.expectation {
          let found = catalog.intents(named: named.map { "\($0).\(name)" } ?? name).first
          app = found?.app.name ?? named
          intent = found?.intent.typeName ?? name
          expectation = .intent(app: app, name: intent, parameters: [])
        }
        items.append(
          SpokenItem(
            app: app, intent: intent, text: suiteCase.utterance,
            source: .suiteLine(suiteCase.location), expectation: expectation,
            now: suite.now, matching: suite.matching, appInFocus: suiteCase.appInFocus))
      }
    }
    return items
  }

  /// Judges what was heard for `item`, beside the item's own text typed.
  ///
  /// - Parameters:
  ///   - heard: The words the recogniser heard.
  ///   - seconds: How long hearing took, for the report.
  public func evaluate(_ item: SpokenItem, heard: String, seconds: Double = 0) async
    -> SpokenResult
  {
    var options = options
    if let now = item.now { options.now = now }
    if let matching = item.matching { options.matching = matching }
    let runner = PhraseSuiteRunner(catalog: catalog, options: options)
    let location = item.location ?? SourceLocation(file: "", line: 0, column: 0)
    func said(_ text: String) -> PhraseSuiteCase {
      var said = PhraseSuiteCase(utterance: text, expectation: item.expectation, location: location)
      said.appInFocus = item.appInFocus
      return said
    }
    let typed = await runner.run(said(item.text))
    let spoken = await runner.run(said(heard))
    let said = SpeechText.words(item.text)
    let words = SpeechText.words(heard)
    return SpokenResult(
      item: item, heard: words.joined(separator: " "), reached: Self.intent(of: spoken),
      survives: spoken.passed, typedSurvives: typed.passed,
      wordErrors: Self.wordErrors(said, words), saidWords: said.count, seconds: seconds)
  }

  /// The intent a case reached, as `App.Intent`, or what the runner wrote ("nothing", rivals).
  private static func intent(of result: SuiteCaseResult) -> String {
    guard let resolved = result.resolved else { return result.actual }
    return "\(resolved.app).\(resolved.intent)"
  }

  /// The word-level edit distance between what was said and what was heard.
  static func wordErrors(_ said: [String], _ heard: [String]) -> Int {
    guard !said.isEmpty else { return heard.count }
    var previous = Array(0...heard.count)
    for (i, word) in said.enumerated() {
      var current = [i + 1]
      for (j, other) in heard.enumerated() {
        current.append(
          min(previous[j + 1] + 1, current[j] + 1, previous[j] + (word == other ? 0 : 1)))
      }
      previous = current
    }
    return previous[heard.count]
  }

  /// Pairs of intents whose items, spoken, were heard as the other's, with how often: what
  /// was meant, what was reached, and one phrase that was, in order of first occurrence.
  public static func confusions(in results: [SpokenResult]) -> [SpokenConfusion] {
    var found: [SpokenConfusion] = []
    for result in results where !result.survives && result.typedSurvives {
      guard result.reached.contains(".") else { continue }
      let meant = result.item.qualifiedIntent
      guard meant != result.reached else { continue }
      if let index = found.firstIndex(where: { $0.meant == meant && $0.heardAs == result.reached })
      {
        found[index].count += 1
      } else {
        found.append(
          SpokenConfusion(
            meant: meant, heardAs: result.reached, said: result.item.text, heard: result.heard,
            count: 1))
      }
    }
    return found
  }
}

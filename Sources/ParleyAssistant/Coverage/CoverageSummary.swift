import ParleyMatcher

/// What a coverage run shows per app and intent: phrases and utterances passed, precision,
/// recall and F1 over the suite cases, which intent took utterances meant for which, and the
/// shortcuts and phrases nothing exercised.
///
/// ```swift
/// let summary = CoverageSummary(
///   catalog: catalog, phrases: PhraseSelfCheck(catalog: catalog).run(), suites: [result],
///   transcripts: [])
/// summary.intents[0].recall  // 1.0
/// ```
public struct CoverageSummary: Sendable {
  /// The figures of one intent.
  public struct IntentFigures: Sendable {
    public let app: String
    public let intent: String
    /// Expanded phrases checked, and how many reached the intent cleanly.
    public var phrases = 0
    public var phrasesPassed = 0
    /// Suite cases expecting the intent, and how many passed.
    public var utterances = 0
    public var utterancesPassed = 0
    /// Suite cases that reached the intent and expected it, that reached it but expected
    /// something else, and that expected it but reached something else.
    public var truePositives = 0
    public var falsePositives = 0
    public var falseNegatives = 0

    /// The share of cases reaching the intent that expected it, or `nil` when none reached it.
    public var precision: Double? {
      let reached = truePositives + falsePositives
      return reached == 0 ? nil : Double(truePositives) / Double(reached)
    }

    /// The share of cases expecting the intent that reached it, or `nil` when none expected it.
    public var recall: Double? {
      let expected = truePositives + falseNegatives
      return expected == 0 ? nil : Double(truePositives) / Double(expected)
    }

    /// The harmonic mean of precision and recall, or `nil` when either is missing.
    public var f1: Double? {
      guard let precision, let recall else { return nil }
      return precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall)
    }
  }

  /// How often utterances expecting one intent reached another (`nothing` for no match,
  /// `ambiguous` for a tie).
  public struct Confusion: Sendable, Hashable {
    public let expected: String
    public let got: String
    public var count: Int
  }

  /// A phrase template no suite case or transcript line reached.
  public struct UnexercisedPhrase: Sendable {
    public let app: String
    public let intent: String
    public let phrase: String
  }

  /// Every intent with a shortcut or an expectation, in catalog order.
  public private(set) var intents: [IntentFigures] = []
  /// Each pair of expected and reached intent that differ, most frequent first.
  public private(set) var confusions: [Confusion] = []
  /// Phrase templates nothing exercised, in catalog order, of the apps a suite line expects an
  /// intent of or a transcript exercises.
  public private(set) var unexercisedPhrases: [UnexercisedPhrase] = []
  /// Intents (`App.Intent`) with shortcut phrases none of which was exercised.
  public private(set) var unexercisedShortcuts: [String] = []

  /// Summarises a run.
  ///
  /// - Parameters:
  ///   - catalog: The apps tested.
  ///   - phrases: The self-check's results, if it ran.
  ///   - suites: The suites' results.
  ///   - transcripts: The transcripts' results.
  ///   - countsExercise: Whether suites or transcripts ran, so unexercised phrases are known.
  public init(
    catalog: AppCatalog, phrases: [PhraseCheckResult], suites: [SuiteResult],
    transcripts: [[TranscriptConversationResult]], countsExercise: Bool
  ) {
    var figures: [String: IntentFigures] = [:]
    var order: [String] = []
    func update(_ app: String, _ intent: String, _ change: (inout IntentFigures) -> Void) {
      let key = "\(app).\(intent)"
      if figures[key] == nil { order.append(key) }
      var entry = figures[key] ?? IntentFigures(app: app, intent: intent)
      change(&entry)
      figures[key] = entry
    }
    for template in catalog.matcherCatalog.templates {
      update(template.app, template.intent) { _ in }
    }
    for phrase in phrases {
      update(phrase.app, phrase.intent) {
        $0.phrases += 1
        if phrase.failure == nil, !phrase.conflicts { $0.phrasesPassed += 1 }
      }
    }
    var confusion: [Confusion] = []
    var exercised = Set<Int>()
    // The apps the suites and transcripts test: those of an intent a suite line expects or a
    // transcript's turn reaches.
    var tested = Set<String>()
    for result in suites.flatMap(\.cases) {
      if let index = result.resolved?.templateIndex { exercised.insert(index) }
      let got = result.resolved.map { "\($0.app).\($0.intent)" }
      let gotLabel = got ?? (result.isAmbiguous ? "ambiguous" : "nothing")
      var expected = "nothing"
      if case .intent(let app, let name, _) = result.suiteCase.expectation {
        let owner = app ?? catalog.intents(named: name).first?.app.name ?? ""
        let intent = catalog.intents(named: "\(owner).\(name)").first?.intent.typeName ?? name
        expected = "\(owner).\(intent)"
        tested.insert(owner)
        update(owner, intent) {
          $0.utterances += 1
          if result.passed { $0.utterancesPassed += 1 }
          if got == expected { $0.truePositives += 1 } else { $0.falseNegatives += 1 }
        }
      }
      if let resolved = result.resolved, got != expected {
        update(resolved.app, resolved.intent) { $0.falsePositives += 1 }
      }
      if gotLabel != expected {
        if let index = confusion.firstIndex(where: { $0.expected == expected && $0.got == gotLabel }
        ) {
          confusion[index].count += 1
        } else {
          confusion.append(Confusion(expected: expected, got: gotLabel, count: 1))
        }
      }
    }
    let templates = catalog.matcherCatalog.templates
    for turn in transcripts.joined().flatMap(\.turns) {
      guard let index = turn.templateIndex else { continue }
      exercised.insert(index)
      if templates.indices.contains(index) { tested.insert(templates[index].app) }
    }
    intents = order.compactMap { figures[$0] }
    confusions = confusion.enumerated()
      .sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.map(\.element)
    guard countsExercise else { return }
    var shortcutsReached = Set<String>()
    var shortcutOrder: [String] = []
    // An app no suite or transcript tests is not under test: what of it nothing exercised says
    // nothing ("parley test Hearth.phrases Hearth.tests" beside the bundled apps).
    for (index, template) in templates.enumerated() where tested.contains(template.app) {
      let key = "\(template.app).\(template.intent)"
      if !shortcutOrder.contains(key) { shortcutOrder.append(key) }
      if exercised.contains(index) {
        shortcutsReached.insert(key)
      } else {
        unexercisedPhrases.append(
          UnexercisedPhrase(app: template.app, intent: template.intent, phrase: template.text))
      }
    }
    unexercisedShortcuts = shortcutOrder.filter { !shortcutsReached.contains($0) }
  }
}

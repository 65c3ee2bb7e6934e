import ParleyMatcher

/// An app drawn from an intent corpus's training pool the way the evaluation protocol builds
/// one: ``phrasesPerIntent`` rows of each intent, drawn with a seed, become its phrases, and
/// the other rows the requests to it; intents left out of the app keep their requests,
/// labelled nothing, as requests no app does.
///
/// Rows are first split for good by a hash of their text: four fifths to fit on, one fifth for
/// the dev set, so no draw of any seed puts a dev request among the rows fitted on.
///
/// ```swift
/// let draw = CorpusDraw(rows: train, part: .fit, seed: 1, leftOut: 0)
/// draw.phrases.count   // 10 per intent
/// draw.requests.first  // (text: "wake me up at 7", intent: "alarm_set")
/// ```
public struct CorpusDraw: Sendable {
  /// Which of the two parts of the training pool a draw takes its requests from.
  public enum Part: Sendable {
    /// The four fifths fitted on.
    case fit
    /// The fifth kept to choose and check with.
    case dev
  }

  /// How many phrases each intent of a drawn app has.
  public static let phrasesPerIntent = 10

  /// The app's phrases, as corpus rows.
  public var phrases: [CorpusEvaluation.Row]
  /// Whether each scenario's intents are an app of their own (see
  /// ``init(rows:part:seed:scenarios:)``), not all one app.
  public var appPerScenario = false
  /// The requests and their intents; `nil` for an intent the app does not have.
  public var requests: [(text: String, intent: String?)]

  /// Draws an app from `rows`. The phrases always come from the fit part; the requests from
  /// `part`. `leftOut` intents, chosen with the seed, are not in the app.
  public init(rows: [CorpusEvaluation.Row], part: Part, seed: UInt64, leftOut: Int) {
    var random = SeededGenerator(seed: seed)
    let fitRows = rows.filter { !Self.isDev($0.text) }
    var byIntent: [String: [CorpusEvaluation.Row]] = [:]
    for row in fitRows { byIntent[row.intent, default: []].append(row) }
    let intents = byIntent.keys.sorted()
    let absent = Set(intents.shuffled(using: &random).prefix(leftOut))
    var phrases: [CorpusEvaluation.Row] = []
    var used = Set<String>()
    for intent in intents where !absent.contains(intent) {
      let drawn = byIntent[intent, default: []].shuffled(using: &random)
        .prefix(Self.phrasesPerIntent)
      phrases += drawn
      used.formUnion(drawn.map(\.text))
    }
    self.phrases = phrases
    let source = part == .fit ? fitRows : rows.filter { Self.isDev($0.text) }
    requests = source.filter { !used.contains($0.text) }.map { row in
      (row.text, absent.contains(row.intent) ? nil : row.intent)
    }
  }

  /// How many phrases each intent of a scenario's app has: as many as developers give their
  /// own apps' intents (two to four), fewer than a corpus app's ``phrasesPerIntent``.
  public static let scenarioPhrasesPerIntent = 3

  /// Draws `scenarios` small apps from `rows`, each the intents of one scenario with
  /// ``scenarioPhrasesPerIntent`` phrases each, as a developer's own app is: a few intents,
  /// all about one thing, each with a few phrases. An intent's scenario is its label up to the
  /// first "_" ("alarm" of "alarm_set", as HWU64 names its intents); only scenarios of two
  /// intents or more are drawn. The requests are the drawn scenarios' own, and as many of the
  /// other scenarios', labelled nothing: requests about something else, as the apps beside a
  /// developer's, or none, bring.
  public init(rows: [CorpusEvaluation.Row], part: Part, seed: UInt64, scenarios: Int) {
    var random = SeededGenerator(seed: seed)
    let fitRows = rows.filter { !Self.isDev($0.text) }
    var byIntent: [String: [CorpusEvaluation.Row]] = [:]
    for row in fitRows { byIntent[row.intent, default: []].append(row) }
    var byScenario: [String: [String]] = [:]
    for intent in byIntent.keys.sorted() {
      byScenario[Self.scenario(of: intent), default: []].append(intent)
    }
    let chosen = Set(
      byScenario.keys.sorted().filter { byScenario[$0, default: []].count > 1 }
        .shuffled(using: &random).prefix(scenarios))
    var phrases: [CorpusEvaluation.Row] = []
    var used = Set<String>()
    for scenario in chosen.sorted() {
      for intent in byScenario[scenario, default: []] {
        let drawn = byIntent[intent, default: []].shuffled(using: &random)
          .prefix(Self.scenarioPhrasesPerIntent)
        phrases += drawn
        used.formUnion(drawn.map(\.text))
      }
    }
    self.phrases = phrases
    appPerScenario = true
    let source = (part == .fit ? fitRows : rows.filter { Self.isDev($0.text) })
      .filter { !used.contains($0.text) }
    let known = source.filter { chosen.contains(Self.scenario(of: $0.intent)) }
    let other = source.filter { !chosen.contains(Self.scenario(of: $0.intent)) }
      .shuffled(using: &random).prefix(known.count)
    requests = known.map { ($0.text, $0.intent) } + other.map { ($0.text, nil) }
  }

  /// The scenario an intent label belongs to: the label up to its first "_", or the whole
  /// label when it has none.
  public static func scenario(of intent: String) -> String {
    intent.split(separator: "_", maxSplits: 1).first.map(String.init) ?? intent
  }

  /// Whether a row of text `text` belongs to the dev part: one in five, by a stable hash.
  public static func isDev(_ text: String) -> Bool { StableHash.of(text) % 5 == 0 }

  /// The index of the drawn app, as ``CorpusEvaluation`` builds one.
  public func index(model: ScoringModel = .shared) -> PhraseIndex {
    PhraseIndex(
      catalog: CorpusEvaluation.catalog(
        of: phrases, appOf: appPerScenario ? { Self.scenario(of: $0.intent) } : nil),
      model: model)
  }
}

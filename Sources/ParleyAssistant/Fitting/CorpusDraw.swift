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

  /// Whether a row of text `text` belongs to the dev part: one in five, by a stable hash.
  public static func isDev(_ text: String) -> Bool { StableHash.of(text) % 5 == 0 }

  /// The index of the drawn app, as ``CorpusEvaluation`` builds one.
  public func index(model: ScoringModel = .shared) -> PhraseIndex {
    PhraseIndex(catalog: CorpusEvaluation.catalog(of: phrases), model: model)
  }
}

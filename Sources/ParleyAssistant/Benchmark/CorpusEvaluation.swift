import Foundation
import ParleyMatcher

/// Evaluates the matcher on a corpus of `intent<TAB>text` lines: one file gives each intent its
/// phrases, the other the utterances to classify, where the intent `nothing` marks a request
/// that must match nothing.
///
/// The phrases become templates of one app, without the app name, as in intent-classification
/// corpora.
///
/// ```swift
/// let report = try CorpusEvaluation.run(phrasesFile: "phrases.tsv", utterancesFile: "test.tsv")
/// report.accuracy  // share of in-scope rows whose best candidate has the right intent
/// ```
public enum CorpusEvaluation {
  /// The label of rows that must match nothing.
  public static let nothing = "nothing"

  /// What a corpus evaluation measured.
  public struct Report: Sendable {
    /// The share of in-scope rows matched to their intent, 0…1.
    public var accuracy: Double
    /// The share of in-scope rows whose likeliest intent is theirs, had the matcher refused
    /// nothing: the best candidate, or the first withheld one where nothing matched, 0…1. The
    /// TF-IDF baseline refuses only a request that shares nothing with any phrase, so its
    /// accuracy is this one's measure.
    public var answeringAll: Double
    /// The share of `nothing` rows that matched nothing, or `nil` when there are none.
    public var rejected: Double?
    /// Match latency.
    public var latency: LatencySummary
    /// How long building the index took, in milliseconds.
    public var buildMilliseconds: Double
    /// How many phrases and intents the phrases file had.
    public var phrases: Int
    /// The number of distinct intents among the phrases.
    public var intents: Int
    /// How many rows were in scope, and how many must match nothing.
    public var inScope: Int
    /// How many rows must match nothing.
    public var outOfScope: Int
    /// The rows classified wrongly, in file order.
    public var errors: [Miss] = []
    /// The TF-IDF baseline on the same rows, when it was asked for.
    public var baseline: BaselineReport?
    /// The refusal curve over the matcher's confidence (see ``confidence(of:)``), when some
    /// rows must match nothing.
    public var refusal: RefusalCurve?
  }

  /// A row the matcher got wrong: what it should have matched and what it matched instead.
  public struct Miss: Sendable, Equatable {
    /// The row.
    public var row: Row
    /// The best candidate's intent, or `nil` when nothing matched.
    public var matched: String?
    /// The best candidate's score, 0 when nothing matched.
    public var score: Double
    /// The runner-up's intent and score, when another intent matched too.
    public var runnerUp: (intent: String, score: Double)?

    public static func == (lhs: Miss, rhs: Miss) -> Bool {
      lhs.row == rhs.row && lhs.matched == rhs.matched && lhs.score == rhs.score
        && lhs.runnerUp?.intent == rhs.runnerUp?.intent
        && lhs.runnerUp?.score == rhs.runnerUp?.score
    }
  }

  /// One `intent<TAB>text` row.
  public struct Row: Sendable, Equatable {
    /// The intent label.
    public var intent: String
    /// The text.
    public var text: String
  }

  /// Reads both files, builds the index and classifies every utterance, timing each as the
  /// fastest of `rounds` matches (see ``Stopwatch``). With `baseline`, the TF-IDF baseline
  /// classifies each utterance right after the matcher, so that both are timed in the same
  /// state of the machine.
  ///
  /// - Throws: ``CorpusError`` when a file cannot be read or a line is not `intent<TAB>text`.
  /// With `perturbation`, each utterance has one word changed first (see ``Perturbation``),
  /// drawn with `seed`; insertions take words of the other utterances.
  public static func run(
    phrasesFile: String, utterancesFile: String, rounds: Int = 3, baseline: Bool = false,
    perturbation: Perturbation? = nil, seed: UInt64 = 1
  ) throws -> Report {
    let options = MatchOptions()
    let phrases = try rows(ofFile: phrasesFile)
    var utterances = try rows(ofFile: utterancesFile)
    if let perturbation {
      var random = SeededGenerator(seed: seed)
      let words = Array(Set(utterances.flatMap { $0.text.split(separator: " ").map(String.init) }))
        .sorted()
      for index in utterances.indices {
        utterances[index].text = perturbation.apply(
          to: utterances[index].text, unrelated: words, using: &random)
      }
    }
    let catalog = catalog(of: phrases)
    let (index, buildNanoseconds) = Stopwatch.time { PhraseIndex(catalog: catalog) }
    for row in utterances.prefix(20) { _ = index.match(row.text, options: options) }
    // The baseline, built after the index and timed on each row right after the matcher.
    var baselineTally: BaselineReport.Tally?
    var baselineBuild: UInt64 = 0
    if baseline {
      let (model, nanoseconds) = Stopwatch.time {
        TFIDFBaseline(phrases: phrases.map { ($0.intent, $0.text) })
      }
      baselineTally = BaselineReport.Tally(model, rounds: rounds)
      baselineTally?.warm(on: utterances.map(\.text))
      baselineBuild = nanoseconds
    }
    var durations: [UInt64] = []
    var correct = 0
    var ranked = 0
    var inScope = 0
    var rejected = 0
    var outOfScope = 0
    var errors: [Miss] = []
    var known: [Double] = []
    var unknown: [Double] = []
    for row in utterances {
      var result: MatchResult?
      durations.append(
        Stopwatch.fastest(of: rounds) {
          result = index.match(row.text, options: options)
        })
      baselineTally?.classify(row.text, label: row.intent == nothing ? nil : row.intent)
      let best = result?.best
      let confidence = result.map(Self.confidence) ?? -.infinity
      if row.intent == nothing {
        outOfScope += 1
        if best == nil { rejected += 1 }
        unknown.append(confidence)
      } else {
        inScope += 1
        if best?.intent == row.intent { correct += 1 }
        if (best ?? result?.withheld.first)?.intent == row.intent { ranked += 1 }
        known.append(confidence)
      }
      if best?.intent != (row.intent == nothing ? nil : row.intent) {
        let second = result?.candidates.dropFirst().first
        errors.append(
          Miss(
            row: row, matched: best?.intent, score: best?.score ?? 0,
            runnerUp: second.map { ($0.intent, $0.score) }))
      }
    }
    return Report(
      accuracy: inScope > 0 ? Double(correct) / Double(inScope) : 0,
      answeringAll: inScope > 0 ? Double(ranked) / Double(inScope) : 0,
      rejected: outOfScope > 0 ? Double(rejected) / Double(outOfScope) : nil,
      latency: LatencySummary(nanoseconds: durations),
      buildMilliseconds: Double(buildNanoseconds) / 1e6, phrases: phrases.count,
      intents: Set(phrases.map(\.intent)).count, inScope: inScope, outOfScope: outOfScope,
      errors: errors, baseline: baselineTally?.report(buildNanoseconds: baselineBuild),
      refusal: unknown.isEmpty ? nil : RefusalCurve(known: known, unknown: unknown))
  }

  /// How sure the matcher is of its answer to `result`: the best candidate's score less the
  /// score of nothing (the best withheld candidate's when nothing won), `-infinity` when no
  /// intent is a candidate at all.
  public static func confidence(of result: MatchResult) -> Double {
    guard let best = result.best ?? result.withheld.first else { return -.infinity }
    return best.score - (result.nothing?.score ?? 0)
  }

  /// The letters that tell the apps of a catalog of several apart, in their order.
  private static let appLetters = Array("abcdefghijklmnopqrstuvwxyz")

  /// The catalog of one app, without an app name, whose intents' phrases are `phrases`; with
  /// `appOf`, of one app for each group it names, the apps named so that no request says
  /// their names ("Corpusa", "Corpusb", …).
  public static func catalog(of phrases: [Row], appOf: ((Row) -> String)? = nil)
    -> MatcherCatalog
  {
    let groups = appOf.map { group in Array(Set(phrases.map(group))).sorted() } ?? [""]
    func app(_ row: Row) -> String {
      let place = appOf.flatMap { group in groups.firstIndex(of: group(row)) } ?? 0
      let letter = Self.appLetters[place % Self.appLetters.count]
      return groups.count == 1 ? "Corpus" : "Corpus" + String(letter)
    }
    let names = Array(Set(phrases.map(app))).sorted()
    return MatcherCatalog(
      apps: names.map { MatcherApp(name: $0) },
      templates: phrases.map {
        PhraseTemplate(app: app($0), intent: $0.intent, parts: [.text($0.text)])
      },
      vocabularies: [])
  }

  /// The rows of a corpus file; blank lines and lines starting with `#` are skipped.
  ///
  /// - Throws: ``CorpusError`` naming `file:line:column` for a line without a tab, an empty
  ///   intent or empty text, or when the file cannot be read.
  public static func rows(ofFile path: String) throws -> [Row] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CorpusError(file: path, line: nil, column: nil, message: "cannot read the file")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw CorpusError(file: path, line: nil, column: nil, message: "the file is not UTF-8 text")
    }
    return try rows(of: text, file: path)
  }

  /// The rows of corpus text, with `file` used in error locations. `\n` and `\r\n` both end a
  /// line (`\r\n` is one `Character`, so it is matched as itself), and a leading byte-order
  /// mark is skipped.
  public static func rows(of text: String, file: String) throws -> [Row] {
    var rows: [Row] = []
    let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
    let lines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (offset, rawLine) in lines.enumerated() {
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { continue }
      guard let tab = line.firstIndex(of: "\t") else {
        throw CorpusError(
          file: file, line: offset + 1, column: line.count + 1,
          message: "expected 'intent<TAB>text', found no tab")
      }
      let intent = line[..<tab].trimmingCharacters(in: .whitespaces)
      let body = line[line.index(after: tab)...].trimmingCharacters(in: .whitespaces)
      guard !intent.isEmpty else {
        throw CorpusError(file: file, line: offset + 1, column: 1, message: "the intent is empty")
      }
      guard !body.isEmpty else {
        throw CorpusError(
          file: file, line: offset + 1, column: line.distance(from: line.startIndex, to: tab) + 2,
          message: "the text after the tab is empty")
      }
      rows.append(Row(intent: intent, text: body))
    }
    return rows
  }
}

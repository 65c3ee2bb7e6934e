import ParleyMatcher

/// Requests with the intent each means (or nothing), against the index of the app they are
/// made to: one part of what the scoring model is fitted on or checked with.
public struct LabelledSet: Sendable {
  /// The set's name in the weights file and reports.
  public var name: String
  /// The index the requests are matched against.
  public var index: PhraseIndex
  /// The requests and their intents; `nil` where the request must match nothing.
  public var requests: [(text: String, intent: String?)]
  /// How much each request counts in a fit (see ``FitExample/weight``).
  public var weight = 1.0
  /// The app each request is said to, by the request's place, where it is said to one as right
  /// after one of the app's intents was performed (a suite's `@focus`; see
  /// ``MatchOptions/appInFocus``).
  public var appsInFocus: [Int: String] = [:]

  public init(name: String, index: PhraseIndex, requests: [(text: String, intent: String?)]) {
    self.name = name
    self.index = index
    self.requests = requests
  }

  /// Each request as an example to fit or evaluate the model with.
  public var examples: [FitExample] {
    requests.enumerated().map { place, request in
      var options = MatchOptions()
      options.appInFocus = appsInFocus[place]
      var example = FitExample(
        request.text, intent: request.intent, index: index, options: options)
      example.weight = weight
      return example
    }
  }

  /// This set with each request changed by one of `kinds` in turn (see ``Perturbation``),
  /// drawn with `seed`; insertions take words of the other requests.
  public func perturbed(_ kinds: [Perturbation], seed: UInt64, name: String) -> LabelledSet {
    var random = SeededGenerator(seed: seed)
    let words = Array(Set(requests.flatMap { $0.text.split(separator: " ").map(String.init) }))
      .sorted()
    var changed: [(text: String, intent: String?)] = []
    for (place, request) in requests.enumerated() {
      let kind = kinds[place % kinds.count]
      changed.append(
        (kind.apply(to: request.text, unrelated: words, using: &random), request.intent))
    }
    var set = LabelledSet(name: name, index: index, requests: changed)
    set.appsInFocus = appsInFocus
    return set
  }

  /// How the matcher itself answers the set: the share of requests with an intent whose best
  /// candidate is that intent, and the share of requests for nothing that match nothing (`nil`
  /// when there are none).
  public func measure() -> (accuracy: Double, rejected: Double?) {
    var options = MatchOptions()
    var tally = AnswerTally()
    for (place, request) in requests.enumerated() {
      options.appInFocus = appsInFocus[place]
      let best = index.match(request.text, options: options).best
      tally.count(
        wantsNothing: request.intent == nil, refused: best == nil,
        right: best != nil && best?.intent == request.intent)
    }
    return (tally.accuracy, tally.rejected)
  }
}

/// The sets the scoring model is fitted on and chosen with: apps drawn from an intent corpus's
/// training pool (see ``CorpusDraw``), the same requests with one word misspelt, left out or
/// added, and the apps' phrase suites: every line of the regression suites, and of the suites
/// of requests people wrote (`People.tests`, `*-people.tests`) seven in ten by a hash of the
/// line, the rest kept to check with. No test file of any corpus is read.
///
/// The suites count `suiteShare` times as much as the corpus in a fit, however many requests
/// each has: the apps the suites are written for are the ones people talk to, and their
/// regression lines must pass.
public enum ScoringData {
  /// One suite line: its request, the intent it expects (`nil` for nothing), whether it is a
  /// request people wrote, of which some are kept out of the fit, and the app it is said to
  /// (`@focus`), if any.
  public typealias SuiteLine = (text: String, intent: String?, byPeople: Bool, appInFocus: String?)

  /// A set of suite lines, each said to its app in focus.
  static func suiteSet(name: String, index: PhraseIndex, lines: [SuiteLine]) -> LabelledSet {
    var set = LabelledSet(
      name: name, index: index, requests: lines.map { (text: $0.text, intent: $0.intent) })
    for (place, line) in lines.enumerated() {
      if let app = line.appInFocus { set.appsInFocus[place] = app }
    }
    return set
  }

  /// The suite lines of one folder, matched against the apps they are written for: its name
  /// (the folder's), their index, and the lines.
  public typealias Suites = (name: String, index: PhraseIndex, lines: [SuiteLine])

  /// Whether a suite line of text `text` belongs to the dev part: three in ten, by a stable
  /// hash.
  public static func isDevSuiteLine(_ text: String) -> Bool { StableHash.of(text) % 10 >= 7 }

  /// How many small apps of one scenario each (see ``CorpusDraw/init(rows:part:seed:scenarios:)``)
  /// are drawn side by side to check with: enough that an app is among others, as a
  /// developer's is among the apps on a device.
  static let scenarioApps = 6

  /// How many intents a draw for requests no app does leaves out of its app: as many as the
  /// evaluation protocol's split of HWU64 does (12 of its 64), so the dev set's refusal reads
  /// as the unknown test file's.
  static let intentsLeftOut = 12

  /// One intent corpus's training pool: its name (its folder's and file's, without the
  /// extension: "hwu64/train") and rows.
  public typealias Corpus = (name: String, rows: [CorpusEvaluation.Row])

  /// The name of a set drawn from `corpus` among `corpora`: `kind` alone for one corpus, so a
  /// weights file fitted on one names its sets as before; after the corpus's name for several.
  static func setName(_ kind: String, of corpus: Corpus, among corpora: [Corpus]) -> String {
    corpora.count > 1 ? "\(corpus.name) \(kind)" : kind
  }

  /// The sets to fit on.
  ///
  /// - Parameters:
  ///   - corpora: Intent corpora's training pools, each drawn from on its own; none for none.
  ///   - suites: Each folder's suite lines with the index of the apps they are written for;
  ///     none for none. Every folder's sets are named alike ("suites", "suites perturbed").
  public static func fitSets(
    corpora: [Corpus], suites: [Suites], suiteShare: Double = 1
  ) -> [LabelledSet] {
    var sets: [LabelledSet] = []
    for corpus in corpora {
      func name(_ kind: String) -> String { setName(kind, of: corpus, among: corpora) }
      let first = CorpusDraw(rows: corpus.rows, part: .fit, seed: 1, leftOut: 0)
      let set = LabelledSet(
        name: name("corpus draw"), index: first.index(), requests: first.requests)
      sets.append(set)
      sets.append(
        set.perturbed(Perturbation.allCases, seed: 3, name: name("corpus draw perturbed")))
      for seed: UInt64 in [2, 5] {
        let draw = CorpusDraw(rows: corpus.rows, part: .fit, seed: seed, leftOut: intentsLeftOut)
        sets.append(
          LabelledSet(
            name: name("corpus draw \(seed) with intents left out"), index: draw.index(),
            requests: draw.requests))
      }
    }
    let corpusCount = sets.reduce(0) { $0 + $1.requests.count }
    var suiteSets: [LabelledSet] = []
    for folder in suites {
      let lines = folder.lines.filter { !$0.byPeople || !isDevSuiteLine($0.text) }
      guard !lines.isEmpty else { continue }
      let set = suiteSet(name: "suites", index: folder.index, lines: lines)
      suiteSets += [set, set.perturbed(Perturbation.allCases, seed: 4, name: "suites perturbed")]
    }
    let suiteCount = suiteSets.reduce(0) { $0 + $1.requests.count }
    if corpusCount > 0 && suiteCount > 0 {
      for index in suiteSets.indices {
        suiteSets[index].weight = suiteShare * Double(corpusCount) / Double(suiteCount)
      }
    }
    return sets + suiteSets
  }

  /// The sets to choose with and to check the fitted weights on.
  ///
  /// The people suites' dev lines of the first folder that has any are "people suites dev";
  /// any other folder's are named after it ("people suites dev (NAME)").
  public static func devSets(corpora: [Corpus], suites: [Suites]) -> [LabelledSet] {
    var sets: [LabelledSet] = []
    for corpus in corpora {
      func name(_ kind: String) -> String { setName(kind, of: corpus, among: corpora) }
      let known = CorpusDraw(rows: corpus.rows, part: .dev, seed: 11, leftOut: 0)
      let set = LabelledSet(
        name: name("corpus dev"), index: known.index(), requests: known.requests)
      sets.append(set)
      sets.append(set.perturbed([.typo], seed: 13, name: name("corpus dev typo")))
      sets.append(set.perturbed([.insert], seed: 14, name: name("corpus dev insert")))
      let unknown = CorpusDraw(rows: corpus.rows, part: .dev, seed: 12, leftOut: intentsLeftOut)
      sets.append(
        LabelledSet(
          name: name("corpus dev unknown"), index: unknown.index(), requests: unknown.requests))
      let small = CorpusDraw(rows: corpus.rows, part: .dev, seed: 16, scenarios: scenarioApps)
      if !small.phrases.isEmpty {
        sets.append(
          LabelledSet(
            name: name("corpus dev small apps"), index: small.index(),
            requests: small.requests))
      }
    }
    var named = false
    for folder in suites {
      let lines = folder.lines.filter { $0.byPeople && isDevSuiteLine($0.text) }
      guard !lines.isEmpty else { continue }
      let name = named ? "people suites dev (\(folder.name))" : "people suites dev"
      named = true
      sets.append(suiteSet(name: name, index: folder.index, lines: lines))
    }
    return sets
  }
}

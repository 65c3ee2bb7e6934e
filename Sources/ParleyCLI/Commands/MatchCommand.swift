import Foundation
import ParleyAssistant
import ParleyMatcher

/// `parley match "UTTERANCE" [--json]`: how an utterance matches the bundled apps' phrases —
/// ranked candidates, slot values and why.
///
/// ```
/// $ parley match "get condtions for bear creek in trails"
/// 1. Trails GetTrailInfo 0.93 "Get conditions for ${trail} in ${applicationName}"
///    trail = Bear Creek Trail (from "bear creek")
///    ...
/// ```
struct MatchCommand: Command {
  let name = "match"
  let abstract = "Show how an utterance matches the phrases: candidates, slot values and why."
  let usage = "match \"UTTERANCE\" [--json] [--focus APP] | match \"UTTERANCE\" --phrases-file FILE"
  let discussion = """
    A line that chat reads as several requests said one after another is shown as such, \
    each part matched on its own; a clause said after "and" that chat leaves out as a request \
    of its own that no app does shows its values as left out; a value chat reads from the \
    words the phrase leaves ("add milk to my list" for "Add an item to my list") is shown \
    beside the phrase's values, as read by chat. \
    Candidates are ranked best first by their score (0 to 1), the fitted model's probability \
    that the request means the candidate; nothing matches when the option "nothing" is \
    likelier than the best. Each candidate shows how its words were read and what each \
    feature added ("model:" lines), and "nothing" its own. Two intents within \
    \(PhraseIndex.ambiguityMargin) of each other are reported as ambiguous. With --focus APP \
    the utterance is matched as said to APP, as right after one of its intents was performed \
    (its name counts as said), as a suite's `@focus` line is. With --phrases-file the \
    utterance is matched against a corpus file of `intent<TAB>phrase` lines, as `parley bench \
    --phrases-file` matches its utterances, to see why one of its --errors went wrong. Exits 0 \
    whether or not something matched.
    """
  let options: [OptionSpec] = [
    .flag("json", "Print one JSON object instead of text."), .phraseFiles,
    .value("focus", "APP", "Match the utterance as said to the app called APP."),
    .value(
      "phrases-file", "FILE",
      "Match against a corpus file of `intent<TAB>phrase` lines instead of the apps."),
  ]

  func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
    let utterance = arguments.positionals.joined(separator: " ")
    // An empty or blank argument ("$REQUEST" unset) is no utterance either.
    guard !utterance.allSatisfy(\.isWhitespace) else {
      throw UsageError(
        "Say what to match, for example: parley match \"order a large latte with brew\"")
    }
    if let file = arguments.value("phrases-file") {
      return try matchCorpus(utterance, file: file, arguments: arguments, context: context)
    }
    let apps = try await context.catalog(arguments)
    let index = PhraseIndex(catalog: apps.matcherCatalog)
    var options = MatchOptions(now: try arguments.now() ?? Date(), mode: try arguments.matching())
    if let focus = arguments.value("focus") {
      guard let app = apps.app(named: focus) else {
        let names = apps.apps.map(\.name).joined(separator: ", ")
        throw UsageError("There is no app called '\(focus)' to say it to. The apps: \(names).")
      }
      options.appInFocus = app.name
    }
    // How chat reads the line: the requests it says, and the clauses it leaves out.
    var reading = ConversationOptions(now: options.now, matching: options.mode)
    reading.stopsBeforePerforming = true
    let reader = Conversation(catalog: apps, options: reading)
    let said = await reader.requestsSaid(in: utterance)
    let result = index.match(utterance, options: options)
    guard said.isSeveral else {
      let focused = options.appInFocus.flatMap(apps.app(named:))
      let resolved = await reader.resolve(utterance, saidTo: focused).resolved
      let read = Self.readByChat(resolved, result)
      if arguments.flag("json") {
        var object = Self.json(result, leftOut: said.leftOut)
        if !read.isEmpty {
          object["readByChat"] = read.map { ["parameter": $0.name, "text": $0.text] }
        }
        context.console.out(jsonText(object))
      } else {
        context.console.out(
          Self.text(
            result, mode: options.mode, leftOut: said.leftOut, reader: reader, readByChat: read))
      }
      return .success
    }
    let parts = said.requests.map { (text: $0, result: index.match($0, options: options)) }
    if arguments.flag("json") {
      var object = Self.json(result)
      object["requests"] = parts.map { Self.json($0.result) }
      context.console.out(jsonText(object))
    } else {
      context.console.out(Self.text(severalRequests: parts, mode: options.mode, reader: reader))
    }
    return .success
  }

  /// Matches `utterance` against the one app of the corpus `file`, as `parley bench` does.
  private func matchCorpus(
    _ utterance: String, file: String, arguments: ParsedArguments, context: CommandContext
  ) throws -> ExitCode {
    for name in ["focus", "phrases", "app", "locale"] where arguments.value(name) != nil {
      throw UsageError("--\(name) names the apps, which --phrases-file replaces.")
    }
    let rows = try CorpusEvaluation.rows(ofFile: file)
    let index = PhraseIndex(catalog: CorpusEvaluation.catalog(of: rows))
    let options = MatchOptions(now: try arguments.now() ?? Date(), mode: try arguments.matching())
    let result = index.match(utterance, options: options)
    context.console.out(
      arguments.flag("json")
        ? jsonText(Self.json(result)) : Self.text(result, mode: options.mode))
    return .success
  }

  /// The text report of a line read as several requests, `parts`: each said, then how it
  /// matches.
  static func text(
    severalRequests parts: [(text: String, result: MatchResult)], mode: MatchingMode = .flexible,
    reader: Conversation? = nil
  ) -> String {
    let heading =
      "Read as \(parts.count) requests, each run when the one before it ends, as chat does:"
    let each = parts.enumerated().map { index, part in
      "Request \(index + 1): \"\(part.text)\"\n" + text(part.result, mode: mode, reader: reader)
    }
    return ([heading] + each).joined(separator: "\n")
  }

  /// The values chat gives the best candidate of `result` from the request's own words that
  /// the match did not read (a free-text item said where the phrase says "an item": "add milk
  /// to my list"), as `resolved` holds them; none when chat reached another intent. A default
  /// or a value no word says is not among them.
  static func readByChat(_ resolved: ResolvedRequest?, _ result: MatchResult)
    -> [(name: String, text: String)]
  {
    guard let resolved, let best = result.best, resolved.app == best.app,
      resolved.intent == best.intent
    else { return [] }
    let said = Set(Conversation.words(of: result.utterance))
    return resolved.values.filter { value in
      let words = Conversation.words(of: value.text)
      return !best.filledValues.contains { $0.name == value.name } && !words.isEmpty
        && words.allSatisfy(said.contains)
    }
  }

  /// The text report of `result`; the values of the best candidate said in a clause of
  /// `leftOut` are shown as left out with it, as chat leaves them, a number `reader` fills
  /// otherwise than it was read ("an hour" for a parameter titled "Minutes") as it is filled,
  /// and the values chat reads from words the match left (`readByChat`) beside its own.
  static func text(
    _ result: MatchResult, mode: MatchingMode = .flexible, leftOut: [RequestsSaid.Clause] = [],
    reader: Conversation? = nil, readByChat: [(name: String, text: String)] = []
  ) -> String {
    guard !result.candidates.isEmpty else {
      switch mode {
      case .exact:
        return "No match for \"\(result.utterance)\" (exact matching: no expanded phrase says "
          + "it word for word)."
      case .siri where result.withheld.isEmpty:
        return "No match for \"\(result.utterance)\" (siri matching: the app name must be said, "
          + "and no phrase that names it is a candidate)."
      default:
        break
      }
      guard let best = result.withheld.first, let nothing = result.nothing else {
        let ruled = ruledOutLine(result)
        let why =
          result.nothing == nil
          ? "it says no word to match"
          : ruled == nil
            ? "no phrase's words and no meaning point to an intent"
            : "no meaning points to an intent"
        let headline = "No match for \"\(result.utterance)\" (\(why))."
        return ([headline] + [ruled, unconfirmedLine(result)].compactMap { $0 })
          .joined(separator: "\n")
      }
      // What each of them scored, and why, as a match shows it: a request refused by a hair
      // shows what would have carried it.
      let headline =
        "No match for \"\(result.utterance)\" (nothing, "
        + String(format: "%.2f", nothing.score) + ", is likelier than the best, "
        + "\(best.app) \(best.intent) " + String(format: "%.2f", best.score) + ")."
      return
        ([headline] + [ruledOutLine(result), unconfirmedLine(result)].compactMap { $0 }
        + candidateLines(result.withheld, reader: reader) + nothingLines(nothing))
        .joined(separator: "\n")
    }
    var lines: [String] = []
    if result.isAmbiguous {
      lines.append("Ambiguous: the two best candidates are within \(PhraseIndex.ambiguityMargin).")
    }
    lines +=
      candidateLines(result.candidates, leftOut: leftOut, reader: reader, readByChat: readByChat)
      + nothingLines(result.nothing)
    return lines.joined(separator: "\n")
  }

  /// What a refused request would match if the query of a name no phrase lists found it, as
  /// chat asks it ("order a mocha"); `nil` when no such name was said.
  static func unconfirmedLine(_ result: MatchResult) -> String? {
    guard let offered = result.unconfirmed.first, let slot = offered.slot else { return nil }
    return "If the \(slot.name) query finds \"\(slot.text)\": \(offered.app) "
      + "\(offered.intent) " + String(format: "%.2f", offered.score) + " \"\(offered.phrase)\""
  }

  /// The phrase that says most of a refused request but that a veto ruled out, and why:
  /// "metronome 120 bpm" says a word of a phrase that needs its app's name.
  private static func ruledOutLine(_ result: MatchResult) -> String? {
    guard let ruled = result.ruledOut.first else { return nil }
    let vetoes = ruled.explanation.vetoes
    let why = vetoes.isEmpty ? "" : ": " + vetoes.joined(separator: "; ")
    return "Ruled out: \(ruled.app) \(ruled.intent) \"\(ruled.phrase)\"\(why)."
  }

  /// How the model weighed "nothing": its score and each feature's part.
  private static func nothingLines(_ nothing: NothingReading?) -> [String] {
    guard let nothing else { return [] }
    return ["   nothing " + String(format: "%.2f", nothing.score)]
      + modelLines(nothing.contributions)
  }

  /// Each feature that adds to a score: its value, weight and product, largest part first.
  private static func modelLines(_ contributions: [FeatureContribution]) -> [String] {
    contributions.filter { $0.contribution != 0 }
      .sorted { abs($0.contribution) > abs($1.contribution) }
      .map {
        "   model: \($0.name) "
          + String(format: "%.2f × %.2f = %+.2f", $0.value, $0.weight, $0.contribution)
      }
  }

  /// Each of `candidates`, numbered: its score, phrase, values and explanation; the values of
  /// the first said in a clause of `leftOut`, as left out with it; a number `reader` fills
  /// otherwise than it was read, with the number filled.
  private static func candidateLines(
    _ candidates: [MatchCandidate], leftOut: [RequestsSaid.Clause] = [],
    reader: Conversation? = nil, readByChat: [(name: String, text: String)] = []
  ) -> [String] {
    var lines: [String] = []
    for (position, candidate) in candidates.enumerated() {
      lines.append(
        "\(position + 1). \(candidate.app) \(candidate.intent) "
          + String(format: "%.2f", candidate.score) + " \"\(candidate.phrase)\"")
      let clauses = position == 0 ? leftOut : []
      for value in candidate.filledValues {
        let received = reader?.receivedNumber(
          of: value, app: candidate.app, intent: candidate.intent)
        let shown =
          "\(value.name) = \(value.value.description) (from \"\(value.text)\")"
          + (received.map { ", \($0)" } ?? "")
        if let clause = clause(of: value, among: clauses) {
          lines.append("   left out: \(shown), said in \"\(clause.said)\"")
        } else {
          lines.append("   " + shown)
        }
      }
      for clause in clauses {
        lines.append("   a request of its own no app does, left out: \"\(clause.said)\"")
      }
      let chatReads = position == 0 ? readByChat : []
      for value in chatReads {
        lines.append("   \(value.name) = \(value.text) (read by chat from the words left)")
      }
      lines += candidate.explanation.lines.dropFirst().map { "   " + $0 }
      lines += modelLines(candidate.contributions)
      for item in candidate.furtherItems {
        lines.append("   set aside: \"\(item.text)\" (\(item.name) takes one)")
      }
      let readWords = Set(chatReads.flatMap { Conversation.words(of: $0.text) })
      let unused = candidate.unusedWords.filter { !readWords.contains($0.lowercased()) }
      if !unused.isEmpty {
        let words = unused.map { "\"\($0)\"" }.joined(separator: ", ")
        lines.append("   fills nothing: \(words)")
      }
      if !candidate.unknownOptions.isEmpty {
        let runs = candidate.unknownOptions.map { "\"\($0)\"" }.joined(separator: ", ")
        lines.append("   options no parameter takes: \(runs)")
      }
      if !candidate.leftOutWords.isEmpty {
        let runs = candidate.leftOutWords.map { "\"\($0)\"" }.joined(separator: ", ")
        lines.append("   left out: \(runs)")
      }
      if !candidate.unusedTimes.isEmpty {
        let runs = candidate.unusedTimes.map { "\"\($0)\"" }.joined(separator: ", ")
        lines.append("   times no parameter takes: \(runs)")
      }
    }
    return lines
  }

  /// The clause of `clauses` that `value` was said in, if any.
  private static func clause(of value: SlotFill, among clauses: [RequestsSaid.Clause])
    -> RequestsSaid.Clause?
  {
    guard let range = value.range else { return nil }
    return clauses.first { $0.range.overlaps(range) }
  }

  /// The `--json` object of `result`; `leftOut`, the clauses chat leaves out as requests of
  /// their own (`"leftOut"`, each with the parameters of the best candidate said in it).
  static func json(_ result: MatchResult, leftOut: [RequestsSaid.Clause] = []) -> [String: Any] {
    func object(_ candidate: MatchCandidate) -> [String: Any] {
      var parameters: [String: Any] = [:]
      for value in candidate.filledValues { parameters[value.name] = jsonValue(value.value) }
      let spans: [[String: Any]] = candidate.filledValues.map { value in
        ["parameter": value.name, "text": value.text, "value": jsonValue(value.value)]
      }
      return [
        "app": candidate.app, "intent": candidate.intent, "phrase": candidate.phrase,
        "score": (candidate.score * 100).rounded() / 100, "parameters": parameters,
        "values": spans, "unusedWords": candidate.unusedWords,
        "unknownOptions": candidate.unknownOptions, "leftOutWords": candidate.leftOutWords,
        "unusedTimes": candidate.unusedTimes,
        "furtherItems": candidate.furtherItems.map { ["parameter": $0.name, "text": $0.text] },
        "explanation": candidate.explanation.lines,
        "contributions": candidate.contributions.map(contribution),
      ]
    }
    func contribution(_ part: FeatureContribution) -> [String: Any] {
      [
        "feature": part.name, "value": (part.value * 10000).rounded() / 10000,
        "weight": part.weight, "contribution": (part.contribution * 10000).rounded() / 10000,
      ]
    }
    // `withheld`: the best candidates of a request refused because nothing was likelier.
    var found: [String: Any] = [
      "schema": 1, "utterance": result.utterance, "candidates": result.candidates.map(object),
      "ambiguous": result.isAmbiguous, "withheld": result.withheld.map(object),
      "ruledOut": result.ruledOut.map(object), "unconfirmed": result.unconfirmed.map(object),
    ]
    if !leftOut.isEmpty {
      let values = result.candidates.first?.filledValues ?? []
      found["leftOut"] = leftOut.map { said -> [String: Any] in
        let names = values.filter { clause(of: $0, among: [said]) != nil }.map(\.name)
        return ["text": said.said, "parameters": names]
      }
    }
    if let nothing = result.nothing {
      found["nothing"] = [
        "score": (nothing.score * 100).rounded() / 100,
        "contributions": nothing.contributions.map(contribution),
      ]
    }
    return found
  }

  /// A value as JSON: a number, a string, or an object for a value with its title.
  private static func jsonValue(_ value: SlotValue) -> Any {
    switch value {
    case .integer(let number): return number
    case .decimal(let number): return number
    case .boolean(let flag): return flag
    default: return value.description
    }
  }
}

/// `object` as one line of JSON with sorted keys.
func jsonText(_ object: [String: Any]) -> String {
  guard
    let data = try? JSONSerialization.data(
      withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]),
    let text = String(data: data, encoding: .utf8)
  else { return "{}" }
  return text
}

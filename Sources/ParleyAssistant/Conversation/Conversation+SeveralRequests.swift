import ParleyIntents
import ParleyMatcher

/// A request waiting its turn: said in the same line as the one under way, started when the
/// one before it ends (see `DialogState.queued`).
enum QueuedRequest {
  /// A request said after "and" or "then": "… and get conditions for bear creek".
  case line(String)
  /// A request said aside while a question waited that asked a question of its own: "create
  /// a note in notes" while Brew asks the size. It is matched again when its turn comes, said
  /// to the app it was taken for (see ``MatchOptions/appInFocus``), as it was when said.
  case aside(String, appInFocus: String?)
  /// One more item for an intent that takes one, said as `text`: the "small mocha" of "two
  /// lattes and a small mocha", run as a request of the same intent.
  case item(LoadedApp, any AppIntent.Type, String)
  /// The request a line said, filled from its words, waiting for the items said before its
  /// value, `text`, to run first: the latte of "order a mocha and a latte with brew".
  case filled(ActiveRequest, String)
  /// An item confirmed together with others, its `perform()` waiting for the yes it was
  /// given (see `confirmTogether(then:)`).
  case confirmed(ActiveRequest)
  /// One more intent that takes back a change made with the one taken back first, confirmed
  /// with it (see `undo(_:)`).
  case undo(LoadedApp, any AppIntent)
}

extension Conversation {
  /// The least share of the words of one side of "and" that the line read whole must leave
  /// unexplained for that side to be a request of its own: half, counting the words that name
  /// something besides the app's name. Less, and they are more likely items or a name the
  /// other request takes.
  static let unexplainedShareOfSecondRequest = 0.5

  /// The requests `text` says one after another, joined by "and" or "then", or by a comma:
  /// "reorder my last coffee with brew and get conditions for bear creek" is two, and so is
  /// "show the soup shop menu, check my order in brew". Only where the first part
  /// matches a request and the rest matches one clearly from its phrase's first word, and the
  /// line read whole leaves one side apart: at least half of the rest unexplained (a name the
  /// app lacks is no explanation: "order a small latte" is no trail of "get conditions for mesa
  /// trail and order a small latte with brew"), or the rest says its phrase whole from a verb
  /// the line read whole leaves unexplained ("… and list all my notes in notes"), or at least
  /// half of the first part unexplained where it opens with its own phrase's verb, names
  /// something its app has, or says only words of its phrase ("reorder my last coffee and get
  /// conditions for bear creek", read whole as the conditions; "list my spanish cards and
  /// order a small latte"; "warm up and then start practicing fur elise"). So "two
  /// lattes and a small mocha" (items of one request) or "salt and pepper" (one name) are not
  /// split; `nil` otherwise. The rest may say several requests itself; it is read again when
  /// its turn comes.
  func severalRequests(in text: String) -> [String]? {
    guard options.matching == .flexible else { return nil }
    let words = text.split(separator: " ").map(String.init)
    let whole = match(text).best
    let unexplained = whole.map(Self.wordsUnexplained(by:)) ?? Set(Self.words(of: text))
    // The app's name, which both requests may be said to, and words that name nothing ("the",
    // "to", "in") are no side's own: "set the temperature to 21 in thermo" is apart from "and
    // turn the bathroom lights on" by "set", "temperature" and "21", whatever reads the rest.
    let appName = Set(whole?.reading.appNameSaid.map(Self.words(of:)) ?? [])
    func isMostlyUnexplained(_ said: [String]) -> Bool {
      let own = said.filter { Lexicon.namesSomething($0) && !appName.contains($0) }
      let counted = own.isEmpty ? said : own
      return Double(counted.filter(unexplained.contains).count)
        >= Self.unexplainedShareOfSecondRequest * Double(counted.count)
    }
    for (index, word) in words.enumerated() {
      // A request ends before a joiner, or with a comma when one follows it alone: "show the
      // soup shop menu, check my order in brew".
      let joins = Lexicon.requestJoiners.contains(Self.bare(word))
      let byComma = !joins && word.hasSuffix(",") && index + 1 < words.count
      guard joins || byComma else { continue }
      let end = byComma ? index + 1 : index
      var rest = words[(index + 1)...].drop {
        Lexicon.requestJoiners.contains(Self.bare($0))
      }
      rest = rest.drop { $0.isEmpty }
      let first = words[..<end].joined(separator: " ").trimmingCharacters(
        in: .punctuationCharacters.union(.whitespaces))
      let restText = rest.joined(separator: " ")
      let said = Self.words(of: restText)
      guard !first.isEmpty, !said.isEmpty,
        let firstBest = match(first).best
          ?? (byComma
            ? nil
            : appNamed(in: restText).flatMap({
              match(first, inFocus: $0).best
            })),
        let (second, best) = secondRequest(restText, after: words[..<end], of: firstBest.app)
      else { continue }
      let restApart =
        isMostlyUnexplained(said)
        || Self.saysWholePhrase(best) && said.first.map(unexplained.contains) == true
      let firstApart =
        isMostlyUnexplained(Self.words(of: first))
        && (opensWithItsVerb(firstBest) || firstBest.namesAnEntry
          || Self.saysOnlyItsPhrase(firstBest))
      // "… from soup shop and a small latte": the rest names something another app has that
      // the line read whole leaves unexplained ("latte"), though it took words said with it
      // ("small" as the soup's size).
      let namesWhatIsLeft =
        best.app != firstBest.app
        && best.filledValues.contains { fill in
          fill.value.isEntry && Self.words(of: fill.text).allSatisfy(unexplained.contains)
        }
      guard
        restApart || firstApart || namesWhatIsLeft || Self.givesAnotherValue(best, than: firstBest)
      else {
        continue
      }
      return [first, second]
    }
    return nil
  }

  /// The request `rest`, said after "and", says as a line of its own, and how it matches: the
  /// rest itself where it matches one request clearly from its phrase's first word; else the
  /// rest said with the verb of the request before it, `before`, where that is a request of
  /// another app than `app`, the first request's, naming something it has: "a bowl of miso
  /// from soup shop" after "order a small latte with brew" is "order a bowl of miso from soup
  /// shop", and "a large latte" after "get me a bowl of tomato soup" is "get me a large latte".
  /// `nil` otherwise: "a small mocha" after "two lattes" is an item of the same request.
  private func secondRequest(_ rest: String, after before: ArraySlice<String>, of app: String)
    -> (String, MatchCandidate)?
  {
    let alone = match(rest)
    if let best = alone.best, !alone.isAmbiguous, opensWithItsVerb(best) { return (rest, best) }
    guard before.count > 1 else { return nil }
    for count in 1...min(Self.longestVerbCarried, before.count - 1) {
      let said = (before.prefix(count) + [rest]).joined(separator: " ")
      let carried = match(said)
      if let best = carried.best, !carried.isAmbiguous, best.app != app, best.namesAnEntry,
        opensWithItsVerb(best)
      {
        return (said, best)
      }
    }
    return nil
  }

  /// Whether `second` and `first`, each read alone, are the same intent given another entry
  /// for one of its values: "turn off shuffle in flashcards and set my daily goal to 25" sets
  /// the card order, then the daily goal, where the line read whole could set only one
  /// setting and would run with the other's value unused.
  static func givesAnotherValue(_ second: MatchCandidate, than first: MatchCandidate) -> Bool {
    guard second.app == first.app, second.intent == first.intent else { return false }
    return first.filledValues.contains { fill in
      fill.value.isEntry
        && second.filledValues.contains { other in
          other.value.isEntry && other.name == fill.name && other.value != fill.value
        }
    }
  }

  /// Whether every word `candidate` reads is a word of its phrase, as written or by its stem
  /// or a typo, and it reads no word besides: "warm up" of "Start my warm-up", which opens
  /// with no verb of its own but says its phrase's words and nothing else.
  static func saysOnlyItsPhrase(_ candidate: MatchCandidate) -> Bool {
    let reading = candidate.reading
    return !reading.wordsRead.isEmpty && reading.wordsNotRead.isEmpty
      && reading.wordsRead.allSatisfy { [.exact, .stem, .typo].contains($0.how) }
  }

  /// How many words of a request the request said after it with "and" may take as its own
  /// verb: two, as "get me" is.
  static let longestVerbCarried = 2

  /// The words `candidate`, the reading of a whole line, leaves unexplained: those it reads
  /// nothing from, those of a value or an item it keeps as a name the app lacks ("a small
  /// latte with brew" as a soup), and those of an item that names something the app has
  /// besides its name ("reset my" of "reset my biology", an item of "get cards from spanish").
  private static func wordsUnexplained(by candidate: MatchCandidate) -> Set<String> {
    let lacked = (candidate.filledValues + candidate.furtherItems).compactMap { fill -> String? in
      if case .raw = fill.value { return fill.text }
      return nil
    }
    let besidesNames = candidate.furtherItems.flatMap { fill -> [String] in
      guard case .entry(_, let title) = fill.value else { return [] }
      let name = Set(words(of: title))
      return words(of: fill.text).filter { !name.contains($0) }
    }
    return Set(
      (candidate.unusedWords + candidate.unknownOptions + candidate.leftOutWords + lacked)
        .flatMap(words(of:)) + besidesNames)
  }

  /// The items of `further` to run as requests of their own after `request`, each for a
  /// parameter that takes one value and naming one it takes ("small mocha"), and the items
  /// left, said to be left out (see `leftOut(_:of:)`).
  func itemsRunAfter(_ further: [SlotFill], of request: ActiveRequest) async -> (
    run: [SlotFill], left: [SlotFill]
  ) {
    var run: [SlotFill] = []
    var left: [SlotFill] = []
    for item in further {
      guard let parameter = request.parameter(named: item.name), !parameter.isArray else {
        left.append(item)
        continue
      }
      if case .raw(let name) = item.value, await !names(name, aValueOf: parameter, in: request) {
        left.append(item)
      } else {
        run.append(item)
      }
    }
    return (run, left)
  }

  /// What to say of the items run after the request under way: "I'll do “small mocha” after
  /// this one."; `nil` when there are none.
  func itemsNext(_ items: [SlotFill]) -> ReplyItem? {
    guard !items.isEmpty else { return nil }
    let said = spokenList(items.map { "“\($0.text)”" }, "and")
    return .dialog("I'll do \(said) after this one.")
  }

  /// Starts the request waiting its turn.
  func start(_ queued: QueuedRequest) async -> Reply {
    switch queued {
    case .line(let text):
      if let parts = severalRequests(in: text) { return await startSeveral(parts) }
      return await startRequest(text)
    case .aside(let text, let focus):
      endOffer()
      return await start(text, matching: match(text, inFocus: focus))
    case .item(let app, let intentType, let text):
      return await startItem(text, of: app, intentType, announced: true)
    case .filled(let request, let text):
      endOffer()
      self.request = request
      return announcing(await proceed(), as: text)
    case .undo(let app, let intent):
      return await runUndo(intent, of: app)
    case .confirmed(let request):
      self.request = request
      guard let run = request.run else { return finish([], .cancelled) }
      return await resume(run, with: true, in: request)
    }
  }

  /// Starts the item said as `text`, a request of `intentType` of `app` filled from those
  /// words; `announced`, a question asked of it says which item it is for.
  private func startItem(
    _ text: String, of app: LoadedApp, _ intentType: any AppIntent.Type, announced: Bool
  ) async -> Reply {
    endOffer()
    let request = makeRequest(app: app, intentType: intentType)
    await fill(item: text, into: request)
    self.request = request
    let reply = await proceed()
    return announced ? announcing(reply, as: text) : reply
  }

  /// `reply` of an item said as `text` after another: a question asked of it says which item
  /// it is for, as "How many soups?" after "2 large tomato soups and a small minestrone" is
  /// about the minestrone.
  private func announcing(_ reply: Reply, as text: String) -> Reply {
    var reply = reply
    switch dialog.question {
    case .value, .choice: reply.items.insert(.dialog("Now for “\(text)”."), at: 0)
    case .idle, .confirmation, .passcode: break
    }
    return reply
  }

  /// Runs `request`, filled from a line whose `values` it holds, and the items `next` said
  /// in that line for a parameter that takes one, in the order they were said: an item said
  /// before the value it goes beside runs first ("a mocha" of "order a mocha and a latte with
  /// brew", "bear creek" of "get conditions for bear creek and cedar falls"), and `request`
  /// waits its turn among them. Those to come are queued before the first runs, so that their
  /// confirmations are asked as one.
  ///
  /// - Returns: The reply of the one started, and the items to come, in order.
  func runInOrderSaid(_ request: ActiveRequest, items next: [SlotFill], values: [SlotFill])
    async -> (reply: Reply, toCome: [SlotFill])
  {
    let (app, intentType) = (request.app, request.intentType)
    // "one of miso" after "two bowls of tomato" runs as "one bowls of miso", said as it was.
    func words(of item: SlotFill) -> String {
      Self.sayingWhatItLeavesOut(item, after: values, in: lastMatch?.utterance ?? "")
    }
    func keptValue(of item: SlotFill) -> SlotFill? {
      values.first { $0.name == item.name && $0.range != nil }
    }
    let earlier = next.filter { item in
      guard let said = item.range, let kept = keptValue(of: item)?.range else { return false }
      return said.lowerBound < kept.lowerBound
    }
    guard let first = earlier.first, let kept = keptValue(of: first) else {
      dialog.queued.insert(contentsOf: next.map { .item(app, intentType, words(of: $0)) }, at: 0)
      return (await proceed(), next)
    }
    let later = next.filter { item in !earlier.contains { $0.range == item.range } }
    let toCome = Array(earlier.dropFirst()) + [kept] + later
    let shared = sharedAfter(kept, values: values, before: later)
    func sharing(_ item: SlotFill) -> String {
      let said = words(of: item)
      guard let shared else { return said }
      let own = Set(valuesSaid(in: said, for: request).values.map(\.name))
      return shared.names.isDisjoint(with: own) ? said + " " + shared.text : said
    }
    dialog.queued.insert(
      contentsOf: toCome.map { item in
        if item.range == kept.range { return .filled(request, kept.text) }
        return .item(
          app, intentType,
          earlier.contains { $0.range == item.range } ? sharing(item) : words(of: item))
      }, at: 0)
    return (await startItem(sharing(first), of: app, intentType, announced: false), toCome)
  }

  /// The words said after `kept`, the request's own item, up to the last of its other
  /// `values` said after it, and the names of those values: "for pickup at 8" of "order two
  /// medium mochas and a small latte for pickup at 8" is the whole order's, and the items said
  /// before the latte take it too (where they say none of those values themselves); `nil`
  /// when no value is said after it, or an item of `later` is said among those words.
  private func sharedAfter(_ kept: SlotFill, values: [SlotFill], before later: [SlotFill])
    -> (text: String, names: Set<String>)?
  {
    guard let utterance = lastMatch?.utterance, let start = kept.range?.upperBound,
      start <= utterance.endIndex
    else { return nil }
    let after = values.filter { value in
      guard let said = value.range, value.name != kept.name else { return false }
      return said.lowerBound >= start && said.upperBound <= utterance.endIndex
    }
    guard let end = after.compactMap({ $0.range?.upperBound }).max(),
      !later.contains(where: { item in item.range.map { $0.lowerBound < end } ?? false })
    else { return nil }
    let text = utterance[start..<end].trimmingCharacters(
      in: .whitespaces.union(.punctuationCharacters))
    return text.isEmpty ? nil : (text, Set(after.map(\.name)))
  }

  /// The words of `item`, an item said after another of one request, with those it leaves out
  /// said as the other said them: "one of miso" after "two bowls of tomato" in `utterance` is
  /// "one bowls of miso", whose count goes without the measure the first item said between
  /// its count and "of". `item`'s text as it is when it says more than a count before "of",
  /// or the first item (`values`, read with where they were said) says no such measure.
  static func sayingWhatItLeavesOut(
    _ item: SlotFill, after values: [SlotFill], in utterance: String
  )
    -> String
  {
    let said = item.text.split(separator: " ").map(String.init)
    let countOf: [(String) -> Bool] = [
      { SpokenValue.integer(in: $0) != nil }, Lexicon.partitives.contains,
    ]
    guard ConversationWords.placeOfRun(countOf, in: said) == 0, said.count > countOf.count,
      let count = values.first(where: { fill in
        if case .integer = fill.value { return fill.range != nil }
        return false
      })?.range,
      let own = values.first(where: { $0.name == item.name })?.range,
      count.upperBound <= own.lowerBound
    else { return item.text }
    let between = utterance[count.upperBound..<own.lowerBound].split(separator: " ")
    guard between.count > 1, let last = between.last, Lexicon.partitives.contains(String(last))
    else { return item.text }
    return (said.prefix(1) + between.map(String.init) + said.dropFirst(countOf.count))
      .joined(separator: " ")
  }

  /// Fills `request` with the values the item `text` says: read as a request of its own to the
  /// request's app where it reads as the same intent, so that a word that names two values
  /// gives both ("shuffle" names the card order setting and its value), else as the intent's
  /// values alone.
  func fill(item text: String, into request: ActiveRequest) async {
    if let best = match(text, inFocus: request.app.name).best,
      best.app == request.app.name, best.intent == request.intentType.typeName
    {
      // "bowls" of "one bowls of miso", read as a word of "Get me a bowl of ${soup}", is the
      // size, as it is in a request.
      let phrase = valuesInPhraseWords(of: best, in: text, for: request)
      let filled = Set(best.filledValues.map(\.name))
      let values = best.filledValues + phrase.values.filter { !filled.contains($0.name) }
      await fill(values, source: ValueSource(best), into: request)
      request.namesOneByArticle = Self.namesOneByArticle(values, in: text)
    } else {
      let read = valuesSaid(in: text, for: request)
      await fill(read.values, source: ValueSource(request), into: request)
      request.namesOneByArticle = Self.namesOneByArticle(read.values, in: text)
    }
  }

  /// Starts the first of `parts`, the rest waiting their turn in order. A first request that
  /// names no app is said to the app a later one names, as the line said it: "get cards from
  /// spanish and reset my biology cards in flashcards" gets the cards from Flashcards.
  func startSeveral(_ parts: [String]) async -> Reply {
    guard let first = parts.first else { return Reply(items: [], outcome: .notUnderstood) }
    dialog.queued.insert(contentsOf: parts.dropFirst().map(QueuedRequest.line), at: 0)
    if match(first).best == nil, let app = parts.dropFirst().lazy.compactMap(appNamed).first {
      endOffer()
      return await start(first, matching: match(first, inFocus: app))
    }
    return await startRequest(first)
  }

  /// The name of the app `text` names, read as the request it clearly is; `nil` when it names
  /// none.
  private func appNamed(in text: String) -> String? {
    let result = match(text)
    guard let best = result.best, !result.isAmbiguous, best.reading.appNameSaid != nil else {
      return nil
    }
    return best.app
  }

  /// `reply`, followed by the replies of the requests waiting their turn, each started as the
  /// one before it ends, until one asks a question (its answer goes on with the rest).
  func goingOn(after reply: Reply) async -> Reply {
    var reply = reply
    while reply.outcome != nil, case .idle = state, !dialog.queued.isEmpty {
      let next = dialog.queued.removeFirst()
      startLine()
      let more = await start(next)
      reply = Reply(items: reply.items + more.items, outcome: more.outcome)
    }
    // The last item ended without a confirmation of its own: the items before it are asked.
    if case .idle = state, let last = dialog.held.popLast() {
      request = last.request
      let asked = askConfirmation(last.question)
      reply = Reply(items: reply.items + asked.items, outcome: asked.outcome)
    }
    return reply
  }
}

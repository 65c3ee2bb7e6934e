import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// A new request: match it, ask which intent when the match is ambiguous, else begin.
  /// "cancel" or "never mind" alone, with nothing to cancel, is acknowledged; "cancel my
  /// order" is a request like any other, and when no intent does it the answer says so. Said
  /// right after an intent of `app` performed, a request that `app` and another app's phrases
  /// both say is `app`'s (see `requestKept(to:_:matching:)`), and one that nothing matches may
  /// be a command to `app` said without its name (see `commandSaid(to:_:)`).
  func startRequest(_ text: String, after app: LoadedApp? = nil) async -> Reply {
    endOffer()
    if let help = helpReply(for: text) { return help }
    let result = match(text)
    if let app, let kept = await requestKept(to: app, text, matching: result) { return kept }
    if let app, result.best == nil, let own = commandSaid(to: app, text) {
      return await start(text, matching: own)
    }
    return await start(text, matching: result)
  }

  /// How `text` matches the loaded apps' phrases, on the conversation's clock; matched once
  /// per line answered.
  func match(_ text: String) -> MatchResult {
    match(text, inFocus: nil)
  }

  /// A text matched, and the app it was said to.
  struct MatchKey: Hashable {
    let text: String
    let appInFocus: String?
  }

  /// How `text` matches the loaded apps' phrases, said to the app called `focus` when one is
  /// given (see ``MatchOptions/appInFocus``); read once per line and app.
  func match(_ text: String, inFocus focus: String?) -> MatchResult {
    let key = MatchKey(text: text, appInFocus: focus)
    if let matched = matchesOfLine[key] { return matched }
    var matchOptions = MatchOptions(now: now, calendar: calendar, mode: options.matching)
    matchOptions.appInFocus = focus
    matchOptions.scoring = options.scoring
    let result = catalog.index.match(text, options: matchOptions)
    matchesOfLine[key] = result
    return result
  }

  /// What a text says for an intent's parameters (see `valuesSaid(in:for:)`).
  typealias ValuesRead = (
    values: [SlotFill], unused: [String], unknownOptions: [String], leftOutWords: [String]
  )

  /// The values `text` says for `request`'s intent, read as its parameters take them, on the
  /// conversation's clock (see `PhraseIndex.values(in:app:intent:options:)`); read once per
  /// line answered.
  func valuesSaid(in text: String, for request: ActiveRequest) -> ValuesRead {
    let source = ValueSource(request)
    let key = [source.app, source.intent, text].joined(separator: "\u{1F}")
    if let read = valuesOfLine[key] { return read }
    let read = catalog.index.values(
      in: text, app: source.app, intent: source.intent,
      options: MatchOptions(now: now, calendar: calendar))
    valuesOfLine[key] = read
    return read
  }

  /// Starts the request `text` matched as `result`.
  func start(_ text: String, matching matched: MatchResult) async -> Reply {
    endOffer()
    let result = await confirmingNames(matched)
    lastMatch = result
    guard let best = result.best else {
      if SpokenValue.isOnlyCancel(text) { return finish([.dialog("Okay.")], .cancelled) }
      if let app = result.namedApps.first, result.namedApps.count == 1 {
        return finish(appDoesNot(app, text), .notUnderstood)
      }
      if SpokenValue.isCancel(text) { return finish(noAppDoes(text), .notUnderstood) }
      return finish(notUnderstood(text), .notUnderstood)
    }
    if result.isAmbiguous {
      // Only the intents as likely as the best are asked about: "coffee in brew" may mean
      // ordering one or making it stronger, not checking the order.
      let rivals = distinctIntents(result.candidates).filter {
        best.score - $0.score < PhraseIndex.ambiguityMargin
      }
      if rivals.count > 1 {
        return askWhichIntent(rivals)
      }
    }
    return await begin(best)
  }

  /// Begins the request a candidate stands for: fills its slot, then resolves the rest.
  func begin(_ candidate: MatchCandidate) async -> Reply {
    let found = catalog.intents(named: "\(candidate.app).\(candidate.intent)")
    guard let (app, intentType) = found.first else {
      return finish(notUnderstood(lastMatch?.utterance ?? ""), .notUnderstood)
    }
    let request = makeRequest(app: app, intentType: intentType)
    request.isLowConfidence =
      (lastMatch?.isAmbiguous ?? false) || candidate.score < ActiveRequest.lowConfidenceScore
    let utterance = lastMatch?.utterance ?? ""
    let phrase = valuesInPhraseWords(of: candidate, in: utterance, for: request)
    let (filled, further) = Self.corrected(
      candidate.filledValues, further: candidate.furtherItems, in: utterance)
    let values = filled + phrase.values
    let source = ValueSource(candidate)
    // Words said with a name the query finds in full: "iced" of "iced mocha".
    var options = candidate.unknownOptions.filter { !phrase.options.contains($0) }
    for value in values {
      guard case .raw = value.value, let parameter = request.parameter(named: value.name),
        let besides = await wordsBesideName(value.text, for: parameter, in: request)
      else { continue }
      options.append(besides)
    }
    await fill(values, source: source, into: request)
    // An option the app lacks, said where the phrase's slot has no value yet (none found, or a
    // name still to be looked up), was meant for the slot: its parameter takes no default and
    // is asked for if the lookup leaves it empty ("find kayaking trails").
    if !options.isEmpty, let slot = candidate.explanation.slotName,
      let parameter = request.parameter(named: slot), !parameter.hasValue
    {
      request.saidWithoutValue.insert(slot)
    }
    self.request = request
    // "turn it off" right after "turn on the heater": "it" is the heater, and no option the
    // app lacks where a closed list's value would be.
    if let referent, referent.app.name == app.name, Self.saysPronoun(utterance),
      let filled = fillPronoun(from: referent, into: request)
    {
      options.removeAll { Self.referringWords.contains($0.lowercased()) }
      request.saidWithoutValue.remove(filled)
    }
    var reply = await proceed()
    reply.items.insert(contentsOf: await leftOut(further, of: request), at: 0)
    let unreported = unreportedWords(of: candidate, in: utterance)
    // Words another intent of the app would take are said to be no value of this one, and
    // values of a parameter the request has filled already to be left out.
    let (taken, words) = valuesOfParameters(
      in: candidate.leftOutWords + unreported.clauses + unreported.others, for: request,
      countsOwn: true)
    if let said = wordsLeftOut(words.filter { !unreported.others.contains($0) }) {
      reply.items.insert(said, at: 0)
    }
    if let said = timesLeftOut(candidate.unusedTimes, by: request) {
      reply.items.insert(said, at: 0)
    }
    let (takenOptions, unknown) = valuesOfParameters(
      in: options, for: request, countsOwn: false)
    for own in [false, true] {
      let values = (takenOptions + taken).filter { $0.ownParameter == own }
      if let said = valuesLeftOut(values, by: request, alreadyFilled: own) {
        reply.items.insert(said, at: 0)
      }
    }
    if let said = optionsLeftOut(unknown, by: app) {
      reply.items.insert(said, at: 0)
    }
    return reply
  }

  /// Words left out that give values of parameters: a run, the titles of its values as a
  /// sentence names them ("extra shots" of "with an extra shot", "a size" of "large"), and
  /// whether the request's own intent takes them (a value of a parameter it has filled
  /// already) rather than only another intent of its app.
  typealias LeftOutValues = (run: String, values: [String], ownParameter: Bool)

  /// The words that take back what was just said for what follows, said last before it: "no"
  /// of "play jazz, no, play chill" ("no, wait" and "or rather" end in "wait" and "rather").
  /// Narrower than ``correctionStarts``, which open a line: inside a request "it", "that" or
  /// "well" before a second value take nothing back.
  static let selfCorrections: Set<[String]> = [
    ["no"], ["sorry"], ["i", "mean"], ["actually"], ["rather"], ["make", "that"], ["wait"],
    ["oops"],
  ]

  /// `values` with each replaced by a further item of its parameter said after it right after
  /// words that take it back (``selfCorrections``, set apart by commas or not: "play jazz in
  /// tunes, no, play chill", "a flat white, I mean a cappuccino"), and the further items left.
  static func corrected(_ values: [SlotFill], further: [SlotFill], in utterance: String) -> (
    values: [SlotFill], further: [SlotFill]
  ) {
    var values = values
    var left: [SlotFill] = []
    for item in further {
      guard let itemRange = item.range,
        let kept = values.firstIndex(where: { value in
          guard value.name == item.name, let range = value.range else { return false }
          guard range.upperBound <= itemRange.lowerBound else { return false }
          let between = words(of: String(utterance[range.upperBound..<itemRange.lowerBound]))
          return selfCorrections.contains { between.suffix($0.count) == $0[...] }
        })
      else {
        left.append(item)
        continue
      }
      values[kept] = item
    }
    return (values, left)
  }

  /// The words that stand for a thing said before: "it" of "turn it off".
  static let referringWords: Set<String> = ["it", "them", "that", "this", "those", "these"]

  /// Whether `text` says one of ``referringWords``.
  static func saysPronoun(_ text: String) -> Bool {
    words(of: text).contains(where: referringWords.contains)
  }

  /// Fills the first parameter of `request` that takes an entity or an enumeration's case and
  /// has no value yet with a value of the request `referent` performed just before, of the
  /// same type: what a pronoun of the request stands for ("turn it off" after "turn on the
  /// heater" turns the heater off). The values are tried in the order of their parameters'
  /// names. Returns the name of the parameter filled, if one was.
  func fillPronoun(from referent: FollowUpContext, into request: ActiveRequest) -> String? {
    let values = referent.values.sorted { $0.key < $1.key }.map(\.value)
    for parameter in request.parameters where !parameter.hasValue {
      switch parameter.valueType {
      case .entity, .enumeration:
        if values.contains(where: { set(parameter, to: $0) }) { return parameter.name }
      default:
        continue
      }
    }
    return nil
  }

  /// The runs of `runs` whose words all give values of another intent of `request`'s app, or
  /// with `countsOwn` of its own intent (see ``LeftOutValues``); and the other runs. Words said
  /// with a name (an option the name's query does not find) are not counted as its own: "iced"
  /// of "a large iced mocha" is an option Brew lacks, not a second drink.
  func valuesOfParameters(in runs: [String], for request: ActiveRequest, countsOwn: Bool) -> (
    taken: [LeftOutValues], rest: [String]
  ) {
    let source = ValueSource(request)
    let ofApp = catalog.matcherCatalog.parameters.filter { $0.app == source.app }
    let own = ofApp.filter { countsOwn && $0.intent == source.intent }
    let others = ofApp.filter { $0.intent != source.intent }
    var taken: [LeftOutValues] = []
    var rest: [String] = []
    for run in runs {
      if let values = own.lazy.compactMap({ self.values(in: run, takenBy: $0) }).first {
        taken.append((run, values, true))
      } else if let values = others.lazy.compactMap({ self.values(in: run, takenBy: $0) }).first {
        // A bare number names no parameter: "70" is no brightness because a light takes one.
        taken.append((run, SpokenValue.isNumberAlone(run) ? ["a number"] : values, false))
      } else {
        rest.append(run)
      }
    }
    return (taken, rest)
  }

  /// The titles of the values `run` gives `intent`, as a sentence names them; `nil` unless
  /// every word of it gives one that names what it is (no name to look up, no free text).
  private func values(in run: String, takenBy intent: IntentParameters) -> [String]? {
    let read = catalog.index.values(
      in: run, app: intent.app, intent: intent.intent,
      options: MatchOptions(now: now, calendar: calendar))
    guard !read.values.isEmpty, read.unused.isEmpty, read.unknownOptions.isEmpty,
      read.leftOutWords.isEmpty
    else { return nil }
    var titles: [String] = []
    for value in read.values {
      switch value.value {
      case .raw, .text: return nil
      default: break
      }
      guard let parameter = intent.parameters.first(where: { $0.name == value.name }) else {
        return nil
      }
      // A unit in brackets is no part of what the value is: "a distance" of "Distance (km)".
      let title = (parameter.title ?? parameter.name).prefix { $0 != "(" && $0 != "[" }
      let wording = TitleWording(title.trimmingCharacters(in: .whitespaces))
      titles.append(wording.isPlural ? wording.spoken : withArticle(wording.spoken))
    }
    return titles
  }

  /// What to say of the words a request said that give values only another intent of its app
  /// takes: "Reorder Last Order doesn't take extra shots, so I've left out “with an extra
  /// shot”."; `nil` when there are none.
  /// With `alreadyFilled`, of values of its own parameters, which it has: "Check Device
  /// already has a device, so I've left out “the telly”."
  func valuesLeftOut(
    _ taken: [LeftOutValues], by request: ActiveRequest, alreadyFilled: Bool = false
  ) -> ReplyItem? {
    guard !taken.isEmpty else { return nil }
    let values = distinct(taken.flatMap(\.values))
    let said = quotedList(taken.map(\.run), "and")
    let verb = alreadyFilled ? "already has" : "doesn't take"
    let conjunction = alreadyFilled ? "and" : "or"
    return .dialog(
      "\(request.title) \(verb) \(spokenList(values, conjunction)), so I've left out \(said).")
  }

  /// What to say of the times a request said that its intent takes none of: "Order Soup
  /// doesn't take a time, so I've left out “for 2pm”."; `nil` when there are none.
  func timesLeftOut(_ runs: [String], by request: ActiveRequest) -> ReplyItem? {
    guard !runs.isEmpty else { return nil }
    return .dialog(
      "\(request.title) doesn't take a time, so I've left out \(quotedList(runs, "and")).")
  }

  /// What to say of the words a line said that nothing of the request takes and that are no
  /// option: "I didn't understand “for my friend”, so I've left it out."; `nil` when there
  /// are none.
  func wordsLeftOut(_ runs: [String]) -> ReplyItem? {
    guard !runs.isEmpty else { return nil }
    let them = distinct(runs).count == 1 ? "it" : "them"
    return .dialog("I didn't understand \(quotedList(runs, "or")), so I've left \(them) out.")
  }

  /// What to say of the options a line asked for that no parameter of `app`'s intent takes:
  /// "Brew doesn't have “oat”, so I've left it out."; `nil` when there are none.
  func optionsLeftOut(_ options: [String], by app: LoadedApp) -> ReplyItem? {
    guard !options.isEmpty else { return nil }
    let them = distinct(options).count == 1 ? "it" : "them"
    return .dialog(
      "\(app.name) doesn't have \(quotedList(options, "or")), so I've left \(them) out.")
  }

  /// Says what the request held beyond the one value a parameter takes, so that nothing said is
  /// dropped without a word: "I can only take one drink at a time, so I've left out “a small
  /// mocha”." An item that names nothing the parameter takes is said to be unknown instead:
  /// "I couldn't find a drink called “muffin”, so I've left it out."
  func leftOut(_ items: [SlotFill], of request: ActiveRequest) async -> [ReplyItem] {
    var said: [ReplyItem] = []
    for parameter in request.parameters {
      var known: [String] = []
      var unknown: [String] = []
      for item in items where item.name == parameter.name {
        if case .raw(let name) = item.value,
          await !names(name, aValueOf: parameter, in: request)
        {
          unknown.append("“\(name)”")
        } else {
          known.append("“\(item.text)”")
        }
      }
      if !known.isEmpty {
        let noun = (parameter.title.isEmpty ? parameter.name : parameter.title).lowercased()
        said.append(
          .dialog(
            "I can only take one \(noun) at a time, so I've left out \(spokenList(known, "and"))."))
      }
      if !unknown.isEmpty {
        let them = unknown.count == 1 ? "it" : "them"
        said.append(
          .dialog(
            "I couldn't find \(parameter.titleWording.oneOf) called \(spokenList(unknown, "or")), "
              + "so I've left \(them) out."))
      }
    }
    return said
  }

  /// `result`, or when nothing matched, the first of its unconfirmed candidates whose slot
  /// holds a name its parameter's query finds, as the match: "order a mocha" orders the mocha
  /// Brew's drink query finds, though its phrases list only the popular drinks (see
  /// `MatchResult.unconfirmed`).
  private func confirmingNames(_ result: MatchResult) async -> MatchResult {
    guard result.best == nil else { return result }
    for candidate in result.unconfirmed {
      guard let slot = candidate.slot, case .raw(let name) = slot.value,
        let (app, intentType) = catalog.intents(named: "\(candidate.app).\(candidate.intent)")
          .first
      else { continue }
      let request = makeRequest(app: app, intentType: intentType)
      guard let parameter = request.parameter(named: slot.name),
        await names(name, aValueOf: parameter, in: request)
      else { continue }
      return MatchResult(
        utterance: result.utterance, candidates: [candidate], isAmbiguous: false,
        namedApps: result.namedApps)
    }
    return result
  }

  /// Whether `name` names a value `parameter` takes: an entity its query finds.
  private func names(
    _ name: String, aValueOf parameter: any AnyIntentParameter, in request: ActiveRequest
  )
    async -> Bool
  {
    guard case .entity(let type) = parameter.valueType else { return false }
    return await entityCount(of: type, matching: name, in: request) > 0
  }

  /// How many entities `type`'s query finds for `text`; 0 when it finds none, cannot search by
  /// text, or throws.
  private func entityCount(of type: AnyEntityType, matching text: String, in request: ActiveRequest)
    async -> Int
  {
    let found = try? await entities(of: type, matching: text, in: request)
    return (found ?? nil)?.count ?? 0
  }

  /// Where values read from a line come from: the intent, and the phrase whose slot held one.
  struct ValueSource {
    let app: String
    let intent: String
    /// The index of the matched phrase template, if a phrase was matched.
    var templateIndex: Int?

    init(_ candidate: MatchCandidate) {
      app = candidate.app
      intent = candidate.intent
      templateIndex = candidate.templateIndex
    }

    init(_ request: ActiveRequest) {
      app = request.app.name
      intent = request.intentType.typeName
    }
  }

  /// Puts the values read from a line into the request's parameters, each as `fill` does; the
  /// words of a value that an entity query finds several entities for are resolved instead.
  func fill(_ values: [SlotFill], source: ValueSource, into request: ActiveRequest) async {
    for value in values {
      guard var parameter = request.parameter(named: value.name) else { continue }
      if let person = personTaking(value, insteadOf: parameter, among: values, in: request) {
        parameter = person
      }
      if await queryFindsSeveral(value, for: parameter, in: request) {
        request.pendingText.append((parameter, value.text))
        continue
      }
      fill(parameter, from: value, source: source, request: request)
    }
  }

  /// The person parameter a phone number or email address said in the request belongs to when
  /// the matcher gave it to a text parameter ("send a message to ana@example.com" names the
  /// recipient, not the message): the request's one person parameter that nothing else fills.
  private func personTaking(
    _ value: SlotFill, insteadOf parameter: any AnyIntentParameter, among values: [SlotFill],
    in request: ActiveRequest
  ) -> (any AnyIntentParameter)? {
    guard case .string = parameter.valueType, Self.handle(in: value.text) != nil else {
      return nil
    }
    let people = request.parameters.filter { candidate in
      guard case .person = candidate.valueType else { return false }
      return !candidate.hasValue && !values.contains { $0.name == candidate.name }
    }
    return people.count == 1 ? people[0] : nil
  }

  /// Whether the entity query finds several entities for the words a vocabulary entry was read
  /// from: "chicken soup" matches the entry "Chicken Noodle" only partly, and the query knows
  /// it names "Chicken Tortilla" too, so the words are resolved (and the person asked which)
  /// rather than the matcher's pick kept.
  private func queryFindsSeveral(
    _ slot: SlotFill, for parameter: any AnyIntentParameter, in request: ActiveRequest
  ) async -> Bool {
    guard case .entry = slot.value, case .entity(let type) = parameter.valueType else {
      return false
    }
    return await entityCount(of: type, matching: slot.text, in: request) > 1
  }

  /// Puts a value read from the request into its parameter, or keeps its text to resolve (and
  /// to refuse with a reason when it does not fit, as a number outside the parameter's range).
  private func fill(
    _ parameter: any AnyIntentParameter, from slot: SlotFill, source: ValueSource,
    request: ActiveRequest
  ) {
    var value: Any?
    switch slot.value {
    case .entry(let entry, _):
      value = vocabularyName(of: slot.name, in: source).flatMap {
        catalog.value(ofEntry: entry, inVocabulary: $0)
      }
      // A name several people share ("Ana") is looked up by what was said, and asked about.
      if case .person = parameter.valueType { value = nil }
    case .integer, .decimal:
      let units = parameter.numberUnits
      switch (parameter.valueType, slot.value) {
      case _ where units != nil:
        // "2 hours" for minutes is 120.
        let read = units.map { measuredNumber(in: slot.text, type: $0, for: parameter) }
        if case .value(let number) = read { value = number }
      case (.integer, .integer(let number)): value = number
      case (.double, .integer(let number)): value = Double(number)
      case (.double, .decimal(let number)): value = number
      case (.measurement(let type), _):
        if case .value(let amount) = measurement(in: slot.text, type: type, for: parameter) {
          value = amount
        }
      case (.currency, _):
        if case .value(let amount) = currencyAmount(in: slot.text, for: parameter) {
          value = amount
        }
      default: break
      }
    case .date(let date):
      switch parameter.valueType {
      case .date, .dateComponents: value = hasPassedToday(date) ? nil : date
      default: break
      }
    case .boolean(let flag):
      if case .bool = parameter.valueType { value = flag }
    case .raw, .text:
      value = nil
    }
    if let number = (value as? Int).map(Double.init) ?? value as? Double,
      let range = parameter.inclusiveRange, !range.contains(number)
    {
      value = nil
    }
    if let value, set(parameter, to: value) { return }
    request.pendingText.append((parameter, slot.text))
  }

  /// The vocabulary a value of the parameter `name` was read from: the phrase's slot, or the
  /// parameter as the catalog lists it for the intent.
  private func vocabularyName(of name: String, in source: ValueSource) -> String? {
    let catalog = catalog.matcherCatalog
    if let template = source.templateIndex, catalog.templates.indices.contains(template) {
      for part in catalog.templates[template].parts {
        if case .slot(name, .vocabulary(let vocabulary)) = part { return vocabulary }
      }
    }
    let listed = catalog.parameters.first {
      $0.app == source.app && $0.intent == source.intent
    }
    for parameter in listed?.parameters ?? [] where parameter.name == name {
      if case .vocabulary(let vocabulary) = parameter.type { return vocabulary }
    }
    return nil
  }

  /// The best candidate of each different intent, best first.
  private func distinctIntents(_ candidates: [MatchCandidate]) -> [MatchCandidate] {
    var seen = Set<String>()
    return candidates.filter { seen.insert("\($0.app).\($0.intent)").inserted }
  }

  private func askWhichIntent(_ candidates: [MatchCandidate]) -> Reply {
    let rivals = Array(candidates.prefix(3))
    let titles = rivals.map { candidate in
      catalog.intents(named: "\(candidate.app).\(candidate.intent)").first?.intent.titleText
        ?? candidate.intent
    }
    let options = zip(titles, rivals).map { title, candidate in
      ChoiceOption(title: title, names: [title, candidate.intent], value: candidate)
    }
    let prompt = Prompt(
      fallback: "Did you mean \(spokenList(titles, "or"))?", choices: titles,
      readsChoicesAloud: false)
    let question = ChoiceQuestion(options: options, prompt: prompt, purpose: .intent(rivals))
    return ask(prompt, state: .choice(question))
  }

  /// The answer to a clear request that no loaded app does, such as "cancel my order" where no
  /// intent cancels orders: never an "Okay." that pretends it was done.
  func noAppDoes(_ text: String) -> [ReplyItem] {
    apology(
      spoken: "Sorry, none of your apps can do that.",
      shown:
        "Sorry, none of your apps can “\(quoted(text))”. Type :phrases to see what you can say.")
  }

  /// The answer to a request that names one app but none of its phrases: "book a campsite
  /// with trails". Like Siri, it says the app was heard and cannot do it.
  func appDoesNot(_ app: String, _ text: String) -> [ReplyItem] {
    apology(
      spoken: "Sorry, \(app) can't help with that.",
      shown:
        "Sorry, \(app) can't help with “\(quoted(text))”. Type :phrases \(app) to see what it can do."
    )
  }

  /// What the assistant says when nothing matched.
  func notUnderstood(_ text: String) -> [ReplyItem] {
    apology(
      spoken: "Sorry, I didn't understand that.",
      shown: "Sorry, I didn't understand “\(quoted(text))”. Type :phrases to see what you can say.")
  }

  /// A speaker says only the apology; a display quotes the request and says where to look.
  private func apology(spoken: String, shown: String) -> [ReplyItem] {
    [.dialog(surface == .speaker ? spoken : shown)]
  }
}

/// `text` shortened for quoting back: at most 60 characters, cut at a word with "…".
func quoted(_ text: String) -> String {
  guard text.count > 60 else { return text }
  let head = text.prefix(60)
  let cut = head.lastIndex(of: " ").map { head[..<$0] } ?? head
  return cut + "…"
}

import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// A new request: match it, ask which intent when the match is ambiguous, else begin.
  /// "cancel" or "never mind" alone, with nothing to cancel, is acknowledged; "cancel my
  /// order" is a request like any other, and when no intent does it the answer says so. Said
  /// right after an intent of `app` performed, a request that `app` and another app's phrases
  /// both say is `app`'s (see `requestKept(to:_:matching:)`), and one that nothing matches may
  /// be a command to `app` said without its name (see `commandSaid(to:_:)`), a request of an
  /// item listed last by its position (see `listedItemRequest(_:)`), or a question about its
  /// things that it can't answer (see `asksAboutItsThings(_:_:)`).
  func startRequest(_ text: String, after app: LoadedApp? = nil) async -> Reply {
    // A line that starts nothing leaves the card's actions, as it leaves the follow-up.
    let offered = dialog.offer
    let reply = await startingRequest(text, after: app)
    if reply.outcome == .notUnderstood, request == nil, lastMatch?.best == nil {
      dialog.offer = offered
    }
    return reply
  }

  private func startingRequest(_ text: String, after app: LoadedApp?) async -> Reply {
    endOffer()
    if let help = helpReply(for: text) { return help }
    let result = match(text)
    if let app, let kept = await requestKept(to: app, text, matching: result) { return kept }
    let own = result.best == nil ? app.flatMap { commandSaid(to: $0, text) } : nil
    // "open the first one" under a list of cards, read as opening a folder: the intent of
    // that verb that takes a card.
    if (own ?? result).best.map(namesAListedItemOfAnotherType) ?? true,
      let reply = await listedItemRequest(text)
    {
      return reply
    }
    if let own { return await start(text, matching: own) }
    // "is it open today" right after Bear Creek was opened: a command of the app said of the
    // trail by "it", which the phrases read by its name.
    if result.best == nil, let app, let referent = dialog.referent, referent.app.name == app.name,
      let named = namingWhatItStandsFor(text, after: referent)
    {
      // The name's words were never said: none is left out.
      nameStoodIn = (named.name, said: text)
      defer { nameStoodIn = nil }
      if let found = commandSaid(to: app, named.text), let best = found.best,
        Self.readsAWordOfItsPhrase(best)
      {
        return await start(named.text, matching: found)
      }
    }
    if let app, result.best == nil, asksAboutItsThings(app, text) {
      lastMatch = result
      return finish(appDoesNot(app.name, text), .notUnderstood)
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
    let result = catalog.index.match(text, options: matchOptions)
    matchesOfLine[key] = result
    return result
  }

  /// Starts the request `text` matched as `result`.
  func start(_ text: String, matching matched: MatchResult) async -> Reply {
    endOffer()
    // "open it" right after a trail was shown: the intent that takes a trail.
    let result = settledByPronoun(await confirmingNames(matched), text)
    lastMatch = result
    guard let best = result.best else {
      // "cancel" with nothing under way says so, never an "Okay." for nothing done.
      if SpokenValue.isOnlyCancel(text) {
        return finish([.dialog("There's nothing to cancel.")], .cancelled)
      }
      if let app = result.namedApps.first, result.namedApps.count == 1 {
        return finish(appDoesNot(app, text), .notUnderstood)
      }
      if SpokenValue.isCancel(text) { return finish(noAppDoes(text), .notUnderstood) }
      if let position = positionWithNothingListed(text) {
        let reason = NotAnAnswer.unknownReference(said: position).reason(for: text, on: surface)
        return finish([.dialog(reason)], .notUnderstood)
      }
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
    let (listed, lists) = await readingListItems(of: candidate, in: utterance, for: request)
    // "a chai latte" is the Chai Latte, not a Caffè Latte ("latte") with “chai”.
    let candidate = await readingWholeNames(of: listed, in: utterance, for: request)
    let phrase = valuesInPhraseWords(of: candidate, in: utterance, for: request)
    // "remove cedar falls, no wait, alpine loop from my favorites" takes back Cedar Falls.
    let takenBack = Self.selfCorrecting(
      candidate.unknownOptions, after: candidate.filledValues, in: utterance)
    let (correctedOnce, correctedFurther) = Self.corrected(
      candidate.filledValues, further: candidate.furtherItems + takenBack.items, in: utterance)
    // "… in boulder, no wait, running trails": running, not biking, near Boulder.
    let corrected = mendingTextsTakenBack(correctedOnce, in: utterance, for: request)
    // "… and schedule a reminder for 6": the "6" is the clause's, which no app does, not the
    // note's.
    let ownClauses = clausesOfTheirOwn(of: candidate, in: utterance, for: request)
    func isOwnClauses(_ fill: SlotFill) -> Bool {
      fill.range.map { range in ownClauses.contains { $0.range.overlaps(range) } } ?? false
    }
    let filled = corrected.filter { !isOwnClauses($0) }
    let further = correctedFurther.filter { !isOwnClauses($0) }
    let inPlace = await namesInSlotPlace(
      filled + phrase.values.filter { !isOwnClauses($0) }, of: candidate, in: utterance,
      for: request)
    // "move it to the office folder": "it" is the note, "office" no note's name.
    var (values, displaced) = withoutNamesForPronoun(
      inPlace, of: candidate, in: utterance, for: request)
    let source = ValueSource(candidate)
    // Words said with a name the query finds in full: "iced" of "iced mocha"; not in a list,
    // whose parts are looked up one by one.
    var options = takenBack.options.filter { !phrase.options.contains($0) } + displaced
    // Another item for a parameter that takes one runs as a request of its own after this one;
    // "small" of "get me a small mocha and a large cold brew", read by the size's phrase, is
    // the mocha's, and "large", left out, the cold brew's.
    let (itemsSaid, left) = await itemsRunAfter(further, of: request)
    // What an item asks for that the app lacks is said with what the request does: "oat
    // milk" of "two lattes and a mocha with oat milk", which the mocha is run without.
    for item in itemsSaid {
      options += valuesSaid(in: item.text, for: request).unknownOptions.filter {
        !options.contains($0)
      }
    }
    let before = itemsWithTheirValuesBefore(itemsSaid, taking: values, in: utterance)
    values.removeAll { value in before.handed.contains { $0.range == value.range } }
    let regained = valuesIn(options, for: before.handed.map(\.name), of: request)
    values += regained.values
    options.removeAll(where: regained.runs.contains)
    for value in values where !lists.contains(value.name) {
      guard case .raw = value.value, let parameter = request.parameter(named: value.name),
        let besides = await wordsBesideName(value.text, for: parameter, in: request)
      else { continue }
      options.append(besides)
    }
    await fill(values, source: source, into: request)
    request.namesOneByArticle = Self.namesOneByArticle(values, in: utterance)
    // "stock the fridge with butter": the words said for the text the intent would ask for
    // are that text, not an option the app lacks.
    if let said = textSaid(for: request, options: options, by: candidate, in: utterance) {
      request.pendingText.append(said)
      options.removeAll { $0 == said.text }
    }
    // An option the app lacks, said where the phrase's slot has no value yet (none found, or a
    // name still to be looked up), was meant for the slot: its parameter takes no default and
    // is asked for if the lookup leaves it empty ("find kayaking trails").
    if !options.isEmpty, let slot = candidate.reading.slotName,
      let parameter = request.parameter(named: slot), !parameter.hasValue
    {
      request.saidWithoutValue.insert(slot)
    }
    self.request = request
    // "turn it off" right after "turn on the heater": "it" is the heater, and no option the
    // app lacks where a closed list's value would be; "delete that note" after other requests
    // since: the note shown or performed on last.
    let referred =
      dialog.referent.flatMap { referent in
        referent.app.name == app.name && Self.saysPronoun(utterance)
          ? fillPronoun(from: referent, into: request) : nil
      } ?? fillNamedReference(in: utterance, into: request)
    if let filled = referred {
      options.removeAll { Lexicon.referringWords.contains($0.lowercased()) }
      request.saidWithoutValue.remove(filled)
    }
    // The items run after it are queued before this one runs, so that their confirmations are
    // asked as one.
    let unreported = unreportedWords(of: candidate, in: utterance)
    // "… and guitar for 10 minutes": the minutes said after an item are the item's.
    let (items, handed) = itemsWithTheirValues(
      before.items, from: candidate.leftOutWords + unreported.clauses + unreported.others,
      in: utterance, for: request)
    var (reply, toCome) = await runInOrderSaid(request, items: items, values: filled)
    reply.items.insert(
      contentsOf: await leftOut(left.filter { wasSaid($0.text) }, of: request), at: 0)
    // The items are said to come after this one only where they do: not where its
    // confirmation is held to be asked with theirs, which names them all.
    let confirmedTogether = dialog.held.contains {
      $0.request.app.name == app.name && $0.request.intentType == intentType
    }
    if !confirmedTogether, let said = itemsNext(toCome) { reply.items.insert(said, at: 0) }
    // Words another intent of the app would take are said to be no value of this one, and
    // values of a parameter the request has filled already to be left out; only words the
    // person said are.
    let (taken, words) = valuesOfParameters(
      in: (candidate.leftOutWords + unreported.clauses + unreported.others).filter {
        !handed.contains($0) && wasSaid($0)
      }, for: request, countsOwn: true)
    let unmatched = clausesNoAppDoes(unreported.clauses.filter(words.contains))
    if let said = wordsLeftOut(
      words.filter { !unreported.others.contains($0) && !unmatched.contains($0) })
    {
      reply.items.insert(said, at: 0)
    }
    if let said = requestsLeftOut(ownClauses.map(\.said) + unmatched) {
      reply.items.insert(said, at: 0)
    }
    let times = candidate.unusedTimes.filter { time in
      !ownClauses.contains { $0.said.localizedCaseInsensitiveContains(time) } && wasSaid(time)
    }
    if let said = timesLeftOut(times, by: request) {
      reply.items.insert(said, at: 0)
    }
    let (takenOptions, unknown) = valuesOfParameters(
      in: options.filter(wasSaid), for: request, countsOwn: false)
    for own in [false, true] {
      let values = (takenOptions + taken).filter { $0.ownParameter == own }
      if let said = valuesLeftOut(values, by: request, alreadyFilled: own) {
        reply.items.insert(said, at: 0)
      }
    }
    // A number is no option an app lacks: "3" of "log 3 sets of squats", which the intent
    // takes numbers but not this one, is not understood.
    let numbers = unknown.filter(SpokenValue.isNumberAlone)
    var lacked: [String] = []
    for option in unknown where !numbers.contains(option) {
      // "is my mocha ready": the mocha says which order, and is no option Brew lacks.
      if await !namesAnEntityWhole(option, in: request) { lacked.append(option) }
    }
    if let said = optionsLeftOut(lacked, by: app) {
      reply.items.insert(said, at: 0)
    }
    if let said = wordsLeftOut(numbers) { reply.items.insert(said, at: 0) }
    return reply
  }

  /// `result`, when it reads nothing, with the reading whose name the app's query finds: one
  /// the matcher withheld until then (`MatchResult.unconfirmed`), or a question about the
  /// state of a thing no app lists (see `stateQuestionAboutAnUnlistedThing(_:)`).
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
    // "is royal arch open", a trail the app does not suggest, asks what "is bear creek open"
    // asks.
    if let candidate = await stateQuestionAboutAnUnlistedThing(result.utterance) {
      return MatchResult(
        utterance: result.utterance, candidates: [candidate], isAmbiguous: false,
        namedApps: result.namedApps)
    }
    return result
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
    [.dialog(Self.unmatched(text, naming: app, on: surface))]
  }

  /// What the assistant says when nothing matched.
  func notUnderstood(_ text: String) -> [ReplyItem] {
    [.dialog(Self.unmatched(text, naming: nil, on: surface))]
  }

  /// What is said on `surface` of `text`, a request nothing matched: that `app`, the one app
  /// it names, can't help with it, else that it wasn't understood. A speaker says only the
  /// apology; a display quotes the request and says where to look.
  ///
  /// ```swift
  /// Conversation.unmatched("book me a flight", naming: nil, on: .speaker)
  /// // "Sorry, I didn't understand that."
  /// ```
  static func unmatched(_ text: String, naming app: String?, on surface: Surface) -> String {
    switch (app, surface) {
    case (let app?, .speaker):
      "Sorry, \(app) can't help with that."
    case (let app?, _):
      "Sorry, \(app) can't help with “\(quoted(text))”. Type :phrases \(app) to see what it can do."
    case (nil, .speaker):
      "Sorry, I didn't understand that."
    case (nil, _):
      "Sorry, I didn't understand “\(quoted(text))”. Type :phrases to see what you can say."
    }
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

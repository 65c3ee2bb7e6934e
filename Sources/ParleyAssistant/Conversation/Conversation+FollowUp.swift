import ParleyIntents
import ParleyMatcher

/// A follow-up read from a line: the last intent's request again, with the values the line
/// gives already put in, to run with the rest of the values it ran with.
struct FollowUpPlan {
  let request: ActiveRequest
  let context: FollowUpContext
  let line: String
  /// The values the line gave, as "trail = Alpine Loop".
  let changes: [String]
  /// Whether the line asks for a new one of what was done ("another one saying call mom"):
  /// the texts it was done with are its own, asked again unless the line gives them.
  var isANewOne = false
}

extension Conversation {
  /// The last intent to run again with the values `text` gives, as Siri and Alexa take "and alpine
  /// loop?" or "what about cedar falls" right after "is bear creek open?": the line is only a
  /// value of one or more of the intent's parameters, optionally led by "and", "what about",
  /// "how about" or a correction's "make that" or "change it to"; the other values stay as
  /// they were. `nil` when the line says anything else,
  /// so that a new request is never taken for a follow-up; and when, not led, it gives a value
  /// the intent ran without: "45 min" after "log a run of 3 miles" adds to what is done, and
  /// does not log a second run.
  func followUp(_ text: String, after context: FollowUpContext, ledBy lead: Bool = false) async
    -> FollowUpPlan?
  {
    guard options.matching == .flexible else { return nil }
    var (led, rest) = Self.withoutFollowUpLead(text)
    led = led || lead
    guard !rest.isEmpty, !Self.isBareAnswer(rest) else { return nil }
    let request = makeRequest(app: context.app, intentType: context.intentType)
    let source = ValueSource(request)
    var read = valuesSaid(in: rest, for: request)
    // "what about a matcha latte": "matcha", an option or a word left unread, begins the whole
    // name of a drink the query knows, of which the phrases list only "latte" (see
    // `wholeNames(in:values:options:for:)`).
    let whole = await wholeNames(
      in: rest, values: read.values, options: read.unknownOptions, unused: read.unused,
      for: request)
    for name in whole {
      read.values = read.values.map { $0.name == name.entry.name ? name.whole : $0 }
      name.takeOut(from: &read.unknownOptions, unused: &read.unused)
    }
    if led, let plan = await followUp(text, rest, asText: read, of: context, in: request) {
      return plan
    }
    if let plan = followUp(text, rest, asReferenceIn: context, in: request) { return plan }
    // Words the catalog reads as no value it knows ("foo" of "foo trail") are the query's.
    let readsNoKnownValue = read.values.allSatisfy(\.value.isRaw)
    if led, readsNoKnownValue,
      let plan = await followUp(text, rest, foundByQueryOf: context, in: request)
    {
      return plan
    }
    // The words of a value's parameter may be said with it: "two extra shots"; and those that
    // say what a text says: "saying call mom".
    let titles =
      read.values.compactMap { request.parameter(named: $0.name)?.titleWording.title }
      + Self.words(of: rest).filter(SpokenValue.asksForContent)
    // The words a follow-up's value may be said with are read as no value: "one" of "and the
    // cedar falls one?".
    let readsOnlyValues = read.unused.allSatisfy {
      Self.words(of: $0).allSatisfy(Lexicon.followUpValueWords.contains)
    }
    guard !read.values.isEmpty, readsOnlyValues,
      Self.saysOnly(read.values.map(\.text), in: rest, besides: titles)
    else { return nil }
    for value in read.values {
      guard let parameter = request.parameter(named: value.name),
        led || context.values[value.name] != nil
      else { return nil }
      // Free text takes any words: only a line led as a follow-up gives it, and only when the
      // line means no request of its own. An option the app lists for it ("3/4" of the time
      // signatures) is no free text: "make it 3/4" changes it.
      if case .string = parameter.valueType {
        let isListed: Bool
        if case .entry = value.value { isListed = true } else { isListed = false }
        guard led, isListed || match(text).best == nil else { return nil }
      }
      guard await names(value, of: parameter, said: text, in: request) else { return nil }
    }
    if !led, let best = match(text).best, best.reading.appNameSaid != nil {
      return nil
    }
    await fill(read.values, source: source, into: request)
    return FollowUpPlan(
      request: request, context: context, line: text,
      changes: read.values.map { "\($0.name) = \($0.value.description)" })
  }

  /// The follow-up "and boulder?" of an intent that takes one free-text value: words that are
  /// no other value and no request of their own are that value. `nil` otherwise.
  private func followUp(
    _ line: String, _ rest: String,
    asText read: ValuesRead,
    of context: FollowUpContext,
    in request: ActiveRequest
  ) async -> FollowUpPlan? {
    let texts = request.parameters.filter { parameter in
      if case .string = parameter.valueType { return true }
      return false
    }
    guard texts.count == 1, let parameter = texts.first,
      read.values.allSatisfy({ $0.name == parameter.name }), match(rest).best == nil
    else { return nil }
    // "and near banff?" says the place as a request does: the word before it introduces it.
    let value = SpokenValue.withoutIntroducer(Self.freeTextAnswer(rest))
    request.pendingText.append((parameter, value))
    return FollowUpPlan(
      request: request, context: context, line: line, changes: ["\(parameter.name) = \(value)"])
  }

  /// The last intent to run again as it ran, for "the same again" or "and another one", or
  /// with a change said after it, as a follow-up gives it: "another one but large". `nil`
  /// when `text` asks no such thing.
  ///
  /// The verb of the intent's phrases may open it when no phrase of the app says the whole line
  /// ("order the same again" right after a soup was ordered, which Brew's "Order the same
  /// again" would take elsewhere); and a count of more of the same asks for it again with that
  /// count ("two more of those" right after a latte, as "another one but two" would).
  func again(_ text: String, after context: FollowUpContext) async -> FollowUpPlan? {
    var words = Self.words(of: text)
    if words.count > 1, let verb = words.first, verbs(of: context).contains(verb),
      match(text).best.map({ $0.app != context.app.name }) ?? true
    {
      words.removeFirst()
    }
    if let count = Self.countOfMore(words) {
      words = Lexicon.anotherOne + [count]
    }
    if Lexicon.againRequests.contains(words) {
      let request = makeRequest(app: context.app, intentType: context.intentType)
      return FollowUpPlan(
        request: request, context: context, line: text, changes: [],
        isANewOne: !Lexicon.newOneWords.isDisjoint(with: words))
    }
    // The longest opening that asks for the same again, then the words that link a change.
    guard
      let opening = (1..<max(words.count, 1)).reversed().first(where: {
        Lexicon.againRequests.contains(Array(words.prefix($0)))
      })
    else { return nil }
    let change = words.dropFirst(opening).drop { Lexicon.againChangeLinks.contains($0) }
    guard !change.isEmpty,
      let plan = await followUp(change.joined(separator: " "), after: context, ledBy: true)
    else { return nil }
    return FollowUpPlan(
      request: plan.request, context: plan.context, line: text, changes: plan.changes,
      isANewOne: !Lexicon.newOneWords.isDisjoint(with: words.prefix(opening)))
  }

  /// Whether `text` asks about what the intent just performed, `context`, showed, as its own
  /// phrase reads it with nothing new to look up: a question ("how many cards is that" right
  /// after the cards in Biology) that refers to what was shown ("that", "it"), read as that
  /// intent with no value but words of the question itself. Its answer is the one just given;
  /// the question's words are never a name to look up ("a folder called “how many”"). A line
  /// that names a thing of another app asks of that thing: the "it" of "how long is cedar
  /// falls and is it open" right after an order was checked is the trail.
  func asksAboutWhatWasShown(_ text: String, after context: FollowUpContext) -> Bool {
    let words = ConversationWords.withoutAside(Self.words(of: text)).rest
    guard ConversationWords.opensWithAQuestionWord(words),
      words.contains(where: Lexicon.thingReferringWords.contains),
      match(text).best.map({ !$0.namesAnEntry || $0.app == context.app.name }) ?? true,
      let best = match(text, saidTo: context.app).best, best.app == context.app.name,
      best.intent == context.intentType.typeName
    else { return false }
    return best.filledValues.allSatisfy { fill in
      guard case .raw = fill.value else { return false }
      return ConversationWords.opensWithAQuestionWord(Self.words(of: fill.text))
    }
  }

  /// The first words of the phrases of the intent `context` performed, in lower case: "order"
  /// of "Order soup from ${applicationName}".
  func verbs(of context: FollowUpContext) -> Set<String> {
    let own = context.app.shortcutPhrases.filter { $0.intent == context.intentType.typeName }
    return Set(
      own.flatMap(\.phrases).compactMap { phrase in
        phrase.split(separator: " ").first.map { $0.lowercased() }.flatMap {
          $0.hasPrefix("$") ? nil : $0
        }
      })
  }

  /// The count `words` ask more of the same in, as they say it ("two" of "two more of
  /// those", "3 more please"): a number, then "more", and only words that say "of those" or
  /// "please" after it (``Lexicon/moreOfTheSame``). `nil` otherwise.
  private static func countOfMore(_ words: [String]) -> String? {
    guard words.count > 1, words[1] == "more", let count = words.first,
      SpokenValue.integer(in: count) != nil,
      words.dropFirst(2).allSatisfy({
        Lexicon.moreOfTheSame.contains($0) || Lexicon.referringWords.contains($0)
      })
    else { return nil }
    return count
  }

  /// The follow-up "and the one about pie?" of an intent that takes one entity: the words after
  /// a reference ("the one about", "the one called") are looked up by the entity's query, as a
  /// name said in a request is, so that part of a name finds it ("pie" finds "Apple pie").
  /// `nil` when the line says no such reference, or the intent takes no entity or several.
  private func followUp(
    _ line: String, _ rest: String, asReferenceIn context: FollowUpContext,
    in request: ActiveRequest
  ) -> FollowUpPlan? {
    let words = Self.words(of: line)
    guard ConversationWords.saysAnyRun(Lexicon.referenceLeads, in: words) else { return nil }
    let entities = request.parameters.filter { parameter in
      if case .entity = parameter.valueType { return true }
      return false
    }
    guard entities.count == 1, let parameter = entities.first else { return nil }
    request.pendingText.append((parameter, rest))
    return FollowUpPlan(
      request: request, context: context, line: line, changes: ["\(parameter.name) = \(rest)"])
  }

  /// The follow-up "what about mist trail" of an intent that takes one entity, with words that
  /// name no value the app suggests: the entity's query looks them up, as it does a name said in
  /// a request ("get conditions for mist trail"), so that every entity the app has can be
  /// followed up, not only those it suggests. `nil` when the query finds none, or the words are
  /// a request of their own.
  private func followUp(
    _ line: String, _ rest: String, foundByQueryOf context: FollowUpContext,
    in request: ActiveRequest
  ) async -> FollowUpPlan? {
    let entities = request.parameters.filter { parameter in
      if case .entity = parameter.valueType { return true }
      return false
    }
    guard Self.asksAboutAnotherThing(line), entities.count == 1, let parameter = entities.first,
      case .entity(let type) = parameter.valueType, match(rest).best == nil
    else { return nil }
    switch await resolve(rest, for: parameter, in: request) {
    case .value, .choose: break
    case .invalid, .suggest:
      // A name said with its kind, one of a kind ("what about foo trail"), is that kind's
      // name, though the app has none such: said so, never a list of what it suggests.
      let said = Self.words(of: rest)
      guard said.count > 1, let last = said.last, Self.isKindWord(last, of: type),
        last == Inflection.singular(of: last), said.allSatisfy({ !Lexicon.others.contains($0) })
      else { return nil }
    default: return nil
    }
    request.pendingText.append((parameter, rest))
    return FollowUpPlan(
      request: request, context: context, line: line, changes: ["\(parameter.name) = \(rest)"])
  }

  /// Runs the request of `plan` with the values of the intent it follows up, but for those the
  /// follow-up gave.
  func run(_ plan: FollowUpPlan) async -> Reply {
    let (request, context, line, changes) = (plan.request, plan.context, plan.line, plan.changes)
    let given = Set(request.pendingText.map(\.parameter.name))
    // "and a small clam chowder" right after two tomato soups orders one: an article before
    // the new value counts one of it, where the count said before would be carried over. A
    // change ("make it a large") keeps the count.
    let count = countByArticle(in: plan)
    for parameter in request.parameters
    where !parameter.hasValue && !given.contains(parameter.name) {
      if plan.isANewOne, case .string = parameter.valueType { continue }
      if parameter.name == count?.name, context.values[parameter.name] != nil {
        set(parameter, to: Self.countOfAnArticle)
        continue
      }
      if let value = context.values[parameter.name] { set(parameter, to: value) }
    }
    endOffer()
    lastMatch = nil
    let turn = FollowUpTurn(
      line: line, app: request.app.name, intent: request.intentType.typeName, changes: changes)
    // "actually make it a large" right after a latte was ordered changes the order, rather than
    // ordering a second one: what was done is taken back first, through the intent its app
    // declares for that (which asks its own confirmation), and the changed request goes on
    // after it. Why it is taken back is said first, so the question is no surprise.
    if !plan.isANewOne, let done = dialog.lastChange, dialog.changedWith.isEmpty,
      done.intentName == context.intentName, let undoIntent = done.undoIntent,
      Self.correctsWhatWasDone(line)
    {
      dialog.queued.insert(.filled(request, line), at: 0)
      var reply = await runUndo(undoIntent, of: done.app)
      let title = done.intentType.titleText
      reply.items.insert(
        .dialog("“\(title)” is done already: to change it, I'll take it back first."), at: 0)
      dialog.lastFollowUp = turn
      return reply
    }
    self.request = request
    let reply = await proceed()
    dialog.lastFollowUp = turn
    return reply
  }

  /// The count an article in `plan`'s line gives one to: the first whole-number parameter of
  /// its request, where the line changes a value, says "a" or "an", and asks for no change of
  /// what was done nor for another of the same; `nil` otherwise.
  private func countByArticle(in plan: FollowUpPlan) -> (any AnyIntentParameter)? {
    let words = Self.words(of: plan.line)
    guard !plan.changes.isEmpty, !plan.isANewOne, !Self.correctsWhatWasDone(plan.line),
      !Lexicon.indefiniteArticles.isDisjoint(with: words)
    else { return nil }
    return plan.request.parameters.first { parameter in
      if case .integer = parameter.valueType { return true }
      return false
    }
  }

  /// Whether `line`, said right after an action was done, corrects it rather than asking for
  /// it again: it opens with a correction's words ("actually", "no wait", "oops") or asks for
  /// a change of it ("make it a large", "change it to two").
  static func correctsWhatWasDone(_ line: String) -> Bool {
    openingCount(words(of: line)) > 0 || asksForAChange(line)
  }

  /// `text` without the words that lead a follow-up ("and", "what about", "how about"), and a
  /// correction's opening before them ("no, make that two"), and those that close it ("then",
  /// "instead", "?"), and whether it had a lead.
  static func withoutFollowUpLead(_ text: String) -> (led: Bool, rest: String) {
    var words = text.split(separator: " ").map(String.init)
    func leadOpening(_ words: [String]) -> [String]? {
      followUpLeads.first { lead in
        words.count > lead.count && zip(words, lead).allSatisfy { bare($0) == $1 }
      }
    }
    let opening = openingCount(words.map(bare))
    if opening > 0, leadOpening(Array(words.dropFirst(opening))) != nil {
      words.removeFirst(opening)
    }
    var led = false
    while let lead = leadOpening(words) {
      words.removeFirst(lead.count)
      led = true
    }
    let rest = withoutCorrectionWords(
      words.joined(separator: " "), starts: [], ends: Lexicon.followUpEnds
    )
    .trimmingCharacters(in: CharacterSet(charactersIn: "?!.,;: "))
    return (led, rest)
  }

  /// Whether `text` asks the same of another thing: "what about cedar falls", "and alpine
  /// loop?", after a correction's opening or not ("no, what about …").
  static func asksAboutAnotherThing(_ text: String) -> Bool {
    opens(text, withOneOf: Lexicon.anotherThingLeads)
  }

  /// Whether `text`, said at a question for a value, offers its answer with the words that
  /// ask the same of another thing ("how about alpine loop", "what about the second one"), not
  /// with a word that may join it to what was said ("and", "or"; see `Lexicon.offeringLeads`).
  static func offersAnAnswer(_ text: String) -> Bool {
    opens(text, withOneOf: Lexicon.offeringLeads)
  }

  /// Whether `text` asks for another value of what was just done, the same of another thing
  /// ("what about cedar falls", see `asksAboutAnotherThing(_:)`) or a change of it said before
  /// the new value ("make it 100 bpm", "actually, change it to two", see
  /// ``Lexicon/changeToLeads``).
  static func asksForAnotherValue(_ text: String) -> Bool {
    asksAboutAnotherThing(text) || asksForAChange(text)
  }

  /// Whether `text` asks for a value of what was just done to change, said before the new
  /// value ("make it iced", "actually, change it to two", see ``Lexicon/changeToLeads``).
  static func asksForAChange(_ text: String) -> Bool {
    opens(text, withOneOf: Lexicon.changeToLeads)
  }

  /// Whether `text` opens with one of `leads` and says more after it, after a correction's
  /// opening or not ("no, what about …", "actually make it …", "never mind, make it …").
  private static func opens(_ text: String, withOneOf leads: [[String]]) -> Bool {
    let words = text.split(separator: " ").map { bare(String($0)) }
    let rest = words.dropFirst(openingCount(words))
    return leads.contains { lead in
      rest.count > lead.count && zip(rest, lead).allSatisfy { $0 == $1 }
    }
  }

  /// How many of `words` (bare, in lower case) open the line before what it says, asides
  /// (``Lexicon/asides``) and a correction's opening words in any order: two of "never mind,
  /// make it a small", two of "wait no, the lisbon one".
  static func openingCount(_ words: [String]) -> Int {
    var count = 0
    while count < words.count {
      let rest = words[count...]
      if let aside = Lexicon.asides.first(where: { rest.count > $0.count && rest.starts(with: $0) })
      {
        count += aside.count
      } else if correctionOpeners.contains(words[count]) {
        count += 1
      } else {
        break
      }
    }
    return count
  }

  /// Whether the follow-up `text` names `value` as a value of `parameter`, as a follow-up
  /// takes it: "what about gymnopedie" asks the same of another piece, which the query finds by
  /// part of its name as it would in a request; a change names its value whole ("make it
  /// iced" names no Cold Brew, and no trail called “iced”).
  func names(
    _ value: SlotFill, of parameter: any AnyIntentParameter, said text: String,
    in request: ActiveRequest
  ) async -> Bool {
    if await namesWholly(value, parameter, in: request) { return true }
    guard Self.asksAboutAnotherThing(text) else { return false }
    return await findsOneEntity(value, parameter, in: request)
  }

  /// Whether the query of the entity `parameter` takes finds exactly one entity for the words of
  /// `value`: "gymnopedie" finds Gymnopédie No. 1.
  private func findsOneEntity(
    _ value: SlotFill, _ parameter: any AnyIntentParameter, in request: ActiveRequest
  ) async -> Bool {
    guard case .entity = parameter.valueType else { return false }
    if case .value = await resolve(value.text, for: parameter, in: request) { return true }
    return false
  }

  /// Whether `text` says nothing but `values`, the small words around a value ("the", "one",
  /// "too") and the words of `titles`, singular or plural ("extra shots" of "two extra
  /// shots"): "navigate to bear creek trail" says more than a trail.
  static func saysOnly(_ values: [String], in text: String, besides titles: [String] = [])
    -> Bool
  {
    var left = " " + words(of: text).joined(separator: " ") + " "
    for value in values {
      let said = " " + words(of: value).joined(separator: " ") + " "
      guard let range = left.range(of: said) else { continue }
      left.replaceSubrange(range, with: " ")
    }
    let named = Set(titles.flatMap { words(of: $0).map(Inflection.singular) })
    return left.split(separator: " ").allSatisfy {
      Lexicon.followUpValueWords.contains(String($0))
        || named.contains(Inflection.singular(of: String($0)))
    }
  }

  /// The words a follow-up starts with, longest first: a new value's ("and", "what about"),
  /// a reference to another of what was just asked about ("and the one about pie?" right
  /// after a note search), and a correction's, which replaces a value of what was just done
  /// ("make that two extra shots" right after an order, never shots added to it).
  private static let followUpLeads: [[String]] =
    (Lexicon.referenceLeads + Lexicon.changeToLeads + Lexicon.anotherThingLeads).sorted {
      $0.count > $1.count
    }

  /// The words that open a correction and say nothing of it ("no", "actually"): the words of
  /// `correctionStarts` but those a follow-up's own lead says ("make it", "that").
  private static let correctionOpeners = Lexicon.correctionStarts.subtracting(
    Lexicon.changeToLeads.joined())

  /// Whether `text` is a word that answers or ends rather than gives a value: "yes", "no",
  /// "thanks", "ok".
  private static func isBareAnswer(_ text: String) -> Bool {
    let said = words(of: text)
    return said.allSatisfy { Lexicon.bareAnswers.contains($0) }
      || SpokenValue.boolean(in: text) != nil && said.count <= 2
  }

}

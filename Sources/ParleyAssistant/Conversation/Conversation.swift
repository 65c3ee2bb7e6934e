import Foundation
import ParleyIntents
import ParleyMatcher

/// A conversation with the loaded apps, as Siri holds one: one line in, one reply out.
///
/// The conversation matches a request to an App Shortcut, resolves the intent's parameters in
/// Siri's order (the phrase's slot, then the entity query, then a question for each required
/// value still missing), performs the intent, and answers for its ``Surface``. Questions the
/// intent asks while it runs, and the resolution errors it throws, become dialog turns; the
/// next line answers them. It never prints: the caller shows or says the ``Reply``.
///
/// What it holds from one line to the next is one value, its dialog state; the line reader
/// decides what a line is, and a transition, a function of the state and the line, leads to the
/// next state with the effects to carry out (see <doc:ConversationStates>). The conversation is
/// their driver: it shows, asks, and does the work for the apps, performing intents included.
///
/// ```swift
/// let conversation = Conversation(catalog: catalog, options: ConversationOptions(surface: .speaker))
/// let reply = await conversation.respond(to: "get conditions for bear creek in trails")
/// reply.items
/// // [.dialog("The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light traffic.")]
/// reply.outcome  // .completed
/// ```
///
/// A conversation is driven from one task at a time.
public final class Conversation {
  /// The loaded apps, with the phrase parameter values of this conversation's app state.
  public private(set) var catalog: AppCatalog
  /// Where answers go; switching applies from the next line on.
  public var surface: Surface
  /// How the last request line matched, for explaining it (`:why`).
  public internal(set) var lastMatch: MatchResult? {
    get { dialog.lastMatch }
    set {
      dialog.lastMatch = newValue
      dialog.matchCount += 1
    }
  }
  /// How many times ``lastMatch`` was set: compared before and after a line, whether the line
  /// was matched, without clearing what the conversation goes on from.
  public var matchCount: Int { dialog.matchCount }
  /// Whether the session is unlocked for intents that require authentication.
  public var isUnlocked: Bool { dialog.isUnlocked }
  /// Where wrong passcodes are counted: the options' ``ConversationOptions/passcodeAttempts``,
  /// else a count of this conversation's own.
  public let passcodeAttempts: PasscodeAttempts
  /// The card action the last line ran, when it ran one rather than starting a request; `nil`
  /// once a new request starts.
  public var lastAction: ActionTurn? { dialog.lastAction }
  /// The follow-up the last line was ("and alpine loop?" after "is bear creek open?"), when it
  /// ran the last intent again with a new value; `nil` once a new request starts.
  public var lastFollowUp: FollowUpTurn? { dialog.lastFollowUp }
  /// The undo the last line asked for ("cancel that" after an order), which matched no
  /// request; `nil` once a new request starts.
  public var lastUndo: UndoTurn? { dialog.lastUndo }
  /// The dialog branches the conversation's requests took, each once, in the order first taken.
  public var dialogPathsTaken: [DialogPathStep] { dialog.pathsTaken }

  let options: ConversationOptions
  /// All the conversation holds from one line to the next (see ``DialogState``): a line's
  /// transition (see ``DialogStep``) leads from one value to the next, and the properties
  /// below are views of it.
  var dialog: DialogState {
    didSet {
      let (left, taken) = (oldValue.request, dialog.request)
      guard left !== taken else { return }
      // What an `@IntentParameterDependency` of the app's options providers and queries reads.
      left?.dependencies.intentBeingResolved = nil
      taken?.dependencies.intentBeingResolved = taken?.intent
      // What was found for the request left was read with its values, not the new one's.
      if left != nil { forgetWhatQueriesFound() }
    }
  }
  /// The question waiting, or idle.
  var state: ConversationState {
    get { dialog.question }
    set { dialog.question = newValue }
  }
  /// The request under way.
  var request: ActiveRequest? {
    get { dialog.request }
    set { dialog.request = newValue }
  }
  /// What the conversation's transitions read besides its state.
  var setting: DialogSetting {
    DialogSetting(surface: surface, maximumAttempts: options.maximumAttempts)
  }
  /// The texts of the line being answered that were matched, with how they matched: a line is
  /// matched once, however many readings (follow-up, new request) ask how.
  var matchesOfLine: [MatchKey: MatchResult] = [:]
  /// The values texts of the line being answered give an intent, by app, intent and text: a
  /// text is read once for an intent, however many steps ask what it says.
  var valuesOfLine: [String: ValuesRead] = [:]
  /// The entity words of the line being answered name in full, by app, intent, entity type and
  /// text (see `nameSaidInFull(in:type:in:)`): searched for once, whether resolving or saying
  /// what else was said, until the query may find otherwise (see `forgetWhatQueriesFound()`).
  var namesOfLine: [String: (entity: AnyEntity, besides: String)?] = [:]
  /// What entity queries found for the texts of the line being answered, by app, intent,
  /// entity type and text (see `entities(of:matching:in:)`): a query runs once per text,
  /// whether confirming a name, reading the words beside it or resolving it, until it may find
  /// otherwise (see `forgetWhatQueriesFound()`).
  var entitiesOfLine: [String: Result<[AnyEntity]?, any Error>] = [:]
  /// The name put in place of a word that stands for a thing in the request being begun, and
  /// the line the person said (see `namingWhatItStandsFor(_:after:)`): words of the name they
  /// did not say are never said to be left out (see `wasSaid(_:)`).
  var nameStoodIn: (name: String, said: String)?
  /// Each app's state (its dependency manager), by app name: one per conversation, shared by
  /// phrase expansion, entity resolution and `perform()`.
  private var dependencyManagers: [String: AppDependencyManager]
  /// The phrase parameter update count the catalog's values reflect; nil before the
  /// conversation's own state has been expanded.
  private var expandedAtUpdate: Int?

  /// Creates a conversation over `catalog`.
  ///
  /// The first conversation over a catalog goes on with the app state the catalog was loaded
  /// from; a later one starts each app afresh (its `dependencies:` run again) and expands the
  /// phrases from that state before its first request.
  public init(catalog: AppCatalog, options: ConversationOptions = ConversationOptions()) {
    self.catalog = catalog
    self.options = options
    self.surface = options.surface
    self.dialog = DialogState(isUnlocked: options.isUnlocked)
    self.passcodeAttempts = options.passcodeAttempts ?? PasscodeAttempts(directory: nil)
    if let state = catalog.takeAppState(now: options.now) {
      dependencyManagers = state
      expandedAtUpdate = catalog.updateCount
    } else {
      dependencyManagers = Dictionary(
        catalog.apps.map { ($0.name, $0.app.makeDependencyManager(now: options.now)) }
      ) { first, _ in first }
    }
    // One clock: what app code computes in perform() uses the conversation's time.
    for manager in dependencyManagers.values { manager.setClock(to: options.now) }
  }

  /// Fetches the phrase parameter values again from this conversation's app state when they
  /// were never fetched from it, or app code called `updateAppShortcutParameters()` since;
  /// rebuilds the index from them. A query that fails leaves the phrases as they were.
  func refreshPhrasesIfNeeded() async {
    let updates = ParleyApp.parameterUpdateCount
    guard expandedAtUpdate != updates else { return }
    expandedAtUpdate = updates
    if let reloaded = try? await catalog.reloaded(from: dependencyManagers) {
      catalog = reloaded
    }
  }

  /// Whether the conversation waits for the answer to a question.
  public var isAwaitingAnswer: Bool {
    if case .idle = state { return false }
    return true
  }

  /// Whether the conversation waits for the device passcode (read it without echo).
  public var isAwaitingPasscode: Bool {
    if case .passcode = state { return true }
    return false
  }

  /// Answers one line the person typed or said: a new request, or the answer to a question.
  ///
  /// "cancel", "never mind" and "stop" leave any question with a short acknowledgement, and so
  /// does a goodbye unless the question takes it as its answer (a text, an option's name), and
  /// a "no" that answers nothing asked (see `refuse(_:because:)`); a line
  /// that names an app and clearly matches one of its phrases leaves it for that request. A line
  /// starting with `/` runs an intent directly, `/GetTrailInfo trail="Bear Creek"`, also in the
  /// middle of a dialog, which it abandons and says so; while the passcode is asked for, a line
  /// is the passcode unless it is not the right one and starts a request for an app.
  public func respond(to line: String) async -> Reply {
    let reply = await goingOn(after: await answer(line))
    // What "repeat that" says again: the last answer given, not a question or a repetition.
    if reply.outcome != nil, !Self.isRepeatRequest(line) { dialog.lastAnswer = reply }
    return reply
  }

  private func answer(_ line: String) async -> Reply {
    await refreshPhrasesIfNeeded()
    startLine()
    return await carryOut(await transition(on: line))
  }

  /// The answer `text` gives to the question waiting, with the options it asks for that no
  /// parameter takes set aside and said so first (see `optionsSetAside(in:)`).
  func answerQuestion(_ text: String) async -> Reply {
    // "how about alpine loop" at "Which trail?" offers "alpine loop" (a question that takes any
    // text reads its own answer: "how about near banff" names "banff").
    // At a confirmation, "what about a large?" asks for a change of the request.
    let asksForAValue: Bool
    switch state {
    case .value, .choice: asksForAValue = !takesAnyText
    default: asksForAValue = false
    }
    if asksForAValue, Self.offersAnAnswer(text) {
      return await answerQuestion(Self.withoutFollowUpLead(text).rest)
    }
    if let (rest, said) = await optionsSetAside(in: text) {
      // "yes with oat milk" is asked again: what is confirmed would not be what was asked for.
      if case .confirmation(let question) = state, Self.confirmationAnswer(rest, question) == true {
        return ask(question.prompt, prefix: said, state: state)
      }
      var reply = await answer(rest)
      reply.items.insert(contentsOf: said, at: 0)
      return reply
    }
    switch state {
    case .idle:
      return await startRequest(text)
    case .value(let question):
      return await answer(text, to: question)
    case .choice(let question):
      return await answer(text, to: question)
    case .confirmation(let question):
      return await answer(text, to: question)
    case .passcode(let attempts):
      return await answerPasscode(text, attempts: attempts)
    }
  }

  /// The answer `text` gives without the options it asks for that no parameter of the request
  /// takes and the words it says for whom, and what to say of them: "large with oat milk"
  /// answers "What size?" with "large", and Brew doesn't have “oat milk”; "large for my
  /// friend" answers it with "large", and “for my friend” is left out. `nil` when it says
  /// none, when nothing else is said, or when the question takes any text.
  private func optionsSetAside(in text: String) async -> (rest: String, said: [ReplyItem])? {
    guard options.matching == .flexible, let request else { return nil }
    switch state {
    case .value(let question):
      if case .string = question.parameter.valueType { return nil }
    case .choice, .confirmation: break
    case .idle, .passcode: return nil
    }
    let read = valuesSaid(in: text, for: request)
    // A clause after "and" that no value explains: "remind me" of "large and remind me".
    let clauses =
      answersOneValueItself(read) ? clauses(inAnswer: text, read: read, of: request) : []
    let leftOutWords = read.leftOutWords + clauses
    let noAppDoes = clausesNoAppDoes(clauses)
    // "chai" of "a chai latte" is part of a name said whole (see `wholeNames(in:values:…)`).
    let whole = await wholeNames(
      in: text, values: read.values, options: read.unknownOptions, for: request)
    let unknownOptions = read.unknownOptions.filter { option in
      !whole.contains { $0.option == option }
    }
    var words = text.split(separator: " ").map(String.init)
    // The word that leads an option or joins it on goes with it: "with oat", "and iced".
    let links = Lexicon.optionWords.union(Lexicon.conjunctions)
    for run in unknownOptions + leftOutWords {
      let runWords = run.split(separator: " ").map { Self.bare(String($0)) }
      guard
        var start = words.indices.reversed().first(where: { start in
          start + runWords.count <= words.count
            && words[start..<(start + runWords.count)].map(Self.bare) == runWords
        })
      else { return nil }
      let end = start + runWords.count
      if start > words.startIndex, links.contains(Self.bare(words[start - 1])) { start -= 1 }
      words.removeSubrange(start..<end)
    }
    let rest = words.joined(separator: " ").trimmingCharacters(
      in: .punctuationCharacters.union(.whitespaces))
    let said = [
      optionsLeftOut(unknownOptions, by: request.app),
      requestsLeftOut(noAppDoes), wordsLeftOut(leftOutWords.filter { !noAppDoes.contains($0) }),
    ].compactMap { $0 }
    guard !rest.isEmpty, !said.isEmpty else { return nil }
    return (rest, said)
  }

  /// Whether the answer `read` names the one value its question asks for by itself, from the
  /// values the app lists ("large" at "What size?"), or is no value: its words after "and" can
  /// be no part of that value, as they may be of a list ("left lamp and step light") or of a
  /// name only the app's query knows.
  private func answersOneValueItself(_ read: ValuesRead) -> Bool {
    let parameter: any AnyIntentParameter
    switch state {
    case .value(let question): parameter = question.parameter
    case .choice(let question):
      guard case .parameter(let asked, _) = question.purpose else { return false }
      parameter = asked
    case .confirmation: return true
    case .idle, .passcode: return false
    }
    guard !parameter.isArray else { return false }
    return read.values.contains { fill in
      guard fill.name == parameter.name, case .entry = fill.value else { return false }
      return true
    }
  }

  /// Runs an intent directly, skipping phrase matching: `invoke(intent: "GetTrailInfo",
  /// arguments: [("trail", "Bear Creek")])`. Values are read as answers would be.
  public func invoke(intent name: String, arguments: [(name: String, value: String)]) async
    -> Reply
  {
    abandonRequest()
    endOffer()
    dialog.followUp = nil
    dialog.queued = []
    await refreshPhrasesIfNeeded()
    startLine()
    let found = catalog.intents(named: name)
    if found.isEmpty, let reply = await find(named: name, arguments: arguments) {
      return reply
    }
    guard let (app, intentType) = found.first else {
      return finish([.dialog("There's no intent called “\(name)”.")], .notUnderstood)
    }
    guard found.count == 1 else {
      let names = found.map { "\($0.app.name).\($0.intent.typeName)" }
      return finish(
        [.dialog("“\(name)” is in several apps; say which: \(spokenList(names, "or")).")],
        .notUnderstood)
    }
    let request = makeRequest(app: app, intentType: intentType)
    for argument in arguments {
      guard let parameter = request.parameter(named: argument.name) else {
        let known = request.parameters.map(\.name)
        let list = known.isEmpty ? "none" : known.joined(separator: ", ")
        return finish(
          [
            .dialog(
              "\(intentType.typeName) has no parameter called “\(argument.name)”. Its parameters: \(list)."
            )
          ], .notUnderstood)
      }
      request.pendingText.append((parameter, argument.value))
    }
    self.request = request
    return await proceed()
  }

  /// Forgets what the last line was read to say: a new line is read afresh, with the app state
  /// and the phrases as they are now.
  func startLine() {
    matchesOfLine = [:]
    valuesOfLine = [:]
    forgetWhatQueriesFound()
  }

  /// Forgets what the apps' entity queries found: a query may find otherwise once a value of
  /// the intent it reads is set or the app's code runs.
  func forgetWhatQueriesFound() {
    namesOfLine = [:]
    entitiesOfLine = [:]
  }

  /// Abandons the current question, as Ctrl-C does; `nil` when nothing was asked.
  public func interrupt() -> Reply? {
    guard isAwaitingAnswer else { return nil }
    dialog.queued = []
    return cancel()
  }

  /// Leaves the question waiting because no answer came in time, as a speaker lets go of a
  /// question nobody answers: the request under way, and any said with it, is dropped and
  /// nothing is performed. The reply says so ("I didn't hear an answer, so I'll leave that." on a
  /// speaker, "I didn't get an answer, so I'll leave that." on a display) and ends the request as
  /// cancelled; `nil` when nothing was asked. How long to wait is the caller's choice.
  ///
  /// ```swift
  /// _ = await conversation.respond(to: "order a latte with brew")  // What size? …
  /// conversation.timeOut()?.items  // [.dialog("I didn't hear an answer, so I'll leave that.")]
  /// conversation.isAwaitingAnswer  // false
  /// ```
  public func timeOut() -> Reply? {
    guard isAwaitingAnswer else { return nil }
    return carryOutAtOnce(DialogStep.transition(from: dialog, on: .timeout, setting: setting))
  }

  /// Locks the session, as locking the device does: intents that require authentication need
  /// the passcode again (or are refused on a speaker), also a request already under way.
  public func lock() {
    dialog.isUnlocked = false
  }

  // MARK: - Shared steps

  func cancel() -> Reply {
    take { $0.cancel() }
  }

  /// Ends the current request and returns to idle.
  func finish(_ items: [ReplyItem], _ outcome: Outcome) -> Reply {
    take { $0.finish(items, outcome) }
  }

  func abandonRequest() {
    _ = take { $0.abandonRequest() }
  }

  func makeRequest(app: LoadedApp, intentType: any AppIntent.Type) -> ActiveRequest {
    ActiveRequest(app: app, intentType: intentType, dependencies: appState(of: app))
  }

  /// This conversation's state of `app`: its dependency manager.
  func appState(of app: LoadedApp) -> AppDependencyManager {
    if let manager = dependencyManagers[app.name] { return manager }
    let manager = app.dependencies
    manager.setClock(to: options.now)
    dependencyManagers[app.name] = manager
    return manager
  }

  /// The time for everything the conversation and the apps' code compute: `--now` (a
  /// transcript's `@now`) when set, else the system clock.
  var now: Date { options.now ?? Date() }

  var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    if options.now != nil, let utc = TimeZone(identifier: "UTC") { calendar.timeZone = utc }
    return calendar
  }

  /// Asks, and waits in `state`.
  func ask(_ prompt: [ReplyItem], prefix: [ReplyItem] = [], state: ConversationState) -> Reply {
    take { $0.ask(saying: prefix + prompt, question: state) }
  }
}

extension Conversation: CustomReflectable {
  /// A short reflection, without the catalog and the apps' data a conversation holds: a test's
  /// failed expectation that mentions a conversation reflects its values, and reflecting all
  /// of those takes minutes.
  public var customMirror: Mirror {
    Mirror(
      self, children: ["surface": surface, "isAwaitingAnswer": isAwaitingAnswer],
      displayStyle: .class)
  }
}

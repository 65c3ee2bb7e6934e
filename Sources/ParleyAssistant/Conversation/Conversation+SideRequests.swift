import ParleyIntents
import ParleyMatcher

/// A request said while a question waits, rather than an answer to it (see
/// `Conversation.sideRequest(in:)`).
enum SideRequest {
  /// "What can I do with Trails?": the apps' phrases.
  case help
  /// The request under way said again without the app's name: it goes on with these values.
  case sameRequest([SlotFill])
  /// "start over": the request under way begun again with no values, its first question
  /// asked.
  case startOver
  /// Another request, said as `text` and matched as `result`, carried out aside: the question
  /// waiting is asked again after it.
  case another(String, MatchResult)
  /// A request said instead of the one under way, said as `text` and matched as `result`:
  /// "actually, get conditions for cedar falls instead", or the request under way said again
  /// with words that start it over. With `saysLeft`, the reply first says the request under
  /// way was cancelled.
  case instead(String, MatchResult, saysLeft: Bool)
}

extension Conversation {
  /// Carries out a side request, then goes back to the question waiting, asked again, as a
  /// person does who answers "hang on, is my coffee ready?" and then asks for the note's title
  /// again. A side request that asks a question of its own waits its turn, and the question
  /// waiting is asked again; said while the passcode is asked, a question that is never asked
  /// again, or said instead ("actually, …"), it takes the place of the request under way, which
  /// the reply first says was cancelled. So does a second request carried out aside in a row,
  /// said to the question asked again after the first: the person has moved on.
  func carryOut(_ side: SideRequest, said text: String) async -> Reply {
    switch side {
    case .sameRequest(let values):
      // "actually make the mocha a large" changes the mocha of the items said together.
      if let change = await changeOfOneItem(values, said: text) { return change }
      return await carriedOn(with: values) ?? askAgain(because: "Sorry, I didn't catch that.")
    case .startOver:
      guard let left = request else { return finish([], .cancelled) }
      abandonRequest()
      request = makeRequest(app: left.app, intentType: left.intentType)
      var reply = await proceed()
      reply.items.insert(.dialog("Okay, let's start over."), at: 0)
      return reply
    case .instead(let said, let result, let saysLeft):
      let left = saysLeft ? request.map(requestLeft) : nil
      abandonRequest()
      var reply = await start(said, matching: result)
      if let left { reply.items.insert(left, at: 0) }
      return reply
    case .help:
      return await aside { $0.helpReply(for: text) ?? Reply(items: [], outcome: .completed) }
    case .another(let said, let result):
      let focus = result.best.flatMap { $0.reading.appNameSaid == nil ? $0.app : nil }
      return await aside((said, focus)) { await $0.start(said, matching: result) }
    }
  }

  /// The reply of `side`, carried out with the request under way and its question set aside:
  /// the question asked again after it when it ends. A request `said` aside that asks a
  /// question of its own waits its turn, as a request said after another in one line does
  /// ("I'll do “create a note in notes” after this one."), and the question waiting is asked
  /// again: only a cancel word or a request said instead leaves the request under way, never
  /// another request's question. With no question to ask again (the passcode), the request
  /// under way is left.
  private func aside(
    _ said: (text: String, appInFocus: String?)? = nil, _ side: (Conversation) async -> Reply
  ) async -> Reply {
    let waiting = (request: request, question: state, queued: dialog.queued, held: dialog.held)
    request = nil
    state = .idle
    dialog.queued = []
    dialog.held = []
    endOffer()
    var reply = await side(self)
    guard let left = waiting.request else {
      dialog.queued += waiting.queued
      dialog.held = waiting.held + dialog.held
      return reply
    }
    // Items of the request said aside held for one confirmation with more to come ("two small
    // cappuccinos and a large mocha") ask a question of their own, as yet unasked.
    if reply.outcome != nil, dialog.held.isEmpty, let prompt = waiting.question.prompt {
      // A second request carried out in a row instead of an answer: the person has moved on.
      if said != nil, reply.outcome == .completed, dialog.askedAgainAfterAside === left {
        return leaving(left, after: reply, waiting: (waiting.queued, waiting.held))
      }
      request = left
      dialog.queued += waiting.queued
      dialog.held = waiting.held
      let asked = ask(prompt, prefix: reply.items, state: waiting.question)
      if said != nil, reply.outcome == .completed { dialog.askedAgainAfterAside = left }
      return asked
    }
    if let said, let prompt = waiting.question.prompt {
      // What the request said aside began is begun again when its turn comes, from its words.
      request?.run?.abandon()
      for item in dialog.held { item.request.run = nil }
      request = left
      dialog.queued = waiting.queued + [.aside(said.text, appInFocus: said.appInFocus)]
      dialog.held = waiting.held
      let next = ReplyItem.dialog("I'll do “\(quoted(said.text))” after this one.")
      return ask(prompt, prefix: [next], state: waiting.question)
    }
    dialog.queued += waiting.queued
    dialog.held = waiting.held + dialog.held
    left.run?.abandon()
    left.dependencies.intentBeingResolved = nil
    reply.items.insert(requestLeft(left), at: 0)
    return reply
  }

  /// `reply`, to a request carried out aside, after saying that `left`, the request whose
  /// question waited, is cancelled: the items said with it go with it, and the requests
  /// waiting their turn after it start as it would have ended.
  private func leaving(
    _ left: ActiveRequest, after reply: Reply,
    waiting: (queued: [QueuedRequest], held: [HeldConfirmation])
  ) -> Reply {
    left.run?.abandon()
    left.dependencies.intentBeingResolved = nil
    let carriedOut = dialog.queued
    dialog.queued = waiting.queued
    dialog.held = waiting.held
    dialog.dropItems()
    dialog.queued = carriedOut + dialog.queued
    dialog.askedAgainAfterAside = nil
    var reply = reply
    reply.items.insert(requestLeft(left), at: 0)
    return reply
  }

  /// The answer to a question about the question waiting, from what the app declares of its
  /// options, then the question again: "what sizes do you have?" lists the sizes with the
  /// other names each answers to, "how big is a large?" says what the app says of Large. A
  /// question about another value of the request under way is answered the same way from that
  /// parameter's options: "what's a flat white?" while the size waits says what Brew says of
  /// the Flat White, "what other soups are there?" while the count waits lists the soups. A
  /// line that opens as a question and names the options' kind or one of them: the sentences
  /// that answer it; `nil` otherwise. Where any text answers the question, only a question
  /// about another value of the request is answered: "what activities are there?" while Trails
  /// asks where to go lists the activities, never the place. With `kindOnly`, only a question
  /// that names the options' kind and none of them ("which folders do I have?"), which no
  /// request of an app asks for. At a confirmation, which asks for no value, a question names a
  /// kind and none of its options ("what sizes do you have?"), or opens with a word asking
  /// what, which or how and names an option ("what is a grande?" at "Order a large Caffè Latte
  /// for $5.50?" says what Brew says of Medium, the order unchanged: a question about an option
  /// is never an answer; "what about a medium?" asks for it, and changes the size), or asks
  /// what the request's thing costs ("how much is it?", see `aboutTheRequest(_:of:)`).
  func aboutTheQuestion(_ text: String, kindOnly: Bool = false) async -> [String]? {
    guard let request else { return nil }
    // A confirmation asks for no value: the kinds of the request's values, an option asked of
    // by a question word and what its thing costs are asked about there; an option named
    // otherwise ("what about a large?") is a change of the request.
    let asked: (any AnyIntentParameter)?
    switch state {
    case .choice(let question):
      guard case .parameter(let parameter, _) = question.purpose else { return nil }
      asked = parameter
    case .value(let question): asked = question.parameter
    case .confirmation: asked = nil
    default: return nil
    }
    // "hang on, what sizes do you have?" asks it aside.
    let words = ConversationWords.withoutAside(Self.words(of: text)).rest
    guard ConversationWords.opensAQuestion(words) else { return nil }
    // "how about alpine loop" at "Which trail?" offers its answer, and "what about jogging"
    // at "Which Springfield?" another value of the request; neither asks anything of it.
    if asked != nil, Self.offersAnAnswer(text) {
      let rest = Self.withoutFollowUpLead(text).rest
      if await isAnswer(rest) || !valuesSaid(in: rest, for: request).values.isEmpty {
        return nil
      }
    }
    let kindsOnly = kindOnly || asked == nil && !Self.asksOfAnOption(words)
    if case .choice(let question) = state, let asked {
      // Options that only suggest are not all the app has: "what drinks do you have?" lists
      // every drink its query lists.
      let options =
        question.takesOtherValues
        ? await everyOption(for: asked, in: request)
        : ListedOptions(question.options, areEvery: true)
      if let answer = answer(
        Set(words), about: options, of: asked, by: request.app, kindOnly: kindOnly)
      {
        return answer.sentences
      }
    }
    // "is my soup ready?" asks about the person's own soup, not which soups there are.
    for parameter in request.parameters
    where parameter.name != asked?.name && !Self.namesOwnOne(words, of: parameter) {
      switch parameter.valueType {
      case .entity, .enumeration: break
      default: continue
      }
      let options = await everyOption(for: parameter, in: request)
      if let answer = answer(
        Set(words), about: options, of: parameter, by: request.app, kindOnly: kindsOnly)
      {
        return answer.sentences
      }
    }
    return kindOnly || takesAnyText ? nil : aboutTheRequest(words, of: request)
  }

  /// Whether `words` ask of an option rather than for it: they open with a word that asks
  /// what, which or how ("what is a grande?", "how big is a large?"), not with one that asks the
  /// same of another thing ("what about a large?", "how about a mocha?").
  static func asksOfAnOption(_ words: [String]) -> Bool {
    ConversationWords.opensWithAQuestionWord(words)
      && !asksAboutAnotherThing(words.joined(separator: " "))
  }

  /// The answer to a question about the values of the intent just performed, `performed`, from
  /// what its app declares: "what other folders are there?" right after the cards in Biology
  /// says "Besides Biology, Flashcards suggests these folders: Japanese and Spanish.", and "what
  /// folders do I have?" lists them all. Only a question that names the kind of a parameter of
  /// that intent that takes one of a list of options (see `listsItsOptions(_:)`) and none of
  /// its options, that no other request reads, nor
  /// that intent with a value the app has; `nil` otherwise. Without `kindOnly`, a question
  /// that names one of the options is answered too, as it is while that value is asked for:
  /// "how much is a large?" right after a Brew order says what Brew says of Large.
  func aboutWhatWasDone(_ text: String, after performed: FollowUpContext, kindOnly: Bool = true)
    async -> DeclaredAnswer?
  {
    var words = ConversationWords.withoutAside(Self.words(of: text)).rest
    if ConversationWords.joinsAQuestion(words) { words.removeFirst() }
    // "how's my small latte doing" right after it was ordered asks about the order, not the
    // latte Brew lists.
    guard ConversationWords.opensAQuestion(words), kindOnly || !namesOwnValue(text, of: performed)
    else { return nil }
    let request = makeRequest(app: performed.app, intentType: performed.intentType)
    let source = ValueSource(request)
    // A line another request reads is that request ("what notes do I have?" lists the notes);
    // the intent just performed reading it of a name the app lacks is not: "what other
    // folders are there?" is no folder "other folders" for "What's in ${folder}". Nor is
    // another intent of its app that reads it only of such names: "what about other trails"
    // right after a trail was opened is no trail "other" for "Get conditions for ${trail}".
    // Without `kindOnly`, "what's a flat white?" asks about the drink the phrase would order,
    // as a question word says; "can I get a flat white?" orders it, and "how muddy is cedar
    // falls" right after another trail's conditions asks for that trail's, as its phrase's
    // "conditions" read says. "how long is cedar falls" asks its measure, and "how long is
    // cedar falls and is it open" more than it: what its phrase gets.
    var degree = Self.degreeAsked(in: words)
    if let best = match(text).best {
      if !best.reading.wordsAskedAlong.isEmpty { degree = nil }
      let asksOfIt =
        !kindOnly && ConversationWords.opensWithAQuestionWord(words)
        && (readsOnlyItsValues(best) || degree != nil)
      let readsOnlyUnknownNames =
        !best.filledValues.isEmpty && best.filledValues.allSatisfy(\.value.isRaw)
      guard best.app == source.app, best.intent == source.intent || readsOnlyUnknownNames,
        !best.namesAnEntry || asksOfIt
      else { return nil }
      // "how is eagle peak trail" right after a trail's conditions names a trail the app
      // lacks, and asks nothing of the trails it has.
      if best.filledValues.contains(where: { namesAThingByKind($0, of: request) }) { return nil }
    }
    for parameter in request.parameters where Self.listsItsOptions(parameter) {
      if Self.namesOwnOne(words, of: parameter) { continue }
      let listed = await everyOption(for: parameter, in: request)
      let options = listed.options
      // "what's my daily goal?" asks for the goal now, which the options never say.
      if !kindOnly, let own = Self.ownOption(words, among: options) {
        // Said to the app just used, as the line is, another of its intents may read it: "is
        // my mocha order ready yet" right after a Brew order asks for the order's status.
        if let read = match(text, saidTo: performed.app).best, read.app == source.app,
          read.intent != source.intent
        {
          return nil
        }
        let name = own.title.lowercased()
        return DeclaredAnswer(
          sentences: ["Sorry, \(performed.app.name) can't tell you your \(name)."], listing: [])
      }
      guard
        let answer = answer(
          Set(words), about: listed, of: parameter, by: performed.app, kindOnly: kindOnly,
          degree: degree)
      else { continue }
      guard let used = performed.values[parameter.name].map({ option(for: $0).title }),
        !Set(words).isDisjoint(with: Lexicon.others)
      else { return answer }
      let others = options.filter { $0.title != used }
      guard !others.isEmpty, others.count < options.count else { return answer }
      let declared = optionsDeclared(
        ListedOptions(others, areEvery: listed.areEvery), of: parameter, by: performed.app)
      return DeclaredAnswer(sentences: ["Besides \(used), " + declared], listing: others)
    }
    return nil
  }

  /// Whether `fill` is a name no value holds, said with words beyond its parameter's kind and
  /// those that ask for others: "eagle peak trail", where "other trails" names no trail.
  private func namesAThingByKind(_ fill: SlotFill, of request: ActiveRequest) -> Bool {
    guard case .raw(let name) = fill.value, let parameter = request.parameter(named: fill.name)
    else { return false }
    var kinds = [parameter.titleWording.title]
    if case .entity(let type) = parameter.valueType { kinds.append(type.displayName) }
    guard let said = nameNoneHas(name, among: [], kinds: kinds) else { return false }
    return !Self.words(of: said).allSatisfy(Lexicon.others.contains)
  }

  /// Whether `parameter` takes one of a list of options the app declares, which a question
  /// may ask for: an entity, an enumeration's case, or a value its options provider lists
  /// ("which zones are there?" of a zone that is a `String` with a `DynamicOptionsProvider`).
  static func listsItsOptions(_ parameter: any AnyIntentParameter) -> Bool {
    switch parameter.valueType {
    case .entity, .enumeration: true
    default: parameter.dynamicOptions != nil
    }
  }

  /// Whether `words` name things of `parameter`'s kind as someone's own, a possessive and the
  /// parameter's title: "my soup" of "is my soup ready?" and "my drinks" of "are my drinks
  /// ready in brew" ask about what was ordered, not which soups or drinks there are.
  static func namesOwnOne(_ words: [String], of parameter: any AnyIntentParameter)
    -> Bool
  {
    let title = Self.words(of: parameter.titleWording.title)
    guard let last = title.last, !parameter.titleWording.isPlural else { return false }
    let plural = title.dropLast() + [Inflection.plural(of: last)]
    return words.indices.dropLast().contains { index in
      guard Lexicon.possessives.contains(words[index]) else { return false }
      let named = words[index...].dropFirst().prefix(title.count)
      return named.elementsEqual(title) || named.elementsEqual(plural)
    }
  }

  /// The option `words` name as someone's own, a possessive right before its name ("my daily
  /// goal" of "what's my daily goal?"): a question of its value now, not of what it is.
  static func ownOption(_ words: [String], among options: [ChoiceOption]) -> ChoiceOption? {
    options.first { option in option.names.contains { saysAsOwn(Self.words(of: $0), in: words) } }
  }

  /// Whether `words` say `named` right after a possessive: "my latte" of "how's my latte
  /// coming along" is the speaker's own latte, not the one an app lists.
  static func saysAsOwn(_ named: [String], in words: [String]) -> Bool {
    !named.isEmpty
      && words.indices.dropLast().contains { index in
        Lexicon.possessives.contains(words[index])
          && Array(words[(index + 1)...].prefix(named.count)) == named
      }
  }

  /// The sentences that answer a question of the words `said` about `options`, the options of
  /// `parameter`: what the app says of each option named, else the options when the question
  /// names their kind; `nil` when it names neither, or, with `kindOnly`, names an option.
  func answer(
    _ said: Set<String>, about listed: ListedOptions, of parameter: any AnyIntentParameter,
    by app: LoadedApp, kindOnly: Bool, degree: String? = nil
  ) -> DeclaredAnswer? {
    let options = listed.options
    // A word is said when it is, or its plural is: "sizes" says "Size".
    func says(_ name: String) -> Bool {
      let nameWords = Self.words(of: name)
      return !nameWords.isEmpty
        && nameWords.allSatisfy { said.contains($0) || said.contains(Inflection.plural(of: $0)) }
    }
    let named = options.filter { $0.names.contains(where: says) }
    guard !named.isEmpty || says(parameter.titleWording.title) else { return nil }
    guard !kindOnly || named.isEmpty else { return nil }
    guard !options.isEmpty else { return nil }
    return named.isEmpty
      ? DeclaredAnswer(
        sentences: [optionsDeclared(listed, of: parameter, by: app)], listing: options)
      : DeclaredAnswer(
        sentences: named.map { describe($0, by: app, degree: degree) }, listing: [])
  }

  /// "Brew has these sizes: Small (also Tall or Short), Medium and Large."; options that are
  /// only the query's suggestions are said to be so: "Trails suggests these trails: …".
  private func optionsDeclared(
    _ options: ListedOptions, of parameter: any AnyIntentParameter, by app: LoadedApp
  ) -> String {
    let listed = options.options.map { option -> String in
      let other = Self.otherNames(of: option)
      return other.isEmpty ? option.title : "\(option.title) (also \(spokenList(other, "or")))"
    }
    let wording = parameter.titleWording
    let kind = wording.isPlural ? wording.spoken : Inflection.plural(of: wording.spoken)
    let verb = options.areEvery ? "has" : "suggests"
    return "\(app.name) \(verb) these \(kind): \(spokenList(listed, "and"))."
  }

  /// What the app declares of one option: its subtitle and the other names it answers to; of
  /// a thing asked "how `degree`" ("how long is cedar falls"), the measure asked (see
  /// ``measure(_:of:app:)``).
  func describe(_ option: ChoiceOption, by app: LoadedApp, degree: String? = nil) -> String {
    if let degree, let entity = option.value as? any AppEntity {
      return measure(degree, of: entity, app: app.name)
    }
    let display = Self.displayText(of: option.value)
    let other = Self.otherNames(of: option)
    var sentences: [String] = []
    if let display, let sentence = Self.subtitled(display) { sentences.append(sentence) }
    if !other.isEmpty {
      sentences.append("\(option.title) is also called \(spokenList(other, "or")).")
    }
    if sentences.isEmpty {
      sentences.append("\(app.name) says nothing more about \(option.title) than its name.")
    } else if display?.subtitle == nil {
      sentences.append("\(app.name) says nothing more about it.")
    }
    return sentences.joined(separator: " ")
  }

  /// The display text an enum case or an entity declares; `nil` for other values.
  private static func displayText(of value: Any) -> DisplayText? {
    switch value {
    case let enumCase as any AppEnum: DisplayText(enumCase.displayRepresentation)
    case let entity as any AppEntity: DisplayText(entity.displayRepresentation)
    default: nil
    }
  }

  /// The names `option` answers to besides its title.
  private static func otherNames(of option: ChoiceOption) -> [String] {
    var seen: Set<String> = [option.title.lowercased()]
    return option.names.filter { seen.insert($0.lowercased()).inserted }
  }
}

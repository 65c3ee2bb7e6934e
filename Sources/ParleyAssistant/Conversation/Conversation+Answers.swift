import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// An answer to a value question.
  func answer(_ text: String, to question: ValueQuestion) async -> Reply {
    if let day = question.day, let (time, eitherHalf) = time(text, on: day) {
      if eitherHalf {
        return askHalf(of: halves(of: time), for: question.parameter, use: question.use)
      }
      if hasPassedToday(time) {
        return askAboutPassed(time, for: question.parameter, use: question.use)
      }
      return await use(time, for: question.parameter, question.use)
    }
    if let passed = question.passedTime {
      if let later = laterTime(text, after: passed) {
        return await use(later, for: question.parameter, question.use)
      }
      if declinesTomorrow(text) {
        let prompt = Prompt(dialog: nil, fallback: "What time would you like instead?")
        let another = ValueQuestion(
          parameter: question.parameter, prompt: prompt, use: question.use)
        return ask(prompt, state: .value(another))
      }
    }
    if let refusal = refusalOfNegation(text, for: question.parameter) { return refusal }
    if let change = await changeOfItemNamed(in: text) { return change }
    return await answer(text, for: question.parameter, question.use, asked: question.prompt)
  }

  /// The question asked again when `text` only says what is not wanted ("not large", "anything
  /// but the first"): it names no value, though it says one. `nil` when it says no "not", or
  /// when the question takes a text or a yes or no.
  func refusalOfNegation(_ text: String, for parameter: (any AnyIntentParameter)?) -> Reply? {
    switch parameter?.valueType {
    case .string?, .bool?: return nil
    default: break
    }
    let words = Self.words(of: text)
    guard words.contains("not") || words.contains("but") && words.contains("anything") else {
      return nil
    }
    return askAgain(because: "Sorry, “\(text)” doesn't say which one you want.")
  }

  /// An answer read as a value of `parameter`'s type, or as one of the `options` listed.
  ///
  /// An answer that means nothing as said may correct other values of the request ("actually
  /// make it a cappuccino" while the size is asked): the request goes on with them. Else the
  /// answer is read without the words it was said with ("actually, the second one", "I meant a
  /// large"); one that still means nothing is refused for the reason the answer as said gives.
  private func answer(
    _ text: String, for parameter: any AnyIntentParameter, _ use: AnswerUse,
    asked prompt: Prompt, among options: [ChoiceOption] = []
  ) async -> Reply {
    guard let request else { return finish([], .cancelled) }
    let question = questionText(of: prompt)
    var resolution = await resolve(text, for: parameter, in: request, asked: question)
    if let list = await listAnswer(
      text, for: parameter, among: options, asked: question, whole: resolution)
    {
      resolution = list
    }
    if case .invalid = resolution {
      if let corrected = await corrected(text, asked: parameter) { return corrected }
      if let bare = Self.answerWithoutWordsAround(text) {
        var again = pick(bare, among: options) { "" }
        if case .invalid = again {
          again = await resolve(bare, for: parameter, in: request, asked: question)
        }
        if case .invalid = again {} else { resolution = again }
      }
    }
    switch resolution {
    case .value(let value):
      return await self.use(value, for: parameter, use, said: text)
    case .invalid(let reason):
      return await refuse(text, because: reason)
    case .choose(let options):
      return askChoice(
        options, for: parameter, dialog: parameter.requestDisambiguationDialog, use: use)
    case .suggest(let reason, let options):
      return askSuggesting(options, because: reason, for: parameter, use: use)
    case .passed(let time):
      return askAboutPassed(time, for: parameter, use: use)
    case .dayAlone(let day):
      return askTime(on: day, for: parameter, use: use)
    case .eitherHalf(let times):
      return askHalf(of: times, for: parameter, use: use)
    case .ask(let question):
      return await askValue(for: parameter, dialog: IntentDialog(stringLiteral: question), use: use)
    case .unspecified:
      return askAgain(because: "Sorry, I need an exact number.")
    }
  }

  /// The reply to an answer that gives no value the question takes, for `reason` (see
  /// `DialogStep.refuse(_:because:)`).
  func refuse(_ text: String, because reason: String) async -> Reply {
    await carryOut(
      DialogStep.transition(
        from: dialog, on: .unusableAnswer(text, reason: reason), setting: setting))
  }

  /// An answer to a choice question: a number, an ordinal, or a name.
  func answer(_ text: String, to question: ChoiceQuestion) async -> Reply {
    let asked: (any AnyIntentParameter)? =
      if case .parameter(let parameter, _) = question.purpose { parameter } else { nil }
    if let last = selfCorrected(text, among: question.options) {
      return await answer(last, to: question)
    }
    if let refusal = refusalOfNegation(text, for: asked) { return refusal }
    if asked != nil, let change = await changeOfItemNamed(in: text) { return change }
    // "make it extra large" is refused for "extra large", the words it was said with left out.
    if case .parameter = question.purpose, let request,
      let refusal = missingVariant(
        Self.answerWithoutWordsAround(text) ?? text, among: question.options, in: request)
    {
      return askAgain(because: refusal)
    }
    // "that one" names the entity shown last, never the first option by its "one".
    if case .parameter(let parameter, let use) = question.purpose,
      case .entity(let type) = parameter.valueType, let referred = referredEntity(text, of: type)
    {
      return await self.use(referred, for: parameter, use, said: text)
    }
    // "a chai latte" names the Chai Latte in full, though "latte" is a name of a Caffè Latte.
    if case .parameter(let parameter, let use) = question.purpose, question.takesOtherValues,
      let whole = await wholeName(answering: text, for: parameter)
    {
      return await self.use(whole, for: parameter, use, said: text)
    }
    // "two bowls" at "What size?" says the count with the size: both are taken, where the
    // count has no value said yet ("large and a mocha" adds a drink rather than changing it).
    if case .parameter(let parameter, _) = question.purpose, let request,
      let values = await correction(in: text, asked: parameter),
      values.contains(where: { $0.name == parameter.name }),
      values.allSatisfy({ value in
        value.name == parameter.name || request.defaulted.contains(value.name)
          || request.parameter(named: value.name)?.hasValue != true
      }),
      let reply = await carriedOn(with: values)
    {
      return reply
    }
    // "actually make it 5 pm" at "Which time tomorrow?" says another time, on that day.
    if case .parameter(let parameter, let use) = question.purpose, parameter.holdsTimeOfDay,
      let (time, eitherHalf) = clockTime(text, among: question.options)
    {
      if eitherHalf { return askHalf(of: halves(of: time), for: parameter, use: use) }
      return await self.use(time, for: parameter, use, said: text)
    }
    // "room", "any room" at "Which room?": the kind alone names none of the options, though it
    // is a word of one's name ("Living Room"). "no room", of a room the request may go
    // without, goes without.
    if case .parameter(let parameter, let use) = question.purpose,
      case .entity(let type) = parameter.valueType,
      saysKindAlone(
        text, type: type, wording: parameter.titleWording,
        names: question.options.flatMap(\.names))
    {
      if parameter.isOptional, case .resolve = use, let request,
        let first = Self.words(of: text).first, Lexicon.noneWords.contains(first)
      {
        request.saidWithoutValue.remove(parameter.name)
        return await proceed()
      }
      return askAgain(because: Self.whichOneNeeded(of: type))
    }
    var resolution = pick(text, among: question.options) {
      "Sorry, “\(text)” isn't one of the choices."
    }
    if case .parameter(let parameter, let use) = question.purpose,
      let list = await listAnswer(
        text, for: parameter, among: question.options, whole: resolution)
    {
      switch list {
      case .value(let values): return await self.use(values, for: parameter, use)
      case .invalid(let reason): return askAgain(because: await wishRefusal(text) ?? reason)
      default: break
      }
    }
    // "the garage light" fits the lights listed by "light" alone: the query is asked for it.
    if case .choose = resolution, question.takesOtherValues,
      case .parameter(let parameter, _) = question.purpose,
      case .entity(let type) = parameter.valueType,
      notFoundByKindAlone(
        text, type: type, wording: parameter.titleWording, among: question.options) != nil
    {
      resolution = .invalid("")
    }
    // "show me the second one" to Find Notes' question: the request's own verb leads the answer;
    // "quiz me on the first one" picks by position after another request's verb.
    if case .invalid = resolution, let request,
      let rest = answerAfterOwnVerb(text, of: request) ?? pickAfterARequestVerb(text, of: request)
    {
      let again = pick(rest, among: question.options) { "" }
      if case .invalid = again {} else { resolution = again }
    }
    if case .invalid = resolution, case .parameter(let parameter, let use) = question.purpose {
      if question.takesOtherValues {
        return await answer(
          text, for: parameter, use, asked: question.prompt, among: question.options)
      }
      if let corrected = await corrected(text, asked: parameter) { return corrected }
      if let bare = Self.answerWithoutWordsAround(text) {
        let again = pick(bare, among: question.options) { "" }
        if case .invalid = again {} else { resolution = again }
      }
    }
    switch resolution {
    case .value(let value):
      switch question.purpose {
      case .intent:
        if let candidate = value as? MatchCandidate {
          return await begin(candidate)
        }
        if let request, let run = request.run {
          return await resume(run, with: value, in: request)
        }
        return finish([], .cancelled)
      case .parameter(let parameter, let use):
        rememberPick(value, among: question.options, for: parameter.name)
        return await self.use(value, for: parameter, use, said: text)
      case .item(let change):
        guard let item = value as? ActiveRequest else { return finish([], .cancelled) }
        return await self.change(item, with: change)
      }
    case .choose(let narrowed):
      var retry = ChoiceQuestion(
        options: narrowed,
        prompt: choicePrompt(narrowed.map(\.title), dialog: nil, fallback: "Which one?"),
        purpose: question.purpose)
      retry.attempts = question.attempts
      state = .choice(retry)
      return askAgain(because: "Sorry, “\(text)” fits more than one of them.")
    case .invalid(let reason):
      return await refuse(text, because: reason)
    case .passed, .dayAlone, .eitherHalf, .ask, .unspecified, .suggest:
      return askAgain(because: "Sorry, “\(text)” isn't one of the choices.")
    }
  }

  /// What an answer for a list parameter names one part after another ("kitchen light and
  /// reading lamp", "basil, mint and thyme"), each part read as an answer of its own: the values
  /// when each part names one, the reason when a part names none (nothing said is dropped), and
  /// nil when the answer has one part, is the whole name of one value ("Salt and Pepper"), or
  /// has a part that names several, so it is read as a whole.
  func listAnswer(
    _ text: String, for parameter: any AnyIntentParameter, among options: [ChoiceOption] = [],
    asked question: String? = nil, whole: ValueResolution
  ) async -> ValueResolution? {
    guard parameter.isArray, let request else { return nil }
    // A name that has "and" in it, said whole ("Salt and Pepper"), is that one value.
    if case .value(let value) = whole,
      Self.nameWords(of: displayText(of: value)) == Self.nameWords(of: text)
    {
      return nil
    }
    let parts = text.replacingOccurrences(of: ",", with: " and ")
      .split(separator: " ")
      .split { ["and", "&", "plus"].contains($0.lowercased()) }
      .map { $0.joined(separator: " ") }
    guard parts.count > 1 else { return nil }
    var values: [Any] = []
    for part in parts {
      var resolution = pick(part, among: options) { "" }
      if case .invalid = resolution {
        resolution = await resolve(part, for: parameter, in: request, asked: question)
      }
      switch resolution {
      case .value(let value):
        for each in value as? [Any] ?? [value]
        where !values.contains(where: { displayText(of: $0) == displayText(of: each) }) {
          values.append(each)
        }
      case .invalid(let reason): return .invalid(reason)
      case .choose(let fitting):
        // "the attic light" fits every light by "light", but no light is called "attic": it
        // names none, and is said so rather than dropped.
        guard case .entity(let type) = parameter.valueType,
          !Self.nameWords(of: part).isSubset(
            of: Set(fitting.flatMap(\.names).flatMap { Self.nameWords(of: $0) }))
        else { return nil }
        return .invalid(notFound(part, type: type, wording: parameter.titleWording))
      default: return nil
      }
    }
    return .value(values)
  }

  /// The words of `text` that can name something, lowercased: not the words said before a name
  /// ("the", "a", "my", …).
  private static func nameWords(of text: String) -> Set<String> {
    Set(words(of: text)).subtracting(Lexicon.wordsBeforeName)
  }

  /// Uses the value an answer `text` gives as `use` says, first saying what the answer held
  /// beyond it as a new request's further items and options are said: "large, and a muffin"
  /// at "What size?" is told "I couldn't find a drink called “muffin”, so I've left it out.",
  /// and "a hot mocha" at "What would you like to drink?" "Brew doesn't have “hot”, so I've
  /// left it out."
  private func use(
    _ value: Any, for parameter: any AnyIntentParameter, _ use: AnswerUse, said text: String
  ) async -> Reply {
    guard let request else { return await self.use(value, for: parameter, use) }
    noteInferred(value, from: text, in: request)
    var said = await leftOut(furtherItems(ofAnswer: text, to: parameter), of: request)
    // "a large hot mocha" at "What would you like to drink?" is a large Mocha, without "hot".
    if options.matching == .flexible, !parameter.isArray,
      let beside = await besideName(text, for: parameter, in: request)
    {
      let unset = beside.values.filter { value in
        request.parameter(named: value.name).map { !$0.hasValue } ?? false
      }
      await fill(unset, source: ValueSource(request), into: request)
      if !beside.words.isEmpty, let option = optionsLeftOut([beside.words], by: request.app) {
        said.insert(option, at: 0)
      }
    }
    let others = otherValues(ofAnswer: text, giving: value, to: parameter)
    await fill(others, source: ValueSource(request), into: request)
    var reply = await self.use(value, for: parameter, use)
    reply.items.insert(contentsOf: said, at: 0)
    return reply
  }

  /// The values of the request's other parameters that an answer names beside the value it
  /// gives, each a value the app lists or a count, said with none of that value's words: "the
  /// prisoner of azkaban at northgate" at "Which book?" says the branch too, as the request
  /// would have. Said later than the request's, they replace its: "2 bowls of lobster bisque"
  /// at "Which soup?" after "a large bowl of french onion soup", sold out, is two bowls.
  private func otherValues(
    ofAnswer text: String, giving value: Any, to parameter: any AnyIntentParameter
  )
    -> [SlotFill]
  {
    guard options.matching == .flexible, !parameter.isArray, let request else { return [] }
    let given = Set(Self.words(of: displayText(of: value)))
    // A count only beside a value named, never the number that picks an option ("2" at "What
    // size?").
    let namesValue = !given.isDisjoint(with: Self.words(of: text))
    return valuesSaid(in: text, for: request).values.filter { other in
      guard other.name != parameter.name, let taking = request.parameter(named: other.name)
      else { return false }
      switch (other.value, taking.valueType) {
      case (.entry, _): break
      case (.integer, .integer) where namesValue: break
      default: return false
      }
      return !Self.words(of: other.text).contains(where: given.contains)
    }
  }

  /// The item an answer adds after "and" to the value it gives ("a muffin" in "large, and a
  /// muffin"), when it starts as an item does (with an article or a number) or is a name, read
  /// as the request's value it names; empty when the answer adds none. A list parameter and
  /// free text take the whole answer.
  private func furtherItems(ofAnswer text: String, to parameter: any AnyIntentParameter)
    -> [SlotFill]
  {
    guard options.matching == .flexible, !parameter.isArray, let request else { return [] }
    if case .string = parameter.valueType { return [] }
    let words = text.split(separator: " ").map(String.init)
    guard
      let joint = words.indices.dropFirst().first(where: {
        Lexicon.conjunctions.contains(Self.bare(words[$0]))
      }), joint + 1 < words.count
    else { return [] }
    let item = words[(joint + 1)...].joined(separator: " ")
      .trimmingCharacters(in: CharacterSet(charactersIn: "?!.,;: "))
    let first = Self.bare(words[joint + 1])
    let startsAnItem =
      Lexicon.determiners.contains(first) || SpokenValue.integer(in: first) != nil
    let read = valuesSaid(in: item, for: request)
    for value in read.values where request.parameter(named: value.name) != nil {
      switch value.value {
      case .entry: return [SlotFill(name: value.name, text: item, value: value.value)]
      case .raw where startsAnItem:
        return [SlotFill(name: value.name, text: item, value: value.value)]
      default: continue
      }
    }
    return []
  }

  /// Uses an understood answer as `use` says (see `DialogStep.use(_:for:_:)`).
  private func use(_ value: Any, for parameter: any AnyIntentParameter, _ use: AnswerUse) async
    -> Reply
  {
    await carryOut(
      DialogStep.transition(
        from: dialog, on: .valueAnswer(value, for: parameter, use), setting: setting))
  }

  /// Asks the question waited on again after an unusable answer, saying why; drops the request
  /// politely once `maximumAttempts` answers to it were unusable.
  func askAgain(because reason: String) -> Reply {
    take { $0.askAgain(because: reason) }
  }
}

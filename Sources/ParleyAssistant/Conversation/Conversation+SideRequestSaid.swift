import ParleyIntents
import ParleyMatcher

/// What a line said while a question waits is, when it is no answer: a request of its own,
/// said aside or instead, or the request under way said again.
extension Conversation {
  /// The request `text` says while a question waits, rather than answering it: a help
  /// request, a line that names an app, or one that opens with the first word of another
  /// phrase of the request's own app, is taken as a request just as it would be with no
  /// question waiting, and is no answer the question can take (as Alexa switches intents
  /// mid-dialog), or names another app and something it has ("two lattes from brew" while
  /// Soup Shop asks how many soups), or says another app's phrase whole ("check my order" while
  /// Trails asks which trail); at a question that takes any text, only a line that clearly
  /// asks something else (see `askedAside(_:)`). The request under way said again without the
  /// app's name goes on with the values it says, and with it starts over; `nil` when `text` is
  /// an answer.
  func sideRequest(in text: String) async -> SideRequest? {
    if case .confirmation(let question) = state, Self.ownActionAnswer(text, question) != nil {
      return nil
    }
    // "how about the snake plant" at "Which plant?" offers the answer, whatever phrase its
    // "how" opens ("How is ${plant} doing").
    if askedParameter != nil, !takesAnyText, Self.offersAnAnswer(text),
      await isAnswer(Self.withoutFollowUpLead(text).rest)
    {
      return nil
    }
    let words = Self.words(of: text)
    if words != ["help"], appsAskedAbout(words) != nil { return .help }
    var said = Self.withoutCorrectionWords(text)
    var result = match(said)
    // "make a new flashcard": a word a correction may open with is the verb of the phrase the
    // whole line says, and stays in the request; "make it extra large" leads a change.
    if said != text, !ConversationWords.saysAnyRun(Lexicon.changeToLeads, in: words),
      let whole = match(text).best,
      opensWithItsVerb(whole), let verb = Self.firstWord(of: whole),
      !Self.words(of: said).contains(verb)
    {
      said = text
      result = match(text)
    }
    // Another request of the app asked, said without its name as an answer is: "what's in
    // chemistry" while Flashcards asks which folder to open.
    if let request, result.best.map({ $0.reading.appNameSaid == nil }) ?? true,
      result.best?.app != request.app.name
    {
      let own = match(said, saidTo: request.app)
      if let best = own.best, Self.saysWholePhrase(best),
        isAnotherRequestOfTheApp(best, said) || isClearlyARequest(best)
      {
        result = own
      }
    }
    // A request that names another app is that app's, also when it reads as two of its
    // intents: it waits its turn, and asks which then ("how much is a bowl of tomato soup at
    // soup shop" while Notes asks which note).
    guard let best = result.best, !result.isAmbiguous || namesAnotherApp(best) else {
      return await askedAside(text)
    }
    let saidAgain = isTheRequestSaidAgain(best, Self.words(of: said))
    guard
      best.reading.appNameSaid != nil || isAnotherRequestOfTheApp(best, said) || saidAgain
        || isAnotherAppsRequest(best) || isClearlyARequest(best)
    else { return await askedAside(text) }
    if !saysAnotherIntentsPhrase(best, said), !namesAnotherAppsValue(best),
      !isAnotherRequestOfTheValueAsked(best, said), !isNoPlaceAsked(best), await isAnswer(text)
    {
      return nil
    }
    if saidAgain, best.reading.appNameSaid == nil, best.unknownOptions.isEmpty,
      best.leftOutWords.isEmpty, best.furtherItems.isEmpty
    {
      // The request said again goes on with the values it says, as a correction does; said
      // with the app's name, or with words it leaves out, it starts over (and says them).
      return .sameRequest(best.filledValues)
    }
    if saidAgain || ConversationWords.saysInstead(Self.words(of: text)) {
      return .instead(said, result, saysLeft: !saidAgain)
    }
    return .another(said, result)
  }

  /// Whether `candidate` names its app, and that app is not the one of the request under way.
  private func namesAnotherApp(_ candidate: MatchCandidate) -> Bool {
    guard let request else { return false }
    return candidate.reading.appNameSaid != nil && candidate.app != request.app.name
  }

  /// A question or a request set apart from the question waiting: a line that opens as a
  /// question, or after an aside ("hang on, is my coffee ready?"), and opens with the first
  /// word of the phrase of one intent it clearly matches, and is no answer the question takes.
  /// A title may be any words, but one that asks a question an app answers is not what the
  /// person means to write. `nil` otherwise.
  private func askedAside(_ text: String) async -> SideRequest? {
    let (aside, rest) = ConversationWords.withoutAside(Self.words(of: text))
    guard aside || ConversationWords.opensAQuestion(rest) || text.hasSuffix("?") else {
      return nil
    }
    let said = rest.joined(separator: " ")
    let result = match(said)
    let opensAQuestion = ConversationWords.opensAQuestion(rest)
    let opensWithAQuestionWord = ConversationWords.opensWithAQuestionWord(rest)
    // The line as said to the app of the request under way, read once for both readings below.
    let own = request.flatMap { request in
      result.best == nil && opensAQuestion || opensWithAQuestionWord
        ? match(said, saidTo: request.app) : nil
    }
    // A question asked of the app in focus need not name it: "what are my favorites?"; nor
    // one about what was done that says what its phrase is about, as at no question (see
    // `commandSaid(to:_:)`): "what did I order?", not "what time is it?"; and never one
    // that a device must be unlocked for: "is my soup ready" pays for no soup.
    if result.best == nil, opensAQuestion, let own, let best = own.best, !own.isAmbiguous,
      asksWhatItsPhraseDoes(best, rest) || asksWhatWasDone(said, best) && Self.saysItsThing(best),
      isAnswerable(best), await !isAnswer(text)
    {
      return .another(said, own)
    }
    // Nor one that asks another of its intents, whatever question word stands for the phrase's
    // first word: "whats my order status" while Brew confirms a new order.
    // Unless it names a thing of another app: "what are the conditions like at bear creek"
    // while Soup Shop confirms an order asks Trails, whatever "what" stands for in Soup Shop's.
    let asksOfAnotherAppsThing = !result.isAmbiguous && result.best.map(isAnotherAppsThing) == true
    if opensWithAQuestionWord, !asksOfAnotherAppsThing, let own, let best = own.best,
      !own.isAmbiguous, asksAnotherIntent(best, rest), await !isAnswer(text),
      await aboutTheQuestion(text) == nil
    {
      return .another(said, own)
    }
    guard let best = result.best, !result.isAmbiguous,
      opensWithItsVerb(best) || asksOfAnotherAppsThing, await !isAnswer(text)
    else { return nil }
    return .another(said, result)
  }

  /// Whether `words`, which open with a question word, ask another intent of the app of the
  /// request under way than that request, where any text is no answer: "what's my order
  /// status" asks Check Order Status while Brew confirms a new order, as "is my order ready"
  /// does. Where any text answers, a question may be the text ("what is dna" for a card's
  /// front); a question of how to answer ("what do I say") asks for help.
  private func asksAnotherIntent(_ candidate: MatchCandidate, _ words: [String]) -> Bool {
    guard let request, !takesAnyText, !Lexicon.questionHelpRequests.contains(words) else {
      return false
    }
    return candidate.app == request.app.name && candidate.intent != ValueSource(request).intent
  }

  /// Whether `words`, a question, ask of the app in focus what `candidate`'s phrase does,
  /// saying every word of the phrase but its verb: "what are my favorites?" of "Show my
  /// favorite ${applicationName}" while Trails asks to confirm a removal.
  private func asksWhatItsPhraseDoes(_ candidate: MatchCandidate, _ words: [String]) -> Bool {
    guard ConversationWords.opensAQuestion(words), candidate.app == request?.app.name,
      let verb = Self.firstWord(of: candidate)
    else { return false }
    return candidate.reading.missingPhraseWords.map { $0.lowercased() } == [verb]
  }

  /// What to say of `request` when another replaced it while it waited for an answer.
  func requestLeft(_ request: ActiveRequest) -> ReplyItem {
    .dialog("Okay, I've cancelled “\(request.title)”.")
  }

  /// Whether `candidate`, said as `words`, is the request under way said again: opening with
  /// its phrase's first word ("order a latte" while Brew asks the size of the latte ordered),
  /// or in other words that name the app and give the value asked, asking nothing ("can i
  /// have a large one from brew" while Brew asks the size; "what's the difference between
  /// small and large" asks of the options). It goes on with the values it says rather than
  /// being refused as an answer or waiting its turn.
  private func isTheRequestSaidAgain(_ candidate: MatchCandidate, _ words: [String]) -> Bool {
    guard isOfTheRequestUnderWay(candidate) else { return false }
    if opensWithItsVerb(candidate) { return true }
    return candidate.reading.appNameSaid != nil
      && !ConversationWords.opensWithAQuestionWord(words)
      && candidate.filledValues.contains { $0.name == askedParameter?.name }
  }

  /// Whether `candidate` is an intent of the request under way: the same app and intent.
  func isOfTheRequestUnderWay(_ candidate: MatchCandidate) -> Bool {
    guard let request else { return false }
    let source = ValueSource(request)
    return candidate.app == source.app && candidate.intent == source.intent
  }

  /// Whether `candidate` names another app than the request's and something that app has
  /// ("two lattes from brew" while Soup Shop asks how many soups): a request for that app,
  /// though its number could answer.
  private func namesAnotherAppsValue(_ candidate: MatchCandidate) -> Bool {
    namesAnotherApp(candidate) && candidate.namesAnEntry
  }

  /// Whether `candidate` is of another app than the request's and reads a value of that app's
  /// intent, with its name said or not: "is mesa trail muddy" while Soup Shop confirms an order.
  private func isAnotherAppsThing(_ candidate: MatchCandidate) -> Bool {
    guard let request else { return false }
    return candidate.app != request.app.name && !candidate.filledValues.isEmpty
  }

  /// Whether `candidate` matched its phrase from the phrase's first word, a verb ("check my
  /// order" for "Check my order in ${applicationName}") or a question word ("what's in
  /// biology" for "What's in ${folder} in ${applicationName}"); not a verb that a question
  /// word only stands in for ("what does the fox say" opens no "Get conditions for …").
  func opensWithItsVerb(_ candidate: MatchCandidate) -> Bool {
    guard let first = Self.firstWord(of: candidate),
      let opening = candidate.reading.wordsRead.first, !opening.isQuestionWordStandingIn
    else { return false }
    return opening.phraseWord.lowercased() == first
  }

  /// Whether `candidate` says every word of its phrase, its verb as it is written: "what's in
  /// chemistry" says "What's in ${folder}", "what time is it" no "Check my order".
  static func saysWholePhrase(_ candidate: MatchCandidate) -> Bool {
    candidate.reading.missingPhraseWords.isEmpty
      && candidate.reading.wordsRead.first.map { $0.how != .synonym } ?? false
  }

  /// The first word of `candidate`'s phrase in lower case, without what a contraction adds
  /// ("what" of "What's"); `nil` when the phrase opens with a slot.
  static func firstWord(of candidate: MatchCandidate) -> String? {
    guard let first = candidate.phrase.split(separator: " ").first,
      !first.hasPrefix("$")
    else { return nil }
    let word = first.lowercased()
    return word.split(whereSeparator: { $0 == "'" || $0 == "’" }).first.map(String.init) ?? word
  }

  /// Whether `candidate` asks the app of the request under way for another of its intents,
  /// opening with its phrase's first word: "check my order" while Brew asks the size of a new
  /// one. The app need not be named again, as it need not be in an answer. A line that says a
  /// value of the request under way (not words read as a name it does not know) changes it
  /// instead ("add an extra shot" to the latte being ordered), unless the phrase it matched says
  /// a word after its verb that no phrase or parameter of the request under way has ("set the
  /// thermostat to 68" while the lights' brightness is asked); a question that takes any text
  /// takes it as said, unless it asks for a place (see `isNoPlaceAsked(_:)`).
  private func isAnotherRequestOfTheApp(_ candidate: MatchCandidate, _ text: String) -> Bool {
    guard let request else { return false }
    if case .value(let question) = state, case .string = question.parameter.valueType {
      return isNoPlaceAsked(candidate)
    }
    let source = ValueSource(request)
    guard candidate.app == source.app, candidate.intent != source.intent,
      opensWithItsVerb(candidate)
    else { return false }
    let read = valuesSaid(in: text, for: request)
    let saysNoValue = read.values.allSatisfy(\.value.isRaw)
    // A word of the other intent's phrase that is none of this one's ("thermostat" while the
    // lights' brightness is asked) asks for it, though its number could answer.
    return saysNoValue || saysAnotherIntentsPhrase(candidate, text)
      || isAnotherRequestOfTheValueAsked(candidate, text)
      || !catalog.index.words(of: candidate, foreignTo: source.intent, app: source.app).isEmpty
  }

  /// Whether `candidate`, another intent of the request's app, opens with its phrase's verb
  /// and names a thing of the app where the question waiting asks for a place: "take bear creek trail off
  /// my favorites" while Trails asks where to go is that request, as any text may answer but
  /// none that asks for something of the app is a place.
  private func isNoPlaceAsked(_ candidate: MatchCandidate) -> Bool {
    guard let request, case .value(let question) = state,
      case .string = question.parameter.valueType
    else { return false }
    return SpokenValue.asksForPlace(questionText(of: question.prompt)) && candidate.namesAnEntry
      && candidate.app == request.app.name && candidate.intent != ValueSource(request).intent
      && opensWithItsVerb(candidate)
  }

  /// Whether `candidate` says the whole phrase of another intent of the request's app, its verb
  /// as written, with words that are no value of the request under way: "what's in biology"
  /// while Flashcards asks which folder to open asks for the cards of Biology, as "what's in
  /// chemistry" does, whether or not the app has the folder. "add an extra shot" while Brew asks
  /// the size of a latte says the shots of that latte, a value of the request under way.
  private func saysAnotherIntentsPhrase(_ candidate: MatchCandidate, _ text: String) -> Bool {
    guard let request, Self.saysWholePhrase(candidate) else { return false }
    let source = ValueSource(request)
    guard candidate.app == source.app, candidate.intent != source.intent,
      opensWithItsVerb(candidate)
    else { return false }
    let phraseWords = Set(candidate.reading.wordsRead.map(\.utteranceWord))
    return !valuesSaid(in: text, for: request).values.contains { fill in
      !fill.value.isRaw && Self.words(of: fill.text).contains(where: phraseWords.contains)
    }
  }

  /// Whether `candidate` is another intent of the app of the request under way, said from the
  /// verb its phrase opens with, which no phrase of the request under way says, of no value of
  /// that request but the one asked: "remove apple pie" while Notes asks which note to move
  /// asks to delete the note, though it names one the question takes, and is never the answer.
  /// "add an extra shot" while Brew asks the size of a latte names the latte's shots, and
  /// changes it.
  private func isAnotherRequestOfTheValueAsked(_ candidate: MatchCandidate, _ text: String)
    -> Bool
  {
    guard let request, let verb = Self.firstWord(of: candidate),
      let asked = askedParameter?.name
    else { return false }
    let source = ValueSource(request)
    guard candidate.app == source.app, candidate.intent != source.intent,
      opensWithItsVerb(candidate),
      valuesSaid(in: text, for: request).values.allSatisfy({ $0.value.isRaw || $0.name == asked })
    else { return false }
    let own = request.app.shortcutPhrases.filter { $0.intent == source.intent }
    return !own.flatMap(\.phrases).contains { Self.words(of: $0).contains(verb) }
  }

  /// Whether `candidate` is clearly a request where the question waiting takes any text: it
  /// says its phrase whole from the phrase's verb, and every word said is read by the phrase or
  /// its values ("open the second one" while Trails asks where to go). A text that says more
  /// than a phrase ("call mom about the party") is the text, as is one that opens otherwise.
  /// "change my daily goal to 25" while Flashcards asks for a card's answer changes the
  /// setting: "25" is the goal its intent takes, a value no text stands for.
  private func isClearlyARequest(_ candidate: MatchCandidate) -> Bool {
    guard takesAnyText, Self.saysWholePhrase(candidate), opensWithItsVerb(candidate),
      candidate.unusedWords.isEmpty
    else { return false }
    let valueWords = Set(
      candidate.filledValues.filter { !$0.value.isWords }.flatMap { Self.words(of: $0.text) })
    return candidate.reading.wordsNotRead.allSatisfy { word in
      Self.words(of: word).allSatisfy(valueWords.contains)
    }
  }

  /// Whether `candidate`, of another app than the request under way's, says one of its
  /// phrases whole, from its first word, though not the app's name: "order a latte" while
  /// Trails asks which trail; or, where a place is asked or a yes or no, names a thing of that
  /// app. Where it is no answer the question takes, it is that request.
  private func isAnotherAppsRequest(_ candidate: MatchCandidate) -> Bool {
    guard let request, candidate.app != request.app.name else { return false }
    switch state {
    case .value(let question):
      if case .string = question.parameter.valueType {
        // Any text may answer, but a thing of another app is no place: "2 bowls of clam
        // chowder please" while Trails asks where to go orders the soup.
        return SpokenValue.asksForPlace(questionText(of: question.prompt))
          && candidate.namesAnEntry
      }
    case .confirmation:
      // A request for a thing of another app is no yes or no: "2 bowls of clam chowder
      // please" while Flashcards asks to reset a folder orders the soup after it. A name said
      // alone ("bear creek trail") may be a wrong answer as much as a request: the line says
      // a word of the phrase, or a value beside the thing's.
      let saysMore =
        !candidate.reading.wordsRead.isEmpty || !candidate.filledValues.dropFirst().isEmpty
      if candidate.namesAnEntry, saysMore { return true }
    default: break
    }
    return Self.saysWholePhrase(candidate) && opensWithItsVerb(candidate)
  }

  /// `text` without the words that mark a correction around a new request: "actually, order a
  /// cappuccino with brew instead" is "order a cappuccino with brew".
  ///
  /// - Parameters:
  ///   - starts: The words a correction starts with; a correction of values also starts with
  ///     the verbs that change one ("change it to a large").
  ///   - ends: The words it ends with; a correction of values also ends with the words that
  ///     stand for the thing ordered ("two large ones", "two of them").
  static func withoutCorrectionWords(
    _ text: String, starts: Set<String> = Lexicon.correctionStarts,
    ends: Set<String> = Lexicon.correctionEnds
  ) -> String {
    var words = text.split(separator: " ").map(String.init)
    while words.count > 1, let first = words.first, starts.contains(bare(first)) {
      words.removeFirst()
    }
    while words.count > 1, let last = words.last, ends.contains(bare(last)) { words.removeLast() }
    return words.joined(separator: " ")
  }

  /// Whether the question waiting can take `text` as its answer: a value of the parameter
  /// asked for (free text excepted, which any line would be), an option, a yes or a no.
  func isAnswer(_ text: String) async -> Bool {
    switch state {
    case .idle, .passcode:
      return false
    case .value(let question):
      return await takes(text, for: question.parameter)
    case .choice(let question):
      if case .invalid = pick(text, among: question.options, reason: { "" }) {} else { return true }
      guard question.takesOtherValues, case .parameter(let parameter, _) = question.purpose
      else { return false }
      return await takes(text, for: parameter)
    case .confirmation:
      // "no, order a cappuccino with brew instead" says no to start another request; "yes
      // order it with brew" says yes.
      if SpokenValue.boolean(in: text) != nil, Self.withoutCorrectionWords(text) == text {
        return true
      }
      return await correction(in: text, asked: nil) != nil
    }
  }

  /// Whether `text` reads as a value of `parameter` other than free text, and says nothing
  /// more than values of the request: "2" answers "How many cards a day?", "order two lattes
  /// with brew" does not (as a choice takes a number only when it is the whole answer).
  private func takes(_ text: String, for parameter: any AnyIntentParameter) async -> Bool {
    guard let request else { return false }
    if case .string = parameter.valueType { return false }
    if case .invalid = await resolve(text, for: parameter, in: request) { return false }
    return valuesSaid(in: Self.withoutCorrectionWords(text), for: request).unused.isEmpty
  }
}

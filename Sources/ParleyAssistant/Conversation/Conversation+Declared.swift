import ParleyIntents
import ParleyMatcher

// Questions answered from what an app declares: every value of a kind its query lists, what
// it displays of the thing a request is about or of a thing named, the kinds of values an app
// takes when no request is under way, a value the intent just performed ran with; and where it
// declares nothing that answers, that it can't tell.
extension Conversation {
  /// Every value `parameter` takes that its app can list: for an entity, every one its query
  /// lists (an `EnumerableEntityQuery`, or an `EntityPropertyQuery` asked with no comparison,
  /// as the automatic "Find" action runs it); else the options it is asked with (see
  /// `choices(for:in:)`), which for an entity are only the query's suggestions, and are said
  /// to be no more than that.
  func everyOption(for parameter: any AnyIntentParameter, in request: ActiveRequest) async
    -> ListedOptions
  {
    guard parameter.dynamicOptions == nil, case .entity(let type) = parameter.valueType else {
      return ListedOptions(await choices(for: parameter, in: request), areEvery: true)
    }
    guard let everything = try? EntityFindRequest(arguments: []) else {
      return ListedOptions(await choices(for: parameter, in: request), areEvery: false)
    }
    let found = try? await AppDependencyManager.withCurrent(request.dependencies) {
      try await type.find(everything)
    }
    guard let found, !found.isEmpty else {
      return ListedOptions(await choices(for: parameter, in: request), areEvery: false)
    }
    return ListedOptions(found.map(entityOption), areEvery: true)
  }

  /// How to answer a question that takes any text, for a question `text` that asks what the
  /// app has or knows of its kind ("what places do you know?" at "Where would you like to
  /// go?"): the app lists none, so the person is told to say one in their own words. `nil`
  /// at any other question, and for any other line, which the text question takes.
  func aboutTheFreeText(_ text: String) -> String? {
    guard takesAnyText, let request, let hint = howToAnswer() else { return nil }
    let words = ConversationWords.withoutAside(Self.words(of: text)).rest
    guard ConversationWords.opensAQuestion(words),
      words.contains(where: Lexicon.addressingWords.contains),
      words.contains(where: Lexicon.offeringVerbs.contains),
      case .value(let question) = state
    else { return nil }
    let wording = question.parameter.titleWording
    let kind = wording.isPlural ? wording.spoken : Inflection.plural(of: wording.spoken)
    return "\(request.app.name) doesn't list the \(kind) it knows. \(hint)"
  }

  /// What the app displays of the things the request under way is about, for a question
  /// `words` that stands for them by a word and asks what they cost ("how much is it?" while
  /// the size waits; not "how long will it take?"): each entity value's title and subtitle
  /// ("Caffè Latte: Espresso with plenty of steamed milk. $4.50 small, $5.00 medium or $5.50
  /// large."). `nil` when the question stands for nothing so, or the request holds no entity
  /// with a subtitle.
  func aboutTheRequest(_ words: [String], of request: ActiveRequest) -> [String]? {
    guard words.contains(where: Lexicon.referringWords.contains),
      words.contains(where: Lexicon.priceQuestionWords.contains)
    else { return nil }
    let described = request.parameters.compactMap { parameter -> String? in
      guard let entity = parameter.anyValue as? any AppEntity else { return nil }
      return Self.subtitled(DisplayText(entity.displayRepresentation))
    }
    return described.isEmpty ? nil : described
  }

  /// Whether `side`, a request of the app of the request under way said as a question that
  /// stands for a thing by a word ("when will it be ready?" at "Order a small Caffè Latte for
  /// $4.50?"), asks about the request under way rather than what was done before: that is not
  /// done yet, so no intent of its app tells of it.
  func asksAboutTheRequestUnderWay(_ side: SideRequest, said text: String) -> Bool {
    guard let request, case .another(_, let result) = side, result.best?.app == request.app.name
    else { return false }
    let words = ConversationWords.withoutAside(Self.words(of: text)).rest
    return ConversationWords.opensAQuestion(words) && Self.saysPronoun(text)
  }

  /// "Flat White: Espresso with a thin layer of velvety milk.": a title and its subtitle as a
  /// sentence; `nil` with no subtitle.
  static func subtitled(_ display: DisplayText) -> String? {
    guard let subtitle = display.subtitle, !subtitle.isEmpty else { return nil }
    // A subtitle written as a sentence ends with its own stop.
    let stop = subtitle.last.map { ".!?".contains($0) } == true ? "" : "."
    return "\(display.title): \(subtitle)\(stop)"
  }

  /// The answer to a question about the kinds of values an app takes, asked with no question
  /// waiting: "what sizes does brew have" lists Brew's sizes, "what drinks does brew have"
  /// every drink. Only a question that names an app, and the kind of a parameter of one of its
  /// intents that takes one of a list of options (see `listsItsOptions(_:)`) and none of its
  /// values, where no phrase of the intent the line is read as says such a kind ("what soups
  /// does soup shop have today" and "what soups are on at soup shop" are the menu); or, naming
  /// no app, that no request reads and whose kind one app alone takes ("which zones are
  /// there?" lists the zones an options provider gives, "what sizes are there?" names the
  /// sizes of two apps); `nil` otherwise.
  func aboutAnApp(_ text: String) async -> DeclaredAnswer? {
    let words = ConversationWords.withoutAside(Self.words(of: text)).rest
    guard ConversationWords.opensAQuestion(words) else { return nil }
    let result = match(text)
    guard let best = result.best else {
      // A question of yes or no asks about a state ("is my soup ready?"), not for the kind.
      guard ConversationWords.opensWithAQuestionWord(words) else { return nil }
      let named = catalog.apps.filter { result.namedApps.contains($0.name) }
      var answers: [DeclaredAnswer] = []
      for app in named.isEmpty ? catalog.apps : named {
        // The app's name asks for no kind: "soup" of "what did i order from soup shop".
        let name = Self.words(of: app.name)
        let asked = words.filter { !name.contains($0) }
        if let answer = await kindAsked(asked, of: app, in: words) { answers.append(answer) }
      }
      return answers.count == 1 ? answers[0] : nil
    }
    guard let name = best.reading.appNameSaid,
      let app = catalog.apps.first(where: { $0.name == best.app })
    else { return nil }
    // The app's name and the phrase's words ask for no kind: "soup" of "soup shop". Nor does
    // a word another phrase of the intent says: "what soups are on today at soup shop", read
    // as "What's on the menu at ${applicationName}", asks for the menu its intent's "What
    // soups does ${applicationName} have today" shows.
    // A phrase's parameters are no words it says: "What's in ${folder}" says no "folder".
    let phrased = catalog.matcherCatalog.templates
      .filter { $0.app == best.app && $0.intent == best.intent }
      .flatMap { template in
        template.parts.flatMap { part -> [String] in
          guard case .text(let text) = part else { return [] }
          return Self.words(of: text)
        }
      }
    let read = Set(best.reading.wordsRead.map(\.utteranceWord) + Self.words(of: name) + phrased)
    return await kindAsked(
      words.filter { !read.contains($0) && !read.contains(Inflection.singular(of: $0)) },
      of: app, in: words)
  }

  /// The options of the first parameter of `app`'s intents whose kind the words `asked` name,
  /// naming none of its options, where the whole question, `said`, names no one thing of it as
  /// someone's own ("my drink" of "is my drink ready yet in brew", whose "my" a phrase reads),
  /// see `aboutAnApp(_:)`; `nil` when they name no such kind.
  private func kindAsked(_ asked: [String], of app: LoadedApp, in said: [String]) async
    -> DeclaredAnswer?
  {
    for intentType in app.app.allIntents {
      let request = makeRequest(app: app, intentType: intentType)
      for parameter in request.parameters where Self.listsItsOptions(parameter) {
        if Self.namesOwnOne(said, of: parameter) { continue }
        let options = await everyOption(for: parameter, in: request)
        if let answer = answer(
          Set(asked), about: options, of: parameter, by: app, kindOnly: true)
        {
          return answer
        }
      }
    }
    return nil
  }

  /// What an app displays of a thing a question names with nothing under way, that no request
  /// reads, nor, right after an intent was performed, a request said to its app: "is there
  /// french onion soup today?" says what Soup Shop displays of the French Onion ("French
  /// Onion: With a cheese crouton. Sold out today."); a question of degree says the measure
  /// asked ("how long is royal arch": "The trail length of Royal Arch is …", see
  /// ``measure(_:of:app:)``). Only an entity an intent
  /// of an app takes, named by words its query finds one of, with a subtitle (any, asked a
  /// measure), in a question
  /// that does not ask whether the speaker may have it ("could i grab two small cappuccinos" is
  /// a request the matcher may refuse, not a question about the cappuccino); `nil` otherwise.
  func aboutAThing(_ text: String) async -> [String]? {
    let words = ConversationWords.withoutAside(Self.words(of: text)).rest
    // "is my mocha order ready yet" right after a Brew order asks for the order's status.
    guard ConversationWords.opensAQuestion(words), !ConversationWords.asksOfTheSpeaker(words),
      match(text).best == nil,
      dialog.followUp.flatMap({ match(text, saidTo: $0.app).best }) == nil,
      await stateQuestionAboutAnUnlistedThing(text) == nil
    else { return nil }
    for app in catalog.apps {
      for intentType in app.app.allIntents {
        let request = makeRequest(app: app, intentType: intentType)
        // "how's my latte coming along" asks about the speaker's own latte, not the menu's.
        for fill in valuesSaid(in: text, for: request).values
        where !Self.saysAsOwn(Self.words(of: fill.text), in: words) {
          guard let parameter = request.parameter(named: fill.name),
            case .entity = parameter.valueType,
            case .value(let value) = await resolve(fill.text, for: parameter, in: request),
            let entity = value as? any AppEntity
          else { continue }
          // "how long is royal arch" asks the trail's length, not what it is.
          if let degree = Self.degreeAsked(in: words) {
            return [measure(degree, of: entity, app: app.name)]
          }
          guard let sentence = Self.subtitled(DisplayText(entity.displayRepresentation))
          else { continue }
          return [sentence]
        }
      }
    }
    return nil
  }

  /// What an app declares of an option a question names, which a request reads with nothing
  /// of its phrase but that option: "what is a grande?", which Brew's "Get me a ${size}
  /// coffee" reads as an order by its "what" standing in for "get", says "Medium is also
  /// called Grande or Regular. Brew says nothing more about it.", as it does while the size is
  /// asked for, whatever was done before (also after "and": "and what is a grande?" right
  /// after a trail's conditions). Right after `performed`, a line no app reads is read as said
  /// to its app, as a request would be ("what is a fiddle?" right after Etude's summary).
  ///
  /// Only a question that opens with a word asking what, which or how (not "how about a
  /// latte", which asks for one), whose best reading names a value a list of the intent's
  /// options holds, leaves no word unread but a question word or one of another value it
  /// names, and reads no word but a question word standing in for the phrase's verb, itself no
  /// question word, and the small words around a value; each option named is answered, in the
  /// order said ("what is a venti latte?" says what Brew declares of Large, then of the Caffè
  /// Latte, and orders nothing): "what are the conditions at bear creek?" asks for the conditions,
  /// so do "how's bear creek" and "what's the weather on bear creek trail", and "how many cards
  /// are in spanish" for the cards. A question no app reads is answered from the one app that
  /// declares an option it names (see `aboutAnOptionNamedAlone(_:after:)`). `nil` otherwise.
  func aboutAnOptionNamed(_ text: String, after performed: FollowUpContext?) async
    -> DeclaredAnswer?
  {
    var words = ConversationWords.withoutAside(Self.words(of: text)).rest
    if ConversationWords.joinsAQuestion(words) { words.removeFirst() }
    guard ConversationWords.opensWithAQuestionWord(words),
      !Self.asksAboutAnotherThing(words.joined(separator: " "))
    else { return nil }
    // Right after an intent performed, a line no app reads is read as said to its app, as a
    // request would be: "what is a fiddle?" right after Etude's summary. Matched only for a
    // question, the cheap tests first: this is read for every line no earlier reading took.
    let read = match(text).best ?? performed.flatMap { match(text, saidTo: $0.app).best }
    // "how much is a venti?", which no app reads: the one app that declares a venti.
    guard let best = read else { return await aboutAnOptionNamedAlone(words, after: performed) }
    // "what is a venti latte?": words the phrase leaves unread that name another value of the
    // intent ("latte") are asked about too.
    let entries = best.filledValues.filter(\.value.isEntry)
    let valueWords = Set(entries.flatMap { Self.words(of: $0.text) })
    guard !entries.isEmpty,
      best.reading.wordsNotRead.allSatisfy({
        Lexicon.questionWords.contains($0) || valueWords.contains($0)
      }),
      readsOnlyItsValues(best),
      let (app, intentType) = catalog.intents(named: "\(best.app).\(best.intent)").first
    else { return nil }
    let request = makeRequest(app: app, intentType: intentType)
    // Each option in the order the line names it: "venti", then "latte".
    func said(_ parameter: any AnyIntentParameter) -> String.Index {
      let at = entries.filter { $0.name == parameter.name }.compactMap { $0.range?.lowerBound }
      return at.min() ?? text.endIndex
    }
    let asked = request.parameters.filter(Self.listsItsOptions).enumerated()
      .sorted { (said($0.element), $0.offset) < (said($1.element), $1.offset) }.map(\.element)
    var answers: [DeclaredAnswer] = []
    let degree = Self.degreeAsked(in: words)
    for parameter in asked {
      let options = await everyOption(for: parameter, in: request)
      if let answer = answer(
        Set(words), about: options, of: parameter, by: app, kindOnly: false, degree: degree)
      {
        answers.append(answer)
      }
    }
    guard !answers.isEmpty else { return nil }
    var whole = answers[0]
    for answer in answers.dropFirst() {
      whole.sentences += answer.sentences
      whole.listed += answer.listed
    }
    return whole
  }

  /// What an app declares of the option a question no app reads names by one of its names
  /// whole, with nothing else but words that ask and small words (see `asksOnly(_:)`): "how much is a
  /// venti?", which Brew alone declares, says "Large is also called Venti or Big. Brew says
  /// nothing more about it.". Only where one app declares an option of that name, or the app
  /// of the intent just performed, `performed`, is one of them; a name several apps declare
  /// ("how much is a large?", Brew's Large and Soup Shop's Large Bowl) is no more answered
  /// than a kind several apps take ("what sizes are there?", see `aboutAnApp(_:)`). `nil`
  /// otherwise.
  private func aboutAnOptionNamedAlone(_ words: [String], after performed: FollowUpContext?)
    async -> DeclaredAnswer?
  {
    let named = words.filter { !Self.asksOnly($0) }
    guard !named.isEmpty else { return nil }
    let degree = Self.degreeAsked(in: words)
    var answers: [(app: String, answer: DeclaredAnswer)] = []
    for app in catalog.apps {
      if let option = await option(named: named, of: app, degree: degree) {
        answers.append((app.name, DeclaredAnswer(sentences: [option], listing: [])))
      }
    }
    if let performed, let own = answers.first(where: { $0.app == performed.app.name }) {
      return own.answer
    }
    return answers.count == 1 ? answers[0].answer : nil
  }

  /// What `app` declares of the first option of its intents' values that one of its names
  /// says whole, as the words `named`, singular or plural: "Large is also called Venti or
  /// Big. Brew says nothing more about it." of "venti", or the measure a question of `degree`
  /// asks of it; `nil` when `app` has none so named.
  private func option(named: [String], of app: LoadedApp, degree: String?) async -> String? {
    let said = named.map(Inflection.singular)
    for intentType in app.app.allIntents {
      let request = makeRequest(app: app, intentType: intentType)
      for parameter in request.parameters where Self.listsItsOptions(parameter) {
        let options = await everyOption(for: parameter, in: request).options
        let option = options.first { option in
          option.names.contains { Self.words(of: $0).map(Inflection.singular) == said }
        }
        if let option { return describe(option, by: app, degree: degree) }
      }
    }
    return nil
  }

  /// Whether `word` only asks of a thing, and names nothing of it nor of who does what: "how",
  /// "much", "is" and "a" of "how much is a venti?", "cost" of "what does a venti cost?"; not
  /// "i" of "what did i order?".
  private static func asksOnly(_ word: String) -> Bool {
    Lexicon.questionWords.contains(word) || Lexicon.degreeQuestionWords.contains(word)
      || Lexicon.priceQuestionWords.contains(word) || Lexicon.copulas.contains(word)
      || Lexicon.doForms.contains(word) || Lexicon.followUpValueWords.contains(word)
  }

  /// Whether `best` reads no word of its phrase but a question word standing in for the
  /// phrase's verb, itself no question word, and the small words around a value: "what is a
  /// grande?" of "Get me a ${size} coffee" asks of the size; "how muddy is cedar falls" of
  /// "Get ${trail} conditions" reads "muddy" as "conditions" and asks for them.
  func readsOnlyItsValues(_ best: MatchCandidate) -> Bool {
    guard let verb = Self.firstWord(of: best), !Lexicon.questionWords.contains(verb) else {
      return false
    }
    return best.reading.wordsRead.allSatisfy { read in
      standsIn(read, for: verb) || Lexicon.followUpValueWords.contains(read.utteranceWord)
    }
  }

  /// Whether `read` is a question word said for `verb`, the first word of a phrase that is no
  /// question: "what" read as "get" in "what is a grande?", not "how" read as "what" of
  /// "What's in ${folder}", nor as "conditions" of "Get conditions for ${trail}".
  private func standsIn(_ read: MatchReading.WordRead, for verb: String) -> Bool {
    read.isQuestionWordStandingIn && read.phraseWord.lowercased() == verb
  }

  /// The answer to a question about a value the intent just performed ran with, `performed`:
  /// "what's my daily goal?" right after it was set to 40 says "The daily goal is 40.". Only a
  /// question that opens with a word asking what or which (a yes/no question asks about a
  /// state, not for the value: "is my soup ready?"), names the title of a parameter the intent
  /// ran with, by all its words, and that no request reads ("what's on the menu at soup shop"
  /// is the menu); `nil` otherwise.
  func aboutTheValueUsed(_ text: String, after performed: FollowUpContext) -> [String]? {
    let words = ConversationWords.withoutAside(Self.words(of: text)).rest
    guard ConversationWords.opensWithAQuestionWord(words), match(text).best == nil else {
      return nil
    }
    let said = Set(words)
    let request = makeRequest(app: performed.app, intentType: performed.intentType)
    for parameter in request.parameters {
      guard let value = performed.values[parameter.name] else { continue }
      let title = parameter.titleWording
      guard Self.words(of: title.title).allSatisfy(said.contains) else { continue }
      let spoken = option(for: value).title
      return ["The \(title.spoken) is \(spoken)."]
    }
    return nil
  }
}

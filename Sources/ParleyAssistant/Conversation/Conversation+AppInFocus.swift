import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// How `text` matches the loaded apps' phrases when said to `app`, the app the person is
  /// talking to: its phrases count the app's name as said, which a line said to it need not.
  func match(_ text: String, saidTo app: LoadedApp) -> MatchResult {
    match(text, inFocus: app.name)
  }

  /// The reply of `app`, the app of the intent just performed, to a request said without an
  /// app's name that another app's phrase matches by words `app`'s phrases say too: "is my
  /// order ready" right after a Soup Shop order is about that order, not Brew's. `app` does
  /// what its own phrase, opened with its verb, says; else it says it can't help. `nil` when
  /// the line names an app or a value of the other app ("order a latte" is Brew's), or says
  /// nothing `app`'s phrases say but their verbs and small words.
  func requestKept(to app: LoadedApp, _ text: String, matching result: MatchResult) async
    -> Reply?
  {
    guard options.matching == .flexible, let best = result.best, best.app != app.name,
      best.reading.appNameSaid == nil, result.namedApps.isEmpty,
      !best.namesAnEntry
    else { return nil }
    let own = match(text, saidTo: app)
    guard let ownBest = own.best, ownBest.app == app.name, Self.saysItsThing(ownBest),
      !saysAThingOnlyTheOtherKnows(best, besides: ownBest)
    else {
      return nil
    }
    if commands(ownBest, text), ownBest.score >= best.score, !own.isAmbiguous {
      return await start(text, matching: own)
    }
    endOffer()
    lastMatch = result
    return finish(appDoesNot(app.name, text), .notUnderstood)
  }

  /// How a line that nothing matches, said right after an intent of `app` performed, matches
  /// as a command to `app`: "skip", "pause" or "next song please" right after "play jazz in
  /// tunes" say "Skip this song", "Pause the music" and "Next track", as a person says them
  /// to the app they are using; and a question about what was just done ("what did I order?"
  /// right after an order asks Brew's "Check my order"). Only a question, or a line that opens
  /// with the first word of the phrase it then matches, and matches one intent of `app` clearly; and never a phrase whose action
  /// loses something, which a word or two said without the app's name is too little to run
  /// ("stop it" right after playing a show does not unsubscribe from it, whatever "Stop
  /// following ${show}" says, and stays a "cancel" with nothing to cancel), unless its value is
  /// one the last result listed, named by its place, or one just shown or performed on, named
  /// by a pronoun ("reset them" right after Spanish's cards were shown). `nil` otherwise.
  func commandSaid(to app: LoadedApp, _ text: String) -> MatchResult? {
    guard options.matching == .flexible else { return nil }
    // "open it" right after a trail's conditions: the intent that takes the trail.
    let own = settledByPronoun(match(text, saidTo: app), text)
    guard let best = own.best, best.app == app.name, !own.isAmbiguous,
      Self.readsMoreThanAQuestionWord(best)
        || namesOwnValue(text, saidTo: app)
        // "what is in it" right after a folder was opened: "it" names the folder.
        || Self.leavesOnlyPronouns(best) && pronounNamesAValue(of: best, in: text),
      // "what time is it" right after a folder was opened, read only by "what" and "is", asks
      // nothing of the folder.
      Self.readsAWordOfItsPhrase(best) || Self.leavesOnlyPronouns(best),
      !best.opensWithLoss || namesAListedEntity(best) || pronounNamesAValue(of: best, in: text),
      // "add bananas to it" right after a note was shown is about the note, which "Add a note"
      // does not take: no new note called “bananas”.
      !Self.saysPronoun(text) || pronounNamesAValue(of: best, in: text)
        || asksAgainOfWhatWasDone(best) || asksOfItsOwnState(best, text),
      commands(best, text)
        || (asksWhatWasDone(text, best) || asksAgainByPronoun(text, best)) && isAnswerable(best)
    else { return nil }
    return own
  }

  /// Whether `text` is a question that asks again, by a word that points back and a word of
  /// the phrase, what the intent just performed answered: "how are conditions there" right
  /// after a trail's conditions, whose phrase's trail "there" names; not "what time is it".
  private func asksAgainByPronoun(_ text: String, _ candidate: MatchCandidate) -> Bool {
    ConversationWords.opensAQuestion(Self.words(of: text)) && Self.saysPronoun(text)
      && Self.readsAWordOfItsPhrase(candidate) && asksAgainOfWhatWasDone(candidate)
  }

  /// Whether `candidate` is the intent just performed, of which a line that says "it" asks
  /// again about the thing it was about: "is it ready" right after "what did i order" checks
  /// the order again, where "add bananas to it" right after a note was shown is no new note.
  private func asksAgainOfWhatWasDone(_ candidate: MatchCandidate) -> Bool {
    guard let referent = dialog.referent else { return false }
    return referent.intentName == "\(candidate.app).\(candidate.intent)"
  }

  /// Whether `text` asks a question of an intent that takes no value, which asks of the app's
  /// own state: "is it ready" right after an extra shot was added checks the order, and "it"
  /// names nothing the intent could leave out.
  private func asksOfItsOwnState(_ candidate: MatchCandidate, _ text: String) -> Bool {
    ConversationWords.opensAQuestion(Self.words(of: text)) && parameters(of: candidate).isEmpty
  }

  /// Whether every word of the line `candidate` leaves unread stands for a thing ("it" of
  /// "what is in it"; see `Lexicon.referringWords`).
  private static func leavesOnlyPronouns(_ candidate: MatchCandidate) -> Bool {
    candidate.reading.wordsNotRead.allSatisfy(Lexicon.referringWords.contains)
  }

  /// Whether `candidate` reads more of a line than a word that only asks: a value, or a word
  /// of its phrase that is no question word and no small word. "what are my favorites" right
  /// after Soup Shop's menu reads only the "what" of "What soups does ${applicationName} have
  /// today", which says nothing of soups, and is no command to Soup Shop; "what did I order?"
  /// reads "order" of "Check my order".
  private static func readsMoreThanAQuestionWord(_ candidate: MatchCandidate) -> Bool {
    !candidate.filledValues.isEmpty || readsAWordOfItsPhrase(candidate)
  }

  /// Whether `candidate` reads a word of its phrase that is no question word and no small
  /// word: "open" of "is Bear Creek Trail open today" (read as "conditions"), where "what time
  /// is Groceries" reads none, only a name.
  static func readsAWordOfItsPhrase(_ candidate: MatchCandidate) -> Bool {
    candidate.reading.wordsRead.contains { read in
      !Lexicon.questionWords.contains(read.utteranceWord) && read.weight > smallWordWeight
    }
  }

  /// Whether the intent `candidate` stands for may answer a question said without its verb:
  /// one that needs no unlocked device, which guards what acts (a payment) rather than tells.
  /// "is my soup ready?" is no "Pay for my soup".
  func isAnswerable(_ candidate: MatchCandidate) -> Bool {
    catalog.intents(named: "\(candidate.app).\(candidate.intent)").first?.intent
      .authenticationPolicy == .alwaysAllowed
  }

  /// Whether `text` names as the speaker's own a value the intent of `app` performed just
  /// before it ran with (see `namesOwnValue(_:of:)`).
  private func namesOwnValue(_ text: String, saidTo app: LoadedApp) -> Bool {
    guard let performed = dialog.referent, performed.app.name == app.name else { return false }
    return namesOwnValue(text, of: performed)
  }

  /// Whether `text` names as the speaker's own a value `performed`, the intent just performed,
  /// ran with: "how's my latte coming along" right after a latte was ordered asks about that
  /// order, which "Check my order" reads only by "how" and "my". The value is named by a
  /// possessive and a run of words of the names of the values it ran with that holds the
  /// last word of one ("my latte", "my small latte" of a small Caffè Latte).
  func namesOwnValue(_ text: String, of performed: FollowUpContext) -> Bool {
    let names = performed.values.values.flatMap { option(for: $0).names.map(Self.words(of:)) }
    let nameWords = Set(names.joined())
    let heads = Set(names.compactMap(\.last))
    let words = Self.words(of: text)
    return words.indices.contains { place in
      Lexicon.possessives.contains(words[place])
        && words[(place + 1)...].prefix(while: nameWords.contains).contains(where: heads.contains)
    }
  }

  /// Whether `text`, which no phrase matches, asks a question about a thing of `app`, the app
  /// of the intent just performed: it opens as a question and names the kind of an entity its
  /// intents take ("is my soup ready?" right after a Soup Shop order), which `app` is then to
  /// say it can't help with.
  func asksAboutItsThings(_ app: LoadedApp, _ text: String) -> Bool {
    let words = Self.words(of: text)
    let types = app.entityTypes
    return ConversationWords.opensAQuestion(words)
      && words.contains { word in types.contains { Self.isKindWord(word, of: $0) } }
  }

  /// Whether `text` says what `candidate`'s phrase commands: it opens with the phrase's verb,
  /// and is no question of "what", "where" or "how" that says the verb further on, unless the
  /// phrase asks one too: "what did I order?" orders no soup, "what's in spanish" says
  /// "What's in ${folder}".
  private func commands(_ candidate: MatchCandidate, _ text: String) -> Bool {
    guard opensWithItsVerb(candidate) else { return false }
    let phraseAsks = Self.firstWord(of: candidate).map {
      ConversationWords.opensWithAQuestionWord([$0])
    }
    return phraseAsks ?? false || !ConversationWords.opensWithAQuestionWord(Self.words(of: text))
  }

  /// Whether `candidate`'s slot names, by its position or as "it", an entity of the
  /// parameter's type that the last result returned: "delete the second one" right after the
  /// notes are listed says which note, as the app's name would say which app.
  private func namesAListedEntity(_ candidate: MatchCandidate) -> Bool {
    guard let slot = candidate.slot,
      let parameter = parameters(of: candidate).first(where: { $0.name == slot.name }),
      case .entity(let type) = parameter.valueType
    else { return false }
    return listedEntity(at: slot.text, of: type) != nil
      || referredEntity(slot.text, of: type) != nil
  }

  /// Whether `text` opens as a question and matches a phrase of `candidate` that asks about
  /// nothing it leaves unsaid or names loosely (no slot, or its slot holding a name the app
  /// lists, or the name of the thing a pronoun stood for, see `nameStoodIn`): "what did I
  /// order?" for "Check my order", not "what's the weather?" or "what does the fox say" for
  /// "Get conditions for ${trail}"; "is it open" right after Slickrock Trail was opened, read
  /// as "is Slickrock Trail open", for the trail's conditions.
  func asksWhatWasDone(_ text: String, _ candidate: MatchCandidate) -> Bool {
    ConversationWords.opensAQuestion(Self.words(of: text))
      && (candidate.reading.slotName == nil || candidate.namesAnEntry
        || candidate.slot.map { $0.text == nameStoodIn?.name } == true)
  }

  /// Whether `other`, another app's match, pairs a word that says what the request is about
  /// (see `thingWords(of:)`) that `own` leaves unexplained, and `own` pairs none that `other`
  /// leaves unexplained: "soups" of "what soups do you have" is Soup Shop's, and Notes, just
  /// used, knows no soups; but "is my order ready" right after a Soup Shop order says the
  /// shop's "order" as much as Brew's "ready".
  private func saysAThingOnlyTheOtherKnows(
    _ other: MatchCandidate, besides own: MatchCandidate
  ) -> Bool {
    func saysOnly(_ one: MatchCandidate, _ another: MatchCandidate) -> Bool {
      let unexplained = Set(another.reading.wordsNotRead)
      return Self.thingWords(of: one).contains { unexplained.contains($0.utteranceWord) }
    }
    return saysOnly(other, own) && !saysOnly(own, other)
  }

  /// The words `candidate` matched that say what the request is about: no small word ("my",
  /// "in", which weigh little), and not the phrase's first word.
  private static func thingWords(of candidate: MatchCandidate) -> [MatchReading.WordRead] {
    let first = firstWord(of: candidate)
    return candidate.reading.wordsRead.filter { word in
      word.weight > smallWordWeight && word.phraseWord.lowercased() != first
    }
  }

  /// Whether `candidate` matched a word of its phrase that says what the request is about: no
  /// small word ("my", "in", which weigh little), and not the phrase's first word ("order" of
  /// "Pay for my order", not "pay" or "find").
  static func saysItsThing(_ candidate: MatchCandidate) -> Bool {
    !thingWords(of: candidate).isEmpty
  }

  /// The most a phrase word weighs that says nothing of what a request is about ("my", "the").
  private static let smallWordWeight = 0.3
}

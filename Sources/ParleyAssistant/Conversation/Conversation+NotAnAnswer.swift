import Foundation
import ParleyIntents
import ParleyMatcher

/// A line said while a question waits that is clearly no answer to it, though nothing carries
/// it out either: it is said so, and the question asked again (see
/// `Conversation.notAnAnswer(_:)`). A line that reads as an attempt at a value is an answer,
/// refused for its own reason when the question cannot take it.
enum NotAnAnswer: Equatable {
  /// A question nothing the app of the request under way declares answers, asked of that
  /// request or of its app: "what time is it?" at Brew's confirmation, of an order picked up
  /// at a time. `app` is the one app the question names ("is brew open on christmas" while
  /// Soup Shop asks for the size is Brew's to answer), else that of the request under way.
  case question(app: String)
  /// A question of how many, at a confirmation that says the count: "wait how many will that
  /// reset" at "Reset the 3 cards in Japanese?" is told "3 cards", the count and what it counts
  /// as the confirmation says them.
  case stated(String)
  /// "the same again", "and another one …": the request under way, called so, is not done
  /// yet, so there is nothing to do again.
  case again(String)
  /// A request, opening with the verb of one of the apps' phrases, that no app takes as said:
  /// "add a splash of milk" while the drink waits.
  case request
  /// A request no app reads, said at a confirmation: "book me a flight to paris" at "Order a
  /// large Caffè Latte for $5.50?"; or, at any question, a question that asks of nothing the
  /// app of the request under way declares: "what is the weather like" there. Said so as with
  /// no question waiting (`app`, the one app it names, can't help with it; else it wasn't
  /// understood), never refused as an answer.
  case unmatched(app: String?)
  /// A request of a thing a word stands for that no intent of any app reads, as said of it:
  /// "share that" of "share that with my sister" while Brew asks for the drink.
  case notDone(app: String, doing: String)
  /// A pick by position ("the second one") beyond what the question lists: `listed` options,
  /// none where a number, a date or another value no list holds is asked.
  case position(listed: Int)
  /// "that one", "it" where a value is asked that nothing shown is: an entity the last result
  /// did not return alone, a size, a number; `said`, the words that stand for it ("that one"
  /// of "give me that one").
  case unknownReference(said: String)

  /// What to say of the line `text` before the question is asked again, on `surface`.
  func reason(for text: String, on surface: Surface) -> String {
    switch self {
    case .question(let app):
      "Sorry, \(app) can't tell you that."
    case .stated(let count):
      "That's \(count)."
    case .notDone(let app, let doing):
      "Sorry, \(app) can't \(doing)."
    case .again(let title):
      "Sorry, “\(title)” isn't done yet."
    case .unknownReference(let said):
      "Sorry, I don't know which one “\(quoted(said))” is."
    case .position(let listed):
      switch listed {
      case 0: "Sorry, there's nothing listed here to pick from."
      case 1: "Sorry, there's only one to pick from."
      default: "Sorry, there are only \(listed) to pick from."
      }
    case .unmatched(let app):
      Conversation.unmatched(text, naming: app, on: surface)
    case .request:
      surface == .speaker
        ? "Sorry, I didn't understand that." : "Sorry, I didn't understand “\(quoted(text))”."
    }
  }
}

extension Conversation {
  /// What `text` is when it is clearly no answer to the question waiting, and no request an
  /// app carries out (the line reader has read those before): `nil` when it is an answer.
  ///
  /// A line that asks for the request done again ("the same again", "and another one saying …")
  /// asks for what is not done yet, at any question. A pick by an ordinal ("the second one") beyond
  /// the options the question lists, or where it lists nothing and takes no value a list holds (a
  /// number, a date), refers to nothing there; so does "that one" where nothing shown is a
  /// value the question takes, and either said after the verb of a phrase the matcher read the
  /// line as ("give me that one", see `pickAfterARequestVerb(_:of:)`). At a question that takes any text but what a text
  /// says, a question asked as one (it opens as one, after an aside or not, and ends with "?") is
  /// not what the person means to write; nor, where it asks for a place, is a request: one
  /// that opens with the verb of a phrase the matcher read it as, or as a request for someone
  /// (see `SpokenValue.opensAsARequest(_:)`), or a request of a thing that no app reads (see
  /// below). At a question that takes no free text, a line
  /// that is no
  /// value the question takes and asks for no change of a value ("make it iced", which is refused
  /// for what it names) is no attempt at a value when it is a question (it opens as one, after an
  /// aside or not, or ends with "?") that names no value of the request, or when it opens with
  /// the verb of a phrase the matcher read it as and says more than values of the request ("add
  /// a splash of milk" while the drink waits), unless the verb is one the request's own intent
  /// accepts and an answer follows it ("show me the second one" to Find Notes' question); at a
  /// confirmation, whose refusal says the answers it takes, only such a request that no app
  /// reads, or one that no app reads and opens as a request for someone or names another app
  /// (see `unmatched(_:sayingOnlyValues:)`), said as with no question waiting; and, at any of
  /// them, a request of a
  /// thing a word stands for ("share that with my sister" while the drink waits, see
  /// `requestOfAThing(in:)`) that no intent of any app reads nor opens with its verb is said
  /// to be beyond the app of the request under way. Anything else is an answer, and a value the question cannot take
  /// is refused for its reason.
  func notAnAnswer(_ text: String) async -> NotAnAnswer? {
    guard let request, !isAwaitingPasscode, !isAwaitingFile else { return nil }
    // The confirmation's own action ("turn off" at "Turn off 3 lights?") answers it.
    if case .confirmation(let question) = state, Self.confirmationAnswer(text, question) != nil {
      return nil
    }
    let words = Self.words(of: text)
    if asksForItAgain(words), await !isAnswer(text) { return .again(request.title) }
    // "give me that one": the pick said after a request's verb is read as said alone.
    let pick = pickAfterARequestVerb(text, of: request) ?? text
    if let listed = optionsListed(beyond: pick) { return .position(listed: listed) }
    if refersToNothingShown(pick) { return .unknownReference(said: pick) }
    // "quiz me on the first one" at "Which folder?" picks the first, as "the first one" does.
    if pick != text, await isAnswer(pick) { return nil }
    let rest = ConversationWords.withoutAside(words).rest
    // Any text answers, but a question asked as one is no name or place the person means;
    // what a message says may be one.
    if takesAnyText, ConversationWords.opensAQuestion(rest),
      text.hasSuffix("?") || ConversationWords.asksOfTheMoment(rest),
      case .value(let question) = state,
      !SpokenValue.asksForContent(questionText(of: question.prompt))
    {
      return unanswered(text, of: request)
    }
    // Any text answers, but a question is no place, asked as one or not: a question word and
    // the verb it asks with ("what did i just remove", "where is my order") open no place's
    // name.
    if takesAnyText, case .value(let question) = state,
      SpokenValue.asksForPlace(questionText(of: question.prompt)),
      ConversationWords.asksWithItsVerb(rest)
    {
      return unanswered(text, of: request)
    }
    // Any text answers, but a request is no place the person means; a name, a card's front or
    // what a message says may be one.
    if takesAnyText, case .value(let question) = state,
      SpokenValue.asksForPlace(questionText(of: question.prompt)),
      !ConversationWords.opensAQuestion(rest)
    {
      // "yes", "thanks": words that only answer or end say no place.
      if !words.isEmpty, words.allSatisfy(Lexicon.bareAnswers.contains) { return .request }
      if let beyond = beyondTheApp(text, of: request) { return beyond }
      if let unmatched = unmatched(text, sayingOnlyValues: false) { return unmatched }
      if SpokenValue.opensAsARequest(text) || opensWithARequestVerb(text, of: request) {
        return .request
      }
    }
    guard !takesAnyText, Self.changeWish(in: text) == nil, await !isAnswer(text) else {
      return nil
    }
    let read = valuesSaid(in: Self.withoutCorrectionWords(text), for: request)
    let namesAValue = read.values.contains { !$0.value.isRaw }
    if !namesAValue, ConversationWords.opensAQuestion(rest) || text.hasSuffix("?") {
      return unanswered(text, of: request)
    }
    if let beyond = beyondTheApp(text, of: request) { return beyond }
    let saysOnlyValues = namesAValue && read.unused.isEmpty
    if case .confirmation = state { return unmatched(text, sayingOnlyValues: saysOnlyValues) }
    // "show me the second one" at Find Notes' question: the request's own verb leads an answer.
    if let rest = answerAfterOwnVerb(text, of: request), await isAnswer(rest) { return nil }
    // "set an alarm for 7" at "What size?" names no size and no thing the request takes,
    // whatever else it reads as values (a drink "set an alarm", 7 of them): a request no app
    // does, as at a confirmation.
    if !read.values.contains(where: { namesAThingAsked($0, of: request) }),
      let unmatched = unmatched(text, sayingOnlyValues: false)
    {
      return unmatched
    }
    guard !saysOnlyValues else { return nil }
    return opensWithARequestVerb(text, of: request) ? .request : nil
  }

  /// What a question `text` that nothing the app declares answers is: at a confirmation that
  /// says a count, a question of how many is told the count (see `NotAnAnswer.stated`); one
  /// that names an app, or asks of the request under way or of its app (see
  /// `asksOfTheApp(_:of:)`), is one that app can't answer; any other asks of nothing the apps
  /// are asked here, and gets what it gets with no question waiting ("what is the weather
  /// like" while Brew confirms an order is not understood, as it is alone).
  func unanswered(_ text: String, of request: ActiveRequest) -> NotAnAnswer {
    if case .confirmation(let question) = state,
      let count = Self.count(in: questionText(of: question.prompt)),
      ConversationWords.saysAnyRun(
        Lexicon.countQuestions, in: ConversationWords.withoutAside(Self.words(of: text)).rest)
    {
      return .stated(count)
    }
    if let named = oneAppNamed(in: text) { return .question(app: named) }
    guard asksOfTheApp(text, of: request) else { return .unmatched(app: nil) }
    return .question(app: request.app.name)
  }

  /// The one app `text` names, whether or not a phrase of it matches ("is brew open on
  /// christmas" names Brew); `nil` when it names none or several.
  private func oneAppNamed(in text: String) -> String? {
    let named = match(text).namedApps
    return named.dropFirst().isEmpty ? named.first : nil
  }

  /// The count a sentence says and what it counts, up to the word that links it on: "3 cards"
  /// of "Reset the 3 cards in Japanese?", "2 large Caffè Lattes" of "Order 2 large Caffè
  /// Lattes for $11.00?"; `nil` when it says no whole number.
  static func count(in sentence: String) -> String? {
    let words = sentence.split(separator: " ").map {
      String($0).trimmingCharacters(in: .punctuationCharacters)
    }
    guard let start = words.firstIndex(where: { Int($0) != nil }), start + 1 < words.count
    else { return nil }
    let counted = words[(start + 1)...].prefix {
      !Lexicon.headConnectives.contains($0.lowercased())
    }
    guard !counted.isEmpty else { return nil }
    return ([words[start]] + counted).joined(separator: " ")
  }

  /// What `text`, said at a confirmation, is when it is a request no app reads and says more
  /// than values of the request (`sayingOnlyValues` false): one that names another app than
  /// the request's ("book a campsite with trails"), or opens with the verb of a phrase the
  /// matcher read it as ("add a splash of milk"), or as a request for someone ("book me a
  /// flight to paris", see `SpokenValue.opensAsARequest(_:)`). It gets what it gets with no
  /// question waiting; `nil` for any other line, which the confirmation's refusal tells what
  /// it takes.
  private func unmatched(_ text: String, sayingOnlyValues: Bool) -> NotAnAnswer? {
    guard let request, !sayingOnlyValues, isReadByNoApp(text) else { return nil }
    let named = match(text).namedApps
    let namesAnother = named.contains { $0 != request.app.name }
    guard
      namesAnother || SpokenValue.opensAsARequest(text)
        || opensWithARequestVerb(text, of: request)
    else { return nil }
    return .unmatched(app: oneAppNamed(in: text))
  }

  /// What to say of `text` when it asks for something done with a thing a word stands for
  /// (see `requestOfAThing(in:)`) that no intent of any app reads: "share that with my
  /// sister" while Brew asks for the drink is "Sorry, Brew can't share that.", no drink looked
  /// up. `nil` for any other line, and for one that opens with the verb of a phrase the
  /// matcher read it as ("pay for it"), a request not understood.
  private func beyondTheApp(_ text: String, of request: ActiveRequest) -> NotAnAnswer? {
    guard let (doing, thing) = Self.requestOfAThing(in: text), isReadByNoApp(text),
      !opensWithARequestVerb(text, of: request)
    else { return nil }
    return .notDone(app: request.app.name, doing: (doing + [thing]).joined(separator: " "))
  }

  /// Whether `words` ask for what was done to be done again, the whole line ("the same
  /// again") or its opening of more than one word, a change after it ("and another one saying
  /// buy stamps"); a single word such as "another" opens a value too ("another latte").
  private func asksForItAgain(_ words: [String]) -> Bool {
    if Lexicon.againRequests.contains(words) { return true }
    return (2..<max(words.count, 2)).contains {
      Lexicon.againRequests.contains(Array(words.prefix($0)))
    }
  }

  /// Whether `text` opens with the verb of a phrase the matcher read it as, confident or not,
  /// or ruled out by a veto, said to any app or to the app of `request`: "pay for it" while
  /// Soup Shop asks how many soups opens as "Pay for ${order}" does, and "delete spanish"
  /// while Flashcards asks how many cards a day as "Delete the ${note} note" does.
  private func opensWithARequestVerb(_ text: String, of request: ActiveRequest) -> Bool {
    let said = Self.withoutCorrectionWords(text)
    guard let first = Self.words(of: said).first else { return false }
    return [match(said), match(said, saidTo: request.app)].contains { result in
      (result.candidates + result.withheld + result.unconfirmed + result.ruledOut).contains {
        candidate in
        opensWithItsVerb(candidate) && candidate.reading.wordsRead.first?.utteranceWord == first
      }
    }
  }

  /// The words of `text` that pick an option, by a word that stands for a thing ("that one")
  /// or by a position ("the ninth one"), said after the verb of a phrase the matcher read the
  /// line as and the words that say to whom: "that one" of "give me that one", which Brew's
  /// "Get me a ${size} coffee" reads by its "give". `nil` for any other line.
  func pickAfterARequestVerb(_ text: String, of request: ActiveRequest) -> String? {
    let words = Self.words(of: text)
    guard words.count > 1,
      SpokenValue.opensAsARequest(text) || opensWithARequestVerb(text, of: request)
    else { return nil }
    let pick = words.dropFirst().drop(while: Lexicon.showingObjects.contains)
      .drop(while: Lexicon.actedOnLeads.contains).joined(separator: " ")
    guard Self.isReferenceAlone(pick) || SpokenValue.isPosition(pick) else { return nil }
    return pick
  }

  /// Whether `fill` is a value, not a raw run of words, of the parameter the question waiting
  /// asks for, or names a thing or an option of another of the request's: "large" or "the
  /// mocha" at "What size?", not the count of "set an alarm for 7".
  private func namesAThingAsked(_ fill: SlotFill, of request: ActiveRequest) -> Bool {
    if fill.value.isRaw { return false }
    if fill.name == askedParameter?.name { return true }
    switch request.parameter(named: fill.name)?.valueType {
    case .entity?, .enumeration?: return true
    default: return false
    }
  }

  /// The parameter the question waiting asks a value of, by a value question or a choice
  /// among its values; `nil` at a confirmation or a choice of intents.
  var askedParameter: (any AnyIntentParameter)? {
    switch state {
    case .value(let question): return question.parameter
    case .choice(let question):
      guard case .parameter(let parameter, _) = question.purpose else { return nil }
      return parameter
    default: return nil
    }
  }

  /// Whether `text` only stands for a thing shown ("that one", "it") where a value other than
  /// free text is asked, and names none: no result shows a size or a number, and the last
  /// result returned no entity of the type asked, or several (see `referredEntity(_:of:)`).
  /// "that one" is never the first option by its "one".
  private func refersToNothingShown(_ text: String) -> Bool {
    guard Self.isReferenceAlone(text) else { return false }
    if case .choice(let question) = state, case .intent = question.purpose { return false }
    switch askedParameter?.valueType {
    case .entity(let type)?: return referredEntity(text, of: type) == nil
    case .string?, nil: return false
    default: return true
    }
  }

  /// How many options the question lists when `text` picks one by an ordinal beyond them
  /// ("the third one" among two); none (0) where the question lists nothing and takes no
  /// entity, case or text, which a list shown before could hold: a number, a date, a yes or
  /// no. `nil` when `text` is no ordinal, or one in the list.
  private func optionsListed(beyond text: String) -> Int? {
    // "2" or "2 please" is a number, and a value where a choice takes others; "the second
    // one" an ordinal, a position only.
    guard SpokenValue.isPosition(text), let position = SpokenValue.ordinal(in: text) else {
      return nil
    }
    switch state {
    case .choice(let question):
      return position > question.options.count ? question.options.count : nil
    case .value(let question):
      switch question.parameter.valueType {
      case .entity, .enumeration, .string: return nil
      default: return 0
      }
    default:
      return nil
    }
  }

}

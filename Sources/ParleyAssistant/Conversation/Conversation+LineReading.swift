import ParleyIntents
import ParleyMatcher

/// What a line is, read against the conversation's state by `Conversation.read(_:)`: the one
/// place that decides it. The line's transition (see ``DialogStep``) does what the kind says.
enum LineKind {
  /// "/GetTrailInfo trail=…": an intent run directly, also in the middle of a dialog.
  case directInvocation
  /// Nothing said: not understood with no question waiting, else the question asked again.
  case empty
  /// "cancel", "never mind", "stop", "undo", or a goodbye or thanks the question does not take
  /// as its answer (thanks only where a value is asked): the question is left.
  case cancel
  /// "help", "what do I say?" while a question waits: how to answer it (`nil` when there is no
  /// question to answer), and the question again.
  case questionHelp(String?)
  /// "repeat that", "what?": the question waiting asked again, or the last answer said again.
  case repetition
  /// "read it to me", "what does it say?" right after an intent performed: what its result
  /// said, read out whole (`readOut`: its *full* dialog, on a display too); "show it again":
  /// what it showed, as it was shown; whatever was said since (see
  /// `asksToHearWhatWasShown(_:)`, `asksToSeeWhatWasShown(_:)`).
  case whatWasShown(readOut: Bool)
  /// A request said while a question waits (see ``SideRequest``).
  case sideRequest(SideRequest)
  /// "what sizes do you have?", "how big is a large?", "what's a flat white?" while the size
  /// waits: answered from what the app declares of the options, in these sentences, and the
  /// question again; with no question waiting, right after an intent performed, "what other
  /// folders are there?" about its values (see `aboutWhatWasDone(_:after:)`).
  /// The entities an answer with no question waiting lists, in order ("Flashcards has these
  /// folders: Japanese, Spanish, and Biology."), are what a position names next: "study the
  /// first one".
  case aboutTheQuestion([String], listed: [any AppEntity] = [])
  /// A line that is clearly no answer to the question waiting, and that nothing carries out:
  /// a question no app answers, a request no app takes, "the same again" for what is not done
  /// yet (see ``NotAnAnswer``). Said so, and the question asked again.
  case notAnAnswer(NotAnAnswer)
  /// An answer to the question waiting.
  case answer
  /// An action of the card shown last, by number or label.
  case offeredAction(Int)
  /// "no, the other one" after a pick from a list, for the request under way or the one just
  /// performed: the other option taken instead.
  case otherOne(PickMade)
  /// "cancel that", "undo" after an intent performed: the last action with consequences taken
  /// back, or said plainly that it can't be.
  case undo(FollowUpContext?)
  /// "the same again", "and another one", or a new value alone ("and alpine loop?") right
  /// after an intent performed: that intent again.
  case followUp(FollowUpPlan)
  /// "and how about last month?" right after an intent that takes no time: what the intent
  /// cannot be asked for, said plainly (see `followUpNotTaken(_:after:)`).
  case followUpNotTaken(String)
  /// "add to it: book the hotel" right after a note was shown, where no intent of the app does
  /// that with a note: said plainly, nothing run (see `nothingDoes(_:withWhatWasShownBy:)`).
  case notDoneWithWhatWasShown(String)
  /// "hi", "thanks", "bye" with no question waiting.
  case smallTalk
  /// Several requests said in one line, one after another: the first starts, the others wait
  /// their turn.
  case severalRequests([String])
  /// A new request.
  case request
}

extension LineKind {
  /// The kind's name, for tests and explanations: "sideRequest", "answer".
  var name: String {
    switch self {
    case .directInvocation: "directInvocation"
    case .empty: "empty"
    case .cancel: "cancel"
    case .questionHelp: "questionHelp"
    case .repetition: "repetition"
    case .whatWasShown: "whatWasShown"
    case .sideRequest: "sideRequest"
    case .aboutTheQuestion: "aboutTheQuestion"
    case .notAnAnswer: "notAnAnswer"
    case .answer: "answer"
    case .offeredAction: "offeredAction"
    case .otherOne: "otherOne"
    case .undo: "undo"
    case .followUp: "followUp"
    case .followUpNotTaken: "followUpNotTaken"
    case .notDoneWithWhatWasShown: "notDoneWithWhatWasShown"
    case .smallTalk: "smallTalk"
    case .severalRequests: "severalRequests"
    case .request: "request"
    }
  }
}

extension Conversation {
  /// What `text` is, in the conversation's state: the one decision of what a line does.
  ///
  /// Every word is compared as said, but for a word misspelt beyond doubt of those the
  /// conversation reads a line by (``Lexicon/conversationWords``), which comes to it written as
  /// meant (see `spelledAsMeant(_:)`): "actualy make it alpine loop" is a correction, "nevermnd"
  /// a cancel, as their words are; a word of four letters or fewer, a word an app reads, and
  /// every word at a question that takes any text (but a line that is only a stop word), come
  /// as typed.
  ///
  /// While a question waits, in this order: a direct invocation (`/Intent …`, but where a
  /// passcode or a file's path is asked); a cancel or undo word, or a goodbye the question
  /// does not take, or a thanks where a value is asked; a request for help with the question,
  /// or, where any text answers, a question what the app has of its kind ("what places do you
  /// know?", see
  /// `aboutTheFreeText(_:)`); a request to repeat it, or to start
  /// the request over ("start over"), but where any text answers it; a question of the
  /// options' kind that names none of them ("which folders do I have?"); a request said aside
  /// or instead (for this app or another, or a question, see `sideRequest(in:)`), but a
  /// question of the options' kind that such a request reads with none of its values ("what
  /// settings are there?" at "Which setting?"); where any text answers, a value of another
  /// parameter asked about or named alone (see `valuesAskedAbout(_:)`); a question
  /// about the question's options, another value of the request, or what the request's thing
  /// costs (see `aboutTheQuestion(_:)`); an empty line; a line clearly no answer (a question
  /// the app's declarations do not answer, a request no app takes, see `notAnAnswer(_:)`);
  /// else an answer (which may correct other values of the request, see
  /// `corrected(_:asked:)`). The passcode takes every line but a cancel word as its answer,
  /// and reads the rest itself.
  ///
  /// With no question waiting, in this order: a direct invocation; an action of the card shown
  /// last; an empty line; after an intent performed, a request to take back what was done
  /// ("cancel that", or its opposite said of it: "turn it back on", see `takesBack(_:after:)`);
  /// right after one, a request to hear what its result showed ("read it to me", "what does it
  /// say?", see `asksToHearWhatWasShown(_:)`) or to see it again ("show it again", see
  /// `asksToSeeWhatWasShown(_:)`), a question of degree about the thing it showed ("how long
  /// is it?", see `aboutTheThingMeasured(_:after:)`), a request to do it again, or a new value
  /// for it (a follow-up), or what
  /// it cannot be asked for ("and how about last month?" of an intent that takes no time), or a
  /// question about its values ("what other folders are there?", "what's my daily goal?",
  /// "how much is a large?" after an order, also after "and": "and what is a venti?", see
  /// `aboutWhatWasDone(_:after:kindOnly:)`), or
  /// about the result it gave ("how many cards is that", see `asksAboutWhatWasShown(_:after:)`),
  /// which is what it showed again, whatever was said since, or a request about the thing it showed that no intent of
  /// its app does ("add to it: …", see `nothingDoes(_:withWhatWasShownBy:)`); right after a
  /// request was cancelled or declined, a change of one of its values, led as one ("make it a
  /// large" right after "no" to an order, not "and a cappuccino"): that request again with the
  /// change, or what it cannot be asked for, never another intent of its app started by the
  /// change's verb; a request to repeat the last answer; small talk; several
  /// requests said one after another (see `severalRequests(in:)`); a question about a thing
  /// one has ("is there french onion soup today?", see `aboutAThing(_:)`), or about an option
  /// a request reads only by its question word ("what is a grande?") or that no request reads
  /// ("how much is a venti?", see `aboutAnOptionNamed(_:after:)`), or about the kinds of
  /// values an app takes ("what sizes does brew have", "which zones are there?", see
  /// `aboutAnApp(_:)`); else a new request.
  ///
  /// ```swift
  /// await conversation.respond(to: "create a note in notes")  // What should the note be called?
  /// await conversation.read("hang on, is my coffee ready?").name  // "sideRequest"
  /// await conversation.read("groceries").name                     // "answer"
  /// ```
  func read(_ text: String) async -> LineKind {
    if text.hasPrefix("/"), !isAwaitingPasscode, !isAwaitingFile { return .directInvocation }
    if case .idle = state { return await readWithNoQuestion(text) }
    // "never mind, order a latte": the request under way is left for what follows the stop.
    if !isAwaitingPasscode, let rest = ConversationWords.afterStop(text) {
      return .sideRequest(.instead(rest, match(rest), saysLeft: true))
    }
    if SpokenValue.isCancel(text) || Self.isFarewell(text) && !takesAsAnswer(text)
      || Self.thanksForNoAnswer(text, asked: askedParameter != nil && !takesAsAnswer(text))
      || Lexicon.undoRequests.contains(Self.words(of: text)) && !isAwaitingPasscode
    {
      return .cancel
    }
    if isAwaitingPasscode { return .answer }
    if Self.asksHowToAnswer(text) { return .questionHelp(howToAnswer()) }
    if let hint = aboutTheFreeText(text) { return .questionHelp(hint) }
    if Self.isRepeatRequest(text), !takesAnyText { return .repetition }
    if !takesAnyText, let pick = pickTakenBack(by: text) { return .otherOne(pick) }
    if !takesAnyText, Lexicon.startOverRequests.contains(Self.words(of: text)) {
      return .sideRequest(.startOver)
    }
    let side = isAwaitingFile && Self.isPath(text) ? nil : await sideRequest(in: text)
    if let side, let request, asksAboutTheRequestUnderWay(side, said: text) {
      return .notAnAnswer(unanswered(text, of: request))
    }
    if let side, !takesAValueOfTheRequest(side) {
      // "what settings are there?" at "Which setting?" asks for the options, not for a request
      // that reads nothing of it but its question word ("What's in ${folder}").
      if Self.fillsNothing(side), let sentences = await aboutTheQuestion(text, kindOnly: true) {
        return .aboutTheQuestion(sentences)
      }
      return .sideRequest(side)
    }
    if side == nil, let values = await valuesAskedAbout(text) {
      return .sideRequest(.sameRequest(values))
    }
    // "which folders do I have?" asks for the options, not for a request its words touch that
    // would take one of them ("What's in ${folder}"); "what soups do you have?" is the menu; a
    // question word asking of the request under way's own intent asks of the options it names
    // ("what's the difference between small and large in brew?" while Brew asks the size).
    let asksOfItsOwnOptions =
      side.map(isOfTheRequestUnderWay) == true
      && ConversationWords.opensWithAQuestionWord(
        ConversationWords.withoutAside(Self.words(of: text)).rest)
    if let sentences = await aboutTheQuestion(
      text, kindOnly: side != nil && !asksOfItsOwnOptions)
    {
      return .aboutTheQuestion(sentences)
    }
    if let side { return .sideRequest(side) }
    if text.isEmpty { return .empty }
    if let other = await notAnAnswer(text) { return .notAnAnswer(other) }
    return .answer
  }

  /// Whether `side` is a request of an intent that takes a value of a type the request under
  /// way takes: one a question naming only that type's kind gives none of.
  private func takesAValueOfTheRequest(_ side: SideRequest) -> Bool {
    guard let request else { return false }
    switch side {
    case .help, .sameRequest, .startOver:
      return false
    case .another(_, let result), .instead(_, let result, _):
      guard let best = result.best else { return false }
      let kinds = Set(request.parameters.map(\.valueType.typeName))
      return parameters(of: best).contains { kinds.contains($0.valueType.typeName) }
    }
  }

  /// Whether `side` is a request of the intent of the request under way.
  private func isOfTheRequestUnderWay(_ side: SideRequest) -> Bool {
    switch side {
    case .help, .startOver:
      return false
    case .sameRequest:
      return true
    case .another(_, let result), .instead(_, let result, _):
      return result.best.map(isOfTheRequestUnderWay) ?? false
    }
  }

  /// Whether `side` is a request read by a phrase with a value that the line does not give:
  /// one that only shares a word or two with the line ("what" of "What's in ${folder}").
  private static func fillsNothing(_ side: SideRequest) -> Bool {
    switch side {
    case .help, .sameRequest, .startOver:
      return false
    case .another(_, let result), .instead(_, let result, _):
      guard let best = result.best else { return true }
      return best.reading.slotName != nil && best.filledValues.isEmpty
    }
  }

  /// What `text` is with no question waiting (see `read(_:)`).
  private func readWithNoQuestion(_ text: String) async -> LineKind {
    if let index = offeredAction(in: text) { return .offeredAction(index) }
    if text.isEmpty { return .empty }
    // "cancel that" with nothing done says so, never "Okay." for nothing.
    if Lexicon.undoRequests.contains(Self.words(of: text)) { return .undo(dialog.lastChange) }
    // "cancel my coffee order" right after one: what was done, named, is taken back.
    if let change = dialog.lastChange, cancels(change, in: text) { return .undo(change) }
    if let pick = pickTakenBack(by: text) { return .otherOne(pick) }
    if let performed = dialog.followUp {
      // "turn it back on" right after "turn off the porch light" takes it back.
      if takesBack(text, after: performed) {
        let isLast = dialog.lastChange.map {
          $0.intentType.typeName == performed.intentType.typeName
        }
        return .undo(isLast == true ? dialog.lastChange : nil)
      }
      // "read it to me", "what does it say?": what was just shown, not a request matched anew.
      // "say it again" asks for the answer again as it was.
      if Self.asksToHearWhatWasShown(text) {
        return Self.isRepeatRequest(text) ? .repetition : .whatWasShown(readOut: true)
      }
      if Self.asksToSeeWhatWasShown(text) { return .whatWasShown(readOut: false) }
      // "how long is it?" asks of the trail just shown, not which trails there are.
      if let sentences = aboutTheThingMeasured(text, after: performed) {
        return .aboutTheQuestion(sentences)
      }
      // "and what is a venti?" asks of an option, as "what is a venti?" does (below): no
      // follow-up with a new value.
      let said = ConversationWords.withoutAside(Self.words(of: text)).rest
      if ConversationWords.joinsAQuestion(said),
        let answer = await aboutWhatWasDone(text, after: performed, kindOnly: false)
      {
        return .aboutTheQuestion(answer.sentences, listed: answer.listed)
      }
      // "and another one" after "what did I order?" is another order, not another look.
      let done = dialog.lastChange.flatMap { $0.app.name == performed.app.name ? $0 : nil }
      if let plan = await again(text, after: (done ?? performed).asSaid) {
        return .followUp(plan)
      }
      // "what about mist trail" names a trail the app has, though it suggests others.
      let asksAboutAnother = Self.asksAboutAnotherThing(text)
      if asksAboutAnother, let plan = await followUp(text, after: performed) {
        return .followUp(plan)
      }
      // "what about the work folder" names a folder Notes lacks, whatever folders it has.
      if asksAboutAnother, let reason = await nameNotFound(text, after: performed) {
        return .followUpNotTaken(reason)
      }
      // "what other folders are there?" names no folder "other" to follow up with.
      if let answer = await aboutWhatWasDone(text, after: performed) {
        return .aboutTheQuestion(answer.sentences, listed: answer.listed)
      }
      if let sentences = aboutTheValueUsed(text, after: performed) {
        return .aboutTheQuestion(sentences)
      }
      // Read once: a follow-up asking the same of another thing was read above.
      if !asksAboutAnother, let plan = await followUp(text, after: performed) {
        return .followUp(plan)
      }
      if let reason = await followUpNotTaken(text, after: performed) {
        return .followUpNotTaken(reason)
      }
      // "how much is a large?", no new order: what the app says of the option named.
      if let answer = await aboutWhatWasDone(text, after: performed, kindOnly: false) {
        return .aboutTheQuestion(answer.sentences, listed: answer.listed)
      }
      // "how many cards is that" asks for the result, not for a refusal said since.
      if asksAboutWhatWasShown(text, after: performed) { return .whatWasShown(readOut: false) }
      if let reason = nothingDoes(text, withWhatWasShownBy: performed) {
        return .notDoneWithWhatWasShown(reason)
      }
    }
    // "make it a large" right after an order was declined asks for that order, changed; "and a
    // cappuccino" is a new order.
    if let left = dialog.left, Self.asksForAChange(text) {
      if let plan = await followUp(text, after: left) { return .followUp(plan) }
      if let reason = await followUpNotTaken(text, after: left) {
        return .followUpNotTaken(reason)
      }
    }
    if Self.isRepeatRequest(text) { return .repetition }
    if Self.smallTalk(in: text) != nil { return .smallTalk }
    if let parts = severalRequests(in: text) { return .severalRequests(parts) }
    // "what's in french onion soup?" is about the soup, not a list of soups.
    if let sentences = await aboutAThing(text) { return .aboutTheQuestion(sentences) }
    // "what is a grande?" asks of the size, though Brew's order reads it.
    if let answer = await aboutAnOptionNamed(text, after: dialog.followUp) {
      return .aboutTheQuestion(answer.sentences, listed: answer.listed)
    }
    if let answer = await aboutAnApp(text) {
      return .aboutTheQuestion(answer.sentences, listed: answer.listed)
    }
    return .request
  }

  /// Whether the question waiting takes any text: a free-text value.
  var takesAnyText: Bool {
    guard case .value(let question) = state, case .string = question.parameter.valueType else {
      return false
    }
    return true
  }

  /// Whether the conversation waits for the path of a file, which may start with "/".
  var isAwaitingFile: Bool {
    guard case .value(let question) = state, case .file = question.parameter.valueType else {
      return false
    }
    return true
  }

  /// Whether `text` is written as a file's path ("/tmp/post/notes.txt", "~/plan.pdf",
  /// "notes.txt"), whose words are never a new request.
  static func isPath(_ text: String) -> Bool {
    text.contains("/") || text.hasPrefix("~") || (!text.contains(" ") && text.contains("."))
  }

  /// Whether the question waiting takes `text` as its answer: one that takes any text, or a
  /// choice with an option of that name ("good night" among the cards), where a goodbye is
  /// the answer rather than the end of the request.
  func takesAsAnswer(_ text: String) -> Bool {
    switch state {
    case .value(let question):
      if case .string = question.parameter.valueType { return true }
    case .choice(let question):
      if case .value = pick(text, among: question.options, reason: { "" }) { return true }
    default:
      break
    }
    return false
  }
}

import ParleyIntents
import ParleyMatcher

/// Answers to a yes-or-no question: yes, no, the action's own name, or a change of a value of
/// the request being confirmed ("actually, make it iced"), and what is said of an answer that is
/// none of them.
extension Conversation {
  /// An answer to a yes-or-no question.
  ///
  /// A change of a value of the request ("actually, make it iced") is read here, with the
  /// apps; any other answer is the confirmation's transition to decide (see
  /// `DialogStep.answerConfirmation(_:)`).
  func answer(_ text: String, to question: ConfirmationQuestion) async -> Reply {
    guard request != nil else { return finish([], .cancelled) }
    // "no, the first one" picks another item of the list the request's item came from.
    if !question.continuesAfterError, let other = await otherListedItem(text) { return other }
    if !question.continuesAfterError, let corrected = await corrected(text, asked: nil) {
      return corrected
    }
    return await carryOut(
      DialogStep.transition(from: dialog, on: .confirmationAnswer(text), setting: setting))
  }

  /// Why `text` answers no confirmation, and what does: a change that names nothing the
  /// request takes is refused for what it names ("Sorry, “iced” isn't a drink or a size.", the
  /// kinds of names the request takes); anything else is told the answers there are, the
  /// changes included, as Siri says what it can take.
  func refusal(of text: String, at question: ConfirmationQuestion) async -> String {
    guard !changeableParameters(at: question).isEmpty else {
      return "Sorry, please answer yes or no."
    }
    if let refusal = await wishRefusal(text) { return refusal }
    return "Sorry, I can't take that as an answer. \(confirmationAnswers(at: question))."
  }

  /// The refusal of a change that names nothing the request takes, said at any question
  /// ("make it iced": "Sorry, “iced” isn't a drink or a size.", the kinds of names the request
  /// takes; "make it an iced latte": "Sorry, Brew doesn't have iced latte."); `nil` when `text`
  /// asks for no change, or its words name only values (a number out of range is refused for
  /// its own reason).
  func wishRefusal(_ text: String) async -> String? {
    guard options.matching == .flexible, let request, let wish = Self.changeWish(in: text)
    else { return nil }
    let named = request.parameters.filter { parameter in
      switch parameter.valueType {
      case .entity, .enumeration: return true
      default: return false
      }
    }
    guard !named.isEmpty else { return nil }
    switch await valuesNamed(by: wish, in: request) {
    case .wholly: return nil
    case .nothing:
      // "an iced latte": a value named after words that name none is a thing the app lacks.
      let words = wish.split(separator: " ")
      for dropped in 1..<max(words.count, 1) {
        let rest = words.dropFirst(dropped).joined(separator: " ")
        if case .wholly = await valuesNamed(by: rest, in: request) {
          return "Sorry, \(request.app.name) doesn't have \(wish.lowercased())."
        }
      }
      return "Sorry, “\(wish)” isn't \(spokenList(named.map(\.titleWording.oneOf), "or"))."
    case .partly:
      return "Sorry, \(request.app.name) doesn't have \(wish.lowercased())."
    }
  }

  /// How much of `text` names values of the request wholly: all of it, some of it (with words
  /// no value explains), or none.
  private func valuesNamed(by text: String, in request: ActiveRequest) async -> NamedValues {
    let read = valuesSaid(in: text, for: request)
    var names = false
    for value in read.values {
      guard let parameter = request.parameter(named: value.name) else { continue }
      guard await namesWholly(value, parameter, in: request) else { return .nothing }
      names = true
    }
    guard names else { return .nothing }
    return read.unused.isEmpty ? .wholly : .partly
  }

  /// The answers a confirmation takes, said as a sentence without its full stop: "You can say
  /// yes or no, or change the drink, the size, the quantity, the pickup time, or the extra
  /// shots".
  func confirmationAnswers(at question: ConfirmationQuestion) -> String {
    let changeable = changeableParameters(at: question)
    guard !changeable.isEmpty else { return "Say yes or no" }
    let changes = spokenList(changeable.map(\.titleWording.withThe), "or")
    return "You can say yes or no, or change \(changes)"
  }

  /// The parameters a line said at `question` may change: the request's, when corrections are
  /// taken (flexible matching, and a question about the request rather than about going on in
  /// the app).
  func changeableParameters(at question: ConfirmationQuestion)
    -> [any AnyIntentParameter]
  {
    guard options.matching == .flexible, !question.continuesAfterError, let request else {
      return []
    }
    return request.parameters
  }

  /// What a line that asks for a change asks for, without the words it asks with: "iced" in
  /// "actually, make it iced", "oat milk" in "can you change it to oat milk"; `nil` when the
  /// line asks for no change.
  static func changeWish(in text: String) -> String? {
    var words = text.split(separator: " ").map(String.init)
    while let first = words.first, Lexicon.changeLeads.contains(bare(first)) { words.removeFirst() }
    let lowered = words.map(bare)
    guard
      let opening = Lexicon.confirmationChangeOpenings.first(where: { lowered.starts(with: $0) })
    else {
      return nil
    }
    var rest = Array(words.dropFirst(opening.count))
    if rest.count > 1, let first = rest.first, Lexicon.plainArticles.contains(bare(first)) {
      rest.removeFirst()
    }
    let wish = withoutCorrectionWords(rest.joined(separator: " "))
      .trimmingCharacters(in: .punctuationCharacters.union(.whitespaces))
    return wish.isEmpty ? nil : wish
  }

  /// Yes or no as `text` says it; `nil` when it says neither. A request for a change is
  /// neither, although "switch to decaf please" holds a "please"; so is a line whose only yes
  /// is a "please" among other words ("can I pay by card please").
  static func confirmationAnswer(_ text: String, _ question: ConfirmationQuestion) -> Bool? {
    if let own = ownActionAnswer(text, question) { return own }
    let said = words(of: text)
    if changeWish(in: text) != nil { return nil }
    if said.contains(where: Lexicon.pleaseWords.contains), said.count > 1,
      SpokenValue.boolean(
        in: said.filter { !Lexicon.pleaseWords.contains($0) }.joined(separator: " ")) == nil,
      !said.allSatisfy(Lexicon.politeYes.contains)
    {
      return nil
    }
    return SpokenValue.boolean(in: text)
  }
}

/// How much of a line names values of the request wholly.
enum NamedValues {
  /// Every word: "a large mocha".
  case wholly
  /// Some words, with others that name nothing: "an iced latte".
  case partly
  /// No value: "iced".
  case nothing
}

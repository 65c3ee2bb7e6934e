import Foundation
import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The request carried on with the values `text` corrects, as Siri and Alexa take "actually
  /// make it a cappuccino" while the size is asked, or "make it two" at the confirmation: the
  /// values are put into their parameters, and the request goes on from the start (asking what
  /// is still missing, confirming again with the new values). `nil` when `text` is no
  /// correction (see ``correction(in:asked:)``).
  ///
  /// When the request goes on with a question, the reply first says what changed ("Okay, the
  /// drink is Cappuccino." before "What size?"), so that the person hears the correction was
  /// taken; a confirmation or a result says the new values itself.
  func corrected(_ text: String, asked: (any AnyIntentParameter)?) async -> Reply? {
    // The answer to a file question is a path, never other values said again.
    if let asked, case .file = asked.valueType { return nil }
    // "make one of them a mocha" changes one of the items waiting.
    if let change = await changeOfSome(text, asked: asked) { return change }
    guard let values = await correction(in: text, asked: asked) else { return nil }
    // "make the latte medium" changes the latte of the items said together.
    if let change = await changeOfOneItem(values, said: text) { return change }
    return await carriedOn(with: values)
  }

  /// The request carried on with `values` put into their parameters, from the start; the
  /// reply first says `acknowledgement` when given, else what the correction did (see
  /// `whatCorrectionDid`).
  func carriedOn(with values: [SlotFill], acknowledging acknowledgement: String? = nil) async
    -> Reply?
  {
    guard let request else { return nil }
    request.run = nil
    var parameters: [any AnyIntentParameter] = []
    for parameter in request.parameters where values.contains(where: { $0.name == parameter.name })
    {
      parameters.append(parameter)
    }
    let before = parameters.map { $0.anyValue.map(displayText(of:)) }
    for value in values { request.confirmed.remove(value.name) }
    await fill(values, source: ValueSource(request), into: request)
    let resolvedLater = Set(request.pendingText.map(\.parameter.name))
    state = .idle
    var reply = await proceed()
    if let said = whatCorrectionDid(
      parameters, before: before, resolvedLater: resolvedLater, acknowledging: acknowledgement)
    {
      reply.items.insert(.dialog(said), at: reply.items.startIndex)
    }
    return reply
  }

  /// What the reply to a correction of `parameters` (whose values were `before`) says first:
  /// without an `acknowledgement`, that nothing changed when each has the value it had, or
  /// the same question asked again seems not to have heard it ("large" at "Order a large
  /// latte?": "The size is already Large."); else, when the request goes on with a question,
  /// `acknowledgement` or what changed, but for the value asked about next, which the
  /// question refuses. A value resolved from its words (`resolvedLater`) changed only if it
  /// differs: words that did not fit, or that fit several, leave the value as it was and are
  /// asked about.
  private func whatCorrectionDid(
    _ parameters: [any AnyIntentParameter], before: [String?], resolvedLater: Set<String>,
    acknowledging acknowledgement: String?
  ) -> String? {
    let kept = zip(parameters, before).map { parameter, old in
      old != nil && !resolvedLater.contains(parameter.name)
        && parameter.anyValue.map(displayText(of:)) == old
    }
    if acknowledgement == nil, !kept.isEmpty, !kept.contains(false) {
      return alreadySo(parameters)
    }
    let askedNext: String
    switch state {
    case .value(let question): askedNext = question.parameter.name
    case .choice(let question):
      guard case .parameter(let parameter, _) = question.purpose else { return nil }
      askedNext = parameter.name
    default: return nil
    }
    let changed = zip(parameters, before).compactMap {
      parameter, old -> (any AnyIntentParameter)? in
      guard let new = parameter.anyValue, parameter.name != askedNext else { return nil }
      return !resolvedLater.contains(parameter.name) || displayText(of: new) != old
        ? parameter : nil
    }
    return acknowledgement ?? self.acknowledgement(of: changed)
  }

  /// What a correction changed, said in one sentence: "Okay, the quantity is 2.", "Okay, the
  /// drink is Cappuccino and the pickup time is tomorrow at 8 AM."; a count of the things a
  /// title names, as counted: "Okay, 1 extra shot."; `nil` when nothing changed.
  func acknowledgement(of parameters: [any AnyIntentParameter]) -> String? {
    let clauses = valueClauses(of: parameters, already: false)
    return clauses.isEmpty ? nil : "Okay, \(spokenList(clauses, "and"))."
  }

  /// That `parameters` already had the values a correction gave them, in one sentence: "The
  /// size is already Large.", "It's already 1 extra shot."; `nil` when none has a value.
  func alreadySo(_ parameters: [any AnyIntentParameter]) -> String? {
    let clauses = valueClauses(of: parameters, already: true)
    return clauses.isEmpty ? nil : spokenList(clauses, "and").withCapitalFirst + "."
  }

  /// Each value of `parameters` said as a clause ("the size is Large", "1 extra shot"), or as
  /// one it already was ("the size is already Large", "it's already 1 extra shot").
  private func valueClauses(of parameters: [any AnyIntentParameter], already: Bool) -> [String] {
    parameters.compactMap { parameter -> String? in
      guard let value = parameter.anyValue else { return nil }
      let wording = parameter.titleWording
      if let count = value as? Int, let counted = wording.counted(count) {
        return already ? "it's already \(counted)" : counted
      }
      let be = (parameter.isArray ? "are" : wording.be) + (already ? " already" : "")
      return "\(wording.withThe) \(be) \(spokenText(of: value))"
    }
  }

  /// The values `text` corrects, read from the line as a request's values are read; `nil` when
  /// `text` is no correction: it gives no value of the request's parameters, says words no
  /// value explains, picks from a list ("the second one"), or gives only a value for `asked`,
  /// the parameter the question is about (an answer that did not fit, refused for its own
  /// reason).
  func correction(in text: String, asked: (any AnyIntentParameter)?) async -> [SlotFill]? {
    guard options.matching == .flexible, let request else { return nil }
    if let away = takenAway(in: text, of: request) { return [away] }
    let said = Self.withoutWordsAround(text) ?? text
    // "the second one" picks from a list; it gives no value.
    if SpokenValue.ordinal(in: said) != nil, SpokenValue.isPosition(said) { return nil }
    // "no" alone declines; it corrects nothing.
    let left = said.lowercased().trimmingCharacters(in: .punctuationCharacters)
    if Lexicon.valueCorrectionStarts.contains(left) { return nil }
    let read = valuesSaid(in: said, for: request)
    let values = withoutParameterNames(read.values, of: request)
    guard read.unused.isEmpty, values.contains(where: { $0.name != asked?.name }) else {
      return nil
    }
    for value in values {
      guard let parameter = request.parameter(named: value.name) else { return nil }
      guard await namesWholly(value, parameter, in: request, said: said) else { return nil }
    }
    return values
  }

  /// The values of the request's other parameters that `text` gives where any text answers
  /// the question: asked about as a follow-up asks ("what about", "how about", "and"), or, not
  /// led, the case of an enumeration the request has no value for yet, named wholly by its
  /// title or another of its names. "what about cross country skiing" or "horseback riding"
  /// while Trails asks where to go sets the activity, and the place is asked again; neither is
  /// the place. Another free-text value said with the words that answer its own question
  /// counts too (see `otherTextGiven(_:)`). `nil` when `text` is not wholly such values.
  func valuesAskedAbout(_ text: String) async -> [SlotFill]? {
    guard takesAnyText, case .value(let question) = state, let request else { return nil }
    // "sorry, call it weekend errands" at "What should it say?" names the note.
    if let other = otherTextGiven(text) { return other }
    // "the front is mitochondria, back is powerhouse of the cell" gives both texts.
    if let named = textsNamed(in: text) { return named }
    let (led, rest) = Self.withoutFollowUpLead(text)
    guard let values = await correction(in: rest, asked: question.parameter),
      values.allSatisfy({ $0.name != question.parameter.name })
    else { return nil }
    if led { return values }
    let casesNotGiven = values.allSatisfy { value in
      guard let parameter = request.parameter(named: value.name), !parameter.hasValue,
        case .enumeration = parameter.valueType
      else { return false }
      return true
    }
    return casesNotGiven ? values : nil
  }

  /// The value "no shots" or "without the extra shot" sets: a number parameter whose default
  /// is none (0), named by its title's words alone after "no" or "without", set back to 0.
  /// "no shots" at "Order a large Caffè Latte with an extra shot for $6.25?" takes the shot
  /// off, as the person means, rather than declining the order. `nil` when `text` says no
  /// such thing.
  func takenAway(in text: String, of request: ActiveRequest) -> SlotFill? {
    let words = Self.words(of: text)
    guard let first = words.first, Lexicon.takeAwayWords.contains(first) else { return nil }
    let named = words.dropFirst().filter { !Lexicon.articles.contains($0) && $0 != "more" }
    guard !named.isEmpty else { return nil }
    let parameter = request.parameters.first { parameter in
      guard case .integer = parameter.valueType, parameter.defaultValue as? Int == 0 else {
        return false
      }
      let title = Set(Self.words(of: parameter.titleWording.title))
      return named.allSatisfy {
        title.contains($0) || title.contains(Inflection.plural(of: $0))
      }
    }
    return parameter.map { SlotFill(name: $0.name, text: text, value: .integer(0)) }
  }

  /// Whether `value`, read for `parameter`, names an entity or a case wholly: words no other
  /// value explains are an entity's name only when its query finds one that they name
  /// ("change it to oat milk" changes no drink), and part of a name is no name ("make it iced"
  /// asks for something the app does not have; it is not the Iced Coffee it is part of),
  /// unless `said`, the line, says it after "the": "the lisbon one" is the note Trip to Lisbon.
  /// Values of other types are taken as read.
  func namesWholly(
    _ value: SlotFill, _ parameter: any AnyIntentParameter, in request: ActiveRequest,
    said: String = ""
  ) async -> Bool {
    let kind: String
    switch parameter.valueType {
    case .entity(let type): kind = type.displayName
    case .enumeration(let type): kind = type.displayName
    default: return true
    }
    switch value.value {
    case .raw, .entry: break
    default: return true
    }
    guard case .value(let found) = await resolve(value.text, for: parameter, in: request) else {
      // Words read as an entry, or as a case the enum does not have, are taken, to be resolved
      // again and refused for their reason ("make it extra large": "Brew doesn't have extra
      // large."); words that name no entity are no change.
      if case .entry = value.value { return true }
      if case .enumeration = parameter.valueType { return true }
      return false
    }
    let line = Self.words(of: said)
    let start = Self.words(of: value.text).first.flatMap(line.firstIndex(of:))
    let definite = start.map { $0 > 0 && Lexicon.definiteArticles.contains(line[$0 - 1]) }
    return Self.names(
      value.text, wholly: option(for: found).names, kind: kind, definite: definite == true)
  }

  /// Whether `text` says every word of one of `names`, but for the words of the kind ("bear
  /// creek" is Bear Creek Trail, a trail), and no word besides: "iced" names no Iced Coffee,
  /// "hot" no Hot Chocolate, "iced mocha" no Mocha. Misspelt words count ("capuccino"), and so
  /// do the small words of a name ("to" of "trip to lisbon"). Said after "the" (`definite`),
  /// words of a name alone pick the one it names, as "the lisbon one" is Trip to Lisbon: a
  /// thing said to be known, not a kind of one.
  static func names(
    _ text: String, wholly names: [String], kind: String, definite: Bool = false
  ) -> Bool {
    let kindWords = Set(words(of: kind))
    let said = words(of: text).filter { !Lexicon.articles.contains($0) }
    return names.contains { name in
      let needed = words(of: name).filter {
        !kindWords.contains($0) && !Lexicon.articles.contains($0)
      }
      let ofTheName = { (word: String) in
        kindWords.contains(word) || needed.contains(word)
          || resolveChoice(word, among: [[name]]) != .none
      }
      if definite, !said.isEmpty, said.allSatisfy(ofTheName) { return true }
      return !needed.isEmpty && said.count >= needed.count
        && resolveChoice(text, among: [[name]]) == .chosen(0) && said.allSatisfy(ofTheName)
    }
  }

  /// `values` without words read as free text or an unknown entity name that only name the
  /// parameter of another value read with them: in "can I pick it up at 5", "pick it up" is
  /// the pickup time's name, not a drink.
  private func withoutParameterNames(_ values: [SlotFill], of request: ActiveRequest)
    -> [SlotFill]
  {
    values.filter { value in
      guard value.value.isWords else { return true }
      let said = Self.words(of: value.text).filter { !Lexicon.changePronouns.contains($0) }.joined()
      return !values.contains { other in
        guard other.name != value.name, let parameter = request.parameter(named: other.name)
        else { return false }
        let title = Self.words(of: parameter.titleWording.title)
        return !said.isEmpty && (title.contains(said) || title.joined() == said)
      }
    }
  }

  /// `text` without the words a correction or an answer is said with ("actually, the
  /// groceries one" is "the groceries", "I meant cedar falls" is "cedar falls"); `nil` when
  /// it has none.
  static func withoutWordsAround(_ text: String) -> String? {
    let bare = withoutCorrectionWords(
      text, starts: Lexicon.valueCorrectionStarts, ends: Lexicon.valueCorrectionEnds)
    return bare == text ? nil : bare
  }

  /// An answer without the words it was said with, as ``withoutWordsAround(_:)``; `nil` also
  /// when what is left is a bare number: "make it two" and "no, two" say how many, never the
  /// second of a list, which "actually, the second one" and "number 2" pick.
  static func answerWithoutWordsAround(_ text: String) -> String? {
    guard let bare = withoutWordsAround(text),
      !SpokenValue.isPosition(bare) || SpokenValue.ordinal(in: bare) != nil
    else { return nil }
    return bare
  }

  /// A free-text answer without the words a correction starts it with, which stand apart from
  /// it: "actually boulder" and "no, boulder" are "boulder", "no near boulder" is "near
  /// boulder". The words are dropped up to the last one that stands apart: a word that only
  /// says a correction comes ("actually", "sorry", "um"), or one a pause follows ("no,");
  /// all of them when a word that introduces a value follows them. Words that may start a
  /// value stay when nothing sets them apart ("no more meetings", "make dinner"), and so do
  /// words with no answer after them ("actually").
  static func freeTextAnswer(_ text: String) -> String {
    let words = text.split(separator: " ").map(String.init)
    var leading = 0
    var apart = 0
    for word in words.dropLast() {
      let bare = Self.bare(word)
      guard Lexicon.correctionStarts.contains(bare) || Lexicon.correctionMarkers.contains(bare)
      else { break }
      leading += 1
      if Lexicon.correctionMarkers.contains(bare) || word.last.map(Self.isPause) == true {
        apart = leading
      }
    }
    if leading < words.count, words[leading].first.map(Self.isPause) == true {
      apart = leading
    }
    let rest = words[leading...].joined(separator: " ")
    if leading > 0, SpokenValue.withoutIntroducer(rest) != rest { apart = leading }
    let answer = withoutPauses(words[apart...].joined(separator: " "))
    return answer.contains(where: { $0.isLetter || $0.isNumber }) ? answer : text
  }

  /// The marks of a pause in a typed line: "no, boulder", "wait - boulder".
  private static let pauseMarks = ",;:-–—…"

  /// Whether `character` marks a pause in a typed line (see ``pauseMarks``).
  static func isPause(_ character: Character) -> Bool {
    pauseMarks.contains(character)
  }

  /// `text` without the pauses and spaces around it: "boulder" of ", boulder,".
  static func withoutPauses(_ text: String) -> String {
    text.trimmingCharacters(in: CharacterSet(charactersIn: pauseMarks + " "))
  }

  /// The fewest words a self-correction says: an option, a correction word and another option
  /// ("small, no, medium").
  static let selfCorrectionLeastWords = 3

  /// The option an answer settles on after correcting itself, the last one said standing:
  /// "medium" of "small, no, medium" at "What size?". `nil` when `text` picks an option as it
  /// is, says no correction, or what it says last picks no option.
  func selfCorrected(_ text: String, among options: [ChoiceOption]) -> String? {
    let words = text.split(separator: " ").map(String.init)
    guard words.count >= Self.selfCorrectionLeastWords,
      case .invalid = pick(text, among: options, reason: { "" }),
      let marker = words.indices.dropFirst().last(where: {
        Lexicon.selfCorrections.contains(Self.bare(words[$0]))
      }),
      marker < words.count - 1
    else { return nil }
    let last = words[(marker + 1)...].joined(separator: " ")
    guard case .value = pick(last, among: options, reason: { "" }) else { return nil }
    return last
  }
}

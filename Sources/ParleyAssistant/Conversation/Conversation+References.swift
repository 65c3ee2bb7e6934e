import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// `values` with each replaced by a further item of its parameter said after it right after
  /// words that take it back (`Lexicon.takeBacks`, set apart by commas or not: "play jazz in
  /// tunes, no, play chill", "a flat white, I mean a cappuccino"), and the further items left.
  static func corrected(_ values: [SlotFill], further: [SlotFill], in utterance: String) -> (
    values: [SlotFill], further: [SlotFill]
  ) {
    var values = values
    var left: [SlotFill] = []
    // "wait" of "cedar falls, no wait, alpine loop" takes back; it is no item.
    let further = further.filter { item in
      !words(of: item.text).allSatisfy { Lexicon.selfCorrections.contains($0) }
    }
    for item in further {
      guard let itemRange = item.range,
        let kept = values.firstIndex(where: { value in
          guard value.name == item.name, let range = value.range else { return false }
          guard range.upperBound <= itemRange.lowerBound else { return false }
          let between = words(of: String(utterance[range.upperBound..<itemRange.lowerBound]))
          return Lexicon.takeBacks.contains { between.suffix($0.count) == $0[...] }
        })
      else {
        left.append(item)
        continue
      }
      values[kept] = item
    }
    return (values, left)
  }

  /// The options of `options`, words no parameter took, that take back the value said right
  /// before them and say another ("no wait, alpine loop" after "cedar falls" in "remove cedar
  /// falls, no wait, alpine loop from my favorites"), as further items of that value's
  /// parameter, the name after the words that take it back, for ``corrected(_:further:in:)``
  /// to put in its place; and the options left, without those that only take back ("no wait"
  /// of "a small, no wait, a medium latte").
  static func selfCorrecting(_ options: [String], after values: [SlotFill], in utterance: String)
    -> (items: [SlotFill], options: [String])
  {
    var items: [SlotFill] = []
    var left: [String] = []
    for option in options {
      var said = option.split(separator: " ").map(String.init)
      while let first = said.first, Lexicon.selfCorrections.contains(bare(first)) {
        said.removeFirst()
      }
      let name = said.joined(separator: " ").trimmingCharacters(in: .punctuationCharacters)
      // "no wait" of "a small, no wait, a medium latte" only takes back: nothing left out.
      if name.isEmpty { continue }
      guard said.count < option.split(separator: " ").count,
        let optionRange = utterance.range(of: option),
        let nameRange = utterance.range(of: name, range: optionRange),
        let value = values.last(where: { value in
          guard let range = value.range, range.upperBound <= optionRange.lowerBound else {
            return false
          }
          return words(of: String(utterance[range.upperBound..<optionRange.lowerBound])).isEmpty
        })
      else {
        left.append(option)
        continue
      }
      items.append(SlotFill(name: value.name, text: name, value: .raw(name), range: nameRange))
    }
    return (items, left)
  }

  /// Whether `text` says one of ``referringWords``: "there" only where it stands for a place,
  /// not beside a word that makes it say something is ("is there soup today?").
  static func saysPronoun(_ text: String) -> Bool {
    let said = words(of: text)
    return said.indices.contains { standsForAThing(said, at: $0) }
  }

  /// Whether the word of `said` at `index` is one of ``referringWords`` that stands for a
  /// thing or a place (see `saysPronoun(_:)`).
  private static func standsForAThing(_ said: [String], at index: Int) -> Bool {
    guard Lexicon.referringWords.contains(said[index]) else { return false }
    guard said[index] == "there" else { return true }
    let beside = [index - 1, index + 1].filter(said.indices.contains).map { said[$0] }
    return !beside.contains(where: Lexicon.existentialThereWords.contains)
  }

  /// Fills the first parameter of `request` that takes an entity or an enumeration's case and
  /// has no value yet with what a pronoun of the request stands for, of the same type: the one
  /// entity the last result returned ("delete it" right after a note is shown deletes that
  /// note), else a value of the request `referent` performed just before ("turn it off" after
  /// "turn on the heater" turns the heater off; "get conditions there" right after Bear Creek
  /// was opened gets its conditions). The request's values are tried in the order of their
  /// parameters' names. Returns the name of the parameter filled, if one was.
  func fillPronoun(from referent: FollowUpContext, into request: ActiveRequest) -> String? {
    let values = pronounValues(from: referent)
    for parameter in request.parameters where !parameter.hasValue {
      switch parameter.valueType {
      case .entity, .enumeration:
        if values.contains(where: { set(parameter, to: $0) }) { return parameter.name }
      default:
        continue
      }
    }
    return nil
  }

  /// Fills the first parameter of `request` without a value that takes an entity whose kind
  /// `text` names right after a word that stands for a thing ("that note", "this trail") with
  /// the entity of that type a result returned or a request was performed on last, however
  /// many requests came since: "delete that note" after a note was shown and a trail's
  /// conditions told. Returns the name of the parameter filled, if one was.
  func fillNamedReference(in text: String, into request: ActiveRequest) -> String? {
    let said = Self.words(of: text)
    for parameter in request.parameters where !parameter.hasValue {
      guard case .entity(let type) = parameter.valueType,
        zip(said, said.dropFirst()).contains(where: { word, next in
          word != "there" && Lexicon.referringWords.contains(word)
            && Self.isKindWord(next, of: type)
        }),
        let entity = dialog.mentioned.first(where: type.isType(of:)),
        set(parameter, to: entity)
      else { continue }
      return parameter.name
    }
    return nil
  }

  /// Whether a word of `text` that stands for a thing (see `saysPronoun(_:)`) names a value
  /// that an entity parameter of `candidate` takes: the one entity the last result returned,
  /// or a value of the request just performed, of the same app (see
  /// `fillPronoun(from:into:)`): "reset them" right after Spanish's cards were shown. Never
  /// in a line that cancels ("stop it").
  func pronounNamesAValue(of candidate: MatchCandidate, in text: String) -> Bool {
    guard !SpokenValue.isCancel(text), Self.saysPronoun(text), let referent = dialog.referent,
      referent.app.name == candidate.app
    else { return false }
    let entities = pronounValues(from: referent).compactMap { $0 as? any AppEntity }
    return parameters(of: candidate).contains { parameter in
      guard case .entity(let type) = parameter.valueType else { return false }
      return entities.contains(where: type.isType(of:))
    }
  }

  /// `values` without the names read outside the phrase's slot for a parameter that takes an
  /// entity a pronoun of `utterance` stands for (see `fillPronoun(from:into:)`), names the app
  /// lacks, and the words of those names, which the request then leaves out: "move it to the
  /// office folder" right after the groceries note was shown moves that note, and "office" is
  /// no note to look up (words that open a question name nothing, and are not said to be
  /// left out). A name read in the phrase's slot, or one of the app's vocabulary, stays; so
  /// does every value where the pronoun is part of a name read.
  func withoutNamesForPronoun(
    _ values: [SlotFill], of candidate: MatchCandidate, in utterance: String,
    for request: ActiveRequest
  ) -> (values: [SlotFill], displaced: [String]) {
    guard let referent = dialog.referent, referent.app.name == request.app.name,
      Self.saysPronoun(Self.withoutValues(values, in: utterance))
    else { return (values, []) }
    let entities = pronounValues(from: referent).compactMap { $0 as? any AppEntity }
    var kept: [SlotFill] = []
    var displaced: [String] = []
    for value in values {
      guard case .raw = value.value, value.name != candidate.slot?.name,
        let parameter = request.parameter(named: value.name),
        case .entity(let type) = parameter.valueType, entities.contains(where: type.isType(of:))
      else {
        kept.append(value)
        continue
      }
      // "how many" of "how many cards is that" asks; it names nothing left out.
      if !ConversationWords.opensWithAQuestionWord(Self.words(of: value.text)) {
        displaced.append(Self.withoutTitleAtEnd(value.text, of: request))
      }
    }
    return (kept, displaced)
  }

  /// `name` without the words at its end that say the title of a parameter of `request`:
  /// "office" of "office folder" where a note is moved to a folder.
  private static func withoutTitleAtEnd(_ name: String, of request: ActiveRequest) -> String {
    let titles = Set(request.parameters.flatMap { words(of: $0.titleWording.title) })
    var said = name.split(separator: " ").map(String.init)
    while said.count > 1, let last = said.last, titles.contains(bare(last)) { said.removeLast() }
    return said.joined(separator: " ")
  }

  /// `utterance` without the words of `values`, where they were read.
  private static func withoutValues(_ values: [SlotFill], in utterance: String) -> String {
    var rest = utterance
    for range in values.compactMap(\.range).sorted(by: { $0.lowerBound > $1.lowerBound })
    where range.upperBound <= rest.endIndex {
      rest.replaceSubrange(range, with: " ")
    }
    return rest
  }

  /// `result`, ambiguous between intents of `app`, settled on the one intent of them that takes
  /// a value a pronoun of `text` stands for (see `pronounNamesAValue(of:in:)`): "open it"
  /// right after Bear Creek's conditions were told opens the trail, not the favorites, whose
  /// intent takes no trail. `result` as it is when it is not ambiguous, or when no intent or
  /// several take such a value.
  func settledByPronoun(_ result: MatchResult, _ text: String) -> MatchResult {
    guard result.isAmbiguous, let best = result.best else { return result }
    let rivals = result.candidates.filter {
      best.score - $0.score < PhraseIndex.ambiguityMargin
    }
    let taking = rivals.filter { pronounNamesAValue(of: $0, in: text) }
    guard let first = taking.first,
      taking.allSatisfy({ $0.app == first.app && $0.intent == first.intent })
    else { return result }
    return MatchResult(
      utterance: result.utterance, candidates: [first], isAmbiguous: false,
      namedApps: result.namedApps)
  }

  /// `text` with its first word that stands for a thing ("it", "that", "there") replaced by the name of
  /// the entity it stands for (see `pronounValues(from:)`), for a line that nothing matches
  /// with the word itself: "is it open today" right after "open bear creek in trails" is "is
  /// Bear Creek Trail open today", with the name put in. `nil` when `text` says no such word,
  /// or no entity of `referent`'s app is what it stands for.
  func namingWhatItStandsFor(_ text: String, after referent: FollowUpContext) -> (
    text: String, name: String
  )? {
    guard
      let entity = pronounValues(from: referent).lazy.compactMap({ $0 as? any AppEntity })
        .first
    else { return nil }
    var said = text.split(separator: " ").map(String.init)
    // "whats the weather there" right after Alpine Loop was opened: "there" is the trail's place.
    let plain = said.map(Self.bare)
    guard let index = plain.indices.first(where: { Self.standsForAThing(plain, at: $0) }) else {
      return nil
    }
    let name = displayText(of: entity)
    said[index] = name
    return (said.joined(separator: " "), name)
  }

  /// What a pronoun may stand for, in the order tried: the one entity the last result
  /// returned, then the values of the request `referent` performed, by their parameters'
  /// names.
  private func pronounValues(from referent: FollowUpContext) -> [Any] {
    (dialog.shown.map { [$0] } ?? []) + referent.values.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The entity of `type` at the position `text` says ("first", "the second one", "the last
  /// trail", see `listedPosition(_:)`) in the list the last result returned: "get conditions
  /// for the first one" after "Here are 3 hiking trails near Boulder: Bear Creek Trail, …" is
  /// Bear Creek Trail. `nil` when `text` is no position, or the last result listed no entities
  /// of the type.
  func listedEntity(at text: String, of type: AnyEntityType) -> (any AppEntity)? {
    let listed = dialog.listed.filter(type.isType(of:))
    guard !listed.isEmpty, let place = listedPosition(text),
      // By position alone: no name is said.
      case .chosen(let index) = resolveChoice(place, among: listed.map { _ in [] })
    else { return nil }
    return listed[index]
  }

  /// The entity of `type` that `text`, only words that stand for a thing shown ("that one",
  /// "it", "this"), names: the one entity of the type the last result returned ("Which trail?"
  /// answered "that one" right after Alpine Loop's conditions were shown). `nil` when `text`
  /// says more or other words, or the last result returned no entity of the type, or several.
  func referredEntity(_ text: String, of type: AnyEntityType) -> (any AppEntity)? {
    guard Self.isReferenceAlone(text), let shown = dialog.shown, type.isType(of: shown)
    else { return nil }
    return shown
  }

  /// Whether `text` says only words that stand for a thing said or shown, with an article or
  /// "one": "that one", "it", "the same one".
  static func isReferenceAlone(_ text: String) -> Bool {
    let words = words(of: text).filter { !Lexicon.referenceFillers.contains($0) }
    return !words.isEmpty && words.allSatisfy(Lexicon.referringWords.contains)
  }

  /// The parameters of the intent `candidate` stands for; none when the catalog has no such
  /// intent.
  func parameters(of candidate: MatchCandidate) -> [any AnyIntentParameter] {
    guard let intent = catalog.intents(named: "\(candidate.app).\(candidate.intent)").first
    else { return [] }
    return intentParameters(of: intent.intent.init())
  }
}

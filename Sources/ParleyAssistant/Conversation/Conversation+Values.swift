import Foundation
import ParleyIntents
import ParleyMatcher

/// What an answer's text means for a parameter.
enum ValueResolution {
  /// One value.
  case value(Any)
  /// Not usable, with the reason to say.
  case invalid(String)
  /// Several values fit; the person picks one.
  case choose([ChoiceOption])
  /// A time of day today that has already passed: asked about, never moved to tomorrow.
  case passed(Date)
  /// A day said alone ("tomorrow") for a parameter that holds a time of day: the time on that
  /// day (its start) is asked for, never taken as midnight.
  case dayAlone(Date)
  /// An hour said without "am", "pm" or a part of the day on a day other than today, for a
  /// parameter that holds a time of day ("tomorrow at 4:30"): which of the two times is asked.
  case eitherHalf([Date])
  /// Several numbers offered ("two or three"): the value is asked for with this question,
  /// which names them.
  case ask(String)
  /// A count said without its number ("a few"): the value is asked for.
  case unspecified
  /// No value is named wholly, but one is named in part with words it does not have ("alpine
  /// lake" for Alpine Loop): the reason is said and the person asked, the option offered.
  case suggest(String, [ChoiceOption])
}

extension Conversation {
  /// Reads `text` as a value of `parameter`'s type: numbers, dates and yes/no as spoken,
  /// enum cases by title or synonym, entities through the entity's query. `question` is the
  /// question `text` answers; `nil` for a value read from a request or given by name.
  func resolve(
    _ text: String, for parameter: any AnyIntentParameter, in request: ActiveRequest,
    asked question: String? = nil
  ) async -> ValueResolution {
    let wording = parameter.titleWording
    if let either = alternatives(in: text, for: parameter) { return either }
    if let type = parameter.numberUnits {
      return measuredNumber(in: text, type: type, for: parameter)
    }
    switch parameter.valueType {
    case .string:
      if let listed = await listedOption(text, for: parameter, in: request, asked: question) {
        return listed
      }
      // Text read from a request was cut from it already, its introducer left out ("create a
      // note called to do list" names "to do list"): it is taken as it is. An answer is read
      // without the words of a correction it starts with and the introducer its question leads
      // to: "near boulder", "actually boulder" and "no, near boulder" answer "Where would you
      // like to go?" with "boulder"; "to do list" answers "What should the note be called?"
      // with itself.
      var value =
        question.map { SpokenValue.withoutIntroducer(Self.freeTextAnswer(text), answering: $0) }
        ?? text.trimmingCharacters(in: .whitespaces)
      if let question, let place = placeAfterValues(in: value, asked: question, for: request) {
        value = place
      }
      // "how about near banff" answers "Where would you like to go?" with "banff".
      if let question, SpokenValue.asksForPlace(question), Self.asksAboutAnotherThing(value) {
        value = SpokenValue.withoutIntroducer(
          Self.withoutFollowUpLead(value).rest, answering: question)
      }
      return value.isEmpty ? .invalid("Sorry, I didn't catch that.") : .value(value)
    case .integer:
      if saysAmount(text, besides: parameter) {
        return .invalid("Sorry, “\(text)” isn't a whole number.")
      }
      guard let number = SpokenValue.integer(in: text) else {
        if let said = SpokenValue.decimal(in: text) {
          // A fraction is refused as the range is: "two and a half" for a quantity.
          return .invalid(
            said == said.rounded()
              ? "Sorry, that number is too large."
              : "Sorry, \(wording.withThe) \(wording.have) to be a whole number.")
        }
        return .invalid("Sorry, “\(text)” isn't a whole number.")
      }
      return withinRange(number, Double(number), of: parameter)
    case .double:
      guard !saysAmount(text, besides: parameter), let number = SpokenValue.decimal(in: text)
      else {
        return .invalid("Sorry, “\(text)” isn't a number.")
      }
      return withinRange(number, number, of: parameter)
    case .bool:
      // Values with names of their own ("On", "Off") are taken by name, or as yes and no.
      let named = await choices(for: parameter, in: request)
      let said = Set(text.lowercased().split { !$0.isLetter && !$0.isNumber })
      let saidNames = named.filter { option in
        let words = option.title.lowercased().split { !$0.isLetter && !$0.isNumber }
        return !words.isEmpty && words.allSatisfy { said.contains($0) }
      }
      if saidNames.count == 1 { return .value(saidNames[0].value) }
      let need = named.isEmpty ? "a yes or a no" : spokenList(named.map(\.title), "or")
      return SpokenValue.boolean(in: text).map { .value($0) } ?? .invalid("Sorry, I need \(need).")
    case .date, .dateComponents:
      guard let date = SpokenValue.date(in: text, now: now, calendar: calendar) else {
        return .invalid("Sorry, I couldn't understand “\(text)” as a date.")
      }
      if parameter.holdsTimeOfDay, saysDayAlone(text) { return .dayAlone(date) }
      if parameter.holdsTimeOfDay, let times = eitherHalf(text) { return .eitherHalf(times) }
      return hasPassedToday(date) ? .passed(date) : .value(date)
    case .measurement(let type):
      return measurement(in: text, type: type, for: parameter)
    case .currency:
      return currencyAmount(in: text, for: parameter)
    case .person:
      return await resolvePerson(text, for: parameter, in: request)
    case .file:
      return resolveFile(text, for: parameter)
    case .paymentMethod:
      return await resolvePaymentMethod(text, for: parameter, in: request)
    case .url:
      guard let url = URL(string: text), url.scheme != nil else {
        return .invalid("Sorry, “\(text)” isn't a web address.")
      }
      return .value(url)
    case .enumeration(let type):
      let options = caseOptions(of: type)
      if let refusal = missingVariant(text, among: options, in: request) {
        return .invalid(refusal)
      }
      // The refusal names what the question offers: the options the parameter's provider
      // lists ("Travel or Recipes" for a note in Personal), else every case.
      let offered =
        parameter.dynamicOptions == nil
        ? options : await choices(for: parameter, in: request)
      return pickByName(text, among: options) {
        "Sorry, “\(text)” isn't \(wording.oneOf)." + possibleValuesSentence(offered.map(\.title))
      }
    case .entity(let type):
      return await resolveEntity(text, type: type, wording: wording, in: request)
    }
  }

  /// The question which number was meant, when `text` offers several for a number
  /// parameter, or none ("a few"): "two or three" is neither taken as two nor dropped.
  private func alternatives(in text: String, for parameter: any AnyIntentParameter)
    -> ValueResolution?
  {
    switch parameter.valueType {
    case .integer, .double:
      if SpokenValue.isVagueCount(text) { return .unspecified }
      guard let either = SpokenValue.alternatives(in: text) else { return nil }
      let wording = parameter.titleWording
      let question = wording.numberQuestion ?? "What's \(wording.withThe)?"
      return .ask("\(question.dropLast()): \(alternativesText(either))?")
    default:
      return nil
    }
  }

  /// Numbers offered as alternatives, as a question names them: "2 or 3", a short whole range
  /// in full ("2, 3 or 4" for "between 2 and 4"), a longer one by its ends ("between 10 and
  /// 20").
  private func alternativesText(_ numbers: [Double]) -> String {
    if numbers.count == 2, let low = numbers.min(), let high = numbers.max(),
      low == low.rounded(), high == high.rounded(), high - low >= 2
    {
      guard high - low <= 3 else {
        return "between \(displayText(of: low)) and \(displayText(of: high))"
      }
      return spokenList(stride(from: low, through: high, by: 1).map { displayText(of: $0) }, "or")
    }
    return spokenList(numbers.map { displayText(of: $0) }, "or")
  }

  /// `value`, or why it is refused when `number` lies outside the parameter's range.
  func withinRange(_ value: Any, _ number: Double, of parameter: any AnyIntentParameter)
    -> ValueResolution
  {
    guard let range = parameter.inclusiveRange, !range.contains(number) else {
      return .value(value)
    }
    let bounds = (displayText(of: range.lowerBound), displayText(of: range.upperBound))
    let wording = parameter.titleWording
    return .invalid(
      "Sorry, \(wording.withThe) \(wording.have) to be between \(bounds.0) and \(bounds.1).")
  }

  private func resolveEntity(
    _ text: String, type: AnyEntityType, wording: TitleWording, in request: ActiveRequest
  ) async -> ValueResolution {
    if let listed = listedEntity(at: text, of: type) { return .value(listed) }
    // "quiz me on the first one" under a list of cards: the first card's folder, said so.
    if let relation = await listedRelation(at: text, of: type, in: request) {
      return value(of: relation, said: text, for: type, in: request)
    }
    if let referred = referredEntity(text, of: type) { return .value(referred) }
    // "renew the second one" with no list in view: no book is at that place, whatever the
    // query finds called "second".
    let reason =
      positionWithNothingListed(text).map {
        NotAnAnswer.unknownReference(said: $0).reason(for: text, on: surface)
      } ?? notFound(text, type: type, wording: wording)
    let notFound = ValueResolution.invalid(reason)
    do {
      let matched = try await entities(of: type, matching: text, in: request) ?? []
      let pool =
        matched.isEmpty
        ? try await AppDependencyManager.withCurrent(request.dependencies) {
          try await entityPool(type)
        } : []
      let matchedNames = matched.flatMap(\.display.names)
      if saysKindAlone(text, type: type, wording: wording, names: matchedNames) {
        return .invalid(Self.whichOneNeeded(of: type))
      }
      if matched.count == 1 { return .value(matched[0].base) }
      if matched.count > 1 {
        return .choose(matched.map(entityOption))
      }
      // A name said in full beats a part of another said with it: "iced mocha" is the Mocha,
      // not the Iced Coffee.
      if let whole = try await nameSaidInFull(in: text, type: type, in: request) {
        return .value(whole.entity.base)
      }
      let options = pool.map(entityOption)
      if let reason = notFoundByKindAlone(text, type: type, wording: wording, among: options) {
        return .invalid(reason)
      }
      // A part of one name said with words that name nothing ("alpine lake" for Alpine Loop)
      // is asked about, never taken as that name in silence.
      let named = pickByName(text, among: options) { "" }
      if case .value = named,
        case .chosen(let index) = resolveChoice(text, among: options.map(\.names)),
        Self.namesOnlyPart(text, of: options[index].names)
      {
        return .suggest(reason, [options[index]])
      }
      if case .invalid = named, let shorter = try await nameBefore(text, type: type, in: request) {
        if Self.namesOnlyPart(text, of: shorter.display.names) {
          return .suggest(reason, [entityOption(shorter)])
        }
        return .value(shorter.base)
      }
      return named.orIfInvalid(notFound)
    } catch {
      return .invalid(
        userFacingMessage(
          for: error, intentTitle: request.title, tables: request.app.stringTables))
    }
  }

  /// What is said before a name in `text` that its entity's query finds nothing for as a
  /// whole, the name said in full: the values of the request's other parameters ("large" of
  /// "a large hot mocha", the size), and the words left, to be said to be left out ("hot");
  /// `nil` when `text` is no entity's words, the query finds them as they are, or no name is
  /// said in full with other words.
  func besideName(
    _ text: String, for parameter: any AnyIntentParameter, in request: ActiveRequest
  ) async -> (words: String, values: [SlotFill])? {
    guard case .entity(let type) = parameter.valueType else { return nil }
    let found = try? await entities(of: type, matching: text, in: request) ?? []
    guard found?.isEmpty ?? false,
      let whole = try? await nameSaidInFull(in: text, type: type, in: request),
      !whole.besides.isEmpty
    else { return nil }
    // Words that give another value of the request ("small") are no option it lacks, and nor
    // are the words of the app's phrases ("what's in" of "what's in biology") or a hesitation
    // ("um" of "um the spanish one"), nor the words that open the turn ("ok" of "ok chicken
    // tortilla").
    let values = valuesSaid(in: whole.besides, for: request).values.filter {
      $0.name != parameter.name
    }
    let valueWords = Set(values.flatMap { Self.words(of: $0.text) })
    let phraseWords = catalog.phraseWords[request.app.name] ?? []
    let words = whole.besides.split(separator: " ").filter {
      let word = Self.bare(String($0))
      return !valueWords.contains(word) && !phraseWords.contains(word)
        && !Lexicon.correctionMarkers.contains(word)
    }.drop { Lexicon.turnLeadIns.contains(Self.bare(String($0))) }
    return (words.joined(separator: " "), values)
  }

  /// The words said before a name in `text` that no value of the request explains, to be said
  /// to be left out ("iced" of "iced mocha", the Mocha said in full); `nil` when there are
  /// none (see `besideName(_:for:in:)`).
  func wordsBesideName(
    _ text: String, for parameter: any AnyIntentParameter, in request: ActiveRequest
  ) async -> String? {
    guard let beside = await besideName(text, for: parameter, in: request),
      !beside.words.isEmpty
    else { return nil }
    return beside.words
  }

  /// The one entity that words of `text` name in full, a title or synonym said as it is, the
  /// longest such name first, with the words said before it that say how it should be (but
  /// for articles): "hot mocha" is the Mocha, whatever other drink "hot" begins to name; the
  /// words after a name say when or how to do it ("mocha right now"), as in `nameBefore`.
  /// `nil` when no words name one in full, or the longest that do name several.
  private func nameSaidInFull(in text: String, type: AnyEntityType, in request: ActiveRequest)
    async throws -> (entity: AnyEntity, besides: String)?
  {
    let key = [request.app.name, request.intentType.typeName, type.typeName, text]
      .joined(separator: "\u{1F}")
    if let found = namesOfLine[key] { return found }
    let found = try await searchNameSaidInFull(in: text, type: type, in: request)
    namesOfLine[key] = .some(found)
    return found
  }

  /// The search of `nameSaidInFull(in:type:in:)`, run once per line.
  private func searchNameSaidInFull(
    in text: String, type: AnyEntityType, in request: ActiveRequest
  ) async throws -> (entity: AnyEntity, besides: String)? {
    let words = text.split(separator: " ").map(String.init)
    guard words.count > 1, words.count <= Self.longestNamedText else { return nil }
    for length in stride(from: words.count - 1, through: 1, by: -1) {
      var found: [(entity: AnyEntity, run: Range<Int>)] = []
      for start in 0...(words.count - length) {
        let span = start..<(start + length)
        // "light" of "garage light" says what the light is, and names none.
        if words[span].allSatisfy({ Self.isKindWord($0, of: type) }) { continue }
        let run = words[span].joined(separator: " ")
        let matched = try await entities(of: type, matching: run, in: request) ?? []
        let folded = Self.foldedName(run)
        for entity in matched
        where entity.display.names.contains(where: { Self.foldedName($0) == folded })
          && !found.contains(where: { $0.entity.id == entity.id })
        {
          found.append((entity, span))
        }
      }
      guard let first = found.first else { continue }
      guard found.count == 1 else { return nil }
      let besides = words[..<first.run.lowerBound]
        .filter { !Lexicon.wordsBeforeName.contains($0.lowercased()) }
      return (first.entity, besides.joined(separator: " "))
    }
    return nil
  }

  /// Whether `text` names an entity by only a part of its `names`, with words none of them
  /// has: "alpine lake" for Alpine Loop, not "cedar" for Cedar Falls, "bear crek" for Bear
  /// Creek Trail or "royal arch today" for Royal Arch, a name said in full.
  static func namesOnlyPart(_ text: String, of names: [String]) -> Bool {
    let words = foldedName(text).split(separator: " ").map(String.init)
      .filter { !Lexicon.wordsBeforeName.contains($0) }
    let inFull = names.contains { name in
      foldedName(name).split(separator: " ").allSatisfy { words.contains(String($0)) }
    }
    guard !inFull else { return false }
    let nameWords = names.flatMap { foldedName($0).split(separator: " ").map(String.init) }
    return words.contains { word in
      guard case .none = resolveChoice(word, among: [names]) else { return false }
      return !nameWords.contains { isOneEditAway(word, $0) }
    }
  }

  /// Whether `word` becomes `other` by adding, dropping or changing one letter, both of three
  /// letters or more: "lop" for "loop".
  private static func isOneEditAway(_ word: String, _ other: String) -> Bool {
    let (a, b) = (Array(word), Array(other))
    guard min(a.count, b.count) >= 3, abs(a.count - b.count) <= 1 else { return false }
    var (i, j, edits) = (0, 0, 0)
    while i < a.count, j < b.count {
      if a[i] == b[j] {
        i += 1
        j += 1
        continue
      }
      edits += 1
      if edits > 1 { return false }
      if a.count > b.count {
        i += 1
      } else if a.count < b.count {
        j += 1
      } else {
        i += 1
        j += 1
      }
    }
    return edits + (a.count - i) + (b.count - j) <= 1
  }

  /// The most words a value's text is searched for names said in full.
  private static let longestNamedText = 8

  /// A name as it is compared when said in full: without case, accents or punctuation.
  static func foldedName(_ name: String) -> String {
    name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
  }

  /// The one entity named by `text` without its last word or two, which name nothing ("royal
  /// arch today" is Royal Arch); `nil` when that names none or several.
  private func nameBefore(_ text: String, type: AnyEntityType, in request: ActiveRequest)
    async throws -> AnyEntity?
  {
    let words = text.split(separator: " ")
    for dropped in 1...2 where words.count > dropped {
      let shorter = words.dropLast(dropped).joined(separator: " ")
      let matched = try await entities(of: type, matching: shorter, in: request) ?? []
      if matched.count == 1 { return matched[0] }
      if matched.count > 1 { return nil }
    }
    return nil
  }

  private func entityPool(_ type: AnyEntityType) async throws -> [AnyEntity] {
    if let all = try await type.allEntities() { return all }
    return try await type.suggestedEntities()
  }

  func entityOption(_ entity: AnyEntity) -> ChoiceOption {
    ChoiceOption(title: entity.display.title, names: entity.display.names, value: entity.base)
  }

  /// The option `text` names, by number, ordinal, name or synonym.
  func pick(_ text: String, among options: [ChoiceOption], reason: () -> String)
    -> ValueResolution
  {
    switch resolveChoice(text, among: options.map(\.names)) {
    case .chosen(let index) where options.indices.contains(index):
      return .value(options[index].value)
    case .ambiguous(let indices):
      let narrowed = indices.filter(options.indices.contains).map { options[$0] }
      return narrowed.count == 1 ? .value(narrowed[0].value) : .choose(narrowed)
    default:
      return .invalid(reason())
    }
  }

  /// The option `text` names, by name or synonym: options the person was never shown are not
  /// picked by position ("2", "the second one") unless a name holds those words.
  func pickByName(_ text: String, among options: [ChoiceOption], reason: () -> String)
    -> ValueResolution
  {
    let folded = text.lowercased()
    if SpokenValue.isPosition(text),
      !options.contains(where: { $0.names.contains { $0.lowercased().contains(folded) } })
    {
      return .invalid(reason())
    }
    return pick(text, among: options, reason: reason)
  }

  /// The choice option a value of a disambiguation list shows as.
  func option(for value: Any) -> ChoiceOption {
    if let entity = value as? any AppEntity {
      return entityOption(AnyEntity(entity))
    }
    let title = displayText(of: value)
    if let person = value as? IntentPerson {
      return ChoiceOption(title: title, names: person.names, value: value)
    }
    if let method = value as? IntentPaymentMethod {
      return ChoiceOption(title: title, names: method.names, value: value)
    }
    // An enum case is named by its synonyms too: "tall" is Small where Small is also Tall.
    return ChoiceOption(title: title, names: acceptedTexts(of: value), value: value)
  }
}

extension ValueResolution {
  fileprivate func orIfInvalid(_ replacement: ValueResolution) -> ValueResolution {
    if case .invalid = self { return replacement }
    return self
  }
}

extension Conversation {
  /// Why `text` names none of `options` although it looks like one: "extra large" is not
  /// "large", so it is refused with the options there are, never rounded to the nearest.
  func missingVariant(_ text: String, among options: [ChoiceOption], in request: ActiveRequest)
    -> String?
  {
    guard let said = SpokenValue.modifiedName(in: text, names: options.flatMap(\.names)) else {
      return nil
    }
    return
      "\(request.app.name) doesn't have \(said.lowercased())."
      + possibleValuesSentence(options.map(\.title))
  }

  /// An enum's cases as the options of a choice, with their synonyms as names.
  func caseOptions(of type: AnyEnumType) -> [ChoiceOption] {
    type.cases.map {
      ChoiceOption(title: $0.display.title, names: $0.display.names, value: $0.base)
    }
  }
}

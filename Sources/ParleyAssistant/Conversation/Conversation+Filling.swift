import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// What a text says for an intent's parameters (see `valuesSaid(in:for:)`).
  typealias ValuesRead = (
    values: [SlotFill], unused: [String], unknownOptions: [String], leftOutWords: [String]
  )

  /// The values `text` says for `request`'s intent, read as its parameters take them, on the
  /// conversation's clock (see `PhraseIndex.values(in:app:intent:options:)`); read once per
  /// line answered.
  func valuesSaid(in text: String, for request: ActiveRequest) -> ValuesRead {
    let source = ValueSource(request)
    let key = [source.app, source.intent, text].joined(separator: "\u{1F}")
    if let read = valuesOfLine[key] { return read }
    let read = catalog.index.values(
      in: text, app: source.app, intent: source.intent,
      options: MatchOptions(now: now, calendar: calendar))
    valuesOfLine[key] = read
    return read
  }

  /// Where values read from a line come from: the intent, and the phrase whose slot held one.
  struct ValueSource {
    let app: String
    let intent: String
    /// The index of the matched phrase template, if a phrase was matched.
    var templateIndex: Int?

    init(_ candidate: MatchCandidate) {
      app = candidate.app
      intent = candidate.intent
      templateIndex = candidate.templateIndex
    }

    init(_ request: ActiveRequest) {
      app = request.app.name
      intent = request.intentType.typeName
    }
  }

  /// Puts the values read from a line into the request's parameters, each as `fill` does; the
  /// words of a value that an entity query finds several entities for are resolved instead.
  func fill(_ values: [SlotFill], source: ValueSource, into request: ActiveRequest) async {
    for value in values where !Self.isQuestionOpening(value) {
      guard var parameter = request.parameter(named: value.name) else { continue }
      if let person = personTaking(value, insteadOf: parameter, among: values, in: request) {
        parameter = person
      }
      if await queryFindsSeveral(value, for: parameter, in: request) {
        request.pendingText.append((parameter, value.text))
        continue
      }
      fill(parameter, from: value, source: source, request: request)
    }
  }

  /// Whether `value` is a name no app has made of the words that open a question: "how many"
  /// of "how many cards is that" asks; it names no folder.
  private static func isQuestionOpening(_ value: SlotFill) -> Bool {
    guard case .raw = value.value else { return false }
    let said = words(of: value.text)
    guard let first = said.first, Lexicon.questionWords.contains(first) else { return false }
    return said.dropFirst().allSatisfy(Lexicon.degreeQuestionWords.contains)
  }

  /// The person parameter a phone number or email address said in the request belongs to when
  /// the matcher gave it to a text parameter ("send a message to ana@example.com" names the
  /// recipient, not the message): the request's one person parameter that nothing else fills.
  private func personTaking(
    _ value: SlotFill, insteadOf parameter: any AnyIntentParameter, among values: [SlotFill],
    in request: ActiveRequest
  ) -> (any AnyIntentParameter)? {
    guard case .string = parameter.valueType, Self.handle(in: value.text) != nil else {
      return nil
    }
    let people = request.parameters.filter { candidate in
      guard case .person = candidate.valueType else { return false }
      return !candidate.hasValue && !values.contains { $0.name == candidate.name }
    }
    return people.count == 1 ? people[0] : nil
  }

  /// Whether the entity query finds several entities for the words a vocabulary entry was read
  /// from: "chicken soup" matches the entry "Chicken Noodle" only partly, and the query knows
  /// it names "Chicken Tortilla" too, so the words are resolved (and the person asked which)
  /// rather than the matcher's pick kept. Words that say the entry's title in full keep it,
  /// whatever else the query finds them in: "renew dune" is Dune, not Dune Messiah.
  private func queryFindsSeveral(
    _ slot: SlotFill, for parameter: any AnyIntentParameter, in request: ActiveRequest
  ) async -> Bool {
    guard case .entry(_, let title) = slot.value, case .entity(let type) = parameter.valueType,
      Self.nameWords(slot.text) != Self.nameWords(title)
    else { return false }
    return await entityCount(of: type, matching: slot.text, in: request) > 1
  }

  /// Puts a value read from the request into its parameter, or keeps its text to resolve (and
  /// to refuse with a reason when it does not fit, as a number outside the parameter's range).
  private func fill(
    _ parameter: any AnyIntentParameter, from slot: SlotFill, source: ValueSource,
    request: ActiveRequest
  ) {
    var value: Any?
    switch slot.value {
    case .entry(let entry, _):
      value = vocabularyName(of: slot.name, in: source).flatMap {
        catalog.value(ofEntry: entry, inVocabulary: $0)
      }
      // A name several people share ("Ana") is looked up by what was said, and asked about.
      if case .person = parameter.valueType { value = nil }
    case .integer, .decimal:
      let units = parameter.numberUnits
      switch (parameter.valueType, slot.value) {
      case _ where units != nil:
        // "2 hours" for minutes is 120.
        let read = units.map { measuredNumber(in: slot.text, type: $0, for: parameter) }
        if case .value(let number) = read { value = number }
      case (.integer, .integer(let number)): value = number
      case (.double, .integer(let number)): value = Double(number)
      case (.double, .decimal(let number)): value = number
      case (.measurement(let type), _):
        if case .value(let amount) = measurement(in: slot.text, type: type, for: parameter) {
          value = amount
        }
      case (.currency, _):
        if case .value(let amount) = currencyAmount(in: slot.text, for: parameter) {
          value = amount
        }
      default: break
      }
    case .date(let date):
      switch parameter.valueType {
      case .date, .dateComponents:
        // A time that passed, or a day alone for a time of day, or an hour of another day
        // that may be in either half of it, is asked about.
        let unsure =
          parameter.holdsTimeOfDay && (saysDayAlone(slot.text) || eitherHalf(slot.text) != nil)
        value = hasPassedToday(date) || unsure ? nil : date
      default: break
      }
    case .boolean(let flag):
      if case .bool = parameter.valueType { value = flag }
    case .raw, .text:
      value = nil
    }
    if let number = (value as? Int).map(Double.init) ?? value as? Double,
      let range = parameter.inclusiveRange, !range.contains(number)
    {
      value = nil
    }
    if let value, set(parameter, to: value) { return }
    request.pendingText.append((parameter, slot.text))
  }

  /// The vocabulary a value of the parameter `name` was read from: the phrase's slot, or the
  /// parameter as the catalog lists it for the intent.
  private func vocabularyName(of name: String, in source: ValueSource) -> String? {
    let catalog = catalog.matcherCatalog
    if let template = source.templateIndex, catalog.templates.indices.contains(template) {
      for part in catalog.templates[template].parts {
        if case .slot(name, .vocabulary(let vocabulary)) = part { return vocabulary }
      }
    }
    let listed = catalog.parameters.first {
      $0.app == source.app && $0.intent == source.intent
    }
    for parameter in listed?.parameters ?? [] where parameter.name == name {
      if case .vocabulary(let vocabulary) = parameter.type { return vocabulary }
    }
    return nil
  }

  /// Whether `name` names a value `parameter` takes: an entity its query finds.
  func names(
    _ name: String, aValueOf parameter: any AnyIntentParameter, in request: ActiveRequest
  )
    async -> Bool
  {
    guard case .entity(let type) = parameter.valueType else { return false }
    return await entityCount(of: type, matching: name, in: request) > 0
  }

  /// How many entities `type`'s query finds for `text`; 0 when it finds none, cannot search by
  /// text, or throws.
  func entityCount(of type: AnyEntityType, matching text: String, in request: ActiveRequest)
    async -> Int
  {
    let found = try? await entities(of: type, matching: text, in: request)
    return (found ?? nil)?.count ?? 0
  }
}

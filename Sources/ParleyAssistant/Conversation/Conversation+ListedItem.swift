import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The reply to a line that asks something of an item of the list the last result returned
  /// by its position after a verb, which no phrase matches: "read me the first one" or "open
  /// the first one" right after the notes are listed runs the intent that takes a note and
  /// accepts the verb or a synonym of it (see `verbs(of:in:)`), "open the second card" the one
  /// that takes a card under a list of cards, as "show me the second one"
  /// does through the phrase "Show my ${note} note"; "quiz me on the first one" after
  /// Flashcards listed its folders studies the first. Where no intent of the verb takes the
  /// item, one that takes what the item declares as its own does, and says so: "quiz me on the
  /// first one" under the cards in Biology studies Biology (see `listedRelation(at:of:in:)`);
  /// where one intent alone says the verb, it says why the item is none of what it takes
  /// ("study the first one" under trails). A position said alone ("the second one") shows the
  /// item, as tapping it would (``Lexicon/pickedItemVerb``). `nil` when `text` says no such verb and position,
  /// or no intent takes the item or what it declares with that verb.
  ///
  /// ```swift
  /// await conversation.respond(to: "list my notes in notes")
  /// await conversation.respond(to: "read me the first one")  // the note Trip to Lisbon
  /// ```
  func listedItemRequest(_ text: String) async -> Reply? {
    guard options.matching == .flexible, !dialog.listed.isEmpty else { return nil }
    let said = Self.words(of: text)
    // "the second one" alone shows the item, as "show me the second one" does; a number
    // alone ("5") is no place said.
    let alone = said.contains { SpokenValue.integer(in: $0) == nil } ? listedPosition(text) : nil
    guard let verb = alone != nil ? Lexicon.pickedItemVerb : said.first,
      let place = alone ?? listedPosition(Self.objectOfVerb(said))
    else { return nil }
    // "quiz me on the first one" of "Study ${target}": a verb of the same action.
    let taking = catalog.apps.flatMap { app in
      app.app.allIntents.filter { intentType in
        verbs(of: intentType, in: app).contains { Lexicon.saysTheSameAction(verb, as: $0) }
      }
      .flatMap { intentType in
        let request = makeRequest(app: app, intentType: intentType)
        return request.parameters.compactMap { parameter -> EntityTaken? in
          guard case .entity(let type) = parameter.valueType else { return nil }
          return EntityTaken(request: request, parameter: parameter, type: type)
        }
      }
    }
    for taken in taking {
      guard let entity = listedEntity(at: place, of: taken.type) else { continue }
      self.request = taken.request
      guard set(taken.parameter, to: entity) else {
        self.request = nil
        continue
      }
      endOffer()
      return await proceed()
    }
    // What the item declares as its own; or, where one intent alone says the verb, why the
    // item is none of what it takes, rather than a guess.
    let isOnly = Set(taking.map { ObjectIdentifier($0.request.intentType) }).count == 1
    for taken in taking {
      switch await listedRelation(at: place, of: taken.type, in: taken.request) {
      case .related?: break
      case .unrelated?, .beyond?: guard isOnly else { continue }
      case nil: continue
      }
      taken.request.pendingText.append((taken.parameter, place))
      self.request = taken.request
      endOffer()
      return await proceed()
    }
    return nil
  }

  /// The request being confirmed carried on with another item of the list the last result
  /// returned, picked by position as a correction: "no, the first one" at "Delete the note
  /// “Groceries”?", asked right after "delete the second one" under the list of notes, asks
  /// "Delete the note “Trip to Lisbon”?". `nil` when `text` says no correction of a position
  /// ("no" alone declines), or the request holds no item of that list, or the position is
  /// the item it holds.
  func otherListedItem(_ text: String) async -> Reply? {
    guard options.matching == .flexible, let request, !dialog.listed.isEmpty,
      let said = Self.answerWithoutWordsAround(text), listedPosition(said) != nil
    else { return nil }
    for parameter in request.parameters {
      guard case .entity(let type) = parameter.valueType, let current = parameter.anyValue,
        let held = current as? any AppEntity,
        dialog.listed.contains(where: { displayText(of: $0) == displayText(of: held) }),
        let other = listedEntity(at: said, of: type),
        displayText(of: other) != displayText(of: held)
      else { continue }
      request.run = nil
      request.confirmed.remove(parameter.name)
      guard set(parameter, to: other) else { return nil }
      state = .idle
      return await proceed()
    }
    return nil
  }

  /// A parameter of a new request that takes an entity of `type`.
  private struct EntityTaken {
    let request: ActiveRequest
    let parameter: any AnyIntentParameter
    let type: AnyEntityType
  }

  /// The position `text` picks a thing by, alone or after a verb ("the second one" of "the
  /// second one", "delete the second one" or "give me the second one"), while no list is in
  /// view: no thing the conversation knows of is at that place, which is what to say rather
  /// than that the line was not understood or that no thing is called "second". `nil` when
  /// `text` says no such position, or a list is in view. A number alone ("1", or a passcode)
  /// is no such pick: it may be a request of its own.
  func positionWithNothingListed(_ text: String) -> String? {
    guard dialog.listed.isEmpty,
      Self.words(of: text).contains(where: { $0.contains(where: \.isLetter) })
    else { return nil }
    if SpokenValue.isPosition(text) { return text }
    let position = Self.objectOfVerb(Self.words(of: text))
    return SpokenValue.isPosition(position) ? position : nil
  }

  /// What the words `said` name after their verb, without the words that say to whom and
  /// those that lead to the thing acted on: "the first one" of "read me the first one".
  private static func objectOfVerb(_ said: [String]) -> String {
    said.dropFirst().filter { !Lexicon.showingObjects.contains($0) }
      .drop { Lexicon.actedOnLeads.contains($0) }
      .joined(separator: " ")
  }

  /// `text` as a position in the list the last result returned, without the words that name
  /// the kind of its items: "the second" of "the second card" under a list of cards; `nil`
  /// when it says no position.
  func listedPosition(_ text: String) -> String? {
    let kinds = Set(
      dialog.listed.flatMap { entity -> [String] in
        let name = type(of: entity).typeDisplayRepresentation.name.defaultValue
        return Self.words(of: name) + Self.words(of: Inflection.plural(of: name))
      })
    let place = Self.words(of: text).filter { !kinds.contains($0) }.joined(separator: " ")
    return SpokenValue.isPosition(place) ? place : nil
  }

  /// Whether `candidate`'s slot says a position ("the first one", "the second card") for an
  /// entity of a type the list the last result returned holds none of, while it holds others:
  /// "open the first one" read as opening a folder under a list of cards, which may mean an
  /// intent of the same verb that takes a card (see `listedItemRequest(_:)`).
  func namesAListedItemOfAnotherType(_ candidate: MatchCandidate) -> Bool {
    guard !dialog.listed.isEmpty, let slot = candidate.slot, listedPosition(slot.text) != nil,
      let parameter = parameters(of: candidate).first(where: { $0.name == slot.name }),
      case .entity(let type) = parameter.valueType
    else { return false }
    return !dialog.listed.contains(where: type.isType(of:))
  }

  /// `text` without the verb its request's intent accepts that opens it (see
  /// `verbs(of:in:)`) and the words that say to whom ("me"): "show me the second one" to Find
  /// Notes' "Which note are you looking for?" answers "the second one", as "order a mocha"
  /// answers "What would you like to drink?". `nil` when no such verb opens it or nothing
  /// follows.
  func answerAfterOwnVerb(_ text: String, of request: ActiveRequest) -> String? {
    let said = Self.words(of: text)
    guard let verb = said.first, verbs(of: request.intentType, in: request.app).contains(verb)
    else { return nil }
    let rest = said.dropFirst().drop { Lexicon.showingObjects.contains($0) }
    return rest.isEmpty ? nil : rest.joined(separator: " ")
  }

  /// The verbs `intentType` of `app` accepts: the first word of its title and of each of its
  /// phrases, and, where one of those asks to be shown a thing, every verb that does (see
  /// ``Lexicon/showingVerbs``): "read" and "open" for "Show my ${note} note".
  private func verbs(of intentType: any AppIntent.Type, in app: LoadedApp) -> Set<String> {
    var verbs = Set(Self.wordings(of: intentType, in: app).compactMap(\.first))
    if !verbs.isDisjoint(with: Lexicon.showingVerbs) { verbs.formUnion(Lexicon.showingVerbs) }
    return verbs
  }

  /// The words of `intentType`'s title and of each of its phrases in `app`, one list each.
  static func wordings(of intentType: any AppIntent.Type, in app: LoadedApp) -> [[String]] {
    let type = intentType.typeName
    let phrases = app.shortcuts.filter { $0.intentType.typeName == type }
      .flatMap { $0.phrases.map(\.text) }
    return ([intentType.titleText] + phrases).map(Self.words(of:))
  }
}

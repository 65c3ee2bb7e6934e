import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The reply to a line that asks something of an item of the list the last result returned
  /// by its position after a verb, which no phrase matches: "read me the first one" or "open
  /// the first one" right after the notes are listed runs the intent that takes a note and
  /// accepts the verb or a synonym of it (see `verbs(of:in:)`), as "show me the second one"
  /// does through the phrase "Show my ${note} note"; "quiz me on the first one" after
  /// Flashcards listed its folders studies the first. `nil` when `text` says no such verb and
  /// position, or no intent of the listed items' app takes them with that verb.
  ///
  /// ```swift
  /// await conversation.respond(to: "list my notes in notes")
  /// await conversation.respond(to: "read me the first one")  // the note Trip to Lisbon
  /// ```
  func listedItemRequest(_ text: String) async -> Reply? {
    guard options.matching == .flexible, let item = dialog.listed.first else { return nil }
    let said = Self.words(of: text)
    guard let verb = said.first else { return nil }
    let position = said.dropFirst().filter { !Lexicon.showingObjects.contains($0) }
      .drop { Lexicon.actedOnLeads.contains($0) }
    guard !position.isEmpty else { return nil }
    for app in catalog.apps {
      // "quiz me on the first one" of "Study ${target}": a verb of the same action.
      for intentType in app.app.allIntents
      where verbs(of: intentType, in: app).contains(where: {
        Lexicon.saysTheSameAction(verb, as: $0)
      }) {
        let request = makeRequest(app: app, intentType: intentType)
        for parameter in request.parameters {
          guard case .entity(let type) = parameter.valueType, type.isType(of: item),
            let entity = listedEntity(at: position.joined(separator: " "), of: type)
          else { continue }
          self.request = request
          guard set(parameter, to: entity) else {
            self.request = nil
            continue
          }
          endOffer()
          return await proceed()
        }
      }
    }
    return nil
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

import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The request a yes-or-no question about the state of a thing stands for, when the thing is
  /// named by words no app lists but its query finds: "is royal arch open" asks for the
  /// trail's conditions as "is bear creek open" does, though the app suggests only its
  /// favourites. The question is read as said to each app in turn (see `match(_:inFocus:)`);
  /// its best reading there, withheld or not, must fill nothing but a name for its slot, and
  /// leave unread no word but the one that opens the question and those of the name, which the
  /// query of the slot's entity must find. `nil` when no app, or more than one, reads it so,
  /// and for a question of degree ("how long is royal arch"), which ``aboutAThing(_:)``
  /// answers.
  ///
  /// - Parameter text: The line said.
  /// - Returns: The reading of the one app that takes the thing.
  func stateQuestionAboutAnUnlistedThing(_ text: String) async -> MatchCandidate? {
    let words = ConversationWords.withoutAside(Self.words(of: text)).rest
    guard ConversationWords.opensAQuestion(words), !ConversationWords.opensWithAQuestionWord(words),
      Self.degreeAsked(in: words) == nil, let opener = words.first
    else { return nil }
    var found: [MatchCandidate] = []
    for app in catalog.apps {
      let focused = match(text, inFocus: app.name)
      // The best reading, though the matcher withheld it for a name it does not list.
      guard var candidate = focused.best ?? focused.withheld.first,
        candidate.app == app.name, !candidate.reading.wordsRead.isEmpty,
        let slot = candidate.reading.slotName,
        let (loaded, intentType) = catalog.intents(named: "\(candidate.app).\(candidate.intent)")
          .first
      else { continue }
      // The words the phrase leaves unread but the opener are the thing's name, read as its
      // slot's or not.
      let unread = candidate.reading.wordsNotRead.filter { $0 != opener }
      let fills = candidate.filledValues
      var name = unread.joined(separator: " ")
      if let fill = fills.first {
        guard fills.count == 1, fill.name == slot, case .raw(let said) = fill.value else {
          continue
        }
        name = said
      }
      let request = makeRequest(app: loaded, intentType: intentType)
      guard !name.isEmpty, unread.allSatisfy(Self.words(of: name).contains),
        words.joined(separator: " ").contains(name),
        let parameter = request.parameter(named: slot), case .entity = parameter.valueType,
        await names(name, aValueOf: parameter, in: request)
      else { continue }
      candidate.slot = SlotFill(
        name: slot, text: name, value: .raw(name),
        range: text.range(of: name, options: .caseInsensitive))
      candidate.values = []
      found.append(candidate)
    }
    return found.count == 1 ? found[0] : nil
  }
}

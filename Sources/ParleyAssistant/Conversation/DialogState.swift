import ParleyIntents
import ParleyMatcher

/// Everything a conversation holds from one line to the next: the question waiting, the
/// request under way, what the next line may refer to, what it said last, and the dialog
/// branches taken.
///
/// A ``Conversation`` keeps its state in one value of this type: a line's transition (see
/// ``DialogStep``) leads from one value to the next, so a state can be kept, compared and
/// given back, and what a line changes is what changes here; the line reader (see `LineKind`)
/// reads a line against it. What the conversation keeps besides are the loaded apps and their
/// data, the surface and options, and what the line being answered was read to say (caches that
/// a new line starts afresh).
///
/// The request under way is a reference: its intent and parameters are the app's own objects,
/// which its `perform()` changes as it runs.
struct DialogState {
  /// The question waiting for an answer, or idle.
  var question = ConversationState.idle
  /// The request under way: matched, being resolved, or waiting in `perform()`.
  var request: ActiveRequest?
  /// The actions of the last card shown on a display, which a line may pick until the next
  /// request.
  var offer: ActionOffer?
  /// The intent performed last, which the next line may follow up with a new value, ask again
  /// ("the same again") or take back ("cancel that").
  var followUp: FollowUpContext?
  /// The last request performed that asked to confirm what it does, as an action with
  /// consequences does: what "cancel that" would take back.
  var lastChange: FollowUpContext?
  /// The changes confirmed in the same question as ``lastChange``, before it, oldest first:
  /// what "cancel that" takes back with it.
  var changedWith: [FollowUpContext] = []
  /// The title of the last request whose confirmation the person declined since one was
  /// performed ("Order Coffee"): what "cancel that" says was not done.
  var declined: String?
  /// The last request cancelled or declined since one was performed, for the next line only:
  /// the app it was said to is the one a line said next without an app's name is said to, as
  /// the app of an intent just performed is ("what did I order?" right after an order was
  /// cancelled asks Brew).
  var left: FollowUpContext?
  /// The request performed just before the line being answered, while that line starts a new
  /// request: what its "it" or "them" stands for (see `fillPronoun(from:into:)`).
  var referent: FollowUpContext?
  /// The requests said after the one under way in the same line ("… and get conditions for
  /// bear creek"), or aside while it asked a question ("create a note in notes" while the
  /// size waits), started in order as each before them ends.
  var queued: [QueuedRequest] = []
  /// The request whose question was asked again right after a request said aside was carried
  /// out, for the next line only: another request carried out aside then shows the person has
  /// moved on, and the request is left rather than asked about a third time.
  var askedAgainAfterAside: ActiveRequest?
  /// The items of one request that reached their confirmation before the request's last item
  /// did, oldest first: confirmed together with it, in one question (see `hold(_:_:)`).
  var held: [HeldConfirmation] = []
  /// The entities the last result returned as a list, in order ("Here are 3 hiking trails: …"),
  /// or an answer about what an app has listed ("Flashcards suggests these folders: …"), which a
  /// request may name by their position: "get conditions for the first one". It stays in view
  /// until another list, or an entity not on it, is returned.
  var listed: [any AppEntity] = []
  /// The one entity the last result returned, which "that one" or "it" names.
  var shown: (any AppEntity)?
  /// The entities results returned alone and requests performed on, the latest first, one of
  /// each type: what "that note" names when other requests came since.
  var mentioned: [any AppEntity] = []
  /// The last pick from a list of options, which "no, the other one" takes back.
  var lastPick: PickMade?
  /// The intent performed last ("Soup Shop.OrderSoup"), and what it answered each time it
  /// was performed in a row, oldest first: what "what did I order?" right after two soups were
  /// ordered one after the other is answered with, where no intent tells it.
  var answersInARow: (intent: String, answers: [[ReplyItem]])?
  /// What the last result says read out whole, as a speaker says it: its *full* dialog, or its
  /// card read as sentences. "read it to me" says it on a display too, where the card and the
  /// *supporting* text were shown.
  var readOut: [ReplyItem] = []
  /// The one thing the last result returned, apart from what its dialog says was done with it:
  /// its card on a display, the card's lines the dialog does not say on a speaker. "what did I
  /// just write?" right after a note was created is answered with it, not with "Created the
  /// note …" again. Empty where the dialog says what the card shows.
  var made: [ReplyItem] = []
  /// The last answer that ended a request, which "repeat that" says again.
  var lastAnswer: Reply?
  /// How the last request line matched, for explaining it (`:why`).
  var lastMatch: MatchResult?
  /// The card action the last line ran, when it ran one rather than starting a request.
  var lastAction: ActionTurn?
  /// The follow-up the last line was, when it ran the last intent again with a new value.
  var lastFollowUp: FollowUpTurn?
  /// The undo the last line asked for ("cancel that"), which matched no request.
  var lastUndo: UndoTurn?
  /// The request that reached `perform()` when ``ConversationOptions/stopsBeforePerforming``.
  var stoppedRequest: ActiveRequest?
  /// Whether the session is unlocked for intents that require authentication.
  var isUnlocked: Bool
  /// How many times ``lastMatch`` was set.
  var matchCount = 0
  /// The dialog branches the conversation's requests took, each once, in the order first taken.
  var pathsTaken: [DialogPathStep] = []
}

extension DialogState {
  /// Remembers `request`, just performed, for a follow-up, and as the change "undo" takes
  /// back when it asked to confirm what it does or declares how it is undone (`undoIntent`);
  /// an undo leaves nothing to take back or follow up.
  mutating func remember(_ request: ActiveRequest, undoIntent: (any AppIntent)?) {
    declined = nil
    left = nil
    guard !request.isUndo else {
      lastPick = nil
      followUp = nil
      lastChange = nil
      changedWith = []
      return
    }
    if lastPick?.request !== request { lastPick = nil }
    followUp = FollowUpContext(request, undoIntent: undoIntent)
    for value in followUp?.values.values ?? [:].values {
      if let one = value as? any AppEntity {
        mention(one)
      } else if let list = value as? [any AppEntity], list.count == 1 {
        mention(list[0])
      }
    }
    guard request.requestedConfirmation || undoIntent != nil else { return }
    if request.isConfirmedWithPrevious, let previous = lastChange {
      changedWith.append(previous)
    } else {
      changedWith = []
    }
    lastChange = followUp
  }

  /// Remembers `entity` as the latest of its type shown or performed on (see ``mentioned``).
  mutating func mention(_ entity: any AppEntity) {
    let type = ObjectIdentifier(Swift.type(of: entity))
    mentioned.removeAll { ObjectIdentifier(Swift.type(of: $0)) == type }
    mentioned.insert(entity, at: 0)
  }

  /// Whether the confirmation `request` asks for waits for the next item's: the request that
  /// runs next is another item of the same intent ("a small mocha" of "two lattes and a small
  /// mocha"), so that what they do is confirmed once, together.
  func holdsConfirmation(of request: ActiveRequest) -> Bool {
    switch queued.first {
    case .item(let app, let intentType, _):
      return app.name == request.app.name && intentType == request.intentType
    case .filled(let next, _):
      return next.app.name == request.app.name && next.intentType == request.intentType
    case .undo(let app, let intent):
      return request.isUndo && app.name == request.app.name
        && type(of: intent) == request.intentType
    default:
      return false
    }
  }

  /// Lets go of what was to come with the request under way: its items held for one
  /// confirmation, and those still to run, as a request cancelled is cancelled whole.
  mutating func dropItems() {
    held = []
    while let next = queued.first {
      switch next {
      case .item, .filled, .undo: queued.removeFirst()
      case .line, .aside, .confirmed: return
      }
    }
  }
}

import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The answer to "cancel that" or "undo" after an intent performed: the intent its app
  /// declares takes it back (see ``ReversibleIntent``), run through the usual dialog, so that
  /// its confirmation is asked ("Cancel order 1, a large Caffè Latte for $5.50?"); where the
  /// app declares none, said plainly that it can't be undone here, never an "Okay." for
  /// nothing done: "Sorry, I can't undo “Remove Favorite” from here. Trails has no way to take
  /// it back." What it takes back is the last action that changed something (see
  /// `DialogState.lastChange`); with none, what was done last is said plainly to be beyond
  /// undoing, and a change declined at its confirmation to be not done; with nothing done,
  /// there is nothing to undo.
  func undo(_ change: FollowUpContext?) async -> Reply {
    guard let change else {
      if let declined = dialog.declined {
        return Reply(
          items: [.dialog("Nothing was done: you said no to “\(declined)”.")],
          outcome: .notUnderstood)
      }
      if let performed = dialog.followUp { return cannotUndo(performed) }
      return Reply(items: [.dialog("There's nothing for me to undo.")], outcome: .notUnderstood)
    }
    guard let undoIntent = change.undoIntent else { return cannotUndo(change) }
    // The changes confirmed together with it are taken back with it, in one question.
    let with = dialog.changedWith.compactMap { done in
      done.app.name == change.app.name ? done.undoIntent : nil
    }
    if with.count == dialog.changedWith.count, let first = with.first {
      let rest = with.dropFirst() + [undoIntent]
      dialog.queued.insert(contentsOf: rest.map { .undo(change.app, $0) }, at: 0)
      return await runUndo(first, of: change.app)
    }
    return await runUndo(undoIntent, of: change.app)
  }

  /// Whether `text`, said right after `performed`, takes back what it did: it refers to it
  /// ("it", "that") and says the action opposite to the one a phrase or the title of its
  /// intent says, which no phrase of its app says as a request of its own: "turn it back on"
  /// right after "turn off the porch light", where the app has no "Turn on ${light}".
  func takesBack(_ text: String, after performed: FollowUpContext) -> Bool {
    guard Self.saysPronoun(text) else { return false }
    let said = Self.words(of: text)
    let app = performed.app
    let type = performed.intentType.typeName
    let done = Self.wordings(of: performed.intentType, in: app)
    guard done.contains(where: { Lexicon.oppositeWord(in: said, of: $0) != nil }) else {
      return false
    }
    let others = app.shortcuts.filter { $0.intentType.typeName != type }
      .flatMap { $0.phrases.map { Self.words(of: $0.text) } }
    return !others.contains { other in
      done.contains { Lexicon.oppositeWord(in: other, of: $0) != nil }
    }
  }

  /// Whether `text` asks to take back `change` by naming it: a stop said first ("cancel",
  /// "undo"), then what was done, as a request of its intent ("cancel the cold brew" right
  /// after a cold brew was ordered) or in words its phrases and title say alone ("cancel my
  /// coffee order"). A line another intent reads is that intent's request ("cancel my table"
  /// to an app that cancels bookings), and one that names a value the change did not have
  /// names something else ("cancel the latte" right after a cold brew).
  func cancels(_ change: FollowUpContext, in text: String) -> Bool {
    let words = Self.words(of: text)
    guard words.count > 1, let first = words.first, Lexicon.takeBackVerbs.contains(first) else {
      return false
    }
    func isTheChange(_ candidate: MatchCandidate) -> Bool {
      candidate.app == change.app.name && candidate.intent == change.intentType.typeName
    }
    if let best = match(text).best, !isTheChange(best) { return false }
    let rest = words.dropFirst().joined(separator: " ")
    if let own = match(rest, saidTo: change.app).best, isTheChange(own) {
      return own.filledValues.allSatisfy { fill in
        guard case .entry(_, let title) = fill.value else { return true }
        return change.values[fill.name].map {
          displayText(of: $0).lowercased() == title.lowercased()
        } ?? false
      }
    }
    let named = Set(words.dropFirst()).subtracting(Lexicon.wordsBeforeName)
    let own = Set(Self.wordings(of: change.intentType, in: change.app).joined())
    return !named.isEmpty && named.isSubset(of: own)
  }

  /// "Sorry, I can't undo “Remove Favorite” from here. Trails has no way to take it back."
  private func cannotUndo(_ done: FollowUpContext) -> Reply {
    let title = done.intentType.titleText
    return Reply(
      items: [
        .dialog(
          "Sorry, I can't undo “\(title)” from here. \(done.app.name) has no way to take it back.")
      ],
      outcome: .failed)
  }

  /// Runs `intent`, which takes back a change `app` made, as a request of its own.
  func runUndo(_ intent: any AppIntent, of app: LoadedApp) async -> Reply {
    endOffer()
    lastMatch = nil
    let request = ActiveRequest(app: app, intent: intent, dependencies: appState(of: app))
    request.isUndo = true
    self.request = request
    return await proceed()
  }

  /// The intent that takes back what `request` did, as its intent declares it given `result`;
  /// `nil` when it declares none, none for this result, or fails to say.
  func undoIntent(of request: ActiveRequest, after result: any IntentResult) async
    -> (any AppIntent)?
  {
    guard let reversible = request.intent as? any ReversibleIntent else { return nil }
    return await undoIntent(of: reversible, after: result, in: request.dependencies)
  }

  private func undoIntent<Intent: ReversibleIntent>(
    of intent: Intent, after result: any IntentResult, in dependencies: AppDependencyManager
  ) async -> (any AppIntent)? {
    guard let result = result as? Intent.PerformResult else { return nil }
    return try? await AppDependencyManager.withCurrent(dependencies) {
      try await intent.undoIntent(for: result)
    }
  }
}

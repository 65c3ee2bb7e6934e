import ParleyIntents

extension Conversation {
  /// Runs `perform()` from the start and handles what it does first.
  func perform() async -> Reply {
    guard let request else { return finish([], .cancelled) }
    if let refusal = authenticate(request) { return refusal }
    if options.stopsBeforePerforming {
      dialog.stoppedRequest = request
      return finish([], .completed)
    }
    request.run?.abandon()
    forgetWhatQueriesFound()
    let run = PerformRun()
    request.run = run
    run.start(request.intent, dependencies: request.dependencies)
    return await nextEvent(of: run, in: request)
  }

  /// Waits for the running intent's next question, error or result, and answers for it.
  func nextEvent(of run: PerformRun, in request: ActiveRequest) async -> Reply {
    switch await run.nextEvent() {
    case .finished(let result):
      let parts = resultParts(of: result)
      let items = sayingInferredValues(present(parts, of: request), of: request)
      if let opened = parts.opensIntent, request.openedDepth < 10 {
        // The opened intent runs fully: its questions, dialog and errors follow the result's.
        let opening = ActiveRequest(opening: opened, after: request)
        opening.isOpenedAfterAnswer = !items.isEmpty
        self.request = opening
        let next = await proceed()
        return Reply(items: items + next.items, outcome: next.outcome)
      }
      let undo = await undoIntent(of: request, after: result)
      return await take(
        .performed(
          items, undoIntent: undo, readOut: readOut(parts),
          made: thingMade(parts, shownAs: items)))
    case .failed(let error):
      return await handleFailure(error, of: request)
    case .value(let parameter, let dialog):
      if takesOneByArticle(parameter, dialog: dialog, in: request) {
        return await resume(run, with: Self.countOfAnArticle, in: request)
      }
      return await take(.needsValue(parameter, dialog, .resume))
    case .disambiguation(let parameter, let values, let dialog, let snippet):
      let options = values.map(option(for:))
      guard let parameter else {
        var prompt = choicePrompt(options.map(\.title), dialog: dialog, fallback: "Which one?")
        prompt.snippet = snippet.map(Snippet.init)
        return await take(
          .needsChoice(ChoiceQuestion(options: options, prompt: prompt, purpose: .intent([]))))
      }
      return await take(
        .needsChoice(choiceQuestion(options, for: parameter, dialog: dialog, use: .resume)))
    case .confirmation(let confirmation):
      if confirmation.continuesInForeground { request.continuesInForeground = true }
      request.requestedConfirmation = true
      let mayAnswer =
        !confirmation.alwaysAsks
        || (confirmation.conditions.contains(.lowConfidenceSource) && !request.isLowConfidence)
      if mayAnswer {
        run.answer(true)
        return await nextEvent(of: run, in: request)
      }
      return await take(
        .needsConfirmation(confirmationQuestion(confirmation, of: request, restarting: nil)))
    }
  }

  /// Turns an error from `perform()` into the matching dialog, or the error's message.
  private func handleFailure(_ error: any Error, of request: ActiveRequest) async -> Reply {
    if let resolution = error as? ParameterResolutionError {
      request.restarts += 1
      guard request.restarts <= 10 else {
        return finish([.dialog(genericFailure(request))], .failed)
      }
      let parameter = resolution.parameter
      switch resolution.kind {
      case .value:
        if takesOneByArticle(parameter, dialog: resolution.dialog, in: request),
          set(parameter, to: Self.countOfAnArticle)
        {
          return await perform()
        }
        return await take(.needsValue(parameter, resolution.dialog, .restart))
      case .disambiguation(let values):
        let question = choiceQuestion(
          values.map(option(for:)), for: parameter,
          dialog: resolution.dialog ?? parameter.requestDisambiguationDialog, use: .restart)
        return await take(.needsChoice(question))
      case .confirmation(let value):
        if request.confirmed.contains(parameter.name) {
          return finish([.dialog(genericFailure(request))], .failed)
        }
        let confirmation = ConfirmationRequest(
          parameter: parameter, value: value, dialog: resolution.dialog)
        return askConfirmation(confirmation, of: request, restarting: parameter)
      }
    }
    if let foreground = (error as? AppIntentError)?.foreground {
      request.foregroundWork = foreground
      guard foreground.alwaysAsks else { return await continueInApp(request) }
      var confirmation = ConfirmationRequest(dialog: foreground.dialog)
      confirmation.continuesInForeground = true
      let reply = askConfirmation(confirmation, of: request, restarting: nil)
      if case .confirmation(var question) = state {
        question.continuesAfterError = true
        state = .confirmation(question)
      }
      return reply
    }
    if error is ConfirmationDeclinedError || error is CancellationError {
      return await take(.declined(byConfirmation: error is ConfirmationDeclinedError))
    }
    let message = userFacingMessage(
      for: error, intentTitle: request.title, tables: request.app.stringTables)
    return await take(.failed(errorName: String(describing: type(of: error)), message: message))
  }

  /// Runs the work a `needsToContinueInForegroundError` left, then opens the app.
  func continueInApp(_ request: ActiveRequest) async -> Reply {
    if let work = request.foregroundWork?.work {
      do {
        try await AppDependencyManager.withCurrent(request.dependencies) { try await work() }
      } catch {
        return finish(
          [
            .dialog(
              userFacingMessage(
                for: error, intentTitle: request.title, tables: request.app.stringTables))
          ], .failed)
      }
    }
    return finish([.dialog(opening(request.app.name))], .completed)
  }

  private func genericFailure(_ request: ActiveRequest) -> String {
    "The action “\(request.title)” could not run because an unknown error occurred."
  }

  private func askConfirmation(
    _ confirmation: ConfirmationRequest, of request: ActiveRequest,
    restarting parameter: (any AnyIntentParameter)?
  ) -> Reply {
    askConfirmation(confirmationQuestion(confirmation, of: request, restarting: parameter))
  }

  /// The question that asks to confirm what `confirmation` asks of `request`.
  private func confirmationQuestion(
    _ confirmation: ConfirmationRequest, of request: ActiveRequest,
    restarting parameter: (any AnyIntentParameter)?
  ) -> ConfirmationQuestion {
    let fallback: String
    if let value = confirmation.value {
      fallback = "Just to confirm, you wanted “\(displayText(of: value))”?"
    } else if confirmation.continuesInForeground {
      fallback = "Continue in \(request.app.name)?"
    } else if let summary = request.intent.summarySentence {
      fallback = "\(summary)?"
    } else {
      fallback = "Do you want to \(confirmation.actionName.acceptLabel.lowercased())?"
    }
    let prompt = Prompt(
      dialog: confirmation.dialog, snippet: confirmation.snippet.map(Snippet.init),
      fallback: fallback)
    let action = confirmation.actionName
    let question = ConfirmationQuestion(
      prompt: prompt, acceptWords: [action.acceptLabel] + action.acceptAlternatives,
      denyWords: [action.denyLabel] + action.denyAlternatives, restartParameter: parameter)
    return question
  }

  /// What the result shows and says on the current surface; an intent it opens speaks for
  /// itself.
  func present(_ parts: IntentResultParts, of request: ActiveRequest) -> [ReplyItem] {
    var items: [ReplyItem] = []
    // A list the result returns is what "the first one" of the next request names, and stays
    // so until another list, or an entity not on it, is returned; one entity it returns is
    // what "that one" of an answer names.
    if let list = parts.value as? [any AppEntity] {
      dialog.listed = list
      dialog.shown = list.count == 1 ? list[0] : nil
    } else if let one = parts.value as? any AppEntity {
      dialog.shown = one
      dialog.mention(one)
      if !dialog.listed.contains(where: { Self.isSame($0, one) }) { dialog.listed = [] }
    } else {
      dialog.shown = nil
    }
    var snippet = parts.snippet.map { offerCard($0, of: request) }
    // A card with nothing under its title ("Equestrian near Moab", no trails) says nothing the
    // dialog does not: the dialog is shown in full instead of an empty card.
    if parts.dialog != nil, let card = snippet, card.lines.isEmpty, card.actions.isEmpty {
      snippet = nil
    }
    if let dialog = parts.dialog {
      items += dialogItems(dialog, snippet: snippet, fallback: "")
    } else if let snippet {
      items += surface == .display ? [.snippet(snippet)] : [.dialog(spokenText(parts, snippet))]
    } else if let value = parts.value {
      items.append(.dialog(valueSentence(value)))
    }
    // A speaker has no app to open: after an answer that did the job, it leaves the opening
    // unsaid rather than send the person to their phone for nothing they asked.
    if surface == .speaker && request.isOpenedAfterAnswer { return items }
    if parts.opensIntent == nil, let url = request.intent.representedURL,
      surface == .display || request.intent.openTarget == nil
    {
      // A display shows the link it opens; a speaker names an open intent's target instead,
      // as a link read aloud helps nobody.
      items.append(.dialog(opening(url.absoluteString)))
    } else if parts.opensIntent == nil,
      request.intentType.opensApp || request.continuesInForeground
    {
      items.append(.dialog(openingSentence(for: request.intent, in: request.app)))
    }
    return items
  }

  /// What the result says read out whole, on any surface: its *full* dialog as a speaker says
  /// it, else its card read as sentences, else its value; nothing for a result that says
  /// nothing. Where the result returned one thing and its dialog says only what was done with
  /// it, not what its card shows most of (its longest line: "Created the note “packing list”
  /// in Personal." of a note whose card shows its text), the card's lines the dialog does not
  /// say follow, so that "read it to me" reads the thing.
  func readOut(_ parts: IntentResultParts) -> [ReplyItem] {
    if let dialog = parts.dialog {
      return dialogItems(dialog, snippet: nil, fallback: "", on: .speaker) + unsaidLines(parts)
    }
    if let view = parts.snippet {
      return [.dialog(spokenText(parts, Snippet(view)))]
    }
    return parts.value.map { [.dialog(valueSentence($0))] } ?? []
  }

  /// The one thing the result returned, apart from what its dialog says was done with it:
  /// its card as `shown` on a display, the card's lines the dialog does not say on a speaker
  /// ("Passport and socks." of a note just created); what "what did I just write?" is
  /// answered with. Empty where the result returned no one thing with a card, or its dialog
  /// says what the card shows most of (see `unsaidLines(_:)`).
  func thingMade(_ parts: IntentResultParts, shownAs shown: [ReplyItem]) -> [ReplyItem] {
    let unsaid = unsaidLines(parts)
    guard !unsaid.isEmpty else { return [] }
    guard surface == .display else { return unsaid }
    return shown.filter { item in
      if case .snippet = item { return true }
      return false
    }
  }

  /// The lines of the card of a result that returned one thing and whose *full* dialog says
  /// only what was done with it, not what its card shows most of (its longest line), that the
  /// dialog does not say, as sentences a voice reads: "Passport and socks." of "Created the
  /// note “packing list” in Personal."; none otherwise.
  private func unsaidLines(_ parts: IntentResultParts) -> [ReplyItem] {
    guard let dialog = parts.dialog, parts.value is any AppEntity, let view = parts.snippet else {
      return []
    }
    let items = dialogItems(dialog, snippet: nil, fallback: "", on: .speaker)
    let said = Set(
      items.compactMap { item -> [String]? in
        guard case .dialog(let text) = item else { return nil }
        return Self.words(of: text)
      }.joined())
    let unsaid = view.snippetLines.filter { !Self.words(of: $0).allSatisfy(said.contains) }
    guard let longest = view.snippetLines.max(by: { $0.count < $1.count }),
      unsaid.contains(longest)
    else { return [] }
    return unsaid.map { line in
      let spoken = Self.spokenLine(line)
      return .dialog(spoken.withCapitalFirst)
    }
  }

  /// "Opening Trails…", or "Opening Cedar Falls in Trails…" for an open intent's target.
  private func openingSentence(for intent: any AppIntent, in app: LoadedApp) -> String {
    let target = intent.openTarget.map(displayText(of:)) ?? ""
    return opening(target.isEmpty ? app.name : "\(target) in \(app.name)")
  }

  /// What opening `place` says: "Opening Trails…" on a display; a speaker has no app to open,
  /// so it says where to go on instead, as a speaker does.
  private func opening(_ place: String) -> String {
    surface == .display ? "Opening \(place)…" : "To open \(place), continue on your iPhone."
  }

  private func spokenText(_ parts: IntentResultParts, _ snippet: Snippet) -> String {
    // A card with nothing on it says its value; else it is read out as shown.
    if let value = parts.value, snippet.lines.isEmpty { return valueSentence(value) }
    return ([snippet.title].compactMap { $0 } + snippet.lines).map(Self.spokenLine)
      .joined(separator: " ")
  }

  /// A card's line as a voice says it: its "·" separators and its end become the pauses a
  /// voice makes ("12.9 km · hiking" is "12.9 km, hiking.").
  static func spokenLine(_ line: String) -> String {
    sentence(line.replacingOccurrences(of: " · ", with: ", "))
  }

  /// Whether `one` and `other` are the same entity: of one type, with one identifier.
  static func isSame(_ one: any AppEntity, _ other: any AppEntity) -> Bool {
    ObjectIdentifier(type(of: one)) == ObjectIdentifier(type(of: other))
      && one.id.entityIdentifierString == other.id.entityIdentifierString
  }
}

extension Snippet {
  init(_ view: any SnippetView) {
    self.init(title: view.snippetTitle, lines: view.snippetLines)
  }
}

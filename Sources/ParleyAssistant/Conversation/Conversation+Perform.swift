import ParleyIntents

extension Conversation {
  /// Runs `perform()` from the start and handles what it does first.
  func perform() async -> Reply {
    guard let request else { return finish([], .cancelled) }
    if options.stopsBeforePerforming {
      stoppedRequest = request
      return finish([], .completed)
    }
    request.run?.abandon()
    let run = PerformRun()
    request.run = run
    run.start(request.intent, dependencies: request.dependencies)
    return await nextEvent(of: run, in: request)
  }

  /// Waits for the running intent's next question, error or result, and answers for it.
  func nextEvent(of run: PerformRun, in request: ActiveRequest) async -> Reply {
    switch await run.nextEvent() {
    case .finished(let result):
      let items = await present(resultParts(of: result), of: request)
      return finish(items, .completed)
    case .failed(let error):
      return await handleFailure(error, of: request)
    case .value(let parameter, let dialog):
      let prompt = valuePrompt(for: parameter, dialog: dialog)
      return ask(
        prompt, state: .value(ValueQuestion(parameter: parameter, prompt: prompt, use: .resume)))
    case .disambiguation(let parameter, let values, let dialog):
      let options = values.map(option(for:))
      let prompt = choicePrompt(options.map(\.title), dialog: dialog, fallback: "Which one?")
      guard let parameter else {
        let question = ChoiceQuestion(options: options, prompt: prompt, purpose: .intent([]))
        return ask(prompt, state: .choice(question))
      }
      return askChoice(options, for: parameter, dialog: dialog, use: .resume)
    case .confirmation(let confirmation):
      return askConfirmation(confirmation, of: request, restarting: nil)
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
        let prompt = valuePrompt(for: parameter, dialog: resolution.dialog)
        return ask(
          prompt, state: .value(ValueQuestion(parameter: parameter, prompt: prompt, use: .restart)))
      case .disambiguation(let values):
        return askChoice(
          values.map(option(for:)), for: parameter,
          dialog: resolution.dialog ?? parameter.requestDisambiguationDialog, use: .restart)
      case .confirmation(let value):
        if request.confirmed.contains(parameter.name) {
          return finish([.dialog(genericFailure(request))], .failed)
        }
        let confirmation = ConfirmationRequest(
          parameter: parameter, value: value, dialog: resolution.dialog)
        return askConfirmation(confirmation, of: request, restarting: parameter)
      }
    }
    if error is ConfirmationDeclinedError || error is CancellationError {
      return finish([.dialog("Okay, cancelled.")], .cancelled)
    }
    return finish([.dialog(userFacingMessage(for: error, intentTitle: request.title))], .failed)
  }

  private func genericFailure(_ request: ActiveRequest) -> String {
    "The action “\(request.title)” could not run because an unknown error occurred."
  }

  private func askConfirmation(
    _ confirmation: ConfirmationRequest, of request: ActiveRequest,
    restarting parameter: (any AnyIntentParameter)?
  ) -> Reply {
    let fallback: String
    if let value = confirmation.value {
      fallback = "Just to confirm, you wanted “\(displayText(of: value))”?"
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
    return ask(prompt, state: .confirmation(question))
  }

  /// What the result shows and says on the current surface.
  func present(_ parts: IntentResultParts, of request: ActiveRequest) async -> [ReplyItem] {
    var items: [ReplyItem] = []
    let snippet = parts.snippet.map(Snippet.init)
    if let dialog = parts.dialog {
      items += dialogItems(dialog, snippet: snippet, fallback: "")
    } else if let snippet {
      items += surface == .display ? [.snippet(snippet)] : [.dialog(spokenText(parts, snippet))]
    } else if let value = parts.value {
      items.append(.dialog(valueSentence(value)))
    }
    if let opened = parts.opensIntent {
      items += await open(opened, of: request)
    } else if request.intentType.opensApp {
      items.append(.dialog(openingSentence(for: request.intent, in: request.app)))
    }
    if items.isEmpty { items.append(.dialog("Done.")) }
    return items
  }

  /// Runs the intent a result opens, and says what opens.
  private func open(_ intent: any AppIntent, of request: ActiveRequest) async -> [ReplyItem] {
    _ = try? await AppDependencyManager.withCurrent(request.dependencies) {
      try await Self.perform(intent)
    }
    return [.dialog(openingSentence(for: intent, in: request.app))]
  }

  /// "Opening Trails…", or "Opening Cedar Falls in Trails…" for an open intent's target.
  private func openingSentence(for intent: any AppIntent, in app: LoadedApp) -> String {
    let target = intent.openTarget.map(displayText(of:)) ?? ""
    return target.isEmpty ? "Opening \(app.name)…" : "Opening \(target) in \(app.name)…"
  }

  private static func perform(_ intent: any AppIntent) async throws -> any IntentResult {
    try await intent.perform()
  }

  private func spokenText(_ parts: IntentResultParts, _ snippet: Snippet) -> String {
    if let value = parts.value { return valueSentence(value) }
    // A card's "·" separators and line breaks become the pauses a voice makes.
    return ([snippet.title].compactMap { $0 } + snippet.lines)
      .map { sentence($0.replacingOccurrences(of: " · ", with: ", ")) }
      .joined(separator: " ")
  }
}

extension Snippet {
  init(_ view: any SnippetView) {
    self.init(title: view.snippetTitle, lines: view.snippetLines)
  }
}

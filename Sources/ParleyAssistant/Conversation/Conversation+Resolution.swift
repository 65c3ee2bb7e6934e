import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// Carries the request forward until it needs an answer or ends: authentication, values given
  /// as text, defaults, required values still missing, then `perform()`.
  func proceed() async -> Reply {
    guard let request else { return finish([], .cancelled) }
    if !request.isAuthenticated, let refusal = authenticate(request) {
      return refusal
    }
    while let (parameter, text) = request.pendingText.first {
      request.pendingText.removeFirst()
      var resolution = await resolve(text, for: parameter, in: request)
      if let list = await listAnswer(text, for: parameter, whole: resolution) { resolution = list }
      if case .value = resolution {} else { request.saidWithoutValue.insert(parameter.name) }
      switch resolution {
      case .value(let value):
        set(parameter, to: value)
        noteInferred(value, from: text, in: request)
      case .invalid(let reason):
        return await askValue(for: parameter, dialog: nil, use: .resolve, prefix: [.dialog(reason)])
      case .passed(let time):
        return askAboutPassed(time, for: parameter, use: .resolve)
      case .dayAlone(let day):
        request.daysSaid[parameter.name] = day
      case .eitherHalf(let times):
        request.halvesSaid[parameter.name] = times
      case .ask(let question):
        return await askValue(
          for: parameter, dialog: IntentDialog(stringLiteral: question), use: .resolve)
      case .choose(let options):
        return askChoice(
          options, for: parameter, dialog: parameter.requestDisambiguationDialog, use: .resolve)
      case .suggest(let reason, let options):
        return askSuggesting(options, because: reason, for: parameter, use: .resolve)
      case .unspecified:
        return await askValue(for: parameter, dialog: nil, use: .resolve)
      }
    }
    let said = request.saidWithoutValue
    for parameter in request.parameters where !parameter.hasValue && !said.contains(parameter.name)
    {
      if let value = await defaultValue(of: parameter, in: request) {
        set(parameter, to: value)
        request.defaulted.insert(parameter.name)
      } else if !parameter.isOptional, let entity = await uniqueEntity(for: parameter, in: request)
      {
        set(parameter, to: entity)
      }
    }
    if let missing = request.parameters.first(where: {
      (!$0.isOptional || said.contains($0.name)) && !$0.hasValue
    }) {
      if let day = request.daysSaid[missing.name] {
        return askTime(on: day, for: missing, use: .resolve)
      }
      if let times = request.halvesSaid[missing.name] {
        return askHalf(of: times, for: missing, use: .resolve)
      }
      return await askValue(for: missing, dialog: nil, use: .resolve)
    }
    return await perform()
  }

  /// The value `parameter` takes when none was given: its `default:`, else its options
  /// provider's `defaultResult()`.
  private func defaultValue(
    of parameter: any AnyIntentParameter, in request: ActiveRequest
  ) async -> Any? {
    if let value = parameter.defaultValue { return value }
    return await AppDependencyManager.withCurrent(request.dependencies) {
      await parameter.optionsDefault()
    }
  }

  /// The one entity of a `UniqueAppEntity` parameter, which a device fills without asking;
  /// nil for any other parameter, or when the query has none.
  private func uniqueEntity(
    for parameter: any AnyIntentParameter, in request: ActiveRequest
  ) async -> Any? {
    guard case .entity(let type) = parameter.valueType, type.isUnique, !parameter.isArray else {
      return nil
    }
    let all = try? await AppDependencyManager.withCurrent(request.dependencies) {
      try await type.allEntities()
    }
    return (all ?? nil)?.first?.base
  }

  /// Asks for `parameter`'s value, listing the choices there are: its options, an entity
  /// query's suggestions, an enum's cases. They are suggestions: an answer naming none of them
  /// is read as any value of the parameter's type ("Which trail?" takes a trail that is not
  /// among the favourites listed).
  func askValue(
    for parameter: any AnyIntentParameter, dialog: IntentDialog?, use: AnswerUse,
    prefix: [ReplyItem] = []
  ) async -> Reply {
    guard let request else { return finish([], .cancelled) }
    if case .file = parameter.valueType, surface == .speaker {
      return fileRefusal(for: parameter, in: request)
    }
    let prompt = valuePrompt(for: parameter, dialog: dialog)
    let options = await choices(for: parameter, in: request)
    guard !options.isEmpty else {
      // An enum that lists no case has no answer to give: asking would refuse every one.
      if case .enumeration = parameter.valueType {
        let none = "Sorry, \(request.app.name) has no \(pluralSpoken(parameter)) to choose from."
        return finish(prefix + [.dialog(none)], .failed)
      }
      let question = ValueQuestion(parameter: parameter, prompt: prompt, use: use)
      return ask(prompt, prefix: prefix, state: .value(question))
    }
    let listed = Array(options.prefix(Self.listedSuggestions))
    let isEvery = await isEveryValue(options, of: parameter, in: request)
    return ask(
      listed, unlisted: options.count - listed.count, for: parameter, prompt: prompt,
      listsEveryValue: listed.count == options.count && isEvery, use: use, prefix: prefix)
  }

  /// `parameter`'s title as a sentence says several of it: "modes", "extra shots".
  private func pluralSpoken(_ parameter: any AnyIntentParameter) -> String {
    let wording = parameter.titleWording
    guard !wording.isPlural, let last = wording.spoken.split(separator: " ").last else {
      return wording.spoken
    }
    return wording.spoken.dropLast(last.count) + Inflection.plural(of: String(last))
  }

  /// Asks for `parameter`'s value offering `options`, after saying `reason`: "Sorry, I
  /// couldn't find a trail called “alpine lake”." offers Alpine Loop, and any other value may
  /// still be named.
  func askSuggesting(
    _ options: [ChoiceOption], because reason: String, for parameter: any AnyIntentParameter,
    use: AnswerUse
  ) -> Reply {
    ask(
      options, unlisted: 0, for: parameter, prompt: valuePrompt(for: parameter, dialog: nil),
      listsEveryValue: false, use: use, prefix: [.dialog(reason)])
  }

  /// Asks for `parameter`'s value with `listed` as its choices, any other value taken too.
  private func ask(
    _ listed: [ChoiceOption], unlisted: Int, for parameter: any AnyIntentParameter,
    prompt: Prompt, listsEveryValue: Bool, use: AnswerUse, prefix: [ReplyItem]
  ) -> Reply {
    var question = choiceQuestion(
      listed, for: parameter, dialog: prompt.dialog, use: use, fallback: prompt.fallback)
    question.takesOtherValues = true
    question.prompt.unlisted = unlisted
    question.prompt.listsEveryValue = listsEveryValue
    if case .entity(let type) = parameter.valueType {
      question.prompt.kind = TitleWording(type.displayName).spoken
    }
    return ask(question.prompt, prefix: prefix, state: .choice(question))
  }

  /// Whether `options` are every value `parameter` can take: an enum's cases, an options
  /// provider's options, all the entities of an enumerable query, or the suggestions of a query
  /// that finds nothing by name; not the suggestions of a query that finds more by name.
  private func isEveryValue(
    _ options: [ChoiceOption], of parameter: any AnyIntentParameter, in request: ActiveRequest
  ) async -> Bool {
    guard parameter.dynamicOptions == nil, case .entity(let type) = parameter.valueType else {
      return true
    }
    let all = try? await AppDependencyManager.withCurrent(request.dependencies) {
      try await type.allEntities()
    }
    guard let all = all ?? nil else { return !type.findsByName }
    return all.count == options.count
  }

  /// Checks the intent's authentication policy for the surface it is on now; returns the
  /// refusal or question, or `nil` to go on.
  ///
  /// `.requiresAuthentication` needs the requesting or the executing device unlocked: an
  /// unlocked session runs it on either surface. `.requiresLocalDeviceAuthentication` needs the
  /// device that runs it unlocked, which a speaker cannot be: a speaker always refuses it.
  ///
  /// The check is made when the request starts, again just before `perform()` runs, and before
  /// each answer reaches a running intent, since the surface may change (`:speaker`) or the
  /// session lock (`:lock`) in between. Only the first check asks for the passcode; a later one
  /// that fails ends the request.
  func authenticate(_ request: ActiveRequest) -> Reply? {
    let asks = !request.isAuthenticated
    request.isAuthenticated = true
    let policy = request.intentType.authenticationPolicy
    if surface == .speaker, policy == .requiresLocalDeviceAuthentication {
      return finish(
        [.dialog("You'll need to do that on your device; \(request.app.name) can't do it here.")],
        .failed)
    }
    guard policy != .alwaysAllowed, !isUnlocked else {
      return nil
    }
    switch surface {
    case .speaker:
      return finish(
        [.dialog("You'll need to unlock your device first to do that with \(request.app.name).")],
        .failed)
    case .display:
      guard options.passcode != nil else { return nil }
      if let lockedOutText { return finish([.dialog(lockedOutText)], .failed) }
      guard asks else {
        return finish(
          [.dialog("The device locked, so \(request.app.name) stopped. Unlock and ask again.")],
          .failed)
      }
      return ask(
        [.dialog("\(request.app.name) needs you to unlock first. What's your passcode?")],
        state: .passcode(attempts: 0))
    }
  }

  /// Hands `value` to the running intent, once its policy still holds where it runs, and
  /// answers for what the intent does next.
  func resume(_ run: PerformRun, with value: Any, in request: ActiveRequest) async -> Reply {
    if let refusal = authenticate(request) { return refusal }
    forgetWhatQueriesFound()
    run.answer(value)
    return await nextEvent(of: run, in: request)
  }

  /// Sets `parameter` of the request under way to `value`, as it holds it; `false` when the
  /// parameter refuses it (out of its range, of another type). A value it replaces is no
  /// longer said to have been taken for other words (see `forgetInferred(_:in:)`), however it
  /// was replaced: asked again, or corrected in an answer ("ok two bowls of tomato then" while
  /// another soup is asked for in place of French Onion).
  @discardableResult
  func set(_ parameter: any AnyIntentParameter, to value: Any) -> Bool {
    if let request, let old = parameter.anyValue, option(for: old).title != option(for: value).title
    {
      forgetInferred(parameter, in: request)
    }
    guard (try? parameter.setAnyValue(stored(value, for: parameter))) != nil else { return false }
    forgetWhatQueriesFound()
    request?.defaulted.remove(parameter.name)
    return true
  }

  /// `value` as `parameter` holds it: in a list for a list, and a date as its parts for date
  /// components.
  func stored(_ value: Any, for parameter: any AnyIntentParameter) -> Any {
    var value = value
    if case .dateComponents = parameter.valueType, let date = value as? Date {
      value = components(of: date)
    }
    return parameter.isArray && !(value is [Any]) ? [value] : value
  }

  /// The parts of `date` a date-components parameter holds: its day and time of day, in the
  /// conversation's calendar.
  private func components(of date: Date) -> DateComponents {
    calendar.dateComponents(
      [.calendar, .timeZone, .year, .month, .day, .hour, .minute], from: date)
  }

  /// The choices a question for `parameter` lists: its `optionsProvider`'s options, else an
  /// entity query's suggestions (in their sections when given as an `ItemCollection`), else an
  /// enum's cases; none for other values. A display numbers them; a speaker reads a few.
  func choices(for parameter: any AnyIntentParameter, in request: ActiveRequest)
    async -> [ChoiceOption]
  {
    if let list = parameter.dynamicOptions {
      let sections = try? await AppDependencyManager.withCurrent(request.dependencies) {
        try await list()
      }
      let listed = options(in: sections ?? [])
      if !listed.isEmpty { return listed }
    }
    switch parameter.valueType {
    case .entity(let type):
      let sections = try? await AppDependencyManager.withCurrent(request.dependencies) {
        try await type.suggestedSections()
      }
      return options(in: sections ?? [])
    case .enumeration(let type):
      return caseOptions(of: type)
    case .bool:
      guard let names = parameter.displayName else { return [] }
      return [(true, names.true), (false, names.false)].map { flag, name in
        ChoiceOption(title: text(of: name), names: [text(of: name)], value: flag)
      }
    default:
      return []
    }
  }

  /// The options of `sections`, each with its section's title; an item's own title and
  /// subtitle show instead of its value's.
  private func options(in sections: [_OptionSection]) -> [ChoiceOption] {
    sections.flatMap { section in
      section.items.map { item in
        var option = option(for: item.value)
        if let display = item.display {
          let title = display.title.defaultValue
          let subtitle = display.subtitle.map { " (\($0.defaultValue))" } ?? ""
          option = ChoiceOption(
            title: title + subtitle, names: [title] + option.names, value: item.value)
        }
        option.section = section.title
        return option
      }
    }
  }

  /// Asks which of `options` a parameter takes.
  func askChoice(
    _ options: [ChoiceOption], for parameter: any AnyIntentParameter, dialog: IntentDialog?,
    use: AnswerUse, prefix: [ReplyItem] = [], fallback: String = "Which one?"
  ) -> Reply {
    let question = choiceQuestion(
      options, for: parameter, dialog: dialog, use: use, fallback: fallback)
    return ask(question.prompt, prefix: prefix, state: .choice(question))
  }

  /// The question which of `options` a parameter takes.
  func choiceQuestion(
    _ options: [ChoiceOption], for parameter: any AnyIntentParameter, dialog: IntentDialog?,
    use: AnswerUse, fallback: String = "Which one?"
  ) -> ChoiceQuestion {
    var prompt = choicePrompt(options.map(\.title), dialog: dialog, fallback: fallback)
    if options.contains(where: { $0.section != nil }) {
      prompt.choiceSections = options.map(\.section)
    }
    return ChoiceQuestion(options: options, prompt: prompt, purpose: .parameter(parameter, use))
  }
}

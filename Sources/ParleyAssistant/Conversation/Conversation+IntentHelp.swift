import Foundation
import ParleyIntents

extension Conversation {
  /// Answers `/Intent ?`, what an intent does and takes, and `/?`, the intents that can be run
  /// directly; nil when `text` (after the `/`) asks neither.
  func intentHelp(_ text: String) async -> Reply? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasSuffix("?") else { return nil }
    let name = trimmed.dropLast().trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return await intentList() }
    guard !name.contains(where: { $0.isWhitespace || $0 == "=" }) else { return nil }
    let found = catalog.intents(named: name)
    if found.isEmpty, let (app, type) = catalog.findableEntity(named: name),
      let reply = await findHelp(for: type, in: app)
    {
      return reply
    }
    guard let (app, intentType) = found.first else {
      return finish(
        [.dialog("There's no intent called “\(name)”. Type /? for the list.")], .notUnderstood)
    }
    guard found.count == 1 else {
      let names = found.map { "\($0.app.name).\($0.intent.typeName)" }
      return finish(
        [.dialog("“\(name)” is in several apps; say which: \(spokenList(names, "or")).")],
        .notUnderstood)
    }
    return await help(for: intentType, in: app)
  }

  /// What `intentType` does, its summary, how to say it and each parameter it takes.
  private func help(for intentType: any AppIntent.Type, in app: LoadedApp) async -> Reply {
    let request = makeRequest(app: app, intentType: intentType)
    var parameters: [(name: String, text: String)] = []
    for parameter in request.parameters {
      let options = await choices(for: parameter, in: request).map(\.title)
      parameters.append((parameter.name, describe(parameter, options: options)))
    }
    let title = "\(intentType.titleText) (\(app.name))"
    switch surface {
    case .display:
      var lines: [String] = []
      if let summary = request.intent.summaryOutline { lines.append("Summary: \(summary)") }
      if let description = intentType.descriptionText { lines.append(description) }
      if let phrase = saying(intentType, in: app) { lines.append("Say: “\(phrase)”") }
      lines += parameters.map { "\($0.name): \($0.text)" }
      let usage = parameters.map { " \($0.name)=…" }.joined()
      lines.append("Run: /\(intentType.typeName)\(usage)")
      return finish([.snippet(Snippet(title: title, lines: lines))], .completed)
    case .speaker:
      // A summary's outline reads badly aloud ("Order Quantity Size Drink"): a voice says what
      // the intent takes in words instead.
      var sentences = [intentType.titleText + " in \(app.name)."]
      if let description = intentType.descriptionText { sentences.append(description) }
      let taken = request.parameters.map(\.titleWording.withThe)
      sentences.append(
        taken.isEmpty ? "It takes nothing." : "It takes \(spokenList(taken, "and")).")
      return finish([.dialog(sentences.joined(separator: " "))], .completed)
    }
  }

  /// A parameter as help lists it: its title, the kind of value, its options, range, default
  /// and whether it may be left out.
  private func describe(_ parameter: any AnyIntentParameter, options: [String]) -> String {
    var kind: String
    switch parameter.valueType {
    case .string: kind = "text"
    case .integer: kind = "a whole number"
    case .double: kind = "a number"
    case .bool:
      // Named values ("On or Off") are its options; yes and no still answer.
      kind =
        parameter.displayName == nil ? "yes or no" : "\(spokenList(options, "or")), or yes or no"
    case .date, .dateComponents: kind = "a date and time"
    case .currency: kind = "an amount of money"
    case .url: kind = "a web address"
    case .measurement(let type): kind = type.spokenKind
    case .entity(let type): kind = withArticle(type.displayName.lowercased())
    case .enumeration(let type): kind = withArticle(type.displayName.lowercased())
    case .person: kind = "a person"
    case .file: kind = "a file"
    case .paymentMethod: kind = "a payment method"
    }
    if parameter.isArray { kind = "one or more: \(kind)" }
    var notes = [kind]
    if let range = parameter.inclusiveRange {
      notes.append("from \(number(range.lowerBound)) to \(number(range.upperBound))")
    }
    if !options.isEmpty, parameter.displayName == nil {
      let shown = options.count > 6 ? Array(options.prefix(5)) + ["…"] : options
      // An entity's options are suggestions; any other entity of the type is taken too.
      let isEntity = if case .entity = parameter.valueType { true } else { false }
      notes.append((isEntity ? "such as " : "") + spokenList(shown, "or"))
    }
    if let names = parameter.displayName, let value = parameter.defaultValue as? Bool {
      notes.append("\(text(of: value ? names.true : names.false)) unless given")
    } else if let value = parameter.defaultValue {
      notes.append("\(displayText(of: value)) unless given")
    } else if parameter.isOptional {
      notes.append("optional")
    }
    return "\(parameter.title), " + notes.joined(separator: "; ")
  }

  private func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  /// The first phrase of the intent's shortcut that can be said as it is, if it has one.
  private func saying(_ intentType: any AppIntent.Type, in app: LoadedApp) -> String? {
    app.shortcuts.lazy.filter { $0.intentType.typeName == intentType.typeName }
      .compactMap { self.primaryPhrase(of: $0, in: app) }.first
  }

  /// What the automatic find action of `type` takes, or nil when it has none.
  private func findHelp(for type: AnyEntityType, in app: LoadedApp) async -> Reply? {
    let arguments = try? await AppDependencyManager.withCurrent(appState(of: app)) {
      try await type.findArguments()
    }
    guard let lines = arguments ?? nil else { return nil }
    let title = "Find \(type.pluralName) (\(app.name))"
    switch surface {
    case .display:
      let usage = "Run: /\(findActionName(of: type)) with any of the above"
      return finish([.snippet(Snippet(title: title, lines: lines + [usage]))], .completed)
    case .speaker:
      return finish(
        [.dialog("Find \(type.pluralName) in \(app.name) lists them; a display shows how.")],
        .completed)
    }
  }

  /// The name a find action runs by: "Find" and the letters and digits of the type's plural
  /// name (`FindToDos`, `FindPlayerSettings`).
  private func findActionName(of type: AnyEntityType) -> String {
    "Find" + type.pluralName.filter { $0.isLetter || $0.isNumber }
  }

  /// Every intent of every app, by app, with its summary or title, and the automatic find
  /// actions: the list `/?` shows.
  private func intentList() async -> Reply {
    var lists: [(String, [String])] = []
    for app in catalog.apps {
      var lines = app.app.allIntents.map { type in
        "/\(type.typeName) — \(type.init().summaryOutline ?? type.titleText)"
      }
      for type in app.entityTypes {
        let arguments = try? await AppDependencyManager.withCurrent(appState(of: app)) {
          try await type.findArguments()
        }
        if arguments != nil {
          lines.append("/\(findActionName(of: type)) — Find \(type.pluralName)")
        }
      }
      lists.append((app.name, lines))
    }
    switch surface {
    case .display:
      return finish(
        [.dialog("Intents you can run directly (add “ ?” to one for its parameters):")]
          + lists.map { .snippet(Snippet(title: $0.0, lines: $0.1)) }, .completed)
    case .speaker:
      let count = lists.map(\.1.count).reduce(0, +)
      return finish(
        [.dialog("There are \(count) intents; a display lists them with /?.")], .completed)
    }
  }
}

import Foundation
import ParleyIntents

extension AppPhraseFile {
  /// `apps` with the phrases of every `*.phrases` file at or under `paths` added.
  ///
  /// - Throws: ``PhraseFileErrors`` with every problem of every file: a path that does not
  ///   exist, a line that does not parse, a phrase that names what does not exist or breaks
  ///   Apple's rules.
  public static func apps(_ apps: [ParleyApp], withPhrasesIn paths: [String]) throws
    -> [ParleyApp]
  {
    guard !paths.isEmpty else { return apps }
    var errors: [PhraseFileError] = []
    var files: [AppPhraseFile] = []
    for url in try PhraseFileFinder.files(in: paths, withExtensions: ["phrases"]) {
      do {
        files.append(try load(contentsOf: url))
      } catch let problems as PhraseFileErrors {
        errors += problems.errors
      }
    }
    let added: [ParleyApp]
    do {
      added = try adding(files, to: apps)
    } catch let problems as PhraseFileErrors {
      throw PhraseFileErrors(errors + problems.errors)
    }
    try PhraseFileErrors.throwIfAny(errors)
    return added
  }

  /// `apps` with the phrases of `files` added to their shortcuts, after checking every phrase
  /// as Swift phrases are checked: its app and intent exist and the intent has an App
  /// Shortcut, it names the app once with `${applicationName}`, and it holds at most one
  /// parameter, one the intent declares, an `AppEntity` or `AppEnum`.
  ///
  /// - Throws: ``PhraseFileErrors`` with every problem of every file.
  ///
  /// A file that declares intents, entities or enums declares a new app first, its phrases
  /// then added like any others.
  public static func adding(_ files: [AppPhraseFile], to apps: [ParleyApp]) throws -> [ParleyApp] {
    var apps = apps
    var errors: [PhraseFileError] = []
    var declared: [AppPhraseFile] = []
    for file in files where file.declaresApp {
      let problems = file.declare(in: &apps)
      errors += problems
      if problems.isEmpty { declared.append(file) }
    }
    // A file whose app could not be declared adds nothing: its phrases have no app.
    for file in files where !file.declaresApp || declared.contains(where: { $0.file == file.file })
    {
      errors += file.add(to: &apps)
    }
    try PhraseFileErrors.throwIfAny(errors)
    return apps
  }

  /// Appends the app the file declares to `apps`, unless an app of that name is there;
  /// returns the problems found.
  private func declare(in apps: inout [ParleyApp]) -> [PhraseFileError] {
    guard let name = app else { return [] }
    let location = appLocation ?? SourceLocation(file: file, line: 1, column: 1)
    if let existing = apps.first(where: { $0.isCalled(name) }) {
      return [
        PhraseFileError(
          .duplicateDeclaration,
          "there is already an app called '\(existing.name)'; a file that adds phrases to it "
            + "declares no intents, entities or enums", at: location)
      ]
    }
    apps.append(declaredApp(named: name))
    return []
  }

  /// Adds the file's phrases to their app in `apps`; returns the problems found instead.
  private func add(to apps: inout [ParleyApp]) -> [PhraseFileError] {
    let start = SourceLocation(file: file, line: 1, column: 1)
    let names = apps.map(\.name)
    let wanted = app ?? CoverageFiles.owner(of: URL(fileURLWithPath: file), among: names)
    guard let wanted else {
      return [
        PhraseFileError(
          .unknownApp,
          "no '@app NAME' line, and the file's name names no app (\(names.joined(separator: ", ")))",
          at: start)
      ]
    }
    guard let position = apps.firstIndex(where: { $0.isCalled(wanted) }) else {
      return [
        PhraseFileError(
          .unknownApp,
          "unknown app '\(wanted)'; the apps: \(names.joined(separator: ", ")) (to declare a new "
            + "app, give it '@intent' blocks)",
          at: appLocation ?? start)
      ]
    }
    var errors: [PhraseFileError] = []
    if !declaresApp {
      let settings = [appSettingLocation, negativePhrases.first?.location].compactMap { $0 }
      if let location = settings.first {
        errors.append(
          PhraseFileError(
            .phraseRule,
            "'synonyms:', 'app name in phrases:' and 'never:' describe an app the file declares; "
              + "\(apps[position].name)'s come from its code", at: location))
      }
    }
    let app = apps[position]
    // The app's shortcuts, found once: adding a phrase does not change them.
    let shortcuts = app.shortcutDescriptions.map(\.intentType)
    let shortcutsByName = Dictionary(
      shortcuts.map { ($0.typeName.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    var added: [String: [PhraseTemplate]] = [:]
    for phrase in phrases {
      switch check(phrase, in: app, shortcuts: shortcuts, byName: shortcutsByName) {
      case .success(let intent):
        added[intent, default: []].append(PhraseTemplate(parsing: phrase.text))
      case .failure(let problems):
        errors += problems.errors
      }
    }
    apps[position] = app.adding(added)
    return errors
  }

  private struct Problems: Error {
    let errors: [PhraseFileError]
  }

  /// The intent type name a phrase extends, or its problems.
  private func check(
    _ phrase: Phrase, in app: ParleyApp, shortcuts: [any AppIntent.Type],
    byName shortcutsByName: [String: any AppIntent.Type]
  ) -> Result<String, Problems> {
    guard let intent = shortcutsByName[phrase.intent.lowercased()] else {
      let message: String
      if app.allIntents.contains(where: { $0.typeName.lowercased() == phrase.intent.lowercased() })
      {
        message = "\(phrase.intent) has no App Shortcut in \(app.name); phrases extend shortcuts"
      } else {
        message =
          "unknown intent '\(phrase.intent)' in \(app.name)"
          + SpellingSuggestion.hint(for: phrase.intent, among: shortcuts.map { $0.typeName })
      }
      return .failure(
        Problems(errors: [PhraseFileError(.unknownIntent, message, at: phrase.location)]))
    }
    var errors: [PhraseFileError] = []
    let appNames = phrase.placeholders.filter { $0.name == "applicationName" }
    if appNames.isEmpty, !app.phrasesMayOmitAppName {
      errors.append(
        PhraseFileError(
          .phraseRule, "the phrase must name the app with ${applicationName}",
          at: phrase.textLocation))
    } else if appNames.count > 1 {
      errors.append(
        PhraseFileError(
          .phraseRule, "the phrase names the app more than once", at: appNames[1].location))
    }
    let parameters = intentParameters(of: intent.init())
    let slots = phrase.placeholders.filter { $0.name != "applicationName" }
    if slots.count > 1 {
      errors.append(
        PhraseFileError(
          .phraseRule, "a phrase holds at most one parameter", at: slots[1].location))
    }
    for slot in slots.prefix(1) {
      guard let parameter = parameters.first(where: { $0.name == slot.name }) else {
        let names = parameters.map(\.name)
        errors.append(
          PhraseFileError(
            .unknownParameter,
            "\(intent.typeName) has no parameter '\(slot.name)'"
              + SpellingSuggestion.hint(
                for: slot.name, among: names,
                otherwise: names.isEmpty
                  ? "; it takes none, so its phrases hold only ${applicationName}"
                  : "; its parameters: \(names.joined(separator: ", "))"),
            at: slot.location))
        continue
      }
      switch parameter.valueType {
      case .entity, .enumeration:
        break
      default:
        errors.append(
          PhraseFileError(
            .phraseRule,
            "'\(slot.name)' is a \(parameter.valueType.typeName); a phrase parameter must be an "
              + "AppEntity or AppEnum", at: slot.location))
      }
    }
    return errors.isEmpty ? .success(intent.typeName) : .failure(Problems(errors: errors))
  }
}

extension ParleyApp {
  /// Whether the app is called `name`, by its name or one of its alternative names, ignoring
  /// case.
  func isCalled(_ name: String) -> Bool {
    let wanted = name.lowercased()
    return ([self.name] + alternativeNames).contains { $0.lowercased() == wanted }
  }
}

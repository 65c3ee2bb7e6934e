/// Reads the lines of a `.phrases` file one at a time, collecting phrases, declarations and
/// problems.
///
/// A line starting with `@` opens a block (`@app`, `@entity`, `@enum`, `@intent`); the lines
/// after it, indented or not, belong to it until the next one.
struct AppPhraseFileParser: PhraseFileReader {
  static let directives = ["app", "entity", "enum", "intent"]
  static let appKeys = ["synonyms", "app name in phrases", "never"]
  static let intentKeys = ["parameter", "phrase", "never", "confirm", "answer", "supporting"]

  private enum Block {
    case app
    case entity(Int)
    case enumeration(Int)
    case intent(Int)
  }

  private var result = AppPhraseFile(file: "", app: nil, appLocation: nil, phrases: [])
  private(set) var errors: [PhraseFileError] = []
  private var appLine: Int?
  private var block = Block.app
  /// The line each app setting (`synonyms:`, `app name in phrases:`) was first given on.
  private var settingLines: [String: Int] = [:]
  /// Where each entity, enum and intent was first declared, by its name.
  private var declaredLocations: [String: SourceLocation] = [:]
  /// The line of each value read so far, by its list and its title in lower case.
  private var valueLines: [ListPlace: [String: Int]] = [:]
  private var file = ""

  mutating func finish() -> AppPhraseFile {
    checkDeclarations()
    return result
  }

  mutating func read(_ line: PhraseFileLine) {
    file = line.file
    let start = line.skippingWhitespace(from: 0)
    let end = line.commentStart(from: start)
    guard start < end else { return }
    if line.characters[start] == "@" {
      readDirective(Directive(line: line, at: start), on: line)
      return
    }
    switch block {
    case .app: readAppLine(line, from: start, to: end)
    case .entity(let index): readValue(line, from: start, to: end, into: .entities(index))
    case .enumeration(let index): readValue(line, from: start, to: end, into: .enums(index))
    case .intent(let index): readIntentLine(line, from: start, to: end, intent: index)
    }
  }

  // MARK: Blocks

  private mutating func readDirective(_ directive: Directive, on line: PhraseFileLine) {
    guard Self.directives.contains(directive.name) else {
      errors.append(directive.unknownError(known: Self.directives, on: line))
      return
    }
    if directive.name == "app" {
      readApp(directive, on: line)
      return
    }
    let kind = directive.name
    let colon = line.characters[directive.valueIndex...].firstIndex(of: ":")
    let nameEnd = colon ?? line.commentStart(from: directive.valueIndex)
    let name = line.trimmedText(directive.valueIndex, nameEnd)
    let title = colon.map { line.trimmedText($0 + 1, line.commentStart(from: $0 + 1)) } ?? ""
    let example = kind == "intent" ? "'@intent OrderPizza: Order Pizza'" : "'@\(kind) Pizza'"
    guard Self.isIdentifier(name) else {
      let message =
        name.isEmpty
        ? "'@\(kind)' needs a type name, as in \(example)"
        : "bad \(kind) name '\(name)'; expected a type name, as in \(example)"
      errors.append(line.error(.badDirectiveValue, message, at: directive.valueIndex))
      // The lines under it still belong to a block, so each is checked once.
      block = .intent(-1)
      return
    }
    let location = line.location(at: directive.valueIndex)
    if let earlier = declaredLocations[name] {
      errors.append(
        line.error(
          .duplicateDeclaration,
          "'\(name)' is already declared on line \(earlier.line)", at: directive.valueIndex))
    } else {
      declaredLocations[name] = location
    }
    switch kind {
    case "entity", "enum":
      let list = AppPhraseFile.ValueList(
        name: name, title: title.isEmpty ? name : title, location: location, values: [])
      if kind == "entity" {
        result.entities.append(list)
        block = .entity(result.entities.count - 1)
      } else {
        result.enums.append(list)
        block = .enumeration(result.enums.count - 1)
      }
    default:
      let given = title.isEmpty ? inferredTitle(fromTypeName: name) : title
      result.intents.append(AppPhraseFile.Intent(name: name, title: given, location: location))
      block = .intent(result.intents.count - 1)
    }
  }

  private mutating func readApp(_ directive: Directive, on line: PhraseFileLine) {
    block = .app
    if let appLine {
      errors.append(directive.duplicateError(firstLine: appLine, on: line))
      return
    }
    appLine = line.number
    guard !directive.value.isEmpty else {
      errors.append(
        line.error(
          .badDirectiveValue, "'@app' needs the app's name, such as '@app Trails'",
          at: directive.valueIndex))
      return
    }
    result.app = directive.value
    result.appLocation = line.location(at: directive.valueIndex)
  }

  /// Whether the app setting `key` is given for the first time on `line`; reports a second
  /// one instead.
  private mutating func isFirst(
    _ key: String, _ subject: String, on line: PhraseFileLine, at start: Int
  ) -> Bool {
    if let first = settingLines[key] {
      errors.append(
        line.error(
          .duplicateDirective,
          "duplicate '\(key):'; \(subject) already given on line \(first)", at: start))
      return false
    }
    settingLines[key] = line.number
    if result.appSettingLocation == nil { result.appSettingLocation = line.location(at: start) }
    return true
  }

  // MARK: The app's lines

  private mutating func readAppLine(_ line: PhraseFileLine, from start: Int, to end: Int) {
    guard let (key, valueStart) = keyAndValue(line, from: start, to: end),
      Self.appKeys.contains(key.lowercased())
    else {
      readPhrase(line, from: start, to: end)
      return
    }
    switch key.lowercased() {
    case "synonyms":
      guard isFirst("synonyms", "they are", on: line, at: start) else { return }
      result.synonyms = list(line, from: valueStart, to: end).map(\.text)
      if result.synonyms.isEmpty {
        errors.append(
          line.error(
            .emptyValue, "'synonyms:' needs the app's other names, separated by commas",
            at: valueStart))
      }
    case "app name in phrases":
      guard isFirst("app name in phrases", "it is", on: line, at: start) else { return }
      switch line.trimmedText(valueStart, end).lowercased() {
      case "required": result.phrasesNameApp = true
      case "optional": result.phrasesNameApp = false
      default:
        errors.append(
          line.error(
            .badDirectiveValue, "'app name in phrases:' takes 'required' or 'optional'",
            at: line.skippingWhitespace(from: valueStart)))
      }
    default:
      if let template = template(line, from: valueStart, to: end, named: "never") {
        result.negativePhrases.append(template)
      }
    }
  }

  // MARK: Values of entities and enums

  private mutating func readValue(
    _ line: PhraseFileLine, from start: Int, to end: Int,
    into list: ListPlace
  ) {
    guard line.characters[start] == "-" else {
      errors.append(
        line.error(
          .unknownLine,
          "expected a value of \(name(of: list)) such as "
            + "'- Margherita: cheese pizza, plain pizza'", at: start))
      return
    }
    let titleStart = line.skippingWhitespace(from: start + 1)
    let colon = line.characters[titleStart..<end].firstIndex(of: ":")
    let title = line.trimmedText(titleStart, colon ?? end)
    guard !title.isEmpty else {
      errors.append(line.error(.emptyValue, "empty value after '-'", at: titleStart))
      return
    }
    let location = line.location(at: titleStart)
    if let earlier = valueLines[list]?[title.lowercased()] {
      errors.append(
        line.error(
          .duplicateDeclaration,
          "'\(title)' is already a value of \(name(of: list)) on line \(earlier)",
          at: titleStart))
      return
    }
    valueLines[list, default: [:]][title.lowercased()] = location.line
    let synonyms = colon.map { self.list(line, from: $0 + 1, to: end).map(\.text) } ?? []
    let value = AppPhraseFile.Value(title: title, synonyms: synonyms, location: location)
    // Appended in place, so reading a list takes time in proportion to its length.
    switch list {
    case .entities(let index): result.entities[index].values.append(value)
    case .enums(let index): result.enums[index].values.append(value)
    }
  }

  /// Where a list of values is in the file being read.
  enum ListPlace: Hashable {
    case entities(Int)
    case enums(Int)
  }

  private func name(of list: ListPlace) -> String {
    switch list {
    case .entities(let index): result.entities[index].name
    case .enums(let index): result.enums[index].name
    }
  }

  // MARK: An intent's lines

  private mutating func readIntentLine(
    _ line: PhraseFileLine, from start: Int, to end: Int, intent index: Int
  ) {
    guard let (key, valueStart) = keyAndValue(line, from: start, to: end) else {
      errors.append(
        line.error(
          .missingColon,
          "expected 'KEY: VALUE' where KEY is "
            + Directive.list(Self.intentKeys.map { "'\($0)'" }), at: start))
      return
    }
    let words = key.split(separator: " ", maxSplits: 1)
    let keyword = words.first.map { String($0).lowercased() } ?? ""
    guard Self.intentKeys.contains(keyword), keyword == "parameter" || words.count == 1 else {
      let message =
        "unknown key '\(key)'"
        + SpellingSuggestion.hint(
          for: keyword, among: Self.intentKeys,
          otherwise: "; expected " + Directive.list(Self.intentKeys.map { "'\($0)'" }))
      errors.append(line.error(.unknownKey, message, at: start))
      return
    }
    guard index >= 0 else { return }
    let intent = result.intents[index].name
    switch keyword {
    case "parameter":
      readParameter(line, from: start, valueStart: valueStart, to: end, intent: index)
    case "phrase":
      readPhrase(line, intent: intent, from: valueStart, to: end, keyStart: start, key: keyword)
    case "never":
      if let template = template(line, from: valueStart, to: end, named: keyword) {
        result.negativePhrases.append(template)
      }
    default:
      let path: WritableKeyPath<AppPhraseFile.Intent, AppPhraseFile.Template?> =
        switch keyword {
        case "confirm": \.confirmation
        case "answer": \.answer
        default: \.supporting
        }
      if result.intents[index][keyPath: path] != nil {
        errors.append(
          line.error(
            .duplicateDirective, "duplicate '\(keyword):'; \(intent) already has one", at: start))
        return
      }
      result.intents[index][keyPath: path] = template(
        line, from: valueStart, to: end, named: keyword)
    }
  }

  private mutating func readParameter(
    _ line: PhraseFileLine, from start: Int, valueStart: Int, to end: Int, intent index: Int
  ) {
    let nameStart = line.skippingWhitespace(from: start + "parameter".count)
    let name = line.trimmedText(nameStart, valueStart - 1)
    guard Self.isIdentifier(name) else {
      errors.append(
        line.error(
          .badParameter,
          "bad parameter name '\(name)'; expected a name such as 'pizza', as in "
            + "'parameter pizza: Pizza'", at: nameStart))
      return
    }
    if let earlier = result.intents[index].parameters.first(where: { $0.name == name }) {
      errors.append(
        line.error(
          .duplicateParameter,
          "\(result.intents[index].name) already has a parameter '\(name)' on line "
            + "\(earlier.location.line)", at: nameStart))
      return
    }
    // The question takes the rest of the line, commas and all.
    var optionsEnd = end
    var question: String?
    if let ask = askStart(line, from: valueStart, to: end) {
      optionsEnd = ask.key
      question = line.trimmedText(ask.value, end)
      if question?.isEmpty ?? true {
        errors.append(line.error(.emptyValue, "'ask:' needs a question", at: ask.key))
        question = nil
      }
    }
    let items = list(line, from: valueStart, to: optionsEnd)
    guard let type = items.first else {
      errors.append(
        line.error(
          .emptyValue,
          "'parameter \(name):' needs a type: "
            + Directive.list(AppPhraseFile.valueTypes + ["a declared entity or enum"]),
          at: line.skippingWhitespace(from: valueStart)))
      return
    }
    var isOptional = false
    for option in items.dropFirst() {
      switch option.text.lowercased() {
      case "optional": isOptional = true
      case "required": isOptional = false
      default:
        errors.append(
          line.error(
            .badParameter,
            "unknown option '\(option.text)'; expected 'optional', 'required' or 'ask: QUESTION'",
            at: option.index))
      }
    }
    result.intents[index].parameters.append(
      AppPhraseFile.Parameter(
        name: name, type: type.text, location: line.location(at: nameStart),
        typeLocation: line.location(at: type.index), isOptional: isOptional, question: question))
  }

  /// Where `ask` and the question after its `:` start, when a comma-separated item of the
  /// options is `ask:`.
  private func askStart(_ line: PhraseFileLine, from start: Int, to end: Int)
    -> (key: Int, value: Int)?
  {
    var index = start
    while index < end {
      let item = line.skippingWhitespace(from: index)
      if line.text(item, min(item + 3, end)).lowercased() == "ask" {
        let colon = line.skippingWhitespace(from: item + 3)
        if colon < end, line.characters[colon] == ":" { return (item, colon + 1) }
      }
      guard let comma = line.characters[index..<end].firstIndex(of: ",") else { return nil }
      index = comma + 1
    }
    return nil
  }

  // MARK: Phrases and templates

  /// A phrase line of the app block, `Intent: phrase`.
  private mutating func readPhrase(_ line: PhraseFileLine, from start: Int, to end: Int) {
    let characters = line.characters
    guard let colon = characters[start..<end].firstIndex(of: ":") else {
      errors.append(
        line.error(
          .missingColon,
          "missing ':' between the intent and the phrase, as in "
            + "'GetTrailInfo: Get conditions for ${trail} in ${applicationName}'", at: start))
      return
    }
    let intent = line.trimmedText(start, colon)
    guard Self.isIdentifier(intent) else {
      errors.append(
        line.error(
          .badIntentName,
          "bad intent name '\(intent)'; expected a type name such as "
            + "'GetTrailInfo'", at: start))
      return
    }
    readPhrase(line, intent: intent, from: colon + 1, to: end, keyStart: start, key: nil)
  }

  private mutating func readPhrase(
    _ line: PhraseFileLine, intent: String, from start: Int, to end: Int, keyStart: Int,
    key: String?
  ) {
    guard let template = template(line, from: start, to: end, named: key) else { return }
    result.phrases.append(
      AppPhraseFile.Phrase(
        intent: intent, text: template.text, location: line.location(at: keyStart),
        textLocation: template.location, placeholders: template.placeholders))
  }

  /// The text from `start` to `end` with its placeholders, or nil after reporting why not.
  private mutating func template(
    _ line: PhraseFileLine, from start: Int, to end: Int, named key: String?
  ) -> AppPhraseFile.Template? {
    let characters = line.characters
    let textStart = line.skippingWhitespace(from: start)
    let textEnd = line.trimmingWhitespace(before: end, notBefore: textStart)
    guard textStart < textEnd else {
      let message = key.map { "'\($0):' needs a text" } ?? "empty phrase after ':'"
      errors.append(line.error(.emptyPhrase, message, at: min(start, end)))
      return nil
    }
    var placeholders: [AppPhraseFile.Placeholder] = []
    var index = textStart
    while index < textEnd {
      guard characters[index] == "$", index + 1 < textEnd, characters[index + 1] == "{" else {
        index += 1
        continue
      }
      guard let close = characters[index..<textEnd].firstIndex(of: "}") else {
        errors.append(line.error(.badPlaceholder, "'${' without its closing '}'", at: index))
        return nil
      }
      let name = line.text(index + 2, close)
      guard Self.isIdentifier(name) else {
        errors.append(
          line.error(
            .badPlaceholder,
            "'${\(name)}' is not a placeholder; write ${applicationName} or "
              + "${parameter}", at: index))
        return nil
      }
      placeholders.append(AppPhraseFile.Placeholder(name: name, location: line.location(at: index)))
      index = close + 1
    }
    return AppPhraseFile.Template(
      text: line.text(textStart, textEnd), location: line.location(at: textStart),
      placeholders: placeholders)
  }

  // MARK: Pieces of a line

  /// The key before the line's first `:` and where the value after it starts.
  private func keyAndValue(_ line: PhraseFileLine, from start: Int, to end: Int)
    -> (key: String, valueStart: Int)?
  {
    guard let colon = line.characters[start..<end].firstIndex(of: ":") else { return nil }
    let key = line.trimmedText(start, colon)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return (key, colon + 1)
  }

  /// The comma-separated items from `start` to `end`, trimmed, with where each starts.
  private func list(_ line: PhraseFileLine, from start: Int, to end: Int)
    -> [(text: String, index: Int)]
  {
    var items: [(text: String, index: Int)] = []
    var index = start
    while index <= end {
      let comma = line.characters[index..<end].firstIndex(of: ",") ?? end
      let first = line.skippingWhitespace(from: index)
      let text = line.trimmedText(index, comma)
      if !text.isEmpty { items.append((text, min(first, comma))) }
      index = comma + 1
    }
    return items
  }

  // MARK: The whole file

  /// Checks what only the whole file shows: every type a parameter names is declared, every
  /// placeholder of a question or answer is a parameter, every list has values, and a file
  /// that declares intents names its app.
  private mutating func checkDeclarations() {
    let declared = result.entities.map(\.name) + result.enums.map(\.name)
    let declaredSet = Set(declared)
    let intentsWithPhrases = Set(result.phrases.map(\.intent))
    for list in result.entities + result.enums where list.values.isEmpty {
      errors.append(
        PhraseFileError(
          .emptyValue, "\(list.name) has no values; list them as '- Title: synonym, …'",
          at: list.location))
    }
    for intent in result.intents {
      for parameter in intent.parameters
      where !AppPhraseFile.valueTypes.contains(parameter.type)
        && !declaredSet.contains(parameter.type)
      {
        let known = AppPhraseFile.valueTypes + declared
        errors.append(
          PhraseFileError(
            .unknownType,
            "unknown type '\(parameter.type)'"
              + SpellingSuggestion.hint(
                for: parameter.type, among: known,
                otherwise: "; expected " + Directive.list(known.map { "'\($0)'" })),
            at: parameter.typeLocation))
      }
      let names = intent.parameters.map(\.name)
      let templates = [intent.confirmation, intent.answer, intent.supporting].compactMap { $0 }
      for placeholder in templates.flatMap(\.placeholders)
      where placeholder.name != "applicationName" && !names.contains(placeholder.name) {
        errors.append(
          PhraseFileError(
            .unknownParameter,
            "\(intent.name) has no parameter '\(placeholder.name)'"
              + SpellingSuggestion.hint(for: placeholder.name, among: names),
            at: placeholder.location))
      }
      if !intentsWithPhrases.contains(intent.name) {
        errors.append(
          PhraseFileError(
            .phraseRule,
            "\(intent.name) has no phrase; add one such as "
              + "'phrase: \(intent.title) in ${applicationName}'", at: intent.location))
      }
    }
    if result.declaresApp, appLine == nil {
      let first = (result.entities + result.enums).map(\.location) + result.intents.map(\.location)
      let location = first.min { ($0.line, $0.column) < ($1.line, $1.column) }
      errors.append(
        PhraseFileError(
          .unknownApp,
          "a file that declares intents, entities or enums names its app with "
            + "'@app NAME' first", at: location ?? SourceLocation(file: file, line: 1, column: 1)))
    }
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// "OrderPizza" as "Order Pizza".
  private func inferredTitle(fromTypeName name: String) -> String {
    var title = ""
    for character in name {
      if character.isUppercase, !title.isEmpty { title.append(" ") }
      title.append(character)
    }
    return title
  }
}

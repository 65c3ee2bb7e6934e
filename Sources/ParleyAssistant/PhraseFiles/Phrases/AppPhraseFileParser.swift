/// Reads the lines of a `.phrases` file one at a time, collecting phrases, declarations and
/// problems.
///
/// A line starting with `@` opens a block (`@app`, `@entity`, `@enum`, `@intent`); the lines
/// after it, indented or not, belong to it until the next one.
struct AppPhraseFileParser: PhraseFileReader {
  static let directives = ["app", "entity", "enum", "intent"]
  static let appKeys = ["synonyms", "app name in phrases", "never"]
  static let intentKeys = ["parameter", "phrase", "never", "confirm", "answer", "supporting"]

  enum Block {
    case app
    case entity(Int)
    case enumeration(Int)
    case intent(Int)
  }

  var result = AppPhraseFile(file: "", app: nil, appLocation: nil, phrases: [])
  var errors: [PhraseFileError] = []
  var appLine: Int?
  var block = Block.app
  /// The line each app setting (`synonyms:`, `app name in phrases:`) was first given on.
  var settingLines: [String: Int] = [:]
  /// Where each entity, enum and intent was first declared, by its name.
  var declaredLocations: [String: SourceLocation] = [:]
  /// The line of each value read so far, by its list and its title in lower case.
  var valueLines: [ListPlace: [String: Int]] = [:]
  var file = ""

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

  mutating func readDirective(_ directive: Directive, on line: PhraseFileLine) {
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
      // "@entity Folder: Folder, Deck": the title, then the type's other names.
      let names = colon.map { self.list(line, from: $0 + 1, to: line.commentStart(from: $0 + 1)) }
      let list = AppPhraseFile.ValueList(
        name: name, title: names?.first?.text ?? name, location: location, values: [],
        otherNames: names?.dropFirst().map(\.text) ?? [])
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

  mutating func readApp(_ directive: Directive, on line: PhraseFileLine) {
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
  mutating func isFirst(
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

  mutating func readAppLine(_ line: PhraseFileLine, from start: Int, to end: Int) {
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

  mutating func readValue(
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

  func name(of list: ListPlace) -> String {
    switch list {
    case .entities(let index): result.entities[index].name
    case .enums(let index): result.enums[index].name
    }
  }

  // MARK: An intent's lines

}

/// Reads the lines of a `.phrases` file one at a time, collecting phrases and problems.
struct AppPhraseFileParser: PhraseFileReader {
  static let directives = ["app"]

  private var result = AppPhraseFile(file: "", app: nil, appLocation: nil, phrases: [])
  private(set) var errors: [PhraseFileError] = []
  private var appLine: Int?

  func finish() -> AppPhraseFile { result }

  mutating func read(_ line: PhraseFileLine) {
    let start = line.skippingWhitespace(from: 0)
    let end = line.commentStart(from: start)
    guard start < end else { return }
    if line.characters[start] == "@" {
      readDirective(Directive(line: line, at: start), on: line)
    } else {
      readPhrase(line, from: start, to: end)
    }
  }

  private mutating func readDirective(_ directive: Directive, on line: PhraseFileLine) {
    guard directive.name == "app" else {
      errors.append(directive.unknownError(known: Self.directives, on: line))
      return
    }
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
    let textStart = line.skippingWhitespace(from: colon + 1)
    let textEnd = line.trimmingWhitespace(before: end, notBefore: textStart)
    guard textStart < textEnd else {
      errors.append(line.error(.emptyPhrase, "empty phrase after ':'", at: min(colon + 1, end)))
      return
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
        return
      }
      let name = line.text(index + 2, close)
      guard Self.isIdentifier(name) else {
        errors.append(
          line.error(
            .badPlaceholder,
            "'${\(name)}' is not a placeholder; write ${applicationName} or "
              + "${parameter}", at: index))
        return
      }
      placeholders.append(AppPhraseFile.Placeholder(name: name, location: line.location(at: index)))
      index = close + 1
    }
    result.phrases.append(
      AppPhraseFile.Phrase(
        intent: intent, text: line.text(textStart, textEnd), location: line.location(at: start),
        textLocation: line.location(at: textStart), placeholders: placeholders))
  }

  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}

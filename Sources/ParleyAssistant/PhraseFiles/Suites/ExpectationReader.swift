/// Reads what follows `=>` on a suite line: `nothing`, or an intent name and its parameters.
///
/// It stops at the first problem on the line, so one mistake does not bring a cascade of
/// follow-on errors.
struct ExpectationReader {
  /// The line being read.
  let line: PhraseFileLine
  /// The index of the next character to read.
  private var index: Int
  /// The index where the line's content ends (its end, or the start of a comment).
  private let end: Int
  /// Where the intent's name starts, once read.
  private(set) var intentStart = 0
  /// Where each parameter read starts, by its name.
  private(set) var parameterStarts: [String: Int] = [:]

  /// Creates a reader for `line.characters[start..<end]`.
  init(line: PhraseFileLine, start: Int, end: Int) {
    self.line = line
    self.index = start
    self.end = end
  }

  private var characters: [Character] { line.characters }

  /// Reads the expectation, or the first problem with it.
  mutating func read() -> Result<PhraseSuiteCase.Expectation, PhraseFileError> {
    index = line.skippingWhitespace(from: index)
    let nameStart = index
    intentStart = nameStart
    let name = word()
    if name.isEmpty {
      return .failure(
        line.error(
          .badExpectation,
          "missing the expected intent after '=>'; write an intent name or "
            + "'nothing'", at: min(nameStart, end)))
    }
    if name == "nothing" {
      index = line.skippingWhitespace(from: index)
      guard index >= end else {
        return .failure(line.error(.badExpectation, "'nothing' takes no parameters", at: index))
      }
      return .success(.nothing)
    }
    let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count <= 2, parts.allSatisfy(Self.isIdentifier) else {
      return .failure(
        line.error(
          .badIntentName,
          "bad intent name '\(name)'; expected a type name such as "
            + "'GetTrailInfo' or 'Trails.GetTrailInfo', or 'nothing'", at: nameStart))
    }
    var parameters: [PhraseSuiteCase.Parameter] = []
    while true {
      index = line.skippingWhitespace(from: index)
      guard index < end else { break }
      switch parameter() {
      case .success(let parameter):
        if parameters.contains(where: { $0.name == parameter.name }) {
          return .failure(
            line.error(
              .duplicateParameter, "parameter '\(parameter.name)' is given twice",
              at: parameter.start))
        }
        parameters.append(PhraseSuiteCase.Parameter(name: parameter.name, value: parameter.value))
        parameterStarts[parameter.name] = parameter.start
      case .failure(let error):
        return .failure(error)
      }
    }
    let app = parts.count == 2 ? parts[0] : nil
    return .success(.intent(app: app, name: parts[parts.count - 1], parameters: parameters))
  }

  /// Whether `text` is an identifier: a letter or `_`, then letters, digits or `_`.
  static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.first, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// Reads up to the next whitespace.
  private mutating func word() -> String {
    let start = index
    while index < end, !characters[index].isWhitespace { index += 1 }
    return line.text(start, index)
  }

  /// Reads one `name=value` or `name="quoted value"`.
  private mutating func parameter() -> Result<
    (name: String, value: String, start: Int), PhraseFileError
  > {
    let start = index
    while index < end, characters[index] != "=", !characters[index].isWhitespace { index += 1 }
    let name = line.text(start, index)
    guard index < end, characters[index] == "=", Self.isIdentifier(name) else {
      return .failure(badParameter(from: start))
    }
    index += 1
    if index < end, characters[index] == "\"" {
      return quotedValue(of: name).map { (name, $0, start) }
    }
    let value = word()
    guard !value.isEmpty, !value.contains("\"") else { return .failure(badParameter(from: start)) }
    return .success((name, value, start))
  }

  /// Reads a quoted value whose opening quote is at `index`, with `\"` and `\\` escapes.
  private mutating func quotedValue(of name: String) -> Result<String, PhraseFileError> {
    let quote = index
    var value = ""
    index += 1
    while index < end, characters[index] != "\"" {
      if characters[index] == "\\" {
        guard index + 1 < end else { break }
        let escaped = characters[index + 1]
        guard escaped == "\"" || escaped == "\\" else {
          return .failure(
            line.error(
              .badEscape,
              "unknown escape '\\\(escaped)' in the value of '\(name)'; write \\\" "
                + "for a quote and \\\\ for a backslash", at: index))
        }
        index += 1
      }
      value.append(characters[index])
      index += 1
    }
    guard index < end, characters[index] == "\"" else {
      return .failure(
        line.error(.unterminatedQuote, "unterminated quote in the value of '\(name)'", at: quote))
    }
    index += 1
    guard index >= end || characters[index].isWhitespace else {
      return .failure(
        line.error(
          .badParameter,
          "unexpected '\(characters[index])' after the closing quote of '\(name)'; "
            + "separate parameters with spaces", at: index))
    }
    return .success(value)
  }

  /// The error for a parameter that is not `name=value`, quoting the text up to whitespace.
  private func badParameter(from start: Int) -> PhraseFileError {
    var tokenEnd = start
    while tokenEnd < end, !characters[tokenEnd].isWhitespace { tokenEnd += 1 }
    return line.error(
      .badParameter,
      "bad parameter '\(line.text(start, tokenEnd))'; expected name=value or "
        + "name=\"quoted value\"", at: start)
  }
}

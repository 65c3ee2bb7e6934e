import Foundation

// The small readers of a line's parts, and the checks of what a file declares once it is read.
extension AppPhraseFileParser {
  /// The key before the line's first `:` and where the value after it starts.
  func keyAndValue(_ line: PhraseFileLine, from start: Int, to end: Int)
    -> (key: String, valueStart: Int)?
  {
    guard let colon = line.characters[start..<end].firstIndex(of: ":") else { return nil }
    let key = line.trimmedText(start, colon)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return (key, colon + 1)
  }

  /// The comma-separated items from `start` to `end`, trimmed, with where each starts.
  func list(_ line: PhraseFileLine, from start: Int, to end: Int)
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
  mutating func checkDeclarations() {
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
  func inferredTitle(fromTypeName name: String) -> String {
    var title = ""
    for character in name {
      if character.isUppercase, !title.isEmpty { title.append(" ") }
      title.append(character)
    }
    return title
  }
}

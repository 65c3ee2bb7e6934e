import Foundation

// An intent's lines: its parameters, what it asks, and its phrases as templates.
extension AppPhraseFileParser {
  mutating func readIntentLine(
    _ line: PhraseFileLine, from start: Int, to end: Int, intent index: Int
  ) {
    guard let (key, valueStart) = keyAndValue(line, from: start, to: end) else {
      errors.append(
        line.error(
          .missingColon,
          "expected 'KEY: VALUE' where KEY is "
            + Directive.list(
              Self.intentKeys.map { $0 == "parameter" ? "'parameter NAME'" : "'\($0)'" }),
          at: start))
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

  mutating func readParameter(
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
  func askStart(_ line: PhraseFileLine, from start: Int, to end: Int)
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
  mutating func readPhrase(_ line: PhraseFileLine, from start: Int, to end: Int) {
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

  mutating func readPhrase(
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
  mutating func template(
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
}

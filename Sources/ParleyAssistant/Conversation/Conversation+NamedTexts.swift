import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The free-text values `text` gives by naming each one's parameter, where any text answers
  /// the question waiting: "the front is mitochondria, back is powerhouse of the cell" at
  /// Create Card's question for the front gives the question "mitochondria" and the answer
  /// "powerhouse of the cell", and only what is still missing is asked. Each part names a text
  /// parameter of the request, then says "is" (or a colon), then the value, up to the next
  /// part, which starts after a comma, a semicolon or "and". A parameter is named by words of
  /// its title, description or question that can name something and that no other text
  /// parameter's say ("front" and "question"; not "card", nor "it" of "What should it say?"),
  /// after "the" or "its". One part alone names the parameter asked for: "the front is
  /// mitochondria" answers with "mitochondria". `nil` unless `text` is wholly such parts, each
  /// of a different parameter.
  ///
  /// ```swift
  /// // "What's the question on the front of the card?" of Create Card:
  /// conversation.textsNamed(in: "the front is mitochondria, back is powerhouse of the cell")
  /// // [question = "mitochondria", answer = "powerhouse of the cell"]
  /// ```
  func textsNamed(in text: String) -> [SlotFill]? {
    guard takesAnyText, case .value(let question) = state, let request else { return nil }
    let texts = request.parameters.filter { parameter in
      guard case .string = parameter.valueType else { return false }
      return !parameter.isArray
    }
    guard texts.count > 1 else { return nil }
    let described = texts.map { parameter in
      let asked =
        parameter.name == question.parameter.name
        ? question.prompt : valuePrompt(for: parameter, dialog: nil)
      let said = [parameter.title, parameter.descriptionText ?? "", questionText(of: asked)]
      return Set(said.flatMap(Self.words(of:)).filter(Lexicon.namesSomething))
    }
    let names = described.indices.map { index in
      described[index].subtracting(
        described.indices.filter { $0 != index }.flatMap { described[$0] })
    }
    let words = text.split(separator: " ").map(String.init)
    // Where each part starts, whose it is and where its value starts.
    var parts: [(start: Int, parameter: Int, value: Int)] = []
    for start in words.indices {
      let opens =
        start == 0 || words[start - 1].hasSuffix(",") || words[start - 1].hasSuffix(";")
        || Lexicon.conjunctions.contains(Self.bare(words[start - 1]))
      guard opens, let named = partNaming(words, at: start, names: names) else { continue }
      parts.append((start, named.parameter, named.value))
    }
    guard let first = parts.first, first.start == 0,
      Set(parts.map(\.parameter)).count == parts.count,
      parts.count > 1 || texts[first.parameter].name == question.parameter.name
    else { return nil }
    var values: [SlotFill] = []
    for (index, part) in parts.enumerated() {
      var end = index + 1 < parts.count ? parts[index + 1].start : words.count
      if end > part.value, index + 1 < parts.count,
        Lexicon.conjunctions.contains(Self.bare(words[end - 1]))
      {
        end -= 1
      }
      let value = words[part.value..<max(part.value, end)].joined(separator: " ")
        .trimmingCharacters(in: CharacterSet(charactersIn: ",;:.!? "))
      guard !value.isEmpty else { return nil }
      let name = texts[part.parameter].name
      values.append(SlotFill(name: name, text: value, value: .text(value)))
    }
    return values
  }

  /// The text parameter (by its place in `names`) that the words at `start` name, said with
  /// "is" after them or a colon at their end, and where the value starts: "the front is", "back:";
  /// `nil` when they name none, or more than one.
  private func partNaming(_ words: [String], at start: Int, names: [Set<String>])
    -> (parameter: Int, value: Int)?
  {
    var position = start
    if position < words.count, Lexicon.partOpeners.contains(Self.bare(words[position])) {
      position += 1
    }
    var named: Int?
    while position < words.count {
      let word = Self.bare(words[position])
      guard let owner = names.firstIndex(where: { $0.contains(word) }), named ?? owner == owner
      else { break }
      named = owner
      position += 1
      if words[position - 1].hasSuffix(":") { return (owner, position) }
    }
    guard let named, position < words.count, Lexicon.copulas.contains(Self.bare(words[position]))
    else { return nil }
    return (named, position + 1)
  }
}

import ParleyIntents
import ParleyMatcher

// Names said whole: a vocabulary entry the matcher read from the end of a longer name, the
// rest of which it took for an option the app lacks.
extension Conversation {
  /// A run of words said as an option no parameter takes that, with the entry said right after
  /// it, is the whole name of one entity of the entry's parameter: "chai" of "a chai latte",
  /// where the phrases list only "latte" (Caffè Latte's other name) and the query knows the
  /// Chai Latte.
  struct WholeName {
    /// The words taken for an option: "chai", or "medium chai" of "a small americano and a
    /// medium chai latte", whose "medium" is another item's.
    var option: String
    /// The words of `option` before the name, which stay an option: "medium".
    var before: String
    /// The value the matcher read from the end of the name: "latte".
    var entry: SlotFill
    /// The value with the whole name as its words, to be looked up: "chai latte".
    var whole: SlotFill

    /// Takes the option out of `options`, and its words out of `unused`, which may hold them
    /// as the matcher's stems ("match" of "matcha").
    func takeOut(from options: inout [String], unused: inout [String]) {
      options = options.compactMap { $0 != option ? $0 : before.isEmpty ? nil : before }
      let taken = whole.text.split(separator: " ").dropLast(entry.text.split(separator: " ").count)
      let words = taken.map { Conversation.foldedName(String($0)) }
      unused.removeAll { stem in
        let folded = Conversation.foldedName(stem)
        return words.contains { $0.hasPrefix(folded) }
      }
    }
  }

  /// The names said whole in `text` among `values`, whose words before them `options` took for
  /// options the app lacks (see ``WholeName``): the whole name beats the part the phrases
  /// list, where the entity's query finds one entity called so in full.
  func wholeNames(
    in text: String, values: [SlotFill], options: [String], for request: ActiveRequest
  ) async -> [WholeName] {
    let said = " \(Self.foldedName(text)) "
    var found: [WholeName] = []
    for value in values {
      guard case .entry = value.value, let parameter = request.parameter(named: value.name),
        case .entity(let type) = parameter.valueType
      else { continue }
      // The option's last words may begin the name, its first another item's: "medium" of
      // "medium chai".
      let tails = options.flatMap { option in
        let words = option.split(separator: " ")
        return words.indices.map { start in
          (option, words[..<start].joined(separator: " "), words[start...].joined(separator: " "))
        }
      }
      for (option, before, tail) in tails {
        let name = "\(tail) \(value.text)"
        let folded = Self.foldedName(name)
        guard said.contains(" \(folded) "),
          let matched = try? await entities(of: type, matching: name, in: request)
        else { continue }
        let named = matched.filter { entity in
          entity.display.names.contains { Self.foldedName($0) == folded }
        }
        guard named.count == 1 else { continue }
        // Where the whole name lies, so that values said before it are told from its own.
        let range = value.range.flatMap { entry -> Range<String.Index>? in
          guard entry.upperBound <= text.endIndex,
            let start = text.range(
              of: tail, options: [.backwards, .caseInsensitive],
              range: text.startIndex..<entry.lowerBound)?.lowerBound
          else { return nil }
          return start..<entry.upperBound
        }
        let whole = SlotFill(name: value.name, text: name, value: .raw(name), range: range)
        found.append(WholeName(option: option, before: before, entry: value, whole: whole))
        break
      }
    }
    return found
  }

  /// `candidate` with each name said whole in `utterance` (see ``WholeName``) as its value, to
  /// be looked up, and its first words no option the app lacks nor words left out; the words
  /// it left unread may begin such a name as its options do.
  func readingWholeNames(
    of candidate: MatchCandidate, in utterance: String, for request: ActiveRequest
  ) async -> MatchCandidate {
    let names = await wholeNames(
      in: utterance, values: candidate.filledValues, options: candidate.unknownOptions,
      unused: candidate.unusedWords, for: request)
    guard !names.isEmpty else { return candidate }
    var candidate = candidate
    for name in names {
      let isEntry = { (fill: SlotFill) in
        fill.name == name.entry.name && fill.text == name.entry.text
      }
      candidate.values = candidate.values.map { isEntry($0) ? name.whole : $0 }
      if let slot = candidate.slot, isEntry(slot) { candidate.slot = name.whole }
      name.takeOut(from: &candidate.unknownOptions, unused: &candidate.unusedWords)
    }
    return candidate
  }

  /// The names said whole in `text` among `values` (see ``WholeName``), whose first words are
  /// among `options` or the words left `unused`, which may begin such a name as options do,
  /// the most of them first: "emerald bay" of "get conditions for emerald bay loop", read as
  /// Alpine Loop by "loop".
  func wholeNames(
    in text: String, values: [SlotFill], options: [String], unused: [String],
    for request: ActiveRequest
  ) async -> [WholeName] {
    let runs = unused.indices.map { unused[$0...].joined(separator: " ") }
    return await wholeNames(in: text, values: values, options: options + runs, for: request)
  }

  /// The value of `parameter` that an answer `text` names whole (see ``WholeName``): the Chai
  /// Latte for "a chai latte" at "What would you like to drink?"; `nil` when it names none so.
  func wholeName(answering text: String, for parameter: any AnyIntentParameter) async -> Any? {
    guard let request else { return nil }
    let read = valuesSaid(in: text, for: request)
    let names = await wholeNames(
      in: text, values: read.values, options: read.unknownOptions, for: request)
    guard let name = names.first(where: { $0.whole.name == parameter.name }),
      case .value(let value) = await resolve(name.whole.text, for: parameter, in: request)
    else { return nil }
    return value
  }
}

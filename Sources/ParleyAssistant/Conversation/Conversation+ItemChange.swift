import ParleyIntents
import ParleyMatcher

/// A change said of some of the items waiting, where it is not clear which: "make one of them
/// a mocha" while a latte and a cold brew wait. The person is asked which one, and the
/// question waiting is asked again after.
struct ItemChange {
  /// The values the change gives ("mocha").
  let values: [SlotFill]
  /// How many of the item the change is for, read as its count ("one" of "one of them"); `nil`
  /// when the intent counts nothing.
  let count: SlotFill?
  /// The words the change was said with, but those around it: "a mocha".
  let said: String
  /// The words that count the items changed: "one".
  let countSaid: String
  /// The question that was waiting when the change was said.
  let question: ConversationState
}

extension Conversation {
  /// The reply to a change said of some of the items waiting while `asked` is asked about (or
  /// a confirmation, `nil`), as people change an order of several drinks: "actually make one
  /// of them a mocha" at "What size?" or at "Order 2 large Caffè Lattes for $11.00?". The
  /// items are the request under way and the items of the same intent said with it, waiting
  /// their turn (see ``QueuedRequest``). The change goes to the one item there is, and to the
  /// item chosen where several wait, after asking which; where the item counts more than the
  /// change says ("two lattes"), that many are split off as an item of their own, with the
  /// change ("one latte and one mocha"). `nil` when `text` says no count of them ("one of
  /// them", "two of those"), or gives no value the request takes beside it, and while items
  /// wait for a confirmation asked of them together.
  func changeOfSome(_ text: String, asked: (any AnyIntentParameter)?) async -> Reply? {
    // Items held for a confirmation asked of them together are not changed one by one.
    guard options.matching == .flexible, let request, dialog.held.isEmpty,
      let (rest, count) = Self.withoutCountOfThem(text),
      let values = await correction(in: rest, asked: asked)
    else { return nil }
    let counted = valuesSaid(in: count, for: request).values.first { fill in
      if case .integer = fill.value { return true }
      return false
    }
    let said = Self.withoutWordsAround(rest) ?? rest
    let change = ItemChange(
      values: values, count: counted, said: said, countSaid: count, question: state)
    let items = await itemsWaiting()
    guard items.count > 1 else { return await self.change(request, with: change) }
    let titles = items.map { title(of: $0.request, changedBy: values) ?? $0.text }
    let options = zip(items, titles).map { item, title in
      ChoiceOption(title: title, names: [title, item.text], value: item.request)
    }
    let prompt = choicePrompt(titles, dialog: nil, fallback: "Which one should I change?")
    return ask(
      prompt,
      state: .choice(ChoiceQuestion(options: options, prompt: prompt, purpose: .item(change))))
  }

  /// `text` without the words that count some of the items waiting, and those words: "make a
  /// mocha" and "one" of "make one of them a mocha". `nil` when `text` says no such count: a
  /// number, then "of", then a word that stands for things said before ("them", "those").
  static func withoutCountOfThem(_ text: String) -> (rest: String, count: String)? {
    let words = text.split(separator: " ").map(String.init)
    let bareWords = words.map(bare)
    let countOfThem: [(String) -> Bool] = [
      { SpokenValue.integer(in: $0) != nil }, Lexicon.partitives.contains,
      Lexicon.thingReferringWords.contains,
    ]
    guard let start = ConversationWords.placeOfRun(countOfThem, in: bareWords) else { return nil }
    let rest = words[..<start] + words[(start + countOfThem.count)...]
    guard !rest.isEmpty else { return nil }
    return (rest.joined(separator: " "), bareWords[start])
  }

  /// The items waiting: the request under way and the items of its intent that wait their
  /// turn right after it, each with the words it was said with; an item still to be read from
  /// its words is read now, to be changed before it runs.
  func itemsWaiting() async -> [(request: ActiveRequest, text: String)] {
    guard let request else { return [] }
    var items: [(request: ActiveRequest, text: String)] = [(request, "")]
    for (index, queued) in dialog.queued.enumerated() {
      switch queued {
      case .filled(let next, let text)
      where next.app.name == request.app.name && next.intentType == request.intentType:
        items.append((next, text))
      case .item(let app, let intentType, let text)
      where app.name == request.app.name && intentType == request.intentType:
        let next = makeRequest(app: app, intentType: intentType)
        await fill(item: text, into: next)
        items.append((next, text))
        dialog.queued[index] = .filled(next, text)
      default:
        return items
      }
    }
    return items
  }

  /// What an item is called when asked which to change: its value of the first parameter
  /// the change gives ("Caffè Latte"); `nil` when it has none.
  private func title(of item: ActiveRequest, changedBy values: [SlotFill]) -> String? {
    for value in values {
      if let current = item.parameter(named: value.name)?.anyValue {
        return spokenText(of: current)
      }
    }
    return nil
  }

  /// Makes `change` to `item`: to some of it, split off as an item of its own after it, where
  /// it counts more than the change says; else to all of it. The request under way goes on
  /// from the start with the change; another item is changed as it waits, and the question
  /// that was waiting is asked again.
  func change(_ item: ActiveRequest, with change: ItemChange) async -> Reply {
    guard let count = change.count, case .integer(let some) = count.value,
      let counter = item.parameter(named: count.name), let all = counter.anyValue as? Int,
      all > some
    else {
      let name = title(of: item, changedBy: change.values)
      return await changed(
        item, with: change.values,
        saying: name.map { "Okay, I'll make the \($0) \(change.said)." }, renamed: true,
        as: change)
    }
    let split = makeRequest(app: item.app, intentType: item.intentType)
    for parameter in item.parameters
    where parameter.hasValue && !item.defaulted.contains(parameter.name)
      && parameter.name != count.name
      && !change.values.contains(where: { $0.name == parameter.name })
    {
      if let value = parameter.anyValue, let copy = split.parameter(named: parameter.name) {
        _ = set(copy, to: value)
      }
    }
    await fill(change.values + [count], source: ValueSource(split), into: split)
    dialog.queued.insert(.filled(split, change.said), at: queuedPlace(of: item).map { $0 + 1 } ?? 0)
    let left = SlotFill(name: count.name, text: "\(all - some)", value: .integer(all - some))
    return await changed(
      item, with: [left], saying: "Okay, I'll make \(change.countSaid) of them \(change.said).",
      renamed: false, as: change)
  }

  /// Where `item` waits its turn among the requests queued; `nil` when it is not queued.
  func queuedPlace(of item: ActiveRequest) -> Int? {
    dialog.queued.firstIndex { queued in
      if case .filled(let next, _) = queued { return next === item }
      return false
    }
  }

  /// `item` with `values` put in, `acknowledgement` said first when given: the request under
  /// way carried on from the start, another item filled as it waits (`renamed`, said to be
  /// what the change said when its turn comes), and the question that was waiting asked
  /// again.
  private func changed(
    _ item: ActiveRequest, with values: [SlotFill], saying acknowledgement: String?,
    renamed: Bool, as change: ItemChange
  ) async -> Reply {
    if item === request,
      let reply = await carriedOn(with: values, acknowledging: acknowledgement)
    {
      return reply
    }
    await fill(values, source: ValueSource(item), into: item)
    // Changed whole, its turn comes as the item it is now: "Now for “a mocha”.", no more the
    // cold brew.
    if renamed, let place = queuedPlace(of: item) {
      dialog.queued[place] = .filled(item, change.said)
    }
    let said = acknowledgement.map { [ReplyItem.dialog($0)] } ?? []
    guard let prompt = change.question.prompt else { return await proceed() }
    return ask(prompt, prefix: said, state: change.question)
  }
}

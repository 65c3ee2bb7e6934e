import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The reply to a correction of one of the items of a request said with several ("two lattes
  /// and a small mocha"), as people correct an order of several drinks: the values that single
  /// out an item by what it holds already pick it, and the rest change it. At the one
  /// confirmation of them all ("Order a large Caffè Latte for $5.50 and a small Cold Brew for
  /// $4.50?"), "no, make the latte medium" makes the latte medium and leaves the cold brew as it
  /// was, and "make them medium" changes them all; while a question about the first is asked,
  /// "actually make the mocha a large" changes the mocha waiting its turn, and the question is
  /// asked again. `nil` when one item alone is under way or waits, and where the change is the
  /// request under way's, as it is when no value singles out one item ("actually make it
  /// medium"), when `values` change nothing beside those that pick (a value every item holds
  /// changes nothing), or when they pick none of the items.
  func changeOfOneItem(_ values: [SlotFill], said text: String) async -> Reply? {
    guard let request else { return nil }
    // "make them small" changes them all, whichever of them is small already.
    // ("make one of them a mocha" counts some of them: see `changeOfSome(_:asked:)`).
    if case .confirmation = state, let first = dialog.held.first?.request,
      Self.words(of: text).contains(where: Lexicon.severalReferringWords.contains),
      Self.withoutCountOfThem(text) == nil
    {
      return await changeHeld(first, with: values, andAfter: true)
    }
    let items = dialog.held.map(\.request) + (await itemsWaiting()).map(\.request)
    guard items.count > 1 else { return nil }
    var picked = items
    var change: [SlotFill] = []
    var picks: [SlotFill] = []
    for value in values {
      let holders = await items.asyncFilter { await $0.holds(value, in: self) }
      // A value that none of them holds picks none of them: it is the change. One that all of
      // them hold neither picks nor changes.
      guard holders.count < items.count else { continue }
      guard !holders.isEmpty else {
        change.append(value)
        continue
      }
      picked.removeAll { item in !holders.contains { $0 === item } }
      picks.append(value)
    }
    guard !change.isEmpty, !picked.isEmpty else { return nil }
    // Said of none of them ("actually make it medium"), the change is the request under way's,
    // as a change of the one item asked about is.
    guard picked.count == 1, let item = picked.first, item !== request else { return nil }
    if let reply = await changeHeld(item, with: change) { return reply }
    return await changeWaiting(item, with: change, namedBy: picks)
  }

  /// The reply to an answer that names an item waiting its turn and gives it another value:
  /// "make the minestrone a large bowl" while the size of the tomato soups said with it is
  /// asked changes the minestrone (see `changeOfOneItem(_:said:)`), and the question is asked
  /// again. `nil` when no item waits, or `text` gives fewer than two values.
  func changeOfItemNamed(in text: String) async -> Reply? {
    guard options.matching == .flexible, !dialog.queued.isEmpty || !dialog.held.isEmpty,
      let values = await correction(in: text, asked: nil), values.count > 1
    else { return nil }
    return await changeOfOneItem(values, said: text)
  }

  /// Changes `item`, waiting its turn after the request under way, by `values` ("Okay, for the
  /// Caffè Mocha, the size is Large.", named by the value of `picks` that picked it), and asks
  /// the question waiting again; its turn comes as the item it is now.
  private func changeWaiting(
    _ item: ActiveRequest, with values: [SlotFill], namedBy picks: [SlotFill]
  ) async -> Reply {
    var name = itemName(of: item)
    if let pick = picks.first, let parameter = item.parameter(named: pick.name),
      case .value(let value) = await resolve(pick.text, for: parameter, in: item)
    {
      name = spokenText(of: value)
    }
    // What the change makes of each value, said as a correction's acknowledgement is: "the
    // size is Large Bowl".
    var clauses: [String] = []
    for value in values {
      guard let parameter = item.parameter(named: value.name) else { continue }
      let wording = parameter.titleWording
      if case .value(let read) = await resolve(value.text, for: parameter, in: item) {
        clauses.append("\(wording.withThe) \(wording.be) \(spokenText(of: read))")
      }
    }
    await fill(values, source: ValueSource(item), into: item)
    if let place = queuedPlace(of: item) { dialog.queued[place] = .filled(item, name) }
    let said = clauses.isEmpty ? "that's changed" : spokenList(clauses, "and")
    let acknowledgement = ReplyItem.dialog("Okay, for the \(name), \(said).")
    guard let prompt = state.prompt else { return await proceed() }
    return ask(prompt, prefix: [acknowledgement], state: state)
  }

  /// Changes `item`, one of the items held for the confirmation asked of them together, by
  /// `values`: it goes on from the start with them, and the items said after it go on again
  /// after it, so that the one question asks of them all again, with the change ("Order a
  /// medium Caffè Latte for $5.00 and a small Cold Brew for $4.50?"). `nil` when `item` is not
  /// held. With `andAfter`, the items after it are changed too.
  private func changeHeld(_ item: ActiveRequest, with values: [SlotFill], andAfter: Bool = false)
    async -> Reply?
  {
    guard let request, let place = dialog.held.firstIndex(where: { $0.request === item }) else {
      return nil
    }
    let after = dialog.held[(place + 1)...].map(\.request) + [request]
    dialog.held.removeSubrange(place...)
    for later in after {
      later.run = nil
      if andAfter { await fill(values, source: ValueSource(later), into: later) }
    }
    dialog.queued.insert(
      contentsOf: after.map { QueuedRequest.filled($0, itemName(of: $0)) }, at: 0)
    self.request = item
    return await carriedOn(with: values)
  }

  /// What an item is called among others of its intent: its first value of an entity or an
  /// enumeration said ("Cold Brew"), else the intent's title.
  private func itemName(of item: ActiveRequest) -> String {
    for parameter in item.parameters where !item.defaulted.contains(parameter.name) {
      guard let value = parameter.anyValue else { continue }
      switch parameter.valueType {
      case .entity, .enumeration: return spokenText(of: value)
      default: continue
      }
    }
    return item.title
  }
}

extension ActiveRequest {
  /// Whether the request holds `value` already: its words, read for the parameter it is of,
  /// give the value the parameter has, or the value its words still to be resolved give (the
  /// "small mocha" waiting its turn holds the Caffè Mocha).
  fileprivate func holds(_ value: SlotFill, in conversation: Conversation) async -> Bool {
    guard let parameter = parameter(named: value.name),
      case .value(let read) = await conversation.resolve(value.text, for: parameter, in: self)
    else { return false }
    if let current = parameter.anyValue { return displayText(of: read) == displayText(of: current) }
    guard let pending = pendingText.first(where: { $0.parameter.name == value.name }),
      case .value(let current) = await conversation.resolve(pending.text, for: parameter, in: self)
    else { return false }
    return displayText(of: read) == displayText(of: current)
  }
}

extension Array {
  /// The elements for which `isIncluded`, awaited one by one, is true, in order.
  fileprivate func asyncFilter(_ isIncluded: (Element) async -> Bool) async -> [Element] {
    var kept: [Element] = []
    for element in self where await isIncluded(element) { kept.append(element) }
    return kept
  }
}

import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The actions of the last card shown, numbered from 1 in this order, which the next line
  /// may pick by number or label; none on a speaker, which shows no card.
  public var offeredActions: [Snippet.Action] {
    surface == .display ? dialog.offer?.actions.map(\.shown) ?? [] : []
  }

  /// The card a result shows, with its actions on a display, which it offers from now on in
  /// place of any earlier card's. A speaker shows no card, yet its actions are offered there
  /// too, to be said by their label: "delete it" after a note is read out.
  func offerCard(_ view: any SnippetView, of request: ActiveRequest) -> Snippet {
    var card = Snippet(view)
    let actions = view.snippetActions.map(ActionOffer.Action.init)
    if surface == .display { card.actions = actions.map(\.shown) }
    dialog.offer =
      actions.isEmpty ? nil : ActionOffer(app: request.app, cardTitle: card.title, actions: actions)
    return card
  }

  /// Withdraws the last card's actions: a new request has started.
  func endOffer() {
    dialog.offer = nil
    dialog.lastAction = nil
    dialog.lastFollowUp = nil
    dialog.lastUndo = nil
  }

  /// The index of the action `text` picks, by number, position or label; `nil` when no
  /// actions are offered or `text` is more than a pick (a request of its own). On a speaker,
  /// where no action was shown or numbered, only by its label: "delete it", never "2". The
  /// words that say what the card is about go with the label: "pin that note" or "delete the
  /// groceries note" under the card of the note Groceries.
  func offeredAction(in text: String) -> Int? {
    guard let offer = dialog.offer, !offer.actions.isEmpty else { return nil }
    let labels = offer.actions.map(\.shown.label)
    let kinds = Self.entityTypes(of: offer)
    if let named = Self.actionReferredTo(in: text, among: labels)
      ?? Self.itemShown(by: text, offer, kinds: kinds)
    {
      return named
    }
    let text = Self.withoutWhatItIsAbout(text, offer, kinds: kinds)
    guard let index = resolveAction(text, among: labels) else { return nil }
    guard surface == .speaker else { return index }
    let said = Set(Self.words(of: text))
    return Self.words(of: labels[index]).allSatisfy(said.contains) ? index : nil
  }

  /// The index of the one label among `labels` that says every word `text` says after a
  /// reference ("the one about", "the one called", see ``Lexicon/referenceLeads``), said alone
  /// or led as a follow-up is: "and the one about pie?" under the list of notes picks "Apple
  /// pie", on a speaker too, where the list was read out. `nil` when `text` says no such
  /// reference, or no label or several say those words.
  private static func actionReferredTo(in text: String, among labels: [String]) -> Int? {
    let said = words(of: text)
    guard ConversationWords.saysAnyRun(Lexicon.referenceLeads, in: said) else { return nil }
    let name = words(of: withoutFollowUpLead(text).rest).filter {
      !Lexicon.plainArticles.contains($0)
    }
    guard !name.isEmpty else { return nil }
    let naming = labels.indices.filter { Set(words(of: labels[$0])).isSuperset(of: name) }
    return naming.count == 1 ? naming[0] : nil
  }

  /// The index of the one action of `offer` whose label `text` names whole after a verb that
  /// asks to be shown a thing (``Lexicon/showingVerbs``), "me", an article or the kind of thing
  /// its actions take: "read me groceries" or "show me the apple pie note" under the list of
  /// notes, whose buttons are the notes' titles; `kinds` are the entity types its actions take.
  /// `nil` when `text` opens with no such verb, or names no label whole, or several.
  private static func itemShown(by text: String, _ offer: ActionOffer, kinds: [AnyEntityType])
    -> Int?
  {
    let said = words(of: text)
    guard let verb = said.first, Lexicon.showingVerbs.contains(verb) else { return nil }
    let name = said.dropFirst().filter { word in
      !Lexicon.showingObjects.contains(word) && !Lexicon.wordsBeforeName.contains(word)
        && !kinds.contains { isKindWord(word, of: $0) }
    }
    guard !name.isEmpty else { return nil }
    let naming = offer.actions.indices.filter { words(of: offer.actions[$0].shown.label) == name }
    return naming.count == 1 ? naming[0] : nil
  }

  /// The entity types the actions of `offer` take: what the card's items are.
  private static func entityTypes(of offer: ActionOffer) -> [AnyEntityType] {
    offer.actions.flatMap { intentParameters(of: $0.intent) }.compactMap { parameter in
      if case .entity(let type) = parameter.valueType { return type } else { return nil }
    }
  }

  /// `text` without the words that name what `offer`'s card is about, when it says a word
  /// that stands for a thing shown or the card's title: "pin that note" is "pin", "delete the
  /// groceries note" is "delete". The words are those of ``Lexicon/referringWords``, their
  /// articles and "one", the card's title, and the kind of each entity its actions take
  /// ("note", "notes"), `kinds`. `text` as it is when it says no such word, or nothing else.
  private static func withoutWhatItIsAbout(
    _ text: String, _ offer: ActionOffer, kinds: [AnyEntityType]
  ) -> String {
    let title = Set(offer.cardTitle.map { words(of: $0) } ?? [])
    func isAbout(_ word: String) -> Bool {
      Lexicon.referringWords.contains(word) || Lexicon.referenceFillers.contains(word)
        || title.contains(word) || kinds.contains { isKindWord(word, of: $0) }
    }
    let said = words(of: text)
    let rest = said.filter { !isAbout($0) }
    guard !rest.isEmpty, rest.count < said.count,
      said.contains(where: { Lexicon.referringWords.contains($0) || title.contains($0) })
    else { return text }
    return rest.joined(separator: " ")
  }

  /// Runs the offered action at `index`, which `text` picked, through the usual dialog.
  func runOfferedAction(_ index: Int, pickedBy text: String) async -> Reply {
    guard let offer = dialog.offer, offer.actions.indices.contains(index) else {
      return Reply(items: [], outcome: .notUnderstood)
    }
    let action = offer.actions[index]
    action.restoreValues()
    dialog.lastAction = ActionTurn(
      line: text, number: index + 1, label: action.shown.label, cardTitle: offer.cardTitle,
      app: offer.app.name, intent: type(of: action.intent).typeName)
    request = ActiveRequest(
      app: offer.app, intent: action.intent, dependencies: appState(of: offer.app))
    return await proceed()
  }
}

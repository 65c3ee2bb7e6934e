import ParleyIntents
import ParleyMatcher

/// What a position said for an entity of one type names in a list of another: the entity of
/// the type the listed item declares as its own ("the first one" of the cards listed, for a
/// folder, is the card's folder), or only the item, which the request can't take.
enum ListedRelation {
  /// The item at the position, and the entity of the type asked that it declares.
  case related(item: any AppEntity, entity: any AppEntity)
  /// The item at the position, which declares no entity of the type asked.
  case unrelated(item: any AppEntity)
  /// A position past the end of the list, `listed`.
  case beyond(listed: [any AppEntity])
}

extension Conversation {
  /// What the position `text` says ("first", "the second card") names for a value of `type`
  /// where the list the last result returned holds entities of another type and none of
  /// `type`: "quiz me on the first one" after the cards in Biology were listed studies a
  /// folder, and the first card declares its own, Biology, by a property titled as the type
  /// ("Folder"), whose value is one (or a name the type's query finds as one). `nil` when
  /// `text` is no position, nothing is listed, or the list holds entities of `type` and the
  /// position is on it (see `listedEntity(at:of:)`); past its end, it is `beyond` that list:
  /// "open the fifth one" after three trails were listed.
  func listedRelation(at text: String, of type: AnyEntityType, in request: ActiveRequest)
    async -> ListedRelation?
  {
    let own = dialog.listed.filter(type.isType(of:))
    let listed = own.isEmpty ? dialog.listed : own
    guard !listed.isEmpty, let place = listedPosition(text) else { return nil }
    guard case .chosen(let index) = resolveChoice(place, among: listed.map { _ in [] }) else {
      return .beyond(listed: listed)
    }
    guard own.isEmpty else { return nil }
    let item = listed[index]
    let kind = Self.words(of: type.displayName)
    for property in entityProperties(of: item) where Self.words(of: property.title) == kind {
      if let entity = property.value as? any AppEntity, type.isType(of: entity) {
        return .related(item: item, entity: entity)
      }
      guard let name = property.value as? String, !name.isEmpty,
        let found = try? await entities(of: type, matching: name, in: request), found.count == 1
      else { continue }
      return .related(item: item, entity: found[0].base)
    }
    return .unrelated(item: item)
  }

  /// The value `relation`, said as the position `text`, gives a parameter of `type` of
  /// `request`: the entity the listed item declares, said back plainly where the answer does
  /// not name it ("I took “the first one” as Biology, the folder of “the powerhouse of the
  /// cell”."),
  /// or why the item is none ("Sorry, “Open Folder” takes a folder, and “cat” is a card."), or
  /// that the list is shorter ("Sorry, there's only one to pick from."), its items then
  /// offered where they are of `type`.
  func value(
    of relation: ListedRelation, said text: String, for type: AnyEntityType,
    in request: ActiveRequest
  ) -> ValueResolution {
    switch relation {
    case .related(let item, let entity):
      let kind = TitleWording(type.displayName).spoken
      let title = "\(displayText(of: entity)), the \(kind) of “\(displayText(of: item))”"
      request.inferred.append((said: position(of: item) ?? text, title: title))
      return .value(entity)
    case .unrelated(let item):
      let kind = withArticle(TitleWording(type.displayName).spoken)
      let itemKind = withArticle(
        Swift.type(of: item).typeDisplayRepresentation.name.defaultValue.lowercased())
      return .invalid(
        "Sorry, “\(request.title)” takes \(kind), and “\(displayText(of: item))” is \(itemKind).")
    case .beyond(let listed):
      let reason = NotAnAnswer.position(listed: listed.count).reason(for: text, on: surface)
      // Past the end of a list of the kind asked, what it listed is offered again.
      guard listed.allSatisfy(type.isType(of:)) else { return .invalid(reason) }
      return .suggest(reason, listed.map(option(for:)))
    }
  }

  /// Where `item` stands in the list the last result returned, as a person says it: "the
  /// first one"; `nil` past the ordinals said of a list (see ``Lexicon/choiceOrdinals``).
  private func position(of item: any AppEntity) -> String? {
    guard let index = dialog.listed.firstIndex(where: { Self.isSame($0, item) }),
      index < Lexicon.choiceOrdinals.count - 1
    else { return nil }
    return "the \(Lexicon.choiceOrdinals[index]) one"
  }
}

import ParleyIntents

/// An entity or enum as a phrase file declares it, kept in a ``DeclaredStore`` slot.
struct DeclaredValueList: Sendable {
  let list: AppPhraseFile.ValueList
  /// Where each value is in the list, by its title.
  private let positions: [String: Int]

  init(list: AppPhraseFile.ValueList) {
    self.list = list
    positions = Dictionary(
      list.values.enumerated().map { ($1.title, $0) }, uniquingKeysWith: { first, _ in first })
  }

  /// The value with the title, if any.
  func value(titled title: String) -> AppPhraseFile.Value? {
    positions[title].map { list.values[$0] }
  }

  /// The display representation of each value: its title and synonyms.
  func display(of value: AppPhraseFile.Value) -> DisplayRepresentation {
    DisplayRepresentation(
      title: LocalizedStringResource(value.title),
      synonyms: value.synonyms.map { LocalizedStringResource($0) })
  }
}

/// An entity or enum type declared in a phrase file, named and titled by the list in its slot.
protocol DeclaredValueType: DeclaredAtRuntime, TypeDisplayRepresentable {
  associatedtype Slot: DeclaredSlot
}

extension DeclaredValueType {
  static var declaration: DeclaredValueList {
    DeclaredStore.shared.item(Slot.number, as: DeclaredValueList.self)
  }
  static var declaredName: String { declaration.list.name }
  static var typeDisplayRepresentation: TypeDisplayRepresentation {
    TypeDisplayRepresentation(
      name: LocalizedStringResource(declaration.list.title),
      synonyms: declaration.list.otherNames.map { LocalizedStringResource($0) })
  }
}

/// An entity declared in a phrase file: one value of the list in its slot.
struct DeclaredEntity<Slot: DeclaredSlot>: AppEntity, DeclaredValueType {
  static var defaultQuery: DeclaredEntityQuery<Slot> { DeclaredEntityQuery() }

  /// Every value of the list.
  static var all: [Self] { declaration.list.values.map { Self(id: $0.title) } }

  /// The value's title, which is also its identifier.
  let id: String

  var displayRepresentation: DisplayRepresentation {
    let declaration = Self.declaration
    guard let value = declaration.value(titled: id) else {
      return DisplayRepresentation(title: LocalizedStringResource(id))
    }
    return declaration.display(of: value)
  }
}

/// Lists a declared entity's values and finds them by title or synonym.
struct DeclaredEntityQuery<Slot: DeclaredSlot>: EnumerableEntityQuery, EntityStringQuery {
  func allEntities() async throws -> [DeclaredEntity<Slot>] { DeclaredEntity<Slot>.all }

  func entities(matching string: String) async throws -> [DeclaredEntity<Slot>] {
    let wanted = string.lowercased()
    let values = DeclaredEntity<Slot>.declaration.list.values.filter { value in
      ([value.title] + value.synonyms).contains { $0.lowercased().contains(wanted) }
    }
    return values.map { DeclaredEntity(id: $0.title) }
  }
}

/// An enum declared in a phrase file: one case of the list in its slot.
struct DeclaredEnum<Slot: DeclaredSlot>: AppEnum, DeclaredValueType {
  static var allCases: [Self] { declaration.list.values.map { Self(title: $0.title) } }
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] {
    let declaration = Self.declaration
    return Dictionary(
      declaration.list.values.map { (Self(title: $0.title), declaration.display(of: $0)) }
    ) { first, _ in first }
  }

  /// The case's title.
  let title: String
}

/// An entity type with its queries, erased so the runtime can work with any entity.
package struct AnyEntityType: @unchecked Sendable {
  /// The Swift type name, such as "TrailEntity".
  package var typeName: String
  /// The type's display name, such as "Trail".
  package var displayName: String
  /// The type's other names (its display representation's synonyms), such as "Deck".
  package var synonyms: [String]
  /// The display name of several, such as "Trails": the words of the type's numeric format
  /// (`"\(placeholder: .int) trails"`) when it has one, else the name with its last word in
  /// the plural ("Player Settings" stays as it is).
  package var pluralName: String
  /// The entity type itself.
  package var entityType: any AppEntity.Type
  private let suggested: () async throws -> [_OptionSection]
  private let all: () async throws -> [AnyEntity]?
  private let matching: (String) async throws -> [AnyEntity]?
  private let byIdentifier: ([String]) async throws -> [AnyEntity]
  let finder: (EntityFindRequest) async throws -> [AnyEntity]?
  private let findHelp: () async throws -> [String]?
  /// Whether the default query finds entities by the words said (an `EntityStringQuery`), so
  /// that an answer may name one it never suggested.
  package let findsByName: Bool
  /// Whether there is only ever one entity of the type (a `UniqueAppEntity`), so a parameter
  /// of it is filled without asking.
  package let isUnique: Bool

  /// Whether `entity` is of this type.
  package func isType(of entity: any AppEntity) -> Bool {
    ObjectIdentifier(Swift.type(of: entity)) == ObjectIdentifier(entityType)
  }

  /// Erases an entity type, found through its default query.
  package init<Entity: AppEntity>(_ type: Entity.Type) {
    self.init(type, query: Entity.defaultQuery)
  }

  /// Erases an entity type found through `entityQuery` rather than its default query: the
  /// type of a parameter declared `@Parameter(title:query:)`.
  package init<Entity: AppEntity, Query: EntityQuery>(_ type: Entity.Type, query entityQuery: Query)
  where Query.Entity == Entity {
    typeName = declaredTypeName(of: type)
    displayName = Entity.typeDisplayRepresentation.name.defaultValue
    synonyms = Entity.typeDisplayRepresentation.synonyms.map(\.defaultValue)
    pluralName = Self.pluralName(of: Entity.typeDisplayRepresentation)
    entityType = type
    findsByName = entityQuery is any EntityStringQuery
    isUnique = type is any UniqueAppEntity.Type
    // The query, its `@AppDependency` defaults made; one the app never added is refused
    // (`MissingDependencyError`) rather than stopping the program when read.
    let query = { () async throws -> Query in
      try await AppDependencyManager.prepareDefaults(of: entityQuery)
      return entityQuery
    }
    suggested = { try await query().suggestedEntities()._optionSections }
    all = {
      guard let query = try await query() as? any EnumerableEntityQuery else { return nil }
      return try await Self.allEntities(of: query)
    }
    matching = { text in
      guard let query = try await query() as? any EntityStringQuery else { return nil }
      return try await Self.entities(of: query, matching: text)
    }
    byIdentifier = { identifiers in
      let ids = identifiers.compactMap { Entity.ID.entityIdentifier(for: $0) }
      return try await query().entities(for: ids).map(AnyEntity.init)
    }
    finder = { request in
      let query = try await query()
      if let query = query as? any EntityPropertyQuery {
        return try await Self.find(query, request)
      }
      if let query = query as? any EnumerableEntityQuery {
        return try await Self.find(listing: query, request)
      }
      return nil
    }
    findHelp = {
      if let query = entityQuery as? any EntityPropertyQuery {
        return try await Self.findHelpLines(query)
      }
      if entityQuery is any EnumerableEntityQuery {
        return ["Every one, by title: sortBy=title, order=descending, limit=…"]
      }
      return nil
    }
  }

  private static func pluralName(of representation: TypeDisplayRepresentation) -> String {
    let name = representation.name.defaultValue
    if let format = representation.numericFormat?.defaultValue {
      let words = format.split(separator: " ").filter { !$0.hasPrefix("%") }
      // The format's noun, capitalised as the name is: "%lld trails" gives "Trails".
      if let first = words.first {
        let plural = words.joined(separator: " ")
        return first.first?.isLowercase == true && name.first?.isUppercase == true
          ? plural.withCapitalFirst : plural
      }
    }
    guard let last = name.split(separator: " ").last else { return name }
    return name.dropLast(last.count) + Inflection.plural(of: String(last))
  }

  /// What the automatic find action of the type takes, one line each: the arguments that
  /// compare each property, the sorting and the limit; nil when the type has no find action.
  package func findArguments() async throws -> [String]? { try await findHelp() }

  private static func findHelpLines<Query: EntityPropertyQuery>(_ query: Query) async throws
    -> [String]
  {
    let (properties, sortable) = try await findArguments(of: query)
    var lines = properties.map { "\($0.name): \($0.arguments.joined(separator: ", "))" }
    if !sortable.isEmpty {
      lines.append("sortBy=\(sortable.joined(separator: "|")), order=descending")
    }
    lines.append("limit=…, mode=or (any comparison instead of all)")
    return lines
  }

  /// The entities the query suggests.
  package func suggestedEntities() async throws -> [AnyEntity] {
    try await suggested().flatMap(\.items).compactMap { $0.value as? any AppEntity }
      .map { AnyEntity($0) }
  }

  /// The entities the query suggests, in its sections: one untitled section for a plain list.
  package func suggestedSections() async throws -> [_OptionSection] {
    try await suggested()
  }

  /// Every entity, or nil unless the query is an `EnumerableEntityQuery`.
  package func allEntities() async throws -> [AnyEntity]? { try await all() }

  /// The entities matching the text, or nil unless the query is an `EntityStringQuery`.
  package func entities(matching text: String) async throws -> [AnyEntity]? {
    try await matching(text)
  }

  /// The entities with the given identifiers (in their string form).
  package func entities(for identifiers: [String]) async throws -> [AnyEntity] {
    try await byIdentifier(identifiers)
  }

  private static func allEntities<Query: EnumerableEntityQuery>(of query: Query) async throws
    -> [AnyEntity]
  {
    try await query.allEntities().map(AnyEntity.init)
  }

  private static func entities<Query: EntityStringQuery>(of query: Query, matching text: String)
    async throws -> [AnyEntity]
  {
    try await query.entities(matching: text).map(AnyEntity.init)
  }
}

/// An entity erased to its identifier, display text and value.
package struct AnyEntity: @unchecked Sendable {
  /// The identifier in string form.
  package var id: String
  /// The display text.
  package var display: DisplayText
  /// The entity itself.
  package var base: any AppEntity

  /// Erases an entity.
  package init<Entity: AppEntity>(_ entity: Entity) {
    id = entity.id.entityIdentifierString
    display = DisplayText(entity.displayRepresentation)
    base = entity
  }
}

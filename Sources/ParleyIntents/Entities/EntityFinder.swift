/// What the automatic "Find <Entity>" action asks for: comparisons, sorting and a limit.
package struct EntityFindRequest: Sendable {
  /// One comparison: a property, how to compare, and the value as written.
  package struct Filter: Sendable {
    package var property: String
    package var kind: QueryComparatorKind
    package var text: String
  }

  package var filters: [Filter] = []
  package var mode: ComparatorMode = .and
  package var sortBy: String?
  package var descending = false
  package var limit: Int?

  /// Reads `name=value` arguments: `title=…` (equal, or the property's first comparison),
  /// `title_contains=…`, `_prefix`, `_suffix`, `_not`, `_below`, `_atMost`, `_above`,
  /// `_atLeast`, and `sortBy=title`, `order=descending`, `limit=3`, `mode=or`.
  ///
  /// - Throws: ``EntityFindError`` for a limit, order or mode that cannot be read.
  package init(arguments: [(name: String, value: String)]) throws {
    for (name, value) in arguments {
      switch name.lowercased() {
      case "sortby":
        sortBy = value
      case "order":
        guard ["ascending", "descending"].contains(value.lowercased()) else {
          throw EntityFindError("order is “ascending” or “descending”, not “\(value)”.")
        }
        descending = value.lowercased() == "descending"
      case "limit":
        guard let number = Int(value), number > 0 else {
          throw EntityFindError("limit is a whole number above 0, not “\(value)”.")
        }
        limit = number
      case "mode":
        guard ["and", "or"].contains(value.lowercased()) else {
          throw EntityFindError("mode is “and” or “or”, not “\(value)”.")
        }
        mode = value.lowercased() == "or" ? .or : .and
      default:
        let kind =
          QueryComparatorKind.allCases.filter { !$0.rawValue.isEmpty }.first {
            name.lowercased().hasSuffix($0.rawValue.lowercased())
          } ?? .equalTo
        filters.append(
          Filter(property: String(name.dropLast(kind.rawValue.count)), kind: kind, text: value))
      }
    }
  }
}

/// Why a find could not run, said to the person.
package struct EntityFindError: Error, CustomStringConvertible {
  package let message: String
  package init(_ message: String) { self.message = message }
  package var description: String { message }
}

extension AnyEntityType {
  /// Runs a find: through the `EntityPropertyQuery` when the query is one, else over every
  /// entity of an `EnumerableEntityQuery` (which takes a limit, and sorting by title); nil
  /// when the query can do neither.
  ///
  /// - Throws: ``EntityFindError`` for a property, comparison or value the query does not
  ///   take; what the query throws.
  package func find(_ request: EntityFindRequest) async throws -> [AnyEntity]? {
    try await finder(request)
  }

  /// An entity to name a query's properties by, where key paths do not say their names.
  private static func sample<Query: EntityPropertyQuery>(of query: Query) async throws -> Any? {
    if let suggested = try await query.suggestedEntities()._optionSections.first?.items.first {
      return suggested.value
    }
    return try await query.entities(matching: [], mode: .and, sortedBy: [], limit: 1).first
  }

  /// What a find through an `EntityPropertyQuery` takes: each property with the arguments
  /// that compare it (`name=…`, `name_contains=…`), and the properties it sorts by.
  static func findArguments<Query: EntityPropertyQuery>(of query: Query) async throws
    -> (properties: [(name: String, arguments: [String])], sortable: [String])
  {
    let sample = try await sample(of: query)
    let properties = Query.properties.properties.map { property in
      let name = property.reference.name(in: sample) ?? ""
      return (name, property.comparators.map { "\(name)\($0.kind.rawValue)=…" })
    }
    let sortable = Query.sortingOptions.options.map { $0.reference.name(in: sample) ?? "" }
    return (properties, sortable)
  }

  static func find<Query: EntityPropertyQuery>(_ query: Query, _ request: EntityFindRequest)
    async throws -> [AnyEntity]
  {
    let sample = try await sample(of: query)
    let properties = Query.properties.properties.map {
      (name: $0.reference.name(in: sample) ?? "", property: $0)
    }
    var mapped: [Query.ComparatorMappingType] = []
    for filter in request.filters {
      guard
        let (name, property) = properties.first(where: {
          $0.name.lowercased() == filter.property.lowercased()
        })
      else {
        let names = properties.map(\.name).joined(separator: ", ")
        throw EntityFindError(
          "There's no property called “\(filter.property)”. Properties: \(names).")
      }
      let comparator =
        property.comparators.first { $0.kind == filter.kind }
        ?? (filter.kind == .equalTo ? property.comparators.first : nil)
      guard let comparator else {
        throw EntityFindError("“\(name)” can't be compared that way.")
      }
      guard let value = queryValue(filter.text, as: property.valueType),
        let mapping = comparator.map(value)
      else {
        throw EntityFindError("“\(filter.text)” isn't a value for “\(name)”.")
      }
      mapped.append(mapping)
    }
    var sorts: [EntityQuerySort<Query.Entity>] = []
    if request.descending, request.sortBy == nil {
      let names = Query.sortingOptions.options.map { $0.reference.name(in: sample) ?? "" }
      throw EntityFindError(
        "order=descending needs a property to sort by: sortBy=\(names.joined(separator: "|")).")
    }
    if let name = request.sortBy {
      let options = Query.sortingOptions.options.map {
        (name: $0.reference.name(in: sample) ?? "", keyPath: $0.keyPath)
      }
      guard let option = options.first(where: { $0.name.lowercased() == name.lowercased() }) else {
        let names = options.map(\.name).joined(separator: ", ")
        throw EntityFindError("Results can't be sorted by “\(name)”. Sort by: \(names).")
      }
      sorts.append(
        EntityQuerySort(by: option.keyPath, order: request.descending ? .descending : .ascending))
    }
    return try await query.entities(
      matching: mapped, mode: request.mode, sortedBy: sorts, limit: request.limit
    ).map(AnyEntity.init)
  }

  static func find<Query: EnumerableEntityQuery>(listing query: Query, _ request: EntityFindRequest)
    async throws -> [AnyEntity]
  {
    guard request.filters.isEmpty else {
      throw EntityFindError(
        "This list can't be filtered; leave out “\(request.filters[0].property)”.")
    }
    if request.descending, request.sortBy == nil {
      throw EntityFindError("order=descending needs a property to sort by: sortBy=title.")
    }
    // Each is listed by its title, which is its name.
    if let name = request.sortBy, !["title", "name"].contains(name.lowercased()) {
      throw EntityFindError("Results can't be sorted by “\(name)”. Sort by: title.")
    }
    var entities = try await query.allEntities().map(AnyEntity.init)
    if request.sortBy != nil {
      entities.sort { $0.display.title.lowercased() < $1.display.title.lowercased() }
      if request.descending { entities.reverse() }
    }
    return Array(entities.prefix(request.limit ?? entities.count))
  }
}

/// A value written in a find, read as the property's type (an optional property's as its
/// wrapped type): a date as `2026-01-02` (the start of that day where the app is) or a full
/// ISO 8601 time, an enum case by its title, a synonym or its name.
private func queryValue(_ text: String, as type: Any.Type) -> Any? {
  switch type {
  case is String.Type: return text
  case is Int.Type: return Int(text)
  case is Double.Type: return Double(text)
  case is Bool.Type:
    switch text.lowercased() {
    case "true", "yes": return true
    case "false", "no": return false
    default: return nil
    }
  case is Date.Type: return queryDate(text)
  case let optional as any _OptionalQueryValue.Type:
    return queryValue(text, as: optional.wrappedQueryType)
  case let enumType as any AppEnum.Type:
    return enumCase(named: text, of: enumType)
  default: return nil
  }
}

/// A full ISO 8601 time, or a day alone at its start in the current manager's time zone.
private func queryDate(_ text: String) -> Date? {
  if let time = ISO8601DateFormatter().date(from: text) { return time }
  let day = ISO8601DateFormatter()
  day.formatOptions = [.withFullDate]
  day.timeZone = AppDependencyManager.current.timeZone
  return day.date(from: text)
}

/// The case of `type` whose title, synonym or Swift name is `text`, ignoring case.
private func enumCase<Enum: AppEnum>(named text: String, of type: Enum.Type) -> Enum? {
  let wanted = text.lowercased()
  return AnyEnumType(type).cases.first { enumCase in
    (enumCase.display.names + ["\(enumCase.base)"]).contains { $0.lowercased() == wanted }
  }?.base as? Enum
}

/// An optional property type, read as the type it wraps.
private protocol _OptionalQueryValue {
  static var wrappedQueryType: Any.Type { get }
}

extension Optional: _OptionalQueryValue {
  fileprivate static var wrappedQueryType: Any.Type { Wrapped.self }
}

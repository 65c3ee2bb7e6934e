/// An enum type with its cases, erased so the runtime can work with any app enum.
package struct AnyEnumType: @unchecked Sendable {
  /// The Swift type name, such as "ActivityStyle".
  package var typeName: String
  /// The type's display name, such as "Activity".
  package var displayName: String
  /// The type's other names (its display representation's synonyms).
  package var synonyms: [String]
  /// Every case `caseDisplayRepresentations` lists, in declaration order: the cases the system
  /// offers and a person can name. A case the table leaves out is none of them, as Apple's
  /// metadata holds only the cases the table lists.
  package var cases: [AnyEnumCase]
  /// The Swift names of the cases `caseDisplayRepresentations` leaves out ("turbo"), in
  /// declaration order.
  package var unlistedCases: [String]

  /// Erases an enum type.
  package init<Enum: AppEnum>(_ type: Enum.Type) {
    typeName = declaredTypeName(of: type)
    displayName = Enum.typeDisplayRepresentation.name.defaultValue
    synonyms = Enum.typeDisplayRepresentation.synonyms.map(\.defaultValue)
    let table = Enum.caseDisplayRepresentations
    cases = Enum.allCases.compactMap { value in
      table[value].map { AnyEnumCase(display: DisplayText($0), base: value) }
    }
    unlistedCases = Enum.allCases.filter { table[$0] == nil }.map { String(describing: $0) }
  }
}

/// An enum case erased to its display text and value.
package struct AnyEnumCase: @unchecked Sendable {
  /// The display text.
  package var display: DisplayText
  /// The case itself.
  package var base: any AppEnum

  /// Erases an enum case.
  package init(display: DisplayText, base: any AppEnum) {
    self.display = display
    self.base = base
  }
}

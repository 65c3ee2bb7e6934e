/// An enum type with its cases, erased so the runtime can work with any app enum.
package struct AnyEnumType: @unchecked Sendable {
  /// The Swift type name, such as "ActivityStyle".
  package var typeName: String
  /// The type's display name, such as "Activity".
  package var displayName: String
  /// Every case, in declaration order.
  package var cases: [AnyEnumCase]

  /// Erases an enum type.
  package init<Enum: AppEnum>(_ type: Enum.Type) {
    typeName = declaredTypeName(of: type)
    displayName = Enum.typeDisplayRepresentation.name.defaultValue
    cases = Enum.allCases.map {
      AnyEnumCase(display: DisplayText($0.displayRepresentation), base: $0)
    }
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

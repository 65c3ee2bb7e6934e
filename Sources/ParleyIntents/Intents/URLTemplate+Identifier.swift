/// A property a URL template reads by name, written as Apple's templates write it: `\(.id)`.
///
/// ```swift
/// static let urlRepresentation: URLRepresentation = "https://trails.example/\(.id)"
/// ```
public struct _URLTemplateProperty<Root>: @unchecked Sendable {
  let read: (Root) -> String
}

extension _URLTemplateProperty where Root: Identifiable {
  /// The value's identifier.
  public static var id: _URLTemplateProperty { _URLTemplateProperty { urlComponent($0.id) } }
}

extension _URLTemplate.StringInterpolation {
  /// Appends a property read by name, such as `.id`.
  public mutating func appendInterpolation(_ property: _URLTemplateProperty<Root>) {
    parts.append(property.read)
  }
}

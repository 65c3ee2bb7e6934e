import Foundation

/// How a value (an entity or an enum case) appears to people: a title, and optionally a
/// subtitle, an image and synonyms that also name it.
///
/// ```swift
/// DisplayRepresentation(title: "Cross-Country Skiing", synonyms: ["Nordic skiing", "XC skiing"])
/// ```
public struct DisplayRepresentation: Sendable, ExpressibleByStringInterpolation {
  /// The main text.
  public var title: LocalizedStringResource
  /// Secondary text shown under the title.
  public var subtitle: LocalizedStringResource?
  /// An image shown beside the title.
  public var image: Image?
  /// Other names people may use for the value; they match as well as the title.
  public var synonyms: [LocalizedStringResource]

  /// Creates a display representation.
  ///
  /// - Parameters:
  ///   - title: The main text.
  ///   - subtitle: Secondary text.
  ///   - image: An image.
  ///   - synonyms: Other names that also match.
  public init(
    title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: Image? = nil, synonyms: [LocalizedStringResource] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.synonyms = synonyms
  }

  /// Creates a representation with only a title, from a string literal.
  public init(stringLiteral value: String) {
    self.init(title: LocalizedStringResource(value))
  }

  /// Creates a representation with only a title, from an interpolated string literal.
  public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
    self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
  }

  /// An image for a display representation: a system symbol, a named resource, a URL or the
  /// image's data.
  public struct Image: Sendable, Hashable, Codable {
    /// The system symbol name, if the image is a symbol.
    public var systemName: String?
    /// The resource name, if the image is a named resource.
    public var name: String?
    /// The location, if the image is loaded from a URL.
    public var url: URL?
    /// The encoded image, if it was made from data (an album cover fetched by the app).
    public var data: Data?
    /// Whether the image is drawn as a template in the current tint.
    public var isTemplate: Bool

    /// Creates an image from a system symbol name, such as `"figure.hiking"`.
    public init(systemName: String, isTemplate: Bool = false) {
      self.systemName = systemName
      self.isTemplate = isTemplate
    }

    /// Creates an image from a named resource in the app.
    public init(named name: String, isTemplate: Bool = false) {
      self.name = name
      self.isTemplate = isTemplate
    }

    /// Creates an image loaded from a URL.
    public init(url: URL, isTemplate: Bool = false) {
      self.url = url
      self.isTemplate = isTemplate
    }

    /// Creates an image from its encoded data, such as PNG bytes.
    public init(data: Data, isTemplate: Bool = false) {
      self.data = data
      self.isTemplate = isTemplate
    }
  }
}

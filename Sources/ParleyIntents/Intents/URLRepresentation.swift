// Universal links for entities, enums and intents. Off-device nothing follows the link: a
// `URLRepresentableIntent` that does nothing else says "Opening https://…", and the URLs can
// be read (`url(for:)`, `url`) by tests and tools.

/// An entity that a URL in the app stands for.
///
/// ```swift
/// struct TrailEntity: AppEntity, URLRepresentableEntity {
///   static var urlRepresentation: URLRepresentation { "https://trails.example/\(\.id)" }
/// }
/// ```
///
/// Inside another URL (an intent's `"https://trails.example/open?trail=\(\.$trail)"`) the
/// entity stands as its identifier, unless it gives its own `urlRepresentationParameter`.
public protocol URLRepresentableEntity: AppEntity, CustomURLRepresentationParameterConvertible {
  /// How the entity's URL is built from its properties.
  typealias URLRepresentation = EntityURLRepresentation<Self>
  /// The entity's URL template.
  static var urlRepresentation: URLRepresentation { get }
}

/// An intent that a URL in the app performs; its parameters fill the URL.
public protocol URLRepresentableIntent: AppIntent {
  /// How the intent's URL is built from its parameters.
  typealias URLRepresentation = IntentURLRepresentation<Self>
  /// The intent's URL template.
  static var urlRepresentation: URLRepresentation { get }
}

/// An enum whose cases stand for URLs in the app; inside another URL a case stands as its raw
/// value (its name when it has none), unless it gives its own `urlRepresentationParameter`.
public protocol URLRepresentableEnum: AppEnum, CustomURLRepresentationParameterConvertible {
  /// How a case's URL is built.
  typealias URLRepresentation = EnumURLRepresentation<Self>
  /// The enum's URL template.
  static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableEntity {
  /// The entity's URL, or nil when the template does not make one.
  package var url: URL? { Self.urlRepresentation.url(for: self) }

  /// The entity's identifier, as it stands inside another URL.
  public var urlRepresentationParameter: String? { id.entityIdentifierString }
}

extension URLRepresentableIntent {
  /// Opens the intent's URL: off-device the conversation says so.
  public func perform() async throws -> some IntentResult { .result() }

  /// The intent's URL with its current parameter values, or nil.
  package var url: URL? { Self.urlRepresentation.url(for: self) }
}

extension URLRepresentableEnum {
  /// The case's URL, or nil.
  package var url: URL? { Self.urlRepresentation.url(for: self) }

  /// The case's raw value, or its name when it has none, as it stands inside another URL.
  public var urlRepresentationParameter: String? {
    (self as? any RawRepresentable).map { "\($0.rawValue)" } ?? "\(self)"
  }
}

extension AppIntent {
  /// The URL the intent opens: a `URLRepresentableIntent`'s, an `OpenURLIntent`'s, or that of
  /// an `OpenIntent`'s target when the target has a URL representation; nil for other intents.
  package var representedURL: URL? {
    if let intent = self as? any URLRepresentableIntent { return intent.anyURL }
    if let intent = self as? OpenURLIntent { return intent.$url.anyValue as? URL }
    return openTargetURL
  }

  /// The URL of an `OpenIntent`'s target entity or enum case, if it has one.
  package var openTargetURL: URL? {
    switch openTarget {
    case let entity as any URLRepresentableEntity: return entity.anyURL
    case let value as any URLRepresentableEnum: return value.anyURL
    default: return nil
    }
  }
}

extension URLRepresentableEntity {
  fileprivate var anyURL: URL? { url }
}

extension URLRepresentableEnum {
  fileprivate var anyURL: URL? { url }
}

extension URLRepresentableIntent where Self: OpenIntent {
  /// The URL of the target, when the target is a `URLRepresentableEntity` or
  /// `URLRepresentableEnum`: such an intent opens its target's URL without a template or
  /// `perform()` of its own.
  public static var urlRepresentation: URLRepresentation {
    _URLTemplate { intent in intent.openTargetURL?.absoluteString ?? "" }
  }
}

/// An intent that opens a universal link of the app. Off-device nothing follows the link: the
/// conversation says "Opening https://…" (on a speaker, where to continue).
///
/// ```swift
/// return .result(opensIntent: OpenURLIntent(URL(string: "https://todos.example/lists/7")!))
/// ```
public struct OpenURLIntent: AppIntent {
  /// "Open URL".
  public static let title: LocalizedStringResource = "Open URL"
  /// Opens the app.
  public static let openAppWhenRun = true

  /// The link to open.
  @Parameter(title: "URL") public var url: URL

  /// Creates the intent without a link; the runtime asks for one.
  public init() {}

  /// Creates the intent for `url`.
  public init(_ url: URL) {
    self.url = url
  }

  /// Creates the intent for the URL of an entity.
  ///
  /// - Throws: ``AppIntentError`` when the entity's template makes no URL.
  public init(urlRepresentable entity: some URLRepresentableEntity) throws {
    guard let url = entity.url else {
      throw AppIntentError(description: "That item has no link.")
    }
    self.url = url
  }

  /// Creates the intent for the URL of an enum case.
  ///
  /// - Throws: ``AppIntentError`` when the enum's template makes no URL.
  public init(urlRepresentable value: some URLRepresentableEnum) throws {
    guard let url = value.url else {
      throw AppIntentError(description: "That item has no link.")
    }
    self.url = url
  }

  /// Opens the link: off-device the conversation says so.
  public func perform() async throws -> some IntentResult { .result() }
}

extension URLRepresentableIntent {
  fileprivate var anyURL: URL? { url }
}

/// A URL template whose parts are read from a value: literal text and key paths.
///
/// It is `Sendable`, as Apple's representations are, so a `static let urlRepresentation` is
/// one in the Swift 6 language mode: its parts never change once it is made, and each reads
/// only literal text or an immutable key path.
public struct _URLTemplate<Root>: ExpressibleByStringInterpolation, @unchecked Sendable {
  private var parts: [(Root) -> String] = []

  /// Creates a template from text without placeholders.
  public init(_ value: String) {
    parts = [{ _ in value }]
  }

  /// Creates a template whose whole text is made from the value.
  init(_ text: @escaping (Root) -> String) {
    parts = [text]
  }

  /// Creates a template from a string literal.
  public init(stringLiteral value: String) {
    self.init(value)
  }

  /// Creates a template from an interpolated string literal.
  public init(stringInterpolation: StringInterpolation) {
    parts = stringInterpolation.parts
  }

  /// Collects the text and placeholders of a template.
  public struct StringInterpolation: StringInterpolationProtocol {
    var parts: [(Root) -> String] = []

    /// Creates an empty template.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    public mutating func appendLiteral(_ literal: String) {
      parts.append { _ in literal }
    }

    /// Appends a value read with a key path, such as `\.id`.
    public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Root, Value>) {
      parts.append { root in urlComponent(root[keyPath: keyPath]) }
    }
  }

  /// The URL for `root`, or nil when the text is not a URL.
  func url(for root: Root) -> URL? {
    URL(string: parts.map { $0(root) }.joined())
  }
}

/// How an entity's URL is built: `"https://trails.example/\(\.id)"`.
public typealias EntityURLRepresentation<Entity: AppEntity> = _URLTemplate<Entity>
/// How an intent's URL is built: `"https://example.com/\(\.$page)"`.
public typealias IntentURLRepresentation<Intent: AppIntent> = _URLTemplate<Intent>
/// How an enum case's URL is built: `"https://example.com/\(\.rawValue)"`.
public typealias EnumURLRepresentation<Enum: AppEnum> = _URLTemplate<Enum>

/// A type that says how it appears inside a URL.
public protocol CustomURLRepresentationParameterConvertible {
  /// The text put in the URL, or nil for none.
  var urlRepresentationParameter: String? { get }
}

/// A value as URL text: parameters and entity properties by their value, the rest by their
/// display text, percent-encoded for a path.
func urlComponent(_ value: Any) -> String {
  let text: String
  switch value {
  case let convertible as any CustomURLRepresentationParameterConvertible:
    text = convertible.urlRepresentationParameter ?? ""
  case let parameter as any AnyIntentParameter:
    // A parameter stands as its value does: an entity or enum case by its URL text.
    return parameter.anyValue.map(urlComponent) ?? ""
  case let url as URL:
    return url.absoluteString
  default:
    text = displayText(of: unwrappedProperty(value))
  }
  return text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? text
}

/// The value of an entity property (`\.$name`), or the value itself.
private func unwrappedProperty(_ value: Any) -> Any {
  (value as? any _EntityPropertyValue)?.anyPropertyValue ?? value
}

/// An entity property whose value can be read without knowing its type.
protocol _EntityPropertyValue {
  var anyPropertyValue: Any { get }
}

extension EntityProperty: _EntityPropertyValue {
  var anyPropertyValue: Any { wrappedValue }
}

/// A value offered as an option, with how to show it.
///
/// ```swift
/// IntentItem(TableSize.four, title: "Table for four", subtitle: "By the window")
/// ```
public struct IntentItem<Value: _IntentValue> {
  /// The value the item stands for.
  public var value: Value
  /// How the item is shown: its own title and subtitle, else the value's.
  public var description: DisplayRepresentation?

  /// Creates an item shown as its value is.
  public init(_ value: Value) {
    self.value = value
    self.description = nil
  }

  /// Creates an item with its own title, subtitle and image.
  ///
  /// - Parameters:
  ///   - value: The value the item stands for.
  ///   - title: The item's title.
  ///   - subtitle: Text shown under the title.
  ///   - image: An image shown beside it.
  public init(
    _ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
    image: DisplayRepresentation.Image? = nil
  ) {
    self.value = value
    self.description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
  }

  /// Collects items, or plain values, listed one per line.
  @resultBuilder
  public enum Builder {
    /// A plain value as an item.
    public static func buildExpression(_ value: Value) -> [IntentItem<Value>] {
      [IntentItem(value)]
    }

    /// An item.
    public static func buildExpression(_ item: IntentItem<Value>) -> [IntentItem<Value>] {
      [item]
    }

    /// Several items.
    public static func buildExpression(_ items: [IntentItem<Value>]) -> [IntentItem<Value>] {
      items
    }

    /// The items in order.
    public static func buildBlock(_ parts: [IntentItem<Value>]...) -> [IntentItem<Value>] {
      parts.flatMap { $0 }
    }

    /// The items of an `if` without `else`, or none.
    public static func buildOptional(_ part: [IntentItem<Value>]?) -> [IntentItem<Value>] {
      part ?? []
    }

    /// The items of an `if` branch.
    public static func buildEither(first part: [IntentItem<Value>]) -> [IntentItem<Value>] {
      part
    }

    /// The items of an `else` branch.
    public static func buildEither(second part: [IntentItem<Value>]) -> [IntentItem<Value>] {
      part
    }

    /// The items of a `for` loop.
    public static func buildArray(_ parts: [[IntentItem<Value>]]) -> [IntentItem<Value>] {
      parts.flatMap { $0 }
    }
  }
}

/// A titled group of options; a question lists each section's options under its title.
public struct IntentItemSection<Result: _IntentValue> {
  /// The section's title, if it has one.
  public var title: LocalizedStringResource?
  /// Text shown under the title.
  public var subtitle: LocalizedStringResource?
  /// The options.
  public var items: [IntentItem<Result>]

  /// Creates a section of plain values.
  public init(_ title: LocalizedStringResource, items: [Result]) {
    self.init(title, items: items.map { IntentItem($0) })
  }

  /// Creates a section of items.
  public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
    self.title = title
    self.items = items
  }

  /// Creates a section of items: the first spelling of `init(_:items:)`, which
  /// iOS 16 code still uses.
  public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
    self.init(title, items: items)
  }

  /// Creates an untitled section of items.
  public init(items: [IntentItem<Result>]) {
    self.items = items
  }

  /// Creates a section from values or items listed one per line.
  ///
  /// ```swift
  /// ItemSection("Italian Authors") {
  ///   "Dante Alighieri"
  ///   "Alessandro Manzoni"
  /// }
  /// ```
  public init(
    _ title: LocalizedStringResource? = nil,
    @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
  ) {
    self.title = title
    self.items = itemsBuilder()
  }

  /// Creates a section with a subtitle and image from values or items listed one per line.
  public init(
    _ title: LocalizedStringResource, subtitle: LocalizedStringResource?,
    image: DisplayRepresentation.Image?,
    @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]
  ) {
    self.title = title
    self.subtitle = subtitle
    self.items = itemsBuilder()
  }
}

/// Options divided into sections, returned by a `DynamicOptionsProvider` or an entity query's
/// `suggestedEntities()`; a question lists the options under their section titles.
///
/// ```swift
/// func results() async throws -> ItemCollection<String> {
///   ItemCollection {
///     ItemSection("Italian Authors") { "Dante Alighieri"; "Alessandro Manzoni" }
///     ItemSection("Russian Authors") { "Anton Chekhov"; "Fyodor Dostoevsky" }
///   }
/// }
/// ```
public struct IntentItemCollection<Result: _IntentValue> {
  /// The sections, in order.
  public var sections: [IntentItemSection<Result>]
  /// The label of the picker in the Shortcuts editor; not used off-device.
  public var promptLabel: LocalizedStringResource?
  /// Whether the editor shows an alphabetical index; not used off-device.
  public var usesIndexedCollation: Bool

  /// Creates a collection of sections.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    sections: [IntentItemSection<Result>]
  ) {
    self.sections = sections
    self.promptLabel = promptLabel
    self.usesIndexedCollation = usesIndexedCollation
  }

  /// Creates a collection of one untitled section.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    items: [IntentItem<Result>]
  ) {
    self.init(
      promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
      sections: [IntentItemSection(items: items)])
  }

  /// Creates a collection from sections listed one per line.
  public init(
    promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
    @SectionBuilder sectionsBuilder: () -> [IntentItemSection<Result>]
  ) {
    self.init(
      promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation,
      sections: sectionsBuilder())
  }

  /// Collects sections listed one per line.
  @resultBuilder
  public enum SectionBuilder {
    /// A section.
    public static func buildExpression(_ section: IntentItemSection<Result>)
      -> [IntentItemSection<Result>]
    {
      [section]
    }

    /// The sections in order.
    public static func buildBlock(_ parts: [IntentItemSection<Result>]...)
      -> [IntentItemSection<Result>]
    {
      parts.flatMap { $0 }
    }

    /// The sections of an `if` without `else`, or none.
    public static func buildOptional(_ part: [IntentItemSection<Result>]?)
      -> [IntentItemSection<Result>]
    {
      part ?? []
    }

    /// The sections of an `if` branch.
    public static func buildEither(first part: [IntentItemSection<Result>])
      -> [IntentItemSection<Result>]
    {
      part
    }

    /// The sections of an `else` branch.
    public static func buildEither(second part: [IntentItemSection<Result>])
      -> [IntentItemSection<Result>]
    {
      part
    }

    /// The sections of a `for` loop.
    public static func buildArray(_ parts: [[IntentItemSection<Result>]])
      -> [IntentItemSection<Result>]
    {
      parts.flatMap { $0 }
    }
  }
}

extension DynamicOptionsProvider {
  /// Options divided into sections.
  public typealias ItemCollection<Value: _IntentValue> = IntentItemCollection<Value>
  /// A titled group of options.
  public typealias ItemSection<Value: _IntentValue> = IntentItemSection<Value>
  /// A value offered as an option.
  public typealias Item<Value: _IntentValue> = IntentItem<Value>
}

extension EntityQuery {
  /// Suggestions divided into sections.
  public typealias ItemCollection<Value: _IntentValue> = IntentItemCollection<Value>
  /// A titled group of suggestions.
  public typealias ItemSection<Value: _IntentValue> = IntentItemSection<Value>
  /// An entity offered as a suggestion.
  public typealias Item<Value: _IntentValue> = IntentItem<Value>
}

/// A group of options as the runtime reads them: a title and each option's value and display.
public struct _OptionSection {
  /// The section's title, if it has one.
  package var title: String?
  /// The options: each value with its own display, if it gave one.
  package var items: [(value: Any, display: DisplayRepresentation?)]
}

/// What a `DynamicOptionsProvider` or an entity query's `suggestedEntities()` returns: an
/// array of values, or an ``IntentItemCollection``.
public protocol _OptionsResult {
  /// The options, in sections.
  var _optionSections: [_OptionSection] { get }
}

extension Array: _OptionsResult {
  /// One untitled section of the elements.
  public var _optionSections: [_OptionSection] {
    [_OptionSection(title: nil, items: map { ($0, nil) })]
  }
}

extension IntentItemCollection: _OptionsResult {
  /// The sections.
  public var _optionSections: [_OptionSection] {
    sections.map { section in
      _OptionSection(
        title: section.title?.defaultValue,
        items: section.items.map { ($0.value, $0.description) })
    }
  }
}

// Options are Sendable when their values are, as Apple's are, so a `@MainActor` options
// provider can return them and a `static let` can hold one.
extension IntentItem: Sendable where Value: Sendable {}
extension IntentItemSection: Sendable where Result: Sendable {}
extension IntentItemCollection: Sendable where Result: Sendable {}

/// How many values a list parameter takes, as the Shortcuts editor and widgets limit it: exactly
/// some (`size: 3`), or between a least and a most (`IntentCollectionSize(min: 1, max: 4)`).
/// Accepted so that Apple's code compiles, and not used: a request may name more or fewer.
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Equatable, Sendable {
  /// The fewest values.
  public let minimum: Int
  /// The most values.
  public let maximum: Int

  /// Exactly `count` values.
  public init(exactly count: Int) {
    minimum = count
    maximum = count
  }

  /// From `min` to `max` values.
  public init(min: Int, max: Int) {
    minimum = Swift.min(min, max)
    maximum = Swift.max(min, max)
  }

  /// Exactly `value` values: `size: 3`.
  public init(integerLiteral value: Int) {
    self.init(exactly: value)
  }
}

/// The widget sizes a list parameter's size can differ by.
public enum IntentWidgetFamily: Hashable, Sendable {
  /// A small home-screen widget.
  case systemSmall
  /// A medium home-screen widget.
  case systemMedium
  /// A large home-screen widget.
  case systemLarge
  /// An extra-large home-screen widget.
  case systemExtraLarge
  /// An extra-large widget in portrait.
  case systemExtraLargePortrait
  /// A circular Lock Screen widget.
  case accessoryCircular
  /// A widget in a corner of a watch face.
  case accessoryCorner
  /// A rectangular Lock Screen widget.
  case accessoryRectangular
  /// A line of text on the Lock Screen.
  case accessoryInline
}

// Optional lists take a size too (`var lights: [LightEntity]?`), as on a device.
extension IntentParameter where Value.UnwrappedType: RangeReplaceableCollection {
  /// Creates a list parameter of a limited size.
  ///
  /// ```swift
  /// @Parameter(title: "Lights", size: 4)
  /// var lights: [LightEntity]
  /// ```
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The value used when none is given.
  ///   - size: How many values it takes; accepted, not used.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, size: IntentCollectionSize,
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
  }

  /// Creates a list parameter whose size differs by widget family; see
  /// ``init(title:description:default:size:requestValueDialog:inputConnectionBehavior:)-(_,_,_,IntentCollectionSize,_,_)``.
  public convenience init(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, size: [IntentWidgetFamily: IntentCollectionSize],
    requestValueDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default
  ) {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
  }
}

/// The ways an intent may run: in the background, or bringing the app to the foreground.
///
/// ```swift
/// static let supportedModes: IntentModes = .foreground(.immediate)
/// ```
public struct IntentModes: OptionSet, Sendable, Hashable {
  /// The raw bits of the set.
  public let rawValue: Int

  /// Creates a set from raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The intent runs without opening the app.
  public static let background = IntentModes(rawValue: 1 << 0)
  /// The app comes to the foreground as soon as the parameters are resolved.
  public static let foreground = IntentModes(rawValue: 1 << 1)
  /// The intent starts in the background and may move to the foreground.
  static let foregroundDynamic = IntentModes(rawValue: 1 << 2)
  /// The app comes forward when the intent asks, or at the end of `perform()`.
  static let foregroundDeferred = IntentModes(rawValue: 1 << 3)

  /// The intent brings the app to the foreground with the given timing.
  ///
  /// - Parameter behavior: When the app comes forward.
  /// - Returns: The matching mode.
  public static func foreground(_ behavior: ForegroundBehavior) -> IntentModes {
    switch behavior {
    case .immediate: return .foreground
    case .dynamic: return .foregroundDynamic
    case .deferred: return .foregroundDeferred
    }
  }

  /// Whether the modes open the app whatever the intent does: immediate or deferred
  /// foreground; a dynamic one opens it only when the intent asks (`continueInForeground`).
  package var opensApp: Bool {
    !isDisjoint(with: [.foreground, .foregroundDeferred])
  }

  /// When an intent that runs in the foreground brings the app forward.
  public enum ForegroundBehavior: Sendable, Hashable {
    /// Right after the parameters are resolved.
    case immediate
    /// The intent decides while it runs.
    case dynamic
    /// When the intent asks to continue in the foreground, or at its end.
    case deferred
  }
}

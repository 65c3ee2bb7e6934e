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

extension IntentModes {
  /// Apple's name for the timing of a foreground mode.
  public typealias ForegroundMode = ForegroundBehavior

  /// The way an intent is running now: in the background, or with the app in the foreground.
  ///
  /// Off-device no app comes forward while `perform()` runs: an intent whose modes bring the
  /// app forward at once runs as `.foreground`, the others as `.background`, and those that may
  /// move forward (`.foreground(.dynamic)` or `.foreground(.deferred)`) can continue there.
  public struct Current: Sendable, Hashable {
    /// Whether the app is in the foreground.
    public let isForegroundMode: Bool
    /// Whether the intent may ask to continue in the foreground
    /// (`continueInForeground(_:alwaysConfirm:)`).
    public let canContinueInForeground: Bool

    /// Running in the background, unable to move forward.
    public static let background = Current(isForegroundMode: false, canContinueInForeground: false)
    /// Running with the app in the foreground.
    public static let foreground = Current(isForegroundMode: true, canContinueInForeground: false)

    /// The mode of an intent whose supported modes are `modes`.
    init(_ modes: IntentModes) {
      isForegroundMode = modes.contains(.foreground)
      canContinueInForeground =
        !isForegroundMode && !modes.isDisjoint(with: [.foregroundDynamic, .foregroundDeferred])
    }

    private init(isForegroundMode: Bool, canContinueInForeground: Bool) {
      self.isForegroundMode = isForegroundMode
      self.canContinueInForeground = canContinueInForeground
    }
  }
}

/// What the system tells a running intent about how it runs.
public struct IntentSystemContext: Sendable {
  /// Whether the intent runs in the background or the foreground, and whether it can move.
  public let currentMode: IntentModes.Current
}

extension AppIntent {
  /// How the intent is running: read `systemContext.currentMode.canContinueInForeground`
  /// before asking to continue in the foreground.
  public var systemContext: IntentSystemContext {
    IntentSystemContext(currentMode: IntentModes.Current(Self.supportedModes))
  }
}

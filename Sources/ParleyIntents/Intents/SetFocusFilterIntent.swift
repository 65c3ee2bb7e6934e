// Focus filters have no counterpart off-device. The types compile as Apple spells them so that
// app code builds unchanged.

/// An intent that sets what the app shows while a Focus is on. Off-device no Focus changes:
/// it runs as an ordinary intent when invoked directly.
public protocol SetFocusFilterIntent: AppIntent {
  /// How the filter appears in Focus settings.
  var displayRepresentation: DisplayRepresentation { get }
  /// Filters offered before the person sets one up.
  static var suggestedFocusFilters: [Self] { get async }
  /// What the app limits while the Focus is on.
  var appContext: FocusFilterAppContext { get }
}

extension SetFocusFilterIntent {
  /// None.
  public static var suggestedFocusFilters: [Self] { get async { [] } }
  /// No limits.
  public var appContext: FocusFilterAppContext { FocusFilterAppContext() }
  /// The filter as last set; off-device, a new one with its defaults.
  public static var current: Self { get async throws { Self() } }
}

/// What an app limits while a Focus is on: which notifications get through.
public struct FocusFilterAppContext: @unchecked Sendable {
  /// The predicate notifications must match to be shown, if any.
  public var notificationFilterPredicate: NSPredicate?

  /// Creates a context.
  ///
  /// - Parameter notificationFilterPredicate: The predicate notifications must match.
  public init(notificationFilterPredicate: NSPredicate? = nil) {
    self.notificationFilterPredicate = notificationFilterPredicate
  }
}

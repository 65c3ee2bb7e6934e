/// An intent that opens the app on a target, such as a trail.
///
/// ```swift
/// struct OpenTrail: OpenIntent {
///   static var title: LocalizedStringResource = "Open Trail"
///   @Parameter(title: "Trail") var target: TrailEntity
///   func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
public protocol OpenIntent: AppIntent {
  /// The type of the target.
  associatedtype Value: _IntentValue
  /// What to open.
  var target: Value { get set }
}

extension OpenIntent {
  /// True: an open intent opens the app.
  public static var openAppWhenRun: Bool { true }

  /// Opens the app on the target and does nothing else, as Apple's default does: the
  /// conversation says "Opening <target> in <app>…".
  public func perform() async throws -> some IntentResult { .result() }
}

extension OpenIntent where Self: URLRepresentableIntent {
  /// Opens the target's URL (an intent that is both has this one default).
  public func perform() async throws -> some IntentResult { .result() }
}

extension AppIntent {
  /// The target of an open intent, unwrapped, or nil when the intent is not an `OpenIntent` or
  /// its target is unset.
  ///
  /// ```swift
  /// let intent = OpenTrail()
  /// intent.target = alpineLoop
  /// intent.openTarget.map(displayText(of:))  // "Alpine Loop"
  /// ```
  package var openTarget: Any? {
    guard self is any OpenIntent else { return nil }
    return intentParameters(of: self).first { $0.name == "target" }?.anyValue
  }
}

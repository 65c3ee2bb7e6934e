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
}

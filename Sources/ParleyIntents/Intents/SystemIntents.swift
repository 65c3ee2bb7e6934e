import Foundation

// Intents, entities and packages Apple's system treats in a special way. Off-device nothing
// starts a Live Activity, plays audio, shows progress, a widget or a control, or indexes an
// entity; the protocols compile as Apple spells them and the intents run as any other does.

/// An intent that starts, updates or ends a Live Activity; off-device it runs as any intent.
public protocol LiveActivityIntent: AppIntent {}

/// An intent that plays audio in the background; off-device it runs as any intent.
public protocol AudioPlaybackIntent: AppIntent {}

/// An intent that reports how far it got while `perform()` runs, through ``progress``; the
/// progress is kept for the run and not shown.
///
/// ```swift
/// func perform() async throws -> some IntentResult {
///   progress.totalUnitCount = Int64(files.count)
///   for file in files {
///     try await upload(file)
///     progress.completedUnitCount += 1
///   }
///   return .result()
/// }
/// ```
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
  /// The progress of the current run: one object for the whole of `perform()`.
  public var progress: Progress { IntentProgress.current ?? Progress(totalUnitCount: 0) }
}

/// The progress of the intent that is running.
package enum IntentProgress {
  @TaskLocal static var current: Progress?

  /// Runs `body` with a progress of its own, which a ``ProgressReportingIntent`` reads.
  package static func reporting<T>(_ body: () async throws -> T) async rethrows -> T {
    try await $current.withValue(Progress(totalUnitCount: 0)) { try await body() }
  }
}

/// An intent that sets one value, such as a Control Center toggle: its `value` parameter is the
/// value to set, `@Parameter(title: "Is On") var value: Bool`. Off-device no control shows; the
/// intent runs as any other, and its question asks for the value.
public protocol SetValueIntent: AppIntent {
  /// The type of the value set.
  associatedtype ValueType: _IntentValue

  /// The value to set.
  var value: ValueType { get set }
}

/// An intent that configures a widget: what it shows is its parameters. Off-device no widget
/// shows; it runs as any intent when invoked directly.
public protocol WidgetConfigurationIntent: AppIntent {}

/// An intent that configures a control in Control Center; off-device it runs as any intent.
public protocol ControlConfigurationIntent: AppIntent {}

/// An entity Spotlight indexes; off-device nothing is indexed and it is an entity as any other.
public protocol IndexedEntity: AppEntity {}

/// A package or framework that declares intents, listed so that the app's build finds them:
/// `struct HomeKitPackage: AppIntentsPackage {}`. Off-device the app's ``ParleyApp`` lists its
/// intents, and the packages are not read.
public protocol AppIntentsPackage {
  /// The packages this one includes.
  static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
  /// None.
  public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}

/// An intent that changes what a scene of the app shows, such as opening a room: the app's
/// scene picks it up by its ``contentIdentifier`` and shows its content. Off-device no scene
/// shows; the intent runs as any other, and one that brings the app forward
/// (`supportedModes = .foreground`) says it opens the app.
///
/// ```swift
/// struct OpenRoom: OpenIntent, TargetContentProvidingIntent {
///   static let title: LocalizedStringResource = "Open Room"
///   @Parameter(title: "Room") var target: RoomEntity
/// }
/// ```
public protocol TargetContentProvidingIntent: AppIntent {
  /// What the app's scenes know the intent by; the intent's type name unless it says otherwise.
  var contentIdentifier: String { get }
}

extension TargetContentProvidingIntent {
  /// The intent's type name, as Apple's default is.
  public var contentIdentifier: String { Self.typeName }
}

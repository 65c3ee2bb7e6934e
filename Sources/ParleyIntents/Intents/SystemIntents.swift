import Foundation

// Intents Apple's system runs in a special way. Off-device nothing starts a Live Activity, plays
// audio or shows progress; the protocols compile as Apple spells them and the intents run as
// any other does.

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

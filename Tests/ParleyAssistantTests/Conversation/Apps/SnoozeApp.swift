import Foundation
import ParleyIntents

/// A test app whose number parameters name their unit in their title, as a newcomer writes
/// them: a sleep timer in "Minutes" (an `Int` with a range), a skip in "Seconds" said in its
/// phrase, a ride's "Distance (km)" and the "Hours Slept" of a night, both `Double`s; and a
/// measured duration said in its phrase.
enum Snooze {
  static let app = ParleyApp(name: "Snooze", shortcuts: SnoozeShortcuts.self)
}

struct SnoozeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: SetSleepTimer(), phrases: ["Set a sleep timer in \(.applicationName)"])
    AppShortcut(intent: SkipAhead(), phrases: ["Skip ahead \(\.$seconds) in \(.applicationName)"])
    AppShortcut(intent: LogRide(), phrases: ["Log a ride with \(.applicationName)"])
    AppShortcut(intent: LogNight(), phrases: ["Log my night with \(.applicationName)"])
    AppShortcut(intent: Doze(), phrases: ["Doze for \(\.$length) with \(.applicationName)"])
  }
}

/// A whole number of minutes, from 1 to 120.
struct SetSleepTimer: AppIntent {
  static let title: LocalizedStringResource = "Set Sleep Timer"

  @Parameter(
    title: "Minutes", inclusiveRange: (1, 120),
    requestValueDialog: "How many minutes until playback stops?")
  var minutes: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Playback will stop in \(minutes) minutes.")
  }
}

/// A whole number of seconds, said in the phrase.
struct SkipAhead: AppIntent {
  static let title: LocalizedStringResource = "Skip Ahead"

  @Parameter(title: "Seconds")
  var seconds: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Skipped \(seconds) seconds.")
  }
}

/// A distance in kilometers, named by its symbol.
struct LogRide: AppIntent {
  static let title: LocalizedStringResource = "Log Ride"

  @Parameter(title: "Distance (km)")
  var distance: Double

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Logged a ride of \(distance) km.")
  }
}

/// A night's sleep in hours.
struct LogNight: AppIntent {
  static let title: LocalizedStringResource = "Log Night"

  @Parameter(title: "Hours Slept")
  var hours: Double

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Logged \(hours) hours of sleep.")
  }
}

/// A duration said in the phrase, a bare number in minutes.
struct Doze: AppIntent {
  static let title: LocalizedStringResource = "Doze"

  @Parameter(title: "Length", defaultUnit: .minutes)
  var length: Measurement<UnitDuration>

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Dozing for \(Int(length.converted(to: .minutes).value)) minutes.")
  }
}

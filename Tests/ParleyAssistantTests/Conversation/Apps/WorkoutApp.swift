import Foundation
import ParleyIntents

/// A test app whose intents take measurements, as Apple's App Intents declares them: a duration
/// that needs its unit said, a length with a default unit, a duration in a fixed unit, a
/// temperature that may be below zero, a Swift `Duration`, a `Decimal`, an amount of money and
/// date components.
enum Workout {
  static let app = ParleyApp(name: "Workout", shortcuts: WorkoutShortcuts.self)
}

struct WorkoutShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: StartRest(), phrases: ["Start a rest in \(.applicationName)"])
    AppShortcut(intent: LogRun(), phrases: ["Log a run with \(.applicationName)"])
    AppShortcut(intent: SetPool(), phrases: ["Set the pool heater with \(.applicationName)"])
    AppShortcut(intent: TakeNap(), phrases: ["Take a nap with \(.applicationName)"])
    AppShortcut(intent: PayFee(), phrases: ["Pay the gym fee with \(.applicationName)"])
    AppShortcut(intent: TipTrainer(), phrases: ["Tip my trainer with \(.applicationName)"])
    AppShortcut(intent: BookClass(), phrases: ["Book a class with \(.applicationName)"])
  }
}

/// A duration declared with the plain initializer: a unit must be said.
struct StartRest: AppIntent {
  static let title: LocalizedStringResource = "Start Rest"

  @Parameter(title: "Duration")
  var duration: Measurement<UnitDuration>

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let seconds = Int(duration.converted(to: .seconds).value)
    return .result(dialog: "Resting for \(duration) (\(seconds) seconds).")
  }
}

/// A length whose bare number is in kilometers, and a time in minutes whatever unit it is said
/// in.
struct LogRun: AppIntent {
  static let title: LocalizedStringResource = "Log Run"

  @Parameter(title: "Distance", defaultUnit: .kilometers)
  var distance: Measurement<UnitLength>

  @Parameter(title: "Time", defaultValue: 30, unit: .minutes)
  var time: Measurement<UnitDuration>

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Logged \(distance) in \(time).")
  }
}

/// A temperature that may be below zero, in degrees Celsius unless said otherwise.
struct SetPool: AppIntent {
  static let title: LocalizedStringResource = "Set Pool"

  @Parameter(title: "Temperature", defaultUnit: .celsius, supportsNegativeNumbers: true)
  var temperature: Measurement<UnitTemperature>

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let celsius = temperature.converted(to: .celsius).value
    return .result(dialog: "Pool set to \(temperature) (\(celsius.rounded()) °C).")
  }
}

/// A Swift `Duration`, in minutes when only a number is said.
struct TakeNap: AppIntent {
  static let title: LocalizedStringResource = "Take Nap"

  @Parameter(title: "Length", defaultUnit: .minutes)
  var length: Duration

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Napping for \(length).")
  }
}

/// An exact decimal amount.
struct PayFee: AppIntent {
  static let title: LocalizedStringResource = "Pay Fee"

  @Parameter(title: "Amount")
  var amount: Decimal

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Paid \(amount) (\(amount * 100) cents).")
  }
}

/// An amount of money in dollars or euros, dollars unless said, between 1 and 100.
struct TipTrainer: AppIntent {
  static let title: LocalizedStringResource = "Tip Trainer"

  @Parameter(title: "Tip", currencyCodes: ["USD", "EUR"], inclusiveRange: (1, 100))
  var tip: IntentCurrencyAmount

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Tipped \(tip) (\(tip.amount) \(tip.currencyCode)).")
  }
}

/// The day and time of a class, as date components.
struct BookClass: AppIntent {
  static let title: LocalizedStringResource = "Book Class"

  @Parameter(title: "Start")
  var start: DateComponents

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let day = "\(start.year ?? 0)-\(start.month ?? 0)-\(start.day ?? 0)"
    return .result(dialog: "Booked for \(day) at \(start.hour ?? 0):\(start.minute ?? 0).")
  }
}

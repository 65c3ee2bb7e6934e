import ParleyIntents

/// A test app as a newcomer writes it for the gym: a set of an exercise, its weight a `Double`
/// whose title names its unit ("Weight (kg)") and its reps a whole number; and a rest in
/// minutes. Its phrases say "set", so a request may count sets, which no parameter takes.
enum Spotter {
  static let app = ParleyApp(name: "Spotter", shortcuts: SpotterShortcuts.self)
}

struct SpotterShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: LogLift(),
      phrases: [
        "Log \(\.$exercise) in \(.applicationName)",
        "Log a set of \(\.$exercise) with \(.applicationName)",
      ])
    AppShortcut(intent: RestBetweenSets(), phrases: ["Rest between sets with \(.applicationName)"])
  }
}

struct LiftEntity: AppEntity {
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Exercise"
  static var defaultQuery = LiftQuery()

  var id: String
  var name: String

  var displayRepresentation: DisplayRepresentation { "\(name)" }

  static let all = [
    LiftEntity(id: "squat", name: "Squats"), LiftEntity(id: "bench", name: "Bench Press"),
    LiftEntity(id: "deadlift", name: "Deadlift"),
  ]
}

/// Lists every exercise.
struct LiftQuery: EnumerableEntityQuery {
  func allEntities() async throws -> [LiftEntity] { LiftEntity.all }
}

/// Logs a set of an exercise: its weight in kilograms and its reps.
struct LogLift: AppIntent {
  static let title: LocalizedStringResource = "Log Lift"

  @Parameter(title: "Exercise", requestValueDialog: "Which exercise?")
  var exercise: LiftEntity

  @Parameter(title: "Weight (kg)", inclusiveRange: (0, 500), requestValueDialog: "How much weight?")
  var weight: Double

  @Parameter(title: "Reps", inclusiveRange: (1, 100), requestValueDialog: "How many reps?")
  var reps: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    let kg = weight.rounded() == weight ? String(Int(weight)) : String(weight)
    return .result(dialog: "Logged \(reps) reps of \(exercise.name) at \(kg) kg.")
  }
}

/// A rest between sets, in whole minutes.
struct RestBetweenSets: AppIntent {
  static let title: LocalizedStringResource = "Rest Between Sets"

  @Parameter(title: "Minutes", inclusiveRange: (1, 10), requestValueDialog: "For how many minutes?")
  var minutes: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Resting for \(minutes) minutes.")
  }
}

import ParleyIntents

/// A test app with a metronome: a tempo in beats per minute and a time signature its options
/// provider lists, options written with digits ("6/8") beside a number parameter.
enum Pulse {
  static let app = ParleyApp(name: "Pulse", shortcuts: PulseShortcuts.self)
}

struct PulseShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: SetPulse(),
      phrases: [
        "Set the metronome in \(.applicationName)", "Change the tempo in \(.applicationName)",
      ])
  }
}

/// The time signatures the metronome beats.
struct MeterOptions: DynamicOptionsProvider {
  func results() async throws -> [String] { ["4/4", "3/4", "2/4", "6/8", "5/4"] }
}

/// Sets the metronome's tempo and, optionally, its time signature.
struct SetPulse: AppIntent {
  static let title: LocalizedStringResource = "Set Metronome"

  @Parameter(title: "Tempo", inclusiveRange: (30, 240), requestValueDialog: "What tempo?")
  var bpm: Int

  @Parameter(title: "Time Signature", optionsProvider: MeterOptions())
  var meter: String?

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Metronome set to \(bpm) BPM in \(meter ?? "4/4").")
  }
}

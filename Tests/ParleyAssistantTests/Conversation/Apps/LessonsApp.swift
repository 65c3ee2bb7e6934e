import ParleyIntents

/// A test app that logs study time: a subject its phrase names, and the minutes, which no
/// phrase holds, asked for when not said.
enum Lessons {
  static let app = ParleyApp(name: "Lessons", shortcuts: LessonsShortcuts.self)
}

struct LessonsShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: LogStudy(),
      phrases: [
        "Log \(\.$subject) study in \(.applicationName)",
        "Log my study in \(.applicationName)",
      ])
  }
}

/// The subjects studied.
enum Subject: String, AppEnum {
  case maths, french, chemistry

  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Subject"
  static let caseDisplayRepresentations: [Subject: DisplayRepresentation] = [
    .maths: "Maths", .french: "French", .chemistry: "Chemistry",
  ]
}

/// Adds study time to the log.
struct LogStudy: AppIntent {
  static let title: LocalizedStringResource = "Log Study"

  @Parameter(title: "Subject", requestValueDialog: "Which subject did you study?")
  var subject: Subject

  @Parameter(
    title: "Minutes", inclusiveRange: (1, 600),
    requestValueDialog: "How many minutes did you study?")
  var minutes: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Logged \(minutes) minutes of \(subject.rawValue).")
  }
}

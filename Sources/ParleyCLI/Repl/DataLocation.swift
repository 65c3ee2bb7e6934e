import Foundation
import ParleyAssistant
import ParleyIntents

/// Where `chat` and `ask` keep the apps' data: `--data DIR`, else `$PARLEY_DATA_DIR`, else
/// `$XDG_DATA_HOME/PROGRAM` when that is an absolute path, else `~/.local/share/PROGRAM`.
///
/// ```swift
/// DataLocation.url(dataOption: nil, program: "parley", environment: ["HOME": "/home/ana"])
/// // file:///home/ana/.local/share/parley
/// ```
enum DataLocation {
  /// The options that choose the data and start it over.
  static let options: [OptionSpec] = [
    .value(
      "data", "DIR",
      "Keep the apps' data in DIR (default: $PARLEY_DATA_DIR, else $XDG_DATA_HOME/{program})."),
    .flag("fresh", "Start the apps' data over from their sample content."),
    .phraseFiles,
  ]

  /// The folder, or nil when there is no home to keep it in.
  static func url(dataOption: String?, program: String, environment: [String: String]) -> URL? {
    if let path = dataOption ?? environment["PARLEY_DATA_DIR"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return URL(fileURLWithPath: data).appendingPathComponent(program)
    }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return URL(fileURLWithPath: home).appendingPathComponent(".local/share/\(program)")
  }

  /// The catalog of the selected apps keeping their data in the folder the arguments choose,
  /// started over first with `--fresh`.
  ///
  /// - Throws: ``UsageError`` for an unknown `--app`, or when `--fresh` cannot delete the data.
  static func catalog(_ arguments: ParsedArguments, context: CommandContext) async throws -> (
    AppCatalog, AppDataDirectory?
  ) {
    let url = Self.url(
      dataOption: arguments.value("data"), program: context.console.program,
      environment: context.environment)
    let directory = url.map(AppDataDirectory.init)
    if arguments.flag("fresh"), let directory {
      do {
        try directory.reset()
      } catch {
        throw UsageError("Can't start the data in \(directory.url.path) over: \(error).")
      }
    }
    let apps = try context.selectedApps(arguments).map { $0.keepingData(in: directory) }
    let catalog = try await AppCatalog.load(
      apps, locale: arguments.value("locale"), now: try arguments.now())
    return (catalog, directory)
  }
}

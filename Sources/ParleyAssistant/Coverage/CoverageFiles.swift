import Foundation
import ParleyIntents

/// The suites and transcripts a coverage run replays, all read and checked before any runs.
///
/// ```swift
/// let files = try CoverageFiles.load(["Phrases"], catalog: catalog)
/// files.suites.map(\.file)  // ["Phrases/Brew.tests", "Phrases/Trails.tests"]
/// ```
public struct CoverageFiles: Sendable {
  /// Each suite, with its path as found.
  public var suites: [(file: String, suite: PhraseSuite)] = []
  /// Each transcript, with its path as found.
  public var transcripts: [(file: String, transcript: Transcript)] = []
  /// For each suite shared by several apps, by path as found, how many of its lines `--app`
  /// skipped because they expect an intent of an app it leaves out.
  public var skippedLines: [String: Int] = [:]

  /// Reads every suite and transcript at or under `paths` (`Phrases` when none is given)
  /// that belongs to an app in `scope` or to no app, and checks that each suite names only
  /// apps, intents and parameters `catalog` has.
  ///
  /// - Parameters:
  ///   - paths: Files and folders; none means `Phrases`.
  ///   - suites: Whether to read `*.tests` files.
  ///   - transcripts: Whether to read `*.transcript` files.
  ///   - owners: Every app's name; a file whose name starts with one belongs to it.
  ///   - scope: The apps picked (`--app`), or `nil` for all.
  ///   - catalog: The apps the suites must name.
  ///   - leftOut: The apps `--app` leaves out: lines of a shared suite that expect one of
  ///     their intents are skipped, not errors.
  /// - Throws: ``PhraseFileErrors`` with the problems of every file, not only the first
  ///   file's: a file named directly whose extension is neither `tests` nor `transcript`, a
  ///   path where no such file is, a suite with no case or a transcript with no turn (at
  ///   `file:1:1`), a suite naming what does not exist.
  public static func load(
    _ paths: [String], suites: Bool = true, transcripts: Bool = true, owners: [String] = [],
    scope: Set<String>? = nil, catalog: AppCatalog, leftOut: [ParleyApp] = []
  ) throws -> CoverageFiles {
    var files = CoverageFiles()
    var errors: [PhraseFileError] = []
    if paths.isEmpty, !FileManager.default.fileExists(atPath: "Phrases") {
      throw PhraseFileErrors([
        PhraseFileError(
          .unreadableFile,
          "no such file or directory; with no path given, the suites and transcripts are read "
            + "from Phrases/ in the current folder: name the files or folders that hold yours",
          at: SourceLocation(file: "Phrases", line: 0, column: 0))
      ])
    }
    let paths = paths.isEmpty ? ["Phrases"] : paths
    for path in paths where !isTestFile(path) {
      errors.append(
        PhraseFileError(
          .unreadableFile, "not a phrase suite (.tests) or transcript (.transcript)",
          at: SourceLocation(file: path, line: 0, column: 0)))
    }
    func collect(_ body: () throws -> Void) throws {
      do {
        try body()
      } catch let problems as PhraseFileErrors {
        errors += problems.errors
      }
    }
    let wanted = (suites ? ["tests"] : []) + (transcripts ? ["transcript"] : [])
    var urls: [URL] = []
    for path in paths {
      try collect {
        let found = try PhraseFileFinder.files(in: [path], withExtensions: wanted)
        let kinds = wanted.map { "*.\($0)" }.joined(separator: " or ")
        // A folder that only declares apps is checked as they are: their phrases.
        let declares = {
          path.hasSuffix(".phrases")
            || !((try? PhraseFileFinder.files(in: [path], withExtensions: ["phrases"])) ?? [])
              .isEmpty
        }
        if found.isEmpty, isTestFile(path), !declares() {
          errors.append(
            PhraseFileError(
              .unreadableFile, "no \(kinds) files here",
              at: SourceLocation(file: path, line: 0, column: 0)))
        }
        urls += found
      }
    }
    var skipped = 0
    for url in Set(urls).sorted(by: { $0.path < $1.path }) {
      if let scope, let owner = owner(of: url, among: owners), !scope.contains(owner) {
        skipped += 1
        continue
      }
      try collect {
        if url.pathExtension == "tests" {
          let whole = try PhraseSuite.load(contentsOf: url)
          guard !whole.cases.isEmpty else {
            errors.append(
              nothingToRun(
                .emptySuite, in: url,
                "no test cases (an empty file, or only comments and directives); "
                  + "a suite needs at least one 'utterance => expectation' line"))
            return
          }
          let suite = scoped(whole, leavingOut: leftOut, catalog: catalog)
          guard !suite.cases.isEmpty else {
            skipped += 1
            return
          }
          if suite.cases.count < whole.cases.count {
            files.skippedLines[url.relativePath] = whole.cases.count - suite.cases.count
          }
          errors += PhraseSuiteRunner(catalog: catalog).problems(in: suite)
          files.suites.append((url.relativePath, suite))
        } else {
          let whole = try Transcript.load(contentsOf: url)
          guard whole.conversations.contains(where: { !$0.turns.isEmpty }) else {
            errors.append(
              nothingToRun(
                .emptyTranscript, in: url,
                "no turns to replay (an empty file, or a recording that saved nothing); "
                  + "a transcript needs at least one '>' line"))
            return
          }
          let transcript = scoped(whole, leavingOut: leftOut)
          guard !transcript.conversations.isEmpty else {
            skipped += 1
            return
          }
          if transcript.conversations.count < whole.conversations.count {
            files.skippedLines[url.relativePath] =
              whole.conversations.count - transcript.conversations.count
          }
          files.transcripts.append((url.relativePath, transcript))
        }
      }
    }
    if errors.isEmpty, skipped > 0, files.suites.isEmpty, files.transcripts.isEmpty {
      let apps = (scope ?? []).sorted().joined(separator: ", ")
      errors.append(
        PhraseFileError(
          .unreadableFile, "no suites or transcripts for \(apps) here",
          at: SourceLocation(file: paths.joined(separator: " "), line: 0, column: 0)))
    }
    if !errors.isEmpty { throw PhraseFileErrors(errors) }
    return files
  }

  /// A suite or transcript with nothing to check, reported at its start: it must not pass.
  private static func nothingToRun(_ code: PhraseFileError.Code, in url: URL, _ message: String)
    -> PhraseFileError
  {
    PhraseFileError(code, message, at: SourceLocation(file: url.relativePath, line: 1, column: 1))
  }

  /// `transcript` without the conversations that talk to an app in `others` (see
  /// ``TranscriptConversation/apps``).
  static func scoped(_ transcript: Transcript, leavingOut others: [ParleyApp]) -> Transcript {
    let left = Set(others.map { $0.name.lowercased() })
    guard !left.isEmpty else { return transcript }
    var transcript = transcript
    transcript.conversations.removeAll { conversation in
      conversation.apps.contains { left.contains($0.lowercased()) }
    }
    return transcript
  }

  /// `suite` without the lines that expect an intent only an app in `others` has, or that are
  /// said to an app in `others` (`@focus`).
  static func scoped(_ suite: PhraseSuite, leavingOut others: [ParleyApp], catalog: AppCatalog)
    -> PhraseSuite
  {
    guard !others.isEmpty else { return suite }
    var suite = suite
    suite.cases.removeAll { suiteCase in
      // A line said to an app left out talks to that app, whatever it expects.
      if let focus = suiteCase.appInFocus, catalog.app(named: focus) == nil,
        others.contains(where: { $0.isCalled(focus) })
      {
        return true
      }
      guard case .intent(let app, let name, _) = suiteCase.expectation else { return false }
      let qualified = app.map { "\($0).\(name)" } ?? name
      guard catalog.intents(named: qualified).isEmpty else { return false }
      return others.contains { other in
        (app.map { $0.lowercased() == other.name.lowercased() } ?? true)
          && other.allIntents.contains { $0.typeName.lowercased() == name.lowercased() }
      }
    }
    return suite
  }

  /// The app a file belongs to: the one its name starts with, followed by `.`, `-` or `_`
  /// (`Trails.tests`, `Trails-speaker.transcript`), ignoring case and, for a name of several
  /// words, the spaces between them (`SoupShop.tests` belongs to Soup Shop).
  public static func owner(of url: URL, among apps: [String]) -> String? {
    let name = url.lastPathComponent.lowercased()
    return apps.first { app in
      let spaced = app.lowercased()
      return [spaced, spaced.replacingOccurrences(of: " ", with: "")].contains { prefix in
        guard name.hasPrefix(prefix) else { return false }
        let next = name.dropFirst(prefix.count).first
        return next == "." || next == "-" || next == "_"
      }
    }
  }

  /// Whether `path` is a folder, a missing path (reported by the finder), or a test file.
  private static func isTestFile(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else { return true }
    return (PhraseFileFinder.testExtensions + ["phrases"]).contains(
      URL(fileURLWithPath: path).pathExtension)
  }
}

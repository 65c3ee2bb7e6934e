import Foundation
import ParleyAssistant
import ParleyIntents
import Testing

/// Tests an app's phrases and dialogs from a developer's own `swift test`, with Swift Testing
/// or XCTest: an utterance reaches an intent with the parameter values it should (or nothing),
/// a dialog answers turn by turn as it should on each surface, an intent run directly returns
/// the value and dialog it should, and a folder of suites and transcripts passes.
///
/// Each check records its failures in the running test and returns whether it passed. A
/// failure from a suite or transcript is reported at that file's line; any other at the line
/// that called the check.
///
/// ```swift
/// import ParleyTesting
/// import Testing
/// import TrailsApp
///
/// @Test func conditionsReachTheTrail() async throws {
///   let trails = try await AppTester(Trails.app)
///   await trails.expect("get conditions for bear creek in trails",
///                       reaches: "GetTrailInfo", ["trail": "Bear Creek Trail"])
///   await trails.expectNothing("play some jazz")
///   await trails.run("Phrases")  // every *.tests and *.transcript file under Phrases/
/// }
/// ```
public struct AppTester: Sendable {
  /// The loaded apps.
  public let catalog: AppCatalog
  /// The options each conversation starts from: the clock, the surface, the lock state.
  public var options: ConversationOptions

  /// Loads `apps`.
  ///
  /// - Parameters:
  ///   - apps: The apps to test.
  ///   - now: The clock for relative dates, so checks repeat; `nil` uses the real clock.
  /// - Throws: An error from an entity query that failed while expanding phrase parameters.
  public init(_ apps: [ParleyApp], now: Date? = nil) async throws {
    catalog = try await AppCatalog.load(apps, now: now)
    options = ConversationOptions(now: now)
  }

  /// Loads `apps`; see ``init(_:now:)-(ParleyApp,Date?)``.
  public init(_ apps: ParleyApp..., now: Date? = nil) async throws {
    try await self.init(apps, now: now)
  }

  /// Checks that `utterance` reaches `intent` (`GetTrailInfo` or `Trails.GetTrailInfo`) and
  /// that each parameter named in `values` receives that value, as the conversation resolves
  /// it (an entity's title, an enum case's title, a number, an ISO 8601 date or day).
  ///
  /// - Returns: Whether it did.
  @discardableResult
  public func expect(
    _ utterance: String, reaches intent: String, _ values: KeyValuePairs<String, String> = [:],
    sourceLocation: Testing.SourceLocation = #_sourceLocation, file: StaticString = #filePath,
    line: UInt = #line
  ) async -> Bool {
    let parts = intent.split(separator: ".", maxSplits: 1).map(String.init)
    let expectation = PhraseSuiteCase.Expectation.intent(
      app: parts.count == 2 ? parts[0] : nil, name: parts.last ?? intent,
      parameters: values.map { PhraseSuiteCase.Parameter(name: $0.key, value: $0.value) })
    return await check(utterance, expectation, sourceLocation, file, line)
  }

  /// Checks that `utterance` reaches no intent.
  ///
  /// - Returns: Whether it reached none.
  @discardableResult
  public func expectNothing(
    _ utterance: String, sourceLocation: Testing.SourceLocation = #_sourceLocation,
    file: StaticString = #filePath, line: UInt = #line
  ) async -> Bool {
    await check(utterance, .nothing, sourceLocation, file, line)
  }

  private func check(
    _ utterance: String, _ expectation: PhraseSuiteCase.Expectation,
    _ sourceLocation: Testing.SourceLocation, _ file: StaticString, _ line: UInt
  ) async -> Bool {
    let location = ParleyAssistant.SourceLocation(
      file: sourceLocation.fileName, line: sourceLocation.line, column: sourceLocation.column)
    let suiteCase = PhraseSuiteCase(
      utterance: utterance, expectation: expectation, location: location)
    let runner = PhraseSuiteRunner(catalog: catalog, options: options)
    let problems = runner.problems(in: PhraseSuite(cases: [suiteCase]))
    var failures = problems.map { ParleyFailure(message: $0.message, fileLocation: nil) }
    if failures.isEmpty, let failure = await runner.run(suiteCase).failure {
      failures.append(ParleyFailure(message: "\"\(utterance)\" \(failure)", fileLocation: nil))
    }
    FailureRecorder.record(failures, at: sourceLocation, file: file, line: line)
    return failures.isEmpty
  }

  /// A new conversation to drive turn by turn, on `surface`.
  public func dialog(on surface: Surface = .display, unlocked: Bool = false) -> DialogTester {
    var options = options
    options.surface = surface
    options.isUnlocked = unlocked
    return DialogTester(conversation: Conversation(catalog: catalog, options: options))
  }

  /// Runs `intent` directly in its app, as `/Intent name=value` does, with parameter values
  /// given as text and read as answers are, on `surface`; returns the reply.
  public func invoke(
    _ intent: String, _ values: KeyValuePairs<String, String> = [:], on surface: Surface = .display
  ) async -> Reply {
    await dialog(on: surface, unlocked: true).conversation.invoke(
      intent: intent, arguments: values.map { ($0.key, $0.value) })
  }

  /// Runs `intent`'s `perform()` with the dependencies of the loaded app that declares it and
  /// returns its value and dialog.
  ///
  /// - Throws: What `perform()` throws, or ``AppTesterError`` when no loaded app declares the
  ///   intent.
  public func perform<Intent: AppIntent>(_ intent: Intent) async throws -> PerformedIntent {
    let typeName = Intent.typeName
    guard let app = catalog.intents(named: typeName).first?.app else {
      throw AppTesterError(message: "no loaded app declares \(typeName)")
    }
    let manager = app.app.makeDependencyManager(now: options.now)
    let result = try await AppDependencyManager.withCurrent(manager) {
      try await intent()
    }
    let parts = resultParts(of: result)
    return PerformedIntent(
      value: parts.value, valueText: parts.value.map(displayText(of:)),
      fullText: parts.dialog?.full.defaultValue,
      supportingText: parts.dialog?.supporting?.defaultValue)
  }

  /// Runs every phrase suite (`*.tests`) and dialog transcript (`*.transcript`) at or under
  /// `paths`, with the phrases of the `*.phrases` files there added to the apps (as
  /// `parley test` adds them), and records each failure at its file's line: a file that does
  /// not parse, a suite line naming what does not exist, a case that fails, a transcript turn
  /// answered differently.
  ///
  /// - Parameters:
  ///   - paths: Files and folders, relative to `folder`.
  ///   - folder: Where relative paths start; the working folder when `nil` (`swift test` runs
  ///     in the package's folder).
  /// - Returns: Every failure; none when all passed.
  @discardableResult
  public func run(
    _ paths: String..., in folder: URL? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation, file: StaticString = #filePath,
    line: UInt = #line
  ) async -> [ParleyFailure] {
    var failures: [ParleyFailure] = []
    let paths = paths.map { path in
      guard let folder, !path.hasPrefix("/") else { return path }
      return folder.appendingPathComponent(path).path
    }
    do {
      var catalog = catalog
      if try !PhraseFileFinder.files(in: paths, withExtensions: ["phrases"]).isEmpty {
        let apps = try AppPhraseFile.apps(catalog.apps.map(\.app), withPhrasesIn: paths)
        catalog = try await AppCatalog.load(apps, now: options.now)
      }
      let files = try CoverageFiles.load(paths, catalog: catalog)
      for (path, suite) in files.suites {
        let result = await PhraseSuiteRunner(catalog: catalog, options: options).run(
          suite, file: path)
        for failed in result.cases where !failed.passed {
          failures.append(
            ParleyFailure(
              message: "\"\(failed.suiteCase.utterance)\" \(failed.failure ?? "")",
              fileLocation: failed.suiteCase.location))
        }
      }
      let writer = TranscriptWriter()
      for (_, transcript) in files.transcripts {
        for conversation in await TranscriptRunner(catalog: catalog).run(transcript) {
          guard let turn = conversation.turns.first(where: { !$0.passed }) else { continue }
          failures.append(
            ParleyFailure(
              message: "after \"> \(turn.turn.user)\" expected\n\(writer.expected(turn.turn))"
                + "got\n\(writer.reply(turn.actual))", fileLocation: turn.turn.location))
        }
      }
    } catch let errors as PhraseFileErrors {
      failures = errors.errors.map {
        ParleyFailure(message: $0.message, fileLocation: $0.location.line > 0 ? $0.location : nil)
      }
    } catch {
      failures = [ParleyFailure(message: "\(error)", fileLocation: nil)]
    }
    FailureRecorder.record(failures, at: sourceLocation, file: file, line: line)
    return failures
  }
}

/// What an intent's `perform()` returned.
public struct PerformedIntent: @unchecked Sendable {
  /// The value, unwrapped, if any.
  public let value: Any?
  /// The value as text (an entity's title, a number), if any.
  public let valueText: String?
  /// The dialog's full text, said on a speaker.
  public let fullText: String?
  /// The dialog's supporting text, shown under a snippet, if it has one.
  public let supportingText: String?
}

/// A check that could not run.
public struct AppTesterError: Error, CustomStringConvertible {
  public let message: String
  public var description: String { message }
}

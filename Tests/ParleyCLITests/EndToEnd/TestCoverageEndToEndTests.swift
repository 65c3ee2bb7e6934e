import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `parley test` never passes what it did not check: missing files, unknown names, `--app`
/// scope, every parameter a suite line names, `--strict`, JUnit XML.
@Suite struct TestCoverageEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func anEmptyFolderIsAnError() async throws {
    try FileManager.default.createDirectory(
      at: sandbox.file("empty"), withIntermediateDirectories: true)
    let result = try await sandbox.run(["test", "empty", "--only", "suites"])
    #expect(result == ParleyResult(stdout: "", stderr: "empty: no *.tests files here\n", status: 2))
  }

  @Test func noPhrasesFolderIsAnErrorThatSaysWhereItLooked() async throws {
    let result = try await sandbox.run(["test", "--only", "transcripts"])
    #expect(
      result
        == ParleyResult(
          stdout: "",
          stderr: """
            Phrases: no such file or directory; with no path given, the suites and transcripts \
            are read from Phrases/ in the current folder: name the files or folders that hold \
            yours

            """, status: 2))
    let named = try await sandbox.run(["test", "Nowhere", "--only", "transcripts"])
    #expect(
      named == ParleyResult(stdout: "", stderr: "Nowhere: no such file or directory\n", status: 2))
  }

  @Test func unknownIntentsAppsAndParametersAreErrorsWhereTheyAreWritten() async throws {
    try sandbox.write(
      """
      open favorites in trails => OpenFavorites
      open favorites in trails => OpenFavourites
      open favorites in trails => Hiking.OpenFavorites
      get conditions for bear creek in trails => GetTrailInfo trial="Bear Creek Trail"
      what drinks does brew have => FindDrinks

      """, to: "names.tests")
    let result = try await sandbox.run(["test", "names.tests", "--only", "suites"])
    #expect(
      result
        == ParleyResult(
          stdout: "",
          stderr: """
            names.tests:2:29: unknown intent 'OpenFavourites' in Trails, Brew, Flashcards, \
            Notes, Soup Shop; did you mean 'OpenFavorites'?
            names.tests:3:29: unknown app 'Hiking'; the apps tested: Trails, Brew, Flashcards, \
            Notes, Soup Shop
            names.tests:4:57: GetTrailInfo has no parameter 'trial'; its parameters: trail
            names.tests:5:31: 'FindDrinks' is Brew's automatic action to find drinks: Shortcuts \
            runs it (here: /FindDrinks) and no request reaches it; expect an intent of the \
            app's shortcuts, or nothing

            """, status: 2))
  }

  @Test func appScopesSuitesAndTranscripts() async throws {
    try sandbox.write("order a latte => OrderCoffee\n", to: "Brew.tests")
    try sandbox.write("open favorites in trails => GetTrailInfo\n", to: "Trails.tests")
    try sandbox.write("> open favorites in trails\n< Nope.\n", to: "Trails-display.transcript")
    let result = try await sandbox.run([
      "test", ".", "--app", "Brew", "--only", "suites",
    ])
    #expect(
      result
        == ParleyResult(
          stdout:
            "./Brew.tests: 1 of 1 passed (100.0 %)\nOK\n"
        ))
    let transcripts = try await sandbox.run(["test", ".", "--app", "Brew", "--only", "transcripts"])
    #expect(
      transcripts
        == ParleyResult(
          stdout: "", stderr: ".: no suites or transcripts for Brew here\n", status: 2))
  }

  @Test func appRunsOnlyItsOwnLinesOfASharedSuite() async throws {
    try sandbox.write(
      """
      order a latte with brew => OrderCoffee
      get conditions for cedar falls in trails => Trails.GetTrailInfo
      open favorites in trails => OpenFavorites
      play some jazz => nothing
      order a latte with brew => Brew.Nonsense

      """, to: "Shared.tests")
    let scoped = try await sandbox.run([
      "test", "Shared.tests", "--app", "Brew", "--only", "suites",
    ])
    #expect(
      scoped
        == ParleyResult(
          stdout: "", stderr: "Shared.tests:5:28: unknown intent 'Brew.Nonsense' in Brew\n",
          status: 2))
    try sandbox.write(
      """
      order a latte with brew => OrderCoffee
      get conditions for cedar falls in trails => Trails.GetTrailInfo
      open favorites in trails => OpenFavorites
      play some jazz => nothing

      """, to: "Shared.tests")
    let passing = try await sandbox.run(
      ["test", "Shared.tests", "--app", "Brew", "--only", "suites"])
    #expect(
      passing
        == ParleyResult(
          stdout: "Shared.tests: 2 of 2 passed (100.0 %); 2 lines for other apps skipped\nOK\n"))
  }

  @Test func everyParameterNamedIsCheckedAsResolved() async throws {
    try sandbox.write(
      """
      order a venti coffee with brew => OrderCoffee size=Large
      order a venti coffee with brew => OrderCoffee size=Small
      order a venti coffee with brew => OrderCoffee size=Large drink="Caffè Latte"

      """, to: "order.tests")
    let result = try await sandbox.run(["test", "order.tests", "--only", "suites"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            order.tests: 1 of 3 passed (33.3 %)
              order.tests:2:1: "order a venti coffee with brew" expected size=Small, got size=Large \
            (accepted: Large, Venti, Big)
              order.tests:3:1: "order a venti coffee with brew" expected drink="Caffè Latte", got \
            no value for 'drink'
            FAILED

            """, status: 1))
  }

  @Test func aDeclaredOptionIsListedByTheTextsItIsKnownBy() async throws {
    try sandbox.write(
      """
      @app Hearth
      @enum Mode: Mode
        - Heat: heating
        - Cool
      @intent SetMode: Set Mode
        parameter mode: Mode, ask: Which mode?
        phrase: Set the mode to ${mode} in ${applicationName}
        answer: The mode is ${mode}.

      """, to: "Hearth.phrases")
    try sandbox.write(
      "set the mode to heating in hearth => SetMode mode=Cool\n", to: "Hearth.tests")
    let result = try await sandbox.run(
      ["test", "Hearth.phrases", "Hearth.tests", "--app", "Hearth", "--only", "suites"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            Hearth.tests: 0 of 1 passed (0.0 %)
              Hearth.tests:1:1: "set the mode to heating in hearth" expected mode=Cool, got \
            mode=Heat (accepted: Heat, heating)
            FAILED

            """, status: 1))
  }

  /// Beside the bundled apps, a declared app's suite measures the coverage of that app only.
  @Test func phrasesNothingExercisesAreThoseOfTheAppsUnderTest() async throws {
    try sandbox.write(
      """
      @app Hearth
      @intent LightsOn: Lights On
        phrase: Turn on the lights with ${applicationName}
        phrase: Lights on in ${applicationName}
        answer: The lights are on.

      """, to: "Hearth.phrases")
    try sandbox.write("turn on the lights with hearth => LightsOn\n", to: "Hearth.tests")
    let result = try await sandbox.run(["test", "Hearth.phrases", "Hearth.tests"])
    #expect(result.status == 0, "\(result)")
    #expect(
      result.stdout.contains(
        "warning: not exercised: Hearth LightsOn \"Lights on in ${applicationName}\"\n"))
    #expect(!result.stdout.contains("not exercised: Trails"), "\(result.stdout)")
    #expect(!result.stdout.contains("Shortcuts nothing exercises"), "\(result.stdout)")
  }

  @Test func aWrongTranscriptLineFailsTheRun() async throws {
    try sandbox.write(
      "> open favorites in trails\n< Here are your favourites.\n", to: "wrong.transcript")
    let result = try await sandbox.run(["test", "wrong.transcript", "--only", "transcripts"])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("wrong.transcript: 0 of 1 conversations replayed exactly\n"))
    #expect(result.stdout.contains("  wrong.transcript:1:1: after \"> open favorites in trails\""))
  }

  @Test func strictFailsOnPhrasesNothingExercises() async throws {
    try sandbox.write("open favorites in trails => OpenFavorites\n", to: "Trails.tests")
    let lenient = try await sandbox.run(["test", "Trails.tests", "--app", "Trails"])
    #expect(lenient.status == 0)
    #expect(
      lenient.stdout.contains(
        "warning: not exercised: Trails GetTrailInfo \"Get conditions for ${trail} in ${applicationName}\"\n"
      ))
    #expect(lenient.stdout.contains("Shortcuts nothing exercises: Trails.GetTrailInfo,"))
    let strict = try await sandbox.run(["test", "Trails.tests", "--app", "Trails", "--strict"])
    #expect(strict.status == 1)
    #expect(strict.stdout.hasSuffix("warnings (strict)\nFAILED\n"))
  }

  @Test func coverageShowsFiguresPerIntentAndConfusion() async throws {
    try sandbox.write(
      """
      open favorites in trails => OpenFavorites
      open favorites in trails => GetTrailInfo
      play some jazz => nothing

      """, to: "Trails.tests")
    let result = try await sandbox.run(["test", "Trails.tests", "--app", "Trails", "--json"])
    #expect(result.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let intents = try #require(object["intents"] as? [[String: Any]])
    let favorites = try #require(intents.first { $0["intent"] as? String == "OpenFavorites" })
    #expect(favorites["utterances"] as? Int == 1)
    #expect(favorites["precision"] as? Double == 0.5)
    #expect(favorites["recall"] as? Double == 1)
    let info = try #require(intents.first { $0["intent"] as? String == "GetTrailInfo" })
    #expect(info["recall"] as? Double == 0)
    let confusion = try #require(object["confusion"] as? [[String: Any]])
    #expect(confusion.count == 1)
    #expect(confusion.first?["expected"] as? String == "Trails.GetTrailInfo")
    #expect(confusion.first?["got"] as? String == "Trails.OpenFavorites")
    let failures = try #require(object["failures"] as? [[String: Any]])
    #expect(failures.count == 1)
    #expect(failures.first?["location"] as? String == "Trails.tests:2:1")
    #expect(failures.first?["got"] as? String == "OpenFavorites")
    #expect(failures.first?["score"] is Double)
  }

  @Test func junitHasOneCaseForEachCheck() async throws {
    try sandbox.write(
      "open favorites in trails => OpenFavorites\nopen favorites in trails => GetTrailInfo\n",
      to: "two.tests")
    try sandbox.write("> open favorites in trails\n< Wrong & <odd>.\n", to: "one.transcript")
    let result = try await sandbox.run([
      "test", "two.tests", "one.transcript", "--app", "Trails", "--junit", "report.xml",
    ])
    #expect(result.status == 1)
    let data = try Data(contentsOf: sandbox.file("report.xml"))
    let document = try XMLDocument(data: data)
    let root = try #require(document.rootElement())
    #expect(root.name == "testsuites")
    let cases = try root.nodes(forXPath: "//testcase")
    let failures = try root.nodes(forXPath: "//testcase/failure")
    #expect(cases.count == 92 + 2 + 1)
    #expect(failures.count == 2)
    #expect(root.attribute(forName: "tests")?.stringValue == "95")
    #expect(root.attribute(forName: "failures")?.stringValue == "2")
    let suites = try root.nodes(forXPath: "testsuite/@name").compactMap(\.stringValue)
    #expect(suites == ["self-check Trails", "two.tests", "one.transcript"])
  }
}

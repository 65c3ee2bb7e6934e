import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `parley test` that stops on bad files still answers CI in its format, an empty suite is no
/// pass, and enum values are written as a developer knows them.
@Suite struct TestErrorsEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: ["", "# only a comment\n", "@now 2026-11-21T09:00:00Z\n# nothing else\n"])
  func aSuiteWithoutCasesIsAnError(_ text: String) async throws {
    try sandbox.write(text, to: "empty.tests")
    let result = try await sandbox.run(["test", "empty.tests", "--only", "suites"])
    #expect(
      result
        == ParleyResult(
          stdout: "",
          stderr: "empty.tests:1:1: no test cases (an empty file, or only comments and "
            + "directives); a suite needs at least one 'utterance => expectation' line\n",
          status: 2))
  }

  @Test func jsonReportsTheErrorsThatStoppedTheRun() async throws {
    try sandbox.write(
      "open favorites in trails => OpenFavourites\n", to: "names.tests")
    try FileManager.default.createDirectory(
      at: sandbox.file("empty"), withIntermediateDirectories: true)
    let result = try await sandbox.run(["test", "names.tests", "empty", "--json"])
    #expect(result.status == 2, "\(result)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
      "\(result)")
    #expect(object["ok"] as? Bool == false)
    #expect(object["schema"] as? Int == 2)
    let errors = try #require(object["errors"] as? [[String: Any]])
    #expect(errors.count == 2)
    #expect(errors.first?["file"] as? String == "empty")
    #expect(errors.first?["line"] as? Int == 0)
    #expect(errors.first?["message"] as? String == "no *.tests or *.transcript files here")
    #expect(errors.last?["file"] as? String == "names.tests")
    #expect(errors.last?["line"] as? Int == 1)
    #expect(errors.last?["column"] as? Int == 29)
    #expect(
      (errors.last?["message"] as? String)?.hasPrefix("unknown intent 'OpenFavourites'") == true)
    #expect(result.stderr.contains("names.tests:1:29: unknown intent 'OpenFavourites'"))
  }

  @Test func junitReportsTheErrorsThatStoppedTheRun() async throws {
    try sandbox.write("", to: "empty.tests")
    let result = try await sandbox.run(["test", "empty.tests", "--junit", "out.xml"])
    #expect(result.status == 2, "\(result)")
    let document = try XMLDocument(contentsOf: sandbox.file("out.xml"))
    let root = try #require(document.rootElement())
    #expect(root.attribute(forName: "errors")?.stringValue == "1")
    let errors = try document.nodes(forXPath: "//testcase/error")
    #expect(errors.count == 1)
    #expect(
      (errors.first as? XMLElement)?.attribute(forName: "message")?.stringValue?
        .hasPrefix("empty.tests:1:1: no test cases") == true)
  }

  @Test func anEnumValueIsWrittenByItsNameTitleOrSynonym() async throws {
    try sandbox.write(
      """
      change the card order in flashcards => ChangeSetting setting=cardOrder
      change the card order in flashcards => ChangeSetting setting="card order"
      change the card order in flashcards => ChangeSetting setting=SHUFFLE
      order a venti latte with brew => OrderCoffee size=venti
      change the card order in flashcards => ChangeSetting setting=goal

      """, to: "values.tests")
    let result = try await sandbox.run(["test", "values.tests", "--only", "suites"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            values.tests: 4 of 5 passed (80.0 %)
              values.tests:5:1: "change the card order in flashcards" expected setting=goal, \
            got setting="Card Order" (accepted: "Card Order", cardOrder, Order, Shuffle)
            FAILED

            """, status: 1))
  }
}

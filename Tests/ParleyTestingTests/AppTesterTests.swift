import Foundation
import ParleyAssistant
import ParleyTesting
import Testing
import TrailsApp
import XCTest

/// The checks a developer's own `swift test` makes with ``AppTester``, passing and failing.
@Suite struct AppTesterTests {
  private static let now = Date(timeIntervalSince1970: 1_795_251_600)  // 2026-11-21T09:00:00Z

  @Test func anUtteranceReachesItsIntentWithItsValues() async throws {
    let trails = try await AppTester(Trails.app, now: Self.now)
    #expect(
      await trails.expect(
        "get conditions for bear creek in trails", reaches: "GetTrailInfo",
        ["trail": "Bear Creek Trail"]))
    #expect(await trails.expect("show me my favourite trails", reaches: "Trails.OpenFavorites"))
    #expect(await trails.expectNothing("play some jazz"))
  }

  @Test func aWrongValueFailsAtTheCallersLine() async throws {
    let trails = try await AppTester(Trails.app, now: Self.now)
    let expectedLine = #line + 2
    await withKnownIssue {
      let passed = await trails.expect(
        "get conditions for bear creek in trails", reaches: "GetTrailInfo",
        ["trail": "Cedar Falls"])
      #expect(!passed)
    } matching: { issue in
      issue.sourceLocation?.line == expectedLine
        && issue.comments.map(\.rawValue) == [
          "\"get conditions for bear creek in trails\" expected trail=\"Cedar Falls\", got "
            + "trail=\"Bear Creek Trail\""
        ]
    }
  }

  @Test func anUnknownIntentIsAFailure() async throws {
    let trails = try await AppTester(Trails.app)
    await withKnownIssue {
      await trails.expect("open favorites in trails", reaches: "OpenFavourites")
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "unknown intent 'OpenFavourites' in Trails; did you mean 'OpenFavorites'?"
      ]
    }
  }

  @Test func aDialogIsCheckedTurnByTurnOnEachSurface() async throws {
    let trails = try await AppTester(Trails.app, now: Self.now)
    let speaker = trails.dialog(on: .speaker)
    await speaker.say(
      "get trail conditions with trails",
      replies: "< Which trail?\n< Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?")
    await speaker.say(
      "alpine loop",
      replies: "< The conditions for Alpine Loop are: Open. Twenty centimetres of fresh snow, "
        + "groomed for skiing this morning.")
    let display = trails.dialog()
    await display.say(
      "get trail conditions with trails",
      replies:
        "< Which trail?\n* Bear Creek Trail\n* Cedar Falls\n* Alpine Loop\n< Or name another trail."
    )
    await display.say(
      "alpine loop",
      replies: """
        = Alpine Loop
        | Banff, Alberta
        | 15.2 km · cross-country skiing, snowshoeing, hiking
        | Open. Twenty centimetres of fresh snow, groomed for skiing this morning.
        < Here's the latest information on Alpine Loop.
        """)
  }

  @Test func aDirectRunReturnsItsDialog() async throws {
    let trails = try await AppTester(Trails.app, now: Self.now)
    let reply = await trails.invoke("GetTrailInfo", ["trail": "cedar falls"], on: .speaker)
    #expect(reply.outcome == .completed)
    #expect(reply.items.count == 1)
  }

  @Test func suiteFailuresPointAtTheSuiteLine() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("parley-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let suite = folder.appendingPathComponent("Trails.tests")
    try Data(
      """
      open favorites in trails => OpenFavorites
      open favorites in trails => GetTrailInfo

      """.utf8
    ).write(to: suite)
    try Data("> open favorites in trails\n< Nope.\n".utf8).write(
      to: folder.appendingPathComponent("Trails.transcript"))
    let trails = try await AppTester(Trails.app, now: Self.now)
    await withKnownIssue {
      let failures = await trails.run(folder.path)
      #expect(failures.count == 2)
    } matching: { issue in
      let location = issue.sourceLocation
      return (location?.fileName == "Trails.tests" && location?.line == 2)
        || (location?.fileName == "Trails.transcript" && location?.line == 1)
    }
  }
}

extension AppTesterTests {
  @Test func aSuiteRunsWithThePhrasesOfItsFolder() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("parley-testing-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("@app Trails\nOpenFavorites: Zorbify my list in ${applicationName}\n".utf8).write(
      to: folder.appendingPathComponent("Trails.phrases"))
    try Data("zorbify my list in trails => OpenFavorites\n".utf8).write(
      to: folder.appendingPathComponent("Trails.tests"))
    let trails = try await AppTester(Trails.app, now: Self.now)
    #expect(await trails.run(folder.path).isEmpty)
  }
}

/// The same checks from XCTest.
final class AppTesterXCTests: XCTestCase {
  func testAnUtteranceReachesItsIntent() async throws {
    let trails = try await AppTester(Trails.app)
    let passed = await trails.expect(
      "get conditions for cedar falls in trails", reaches: "GetTrailInfo",
      ["trail": "Cedar Falls"])
    XCTAssertTrue(passed)
  }
}

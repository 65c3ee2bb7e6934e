import Foundation
import ParleyAssistant
import ParleyTesting
import Testing
import TrailsApp

/// Checks that survive a copy edit: a dialog turn checked by what a sentence contains, a
/// pattern or a list, and an utterance checked for its intent only.
@Suite struct TolerantAssertionTests {
  private static let now = Date(timeIntervalSince1970: 1_795_251_600)  // 2026-11-21T09:00:00Z

  @Test func aSentenceCheckedByWhatItContainsAPatternOrAList() async throws {
    let trails = try await AppTester(Trails.app, now: Self.now)
    let speaker = trails.dialog(on: .speaker)
    #expect(
      await speaker.say(
        "get trail conditions with trails",
        replies: "<~ one of \"Which trail?\" | \"What trail?\"\n<~ contains cedar falls"))
    #expect(
      await speaker.say("alpine loop", replies: "<~ matches /The conditions for Alpine Loop .*/"))
  }

  @Test func aCheckThatFailsShowsItsLine() async throws {
    let trails = try await AppTester(Trails.app, now: Self.now)
    let speaker = trails.dialog(on: .speaker)
    await withKnownIssue {
      #expect(
        !(await speaker.say("get trail conditions with trails", replies: "<~ contains canyon")))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "after \"> get trail conditions with trails\" expected\n<~ contains canyon\ngot\n"
          + "< Which trail?\n< Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?\n"
          + "(the reply has 2 lines and the expected reply 1: each line of the reply is "
          + "checked by one line, a '<~' line included)\n"
      ]
    }
  }

  @Test func aReplyOfAsManyLinesNeedsNoNote() async throws {
    let trails = try await AppTester(Trails.app, now: Self.now)
    let speaker = trails.dialog(on: .speaker)
    await withKnownIssue {
      #expect(
        !(await speaker.say(
          "get trail conditions with trails", replies: "<~ contains canyon\n<~ contains ridge")))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "after \"> get trail conditions with trails\" expected\n<~ contains canyon\n"
          + "<~ contains ridge\ngot\n< Which trail?\n"
          + "< Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?\n"
      ]
    }
  }

  /// A reply of as many lines whose choices are checked by `<~` lines says why they fail.
  @Test func aSentenceCheckMetByAChoiceSaysSo() async throws {
    let trails = try await AppTester(Trails.app, now: Self.now)
    let display = trails.dialog()
    await withKnownIssue {
      #expect(
        !(await display.say(
          "get trail conditions with trails",
          replies: """
            < Which trail?
            <~ contains bear
            <~ contains cedar
            <~ contains alpine
            <~ contains another
            """)))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "after \"> get trail conditions with trails\" expected\n< Which trail?\n"
          + "<~ contains bear\n<~ contains cedar\n<~ contains alpine\n<~ contains another\n"
          + "got\n< Which trail?\n* Bear Creek Trail\n* Cedar Falls\n* Alpine Loop\n"
          + "< Or name another trail.\n"
          + "(line 2 of the reply is a choice ('* '), '* Bear Creek Trail', and its expected "
          + "line checks a sentence ('< '): a '<~' line checks a sentence only)\n"
      ]
    }
  }

  @Test func aCheckThatCannotBeReadSaysWhere() async throws {
    let trails = try await AppTester(Trails.app, now: Self.now)
    await withKnownIssue {
      #expect(!(await trails.dialog().say("hello", replies: "< Hi.\n<~ contain hi")))
    } matching: { issue in
      issue.comments.map(\.rawValue) == [
        "expected reply, line 2, column 4: unknown check 'contain'; a '<~' line checks "
          + "'contains', 'matches', 'one of' or 'key'"
      ]
    }
  }

  @Test func anUtteranceCheckedForItsIntentOnly() async throws {
    let trails = try await AppTester(Trails.app, now: Self.now)
    // The request fills the trail; naming no value checks the intent alone.
    #expect(await trails.expect("get conditions for bear creek in trails", reaches: "GetTrailInfo"))
  }
}

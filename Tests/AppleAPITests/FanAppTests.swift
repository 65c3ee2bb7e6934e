import ParleyAssistant
import Testing

@testable import ParleyIntents

/// An enum case the display table leaves out is not offered, and a summary shows a default.
@Suite struct FanAppTests {
  @Test func anOutlineShowsADefaultValue() {
    #expect(RunFan().summaryOutline == "Run the fan at [Speed] for 30 minutes")
  }

  @Test func aCaseMissingFromTheTableIsNotOffered() async throws {
    let values = try await FanShortcuts.updateAppShortcutParameterValues()
    #expect(
      FanShortcuts.expandedPhrases(appName: "Fan", values: values) == [
        "Run Fan at Low", "Run Fan at Medium", "Run Fan at High", "Run Fan at Full",
      ])
    let conversation = Conversation(catalog: try await AppCatalog.load([Fan.app]))
    let question = await conversation.respond(to: "run fan")
    #expect(question.items.contains(.choices(["Low", "Medium", "High"])))
  }

  @Test func phrasesWithAParameterWaitForTheAppsUpdateAsOnADevice() async throws {
    let waiting =
      "FanShortcuts, phrase \"Run ${applicationName} at ${speed}\": On a device, phrases with "
      + "a parameter do nothing until the app calls "
      + "FanShortcuts.updateAppShortcutParameters(); call it at launch (in the ParleyApp's "
      + "dependencies:) and whenever their values change. [rule: parameter-update]"
    let before = PhraseSelfCheck(catalog: try await AppCatalog.load([Fan.app]))
    #expect(before.ruleWarnings.contains(waiting))
    FanShortcuts.updateAppShortcutParameters()
    let after = PhraseSelfCheck(catalog: try await AppCatalog.load([Fan.app]))
    #expect(!after.ruleWarnings.contains(waiting))
  }

  /// A title that counts minutes ("Number of Minutes") takes an amount of time in any unit, as
  /// "Minutes" does: minutes counted are still minutes.
  @Test(arguments: [("2 hours", 120), ("half an hour", 30), ("45", 45)])
  func aCountOfMinutesTakesAnyUnitOfTime(said: String, minutes: Int) async throws {
    let conversation = Conversation(catalog: try await AppCatalog.load([Fan.app]))
    let reply = await conversation.invoke(intent: "SleepFan", arguments: [("minutes", said)])
    #expect(reply.items == [.dialog("The fan switches off in \(minutes) minutes.")])
  }

  @Test func aCaseMissingFromTheTableIsWarnedAbout() async throws {
    let check = PhraseSelfCheck(catalog: try await AppCatalog.load([Fan.app]))
    #expect(
      check.ruleWarnings.contains(
        "FanShortcuts: FanSpeed.turbo has no entry in FanSpeed.caseDisplayRepresentations; the "
          + "system never offers it and no one can name it. [rule: case-display-representations]"
      ))
  }
}

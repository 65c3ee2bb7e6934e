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
}

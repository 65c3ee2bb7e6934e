import ParleyIntents
import Testing

@testable import ParleyAssistant

private struct BakeCookies: AppIntent {
  static let title: LocalizedStringResource = "Bake Cookies"

  @Parameter(title: "Batches", default: 1)
  var batches: Int

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "Baking \(batches) × 12 cookies.")
  }
}

private struct OvenShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: BakeCookies(), phrases: ["Bake cookies with \(.applicationName)"])
  }
}

/// A follow-up may name the value's parameter by its title, in the singular or the plural as
/// English makes them ("one batch" of "Batches").
@Suite struct ConversationFollowUpTitleTests {
  @Test(arguments: Surface.allCases)
  func aTitleSaidInTheSingularGoesWithItsValue(on surface: Surface) async throws {
    let oven = ParleyApp(name: "Oven", shortcuts: OvenShortcuts.self)
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([oven]), surface)
    let replies = await conversation.replies(to: [
      "bake cookies with oven", "make that 3 batches", "and one batch",
    ])
    #expect(dialogs(replies[0]) == ["Baking 1 × 12 cookies."])
    #expect(dialogs(replies[1]) == ["Baking 3 × 12 cookies."])
    #expect(dialogs(replies[2]) == ["Baking 1 × 12 cookies."])
    #expect(conversation.lastFollowUp?.intent == "BakeCookies")
  }
}

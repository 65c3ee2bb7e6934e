import Foundation
import ParleyAssistant
import ParleyIntents
import Testing

/// "it" in a request right after another of the same app stands for what that request was
/// about, where the new request's intent takes a value of its type and none is said.
@Suite struct ConversationPronounTests {
  @Test(arguments: Surface.allCases)
  func itIsWhatTheRequestJustPerformedWasAbout(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let replies = await conversation.replies(to: [
      "get conditions for cedar falls in trails", "open it in trails",
    ])
    #expect(replies[1].outcome == .completed)
    #expect(dialogs(replies[1]).contains { $0.contains("Cedar Falls in Trails") })
  }

  @Test(arguments: Surface.allCases)
  func withNothingBeforeItItIsAskedFor(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let reply = await conversation.respond(to: "open it in trails")
    #expect(reply.awaitsAnswer)
  }

  /// The words of the name "it" stands for were never said, so none is said to be left out.
  @Test(arguments: Surface.allCases)
  func noWordOfWhatItStandsForIsLeftOut(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let replies = await conversation.replies(to: [
      "order a small latte with brew", "yes", "is it ready yet?",
    ])
    #expect(replies[2].outcome == .completed)
    #expect(
      dialogs(replies[2]) == ["Your small Caffè Latte is being made and will be ready at 9:05 AM."])
  }

  @Test(arguments: Surface.allCases)
  func aValueSaidIsNoPronoun(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let replies = await conversation.replies(to: [
      "get conditions for cedar falls in trails", "open bear creek in trails",
    ])
    #expect(dialogs(replies[1]).contains { $0.contains("Bear Creek Trail in Trails") })
  }
}

/// Rooms whose lights an app switches: a parameter of an enumeration, not an entity.
private enum LampRoom: String, AppEnum {
  case kitchen, porch
  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
  static var caseDisplayRepresentations: [LampRoom: DisplayRepresentation] = [
    .kitchen: "Kitchen", .porch: "Porch",
  ]
}

private struct LightsOn: AppIntent {
  static let title: LocalizedStringResource = "Lights On"
  @Parameter(title: "Room") var room: LampRoom
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "The \(room.rawValue) lights are on.")
  }
}

private struct LightsOff: AppIntent {
  static let title: LocalizedStringResource = "Lights Off"
  @Parameter(title: "Room") var room: LampRoom
  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "The \(room.rawValue) lights are off.")
  }
}

private struct LampShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(
      intent: LightsOn(), phrases: ["Turn on the \(\.$room) lights with \(.applicationName)"])
    AppShortcut(
      intent: LightsOff(), phrases: ["Turn off the \(\.$room) lights with \(.applicationName)"])
  }
}

extension ConversationPronounTests {
  /// "them" stands for a case of an enumeration too, and is no option the app lacks.
  @Test(arguments: Surface.allCases)
  func themIsTheRoomJustSwitched(on surface: Surface) async throws {
    let lamps = ParleyApp(name: "Lamps", shortcuts: LampShortcuts.self)
    let conversation = ConversationTesting.conversation(
      over: try await AppCatalog.load([lamps]), surface)
    let replies = await conversation.replies(to: [
      "turn on the porch lights with lamps", "turn them off with lamps",
    ])
    #expect(dialogs(replies[1]) == ["The porch lights are off."])
  }
}

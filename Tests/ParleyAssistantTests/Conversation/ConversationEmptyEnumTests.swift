import Foundation
import ParleyIntents
import Testing

@testable import ParleyAssistant

/// An enum whose `caseDisplayRepresentations` lists no case offers nothing to answer with: a
/// request that needs one of its values ends saying so rather than asking a question no answer
/// can satisfy.
@Suite struct ConversationEmptyEnumTests {
  static func conversation(_ surface: Surface) async throws -> Conversation {
    let catalog = try await AppCatalog.load([Probe.app])
    return ConversationTesting.conversation(over: catalog, surface)
  }

  @Test(arguments: Surface.allCases)
  func aRequestNeedingAValueOfAnEmptyEnumEndsSayingThereIsNone(on surface: Surface) async throws {
    let conversation = try await Self.conversation(surface)
    #expect(
      await conversation.respond(to: "set the probe mode with probe")
        == ends(.failed, .dialog("Sorry, Probe has no modes to choose from.")))
    #expect(
      await conversation.respond(to: "/SetProbeMode")
        == ends(.failed, .dialog("Sorry, Probe has no modes to choose from.")))
  }

  @Test func aValueNamedForAnEmptyEnumIsRefusedWithoutAnEmptyList() async throws {
    let conversation = try await Self.conversation(.speaker)
    let reply = await conversation.respond(to: "/SetProbeMode mode=turbo")
    #expect(reply.outcome == .failed)
    #expect(!reply.items.contains { "\($0)".contains("It can be") })
    #expect(reply.items.last == .dialog("Sorry, Probe has no modes to choose from."))
  }
}

/// A test app whose mode enum lists no case.
enum Probe {
  static let app = ParleyApp(name: "Probe", shortcuts: ProbeShortcuts.self, intents: [])
}

struct ProbeShortcuts: AppShortcutsProvider {
  static var appShortcuts: [AppShortcut] {
    AppShortcut(intent: SetProbeMode(), phrases: ["Set the probe mode with \(.applicationName)"])
  }
}

enum ProbeMode: String, AppEnum {
  case turbo
  static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
  static var caseDisplayRepresentations: [ProbeMode: DisplayRepresentation] { [:] }
}

struct SetProbeMode: AppIntent {
  static let title: LocalizedStringResource = "Set Probe Mode"
  @Parameter(title: "Mode") var mode: ProbeMode

  func perform() async throws -> some IntentResult & ProvidesDialog {
    .result(dialog: "The probe is in \(mode.rawValue) mode.")
  }
}

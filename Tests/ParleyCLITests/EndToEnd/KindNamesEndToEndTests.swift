import Foundation
import Testing

/// A name said with its kind word is a name, even one the app does not suggest: through
/// `parley match` and `chat`, on a display and on a speaker.
@Suite struct KindNamesEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: ["open mist trail in trails", "open mist trail with trails"])
  func aTrailTheAppDoesNotSuggestIsOpened(utterance: String) async throws {
    let match = try await sandbox.run(["match", utterance])
    let lines = match.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("1. Trails OpenTrail ") == true)
    #expect(lines.contains("   target = mist trail (from \"mist trail\")"))
    let display = try await sandbox.chat(utterance)
    #expect(display.stdout == "› \(utterance)\nOpening Mist Trail in Trails…\n")
    let speaker = try await sandbox.chat(utterance, arguments: ["chat", "--speaker"])
    #expect(
      speaker.stdout == ParleyResult.lines("To open Mist Trail in Trails, continue on your iPhone.")
    )
  }
}

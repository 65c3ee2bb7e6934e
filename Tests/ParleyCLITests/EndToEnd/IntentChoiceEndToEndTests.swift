import Foundation
import Testing

/// A request two intents explain about equally well asks which was meant, naming only the
/// intents as likely as the best, on a display and on a speaker.
@Suite struct IntentChoiceEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: [["chat"], ["chat", "--speaker"]])
  func onlyTheIntentsAsLikelyAsTheBestAreOffered(surface: [String]) async throws {
    let chat = try await sandbox.chat(
      "write a note called shopping list in notes", "cancel", arguments: surface)
    #expect(chat.stdout.contains("Did you mean Create Note or List Notes?\n"))
    #expect(!chat.stdout.contains("Delete Note"))
  }
}

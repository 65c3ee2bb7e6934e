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
    // A price asked of a soup says Soup Shop's soup order and its menu about equally, and
    // paying for orders far less.
    let chat = try await sandbox.chat(
      "how much is a bowl of tomato soup at soup shop", "cancel", arguments: surface)
    #expect(chat.stdout.contains("Did you mean Order Soup or Show Menu?\n"), "\(chat)")
    #expect(!chat.stdout.contains("Pay for Orders"), "\(chat)")
  }
}

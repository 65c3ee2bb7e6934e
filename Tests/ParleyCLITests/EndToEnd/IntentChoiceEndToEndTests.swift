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
    // "coffee" says Brew's coffee order and its stronger coffee about equally, and the
    // reorder of the last coffee less.
    let chat = try await sandbox.chat("coffee with brew", "cancel", arguments: surface)
    #expect(chat.stdout.contains("Did you mean Order Coffee or Add Extra Shot?\n"))
    #expect(!chat.stdout.contains("Reorder Last Order"))
  }
}

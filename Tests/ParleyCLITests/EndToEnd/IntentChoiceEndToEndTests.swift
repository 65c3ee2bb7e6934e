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
    // reorder of the last coffee less. Which intents tie is the hand-set rules' reading; the
    // model reads "coffee" as the coffee order and asks which drink.
    let chat = try await sandbox.chat(
      "coffee with brew", "cancel", arguments: surface + ["--scoring", "rules"])
    let model = try await sandbox.chat("coffee with brew", "cancel", arguments: surface)
    #expect(model.stdout.contains("What would you like to drink?"), "\(model)")
    #expect(chat.stdout.contains("Did you mean Order Coffee or Add Extra Shot?\n"))
    #expect(!chat.stdout.contains("Reorder Last Order"))
  }
}

import ParleyAssistant
import ParleyIntents
import Testing

/// The common types, written as Apple's documentation writes them, asked for and answered.
@Suite struct MessagesAppTests {
  private func conversation(_ surface: Surface = .display) async throws -> Conversation {
    Conversation(
      catalog: try await AppCatalog.load([Messages.app]),
      options: ConversationOptions(surface: surface))
  }

  @Test func aPersonIsPickedByHandleOrName() async throws {
    let conversation = try await conversation()
    let question = await conversation.respond(to: "send a chat with chatter")
    #expect(question.items == [.dialog("Who to?"), .choices(["Noor Haddad", "Me"])])
    #expect(dialog(await conversation.respond(to: "@noor")) == ["Chatting with Noor Haddad."])
    _ = await conversation.respond(to: "send a chat with chatter")
    #expect(dialog(await conversation.respond(to: "+1 555 0100")) == ["Chatting with Me."])
  }

  @Test func aPaymentMethodIsTakenByItsKind() async throws {
    let conversation = try await conversation(.speaker)
    let question = await conversation.respond(to: "split the bill with chatter")
    #expect(dialog(question) == ["Pay from which account?", "Apple Pay or Joint?"])
    #expect(
      dialog(await conversation.respond(to: "checking account"))
        == ["Split with Joint, a checking account."])
  }

  @Test func aChoiceWithoutDialogAsksWhichOne() async throws {
    let conversation = try await conversation()
    let question = await conversation.respond(to: "leave the group in chatter")
    #expect(question.items.last == .choices(["Mute instead", "Leave", "Cancel"]))
    #expect(dialog(await conversation.respond(to: "leave")) == ["You left the group."])
  }

  @Test func aFileOfAKindNotTakenIsRefused() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/SendPhoto")) == ["Which photo? Give me its path."])
    let refused = await conversation.respond(to: "Package.swift")
    #expect(dialog(refused).first == "Sorry, the photo has to be an image.")
  }
}

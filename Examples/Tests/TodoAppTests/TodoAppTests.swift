import ParleyAssistant
import Testing
import TodoApp

/// The to-do app through Parley's conversation engine, as a developer tests their own app.
@Suite struct TodoAppTests {
  private func conversation() async throws -> Conversation {
    Conversation(catalog: try await AppCatalog.load([Todos.app]))
  }

  private func dialog(_ reply: Reply) -> [String] {
    reply.items.compactMap { if case .dialog(let text) = $0 { text } else { nil } }
  }

  @Test func aCompletedToDoLeavesTheList() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "mark buy milk as done in todos"))
        == ["Marked “Buy milk” as done."])
    #expect(
      dialog(await conversation.respond(to: "show my todos"))
        == ["To do: Call the plumber; Water the plants."])
  }

  @Test func aConfirmedDeleteDeletes() async throws {
    let conversation = try await conversation()
    _ = await conversation.respond(to: "delete buy milk from todos")
    #expect(dialog(await conversation.respond(to: "yes")) == ["Deleted “Buy milk”."])
    #expect(
      dialog(await conversation.respond(to: "show my todos"))
        == ["To do: Call the plumber; Water the plants."])
  }

  @Test func theListIsSentToTheNameSaid() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "share my list with todos"))
        == ["Who should get your list?"])
    #expect(dialog(await conversation.respond(to: "ana lopez")) == ["Sent 3 to-dos to Ana Lopez."])
  }

  @Test func anIntentWithoutAPhraseRunsDirectly() async throws {
    let conversation = try await conversation()
    let reply = await conversation.respond(to: "/RenameTodo todo=\"milk\" title=\"Buy oat milk\"")
    #expect(dialog(reply) == ["Renamed “Buy milk” to “Buy oat milk”."])
  }

  @Test func theFindActionListsToDosByTheirProperties() async throws {
    let conversation = try await conversation()
    _ = await conversation.respond(to: "mark buy milk as done in todos")
    #expect(
      dialog(
        await conversation.respond(to: "/FindToDos isDone=false sortBy=title order=descending"))
        == ["Found 2 to-dos: Water the plants and Call the plumber."])
  }
}

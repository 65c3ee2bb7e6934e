import BrewApp
import NotesApp
import ParleyAssistant
import Testing
import TrailsApp

/// `requestsSaid(in:)` reads a line as `respond(to:)` takes it, and runs nothing: the requests
/// it says one after another, and the clauses it leaves out as requests of their own that no
/// app does.
@Suite struct ConversationRequestsSaidTests {
  private func conversation() async throws -> Conversation {
    ConversationTesting.conversation(
      over: try await AppCatalog.load([Trails.app, Brew.app, Notes.app]), .display)
  }

  @Test func aLineOfTwoRequestsIsReadAsTwo() async throws {
    let said = try await conversation().requestsSaid(
      in: "reorder my last coffee with brew and get conditions for bear creek")
    #expect(said.requests == ["reorder my last coffee with brew", "get conditions for bear creek"])
    #expect(said.isSeveral)
    #expect(said.leftOut.isEmpty)
  }

  @Test func aClauseNoAppDoesIsLeftOut() async throws {
    let line = "create a note called dentist in notes and set an alarm for 8"
    let conversation = try await conversation()
    let said = await conversation.requestsSaid(in: line)
    #expect(said.requests == [line])
    #expect(said.leftOut.map(\.said) == ["set an alarm for 8"])
    #expect(said.leftOut.map { String(line[$0.range]) } == ["set an alarm for 8"])
    // Nothing was run: the next line is a request of its own.
    let reply = await conversation.respond(to: line)
    #expect(
      dialogs(reply).first == "None of your apps does “set an alarm for 8”, so I've left it out.")
  }

  @Test func oneRequestIsItself() async throws {
    let said = try await conversation().requestsSaid(in: "get conditions for bear creek")
    #expect(said == RequestsSaid(requests: ["get conditions for bear creek"]))
  }
}

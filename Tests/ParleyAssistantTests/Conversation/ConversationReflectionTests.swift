import Foundation
import ParleyAssistant
import Testing

/// A failed expectation reflects the values it mentions: a conversation, its catalog and its
/// phrase index reflect as a few plain values, so that such a failure is reported at once
/// rather than after minutes spent reflecting every table and app they hold.
@Suite struct ConversationReflectionTests {
  @Test func aConversationAndItsCatalogReflectAsAFewPlainValues() async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.display)
    _ = await conversation.respond(to: "order a latte with brew")
    for subject in [conversation, conversation.catalog, conversation.catalog.index] as [Any] {
      let mirror = Mirror(reflecting: subject)
      #expect(mirror.children.count <= 2, "\(type(of: subject))")
    }
    let said = Mirror(reflecting: conversation).children.map { "\($0.label ?? ""): \($0.value)" }
    #expect(said == ["surface: display", "isAwaitingAnswer: true"])
    let apps = Mirror(reflecting: conversation.catalog).children.map { "\($0.value)" }
    #expect(apps == [#"["Trails", "Brew"]"#])
  }
}

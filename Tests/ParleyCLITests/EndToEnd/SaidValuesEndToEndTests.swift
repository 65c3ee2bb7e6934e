import Foundation
import Testing

/// What a request says is used or said to be left out, never dropped without a word.
@Suite struct SaidValuesEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func anArticleCountsOneOfWhatACountNames() async throws {
    let order = try await sandbox.run(
      ["ask", "order a large latte with an extra shot from brew", "--now", "2026-11-21T09:00:00Z"],
      input: "no\n")
    #expect(order.stdout.contains("Order a large Caffè Latte with an extra shot for $6.25?\n"))
    let added = try await sandbox.chat(
      "order a large latte with brew", "yes", "add an extra shot in brew")
    #expect(added.stdout.contains("Added an extra shot to your large Caffè Latte."))
    #expect(!added.stdout.contains("How many extra shots?"))
  }

  @Test func aFurtherItemNoValueNamesIsSaidToBeUnknown() async throws {
    for surface in [["chat"], ["chat", "--speaker"]] {
      let chat = try await sandbox.chat(
        "order two large lattes and a muffin with brew", "no", arguments: surface)
      #expect(
        chat.stdout.contains(
          "I couldn't find a drink called “muffin”, so I've left it out.\n"
            + "Order 2 large Caffè Lattes for $11.00?"))
    }
    let several = try await sandbox.chat(
      "order a large latte and a scone and a flat white with brew", "no")
    #expect(
      several.stdout.contains(
        "I can only take one drink at a time, so I've left out “a flat white”."))
    #expect(several.stdout.contains("I couldn't find a drink called “scone”, so I've left it out."))
  }
}

import Testing

/// Items, list positions and questions about what was just done, piped into `parley chat` on
/// a speaker and on a display: items run in the order said, a listed note is read by its
/// position after any verb that shows it, a question Soup Shop can't answer is said so, and a
/// shot added while the size is asked is said as counted.
@Suite struct ItemsInOrderEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func itemsRunInTheOrderSaidOnASpeaker() async throws {
    let chat = try await sandbox.chat(
      "get conditions for bear creek and cedar falls", "order a mocha and a latte with brew",
      "large", "cancel", arguments: ["chat", "--speaker"])
    #expect(
      chat
        == ParleyResult(
          stdout: """
            I'll do “cedar falls” after this one.
            The conditions for Bear Creek Trail are: Open. The trail is dry and firm, with light traffic.
            The conditions for Cedar Falls are: Open. Muddy near the falls after last night's rain.
            I'll do “latte” after this one.
            What size?
            Small, Medium, or Large?
            Now for “latte”.
            What size?
            Small, Medium, or Large?
            Okay, cancelled.

            """))
  }

  @Test func aListedNoteIsReadByItsPositionOnADisplay() async throws {
    let chat = try await sandbox.chat("list my notes in notes", "read me the first one")
    #expect(chat.stdout.hasSuffix("Here's your note.\n"), "\(chat)")
    #expect(chat.stdout.contains("╭─ Trip to Lisbon "), "\(chat)")
  }

  @Test func aQuestionTheAppCantAnswerAndAShotAddedOnBothSurfaces() async throws {
    for (surface, cant) in [
      (["chat", "--speaker"], "Sorry, Soup Shop can't help with that.\n"),
      (
        ["chat"],
        "Sorry, Soup Shop can't help with “is my soup ready?”. Type :phrases Soup\nShop to see what it can do.\n"
      ),
    ] {
      let soup = try await sandbox.chat(
        "order a cup of minestrone from soup shop", "yes", "is my soup ready?",
        arguments: surface + ["--fresh"])
      #expect(soup.stdout.hasSuffix(cant), "\(soup)")
      #expect(!soup.stdout.contains("unlock"), "\(soup)")
      let shot = try await sandbox.chat(
        "order a latte with brew", "add an extra shot", "cancel", arguments: surface)
      #expect(shot.stdout.contains("Okay, 1 extra shot.\n"), "\(shot)")
    }
  }
}

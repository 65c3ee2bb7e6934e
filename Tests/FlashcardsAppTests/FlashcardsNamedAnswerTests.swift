import ParleyAssistant
import ParleyIntents
import ParleyTesting
import Testing

@testable import FlashcardsApp

/// An answer that names the values it gives: each is taken, and only what is still missing is
/// asked.
@Suite struct FlashcardsNamedAnswerTests {
  @Test(arguments: [
    "the front is mitochondria, back is powerhouse of the cell",
    "question: mitochondria; answer: powerhouse of the cell",
    "the question is mitochondria and the answer is powerhouse of the cell",
  ])
  func theFrontAndTheBackSaidInOneAnswerAreBothTaken(answer: String) async throws {
    let dialog = try await AppTester(Flashcards.app).dialog(on: .speaker)
    await dialog.say(
      "add a card to biology in flashcards",
      replies: "< What's the question on the front of the card?")
    await dialog.say(answer, replies: "< Created the card “mitochondria” in Biology.")
  }

  @Test func theFrontNamedAloneIsTheFrontAndTheBackIsAsked() async throws {
    let dialog = try await AppTester(Flashcards.app).dialog(on: .speaker)
    _ = await dialog.say("add a card to biology in flashcards")
    await dialog.say(
      "the front is mitochondria",
      replies: """
        < Okay, the question is mitochondria.
        < What's the answer on the back?
        """)
    await dialog.say(
      "powerhouse of the cell", replies: "< Created the card “mitochondria” in Biology.")
  }

  @Test func aFrontThatOnlySaysAWordOfTheBackIsTheFront() async throws {
    let dialog = try await AppTester(Flashcards.app).dialog(on: .speaker)
    _ = await dialog.say("add a card to biology in flashcards")
    await dialog.say(
      "the back of the knee is called what", replies: "< What's the answer on the back?")
  }
}

import Testing

/// Lines piped into `parley chat` that are about what was just asked, done or left: a value of
/// another parameter asked about while a place is asked, "what did I order?" after an order
/// was declined, a note named by "call it", a request to show cards and one to reset another
/// folder in one line with the app named once, and "how many cards is that" right after the
/// cards were shown. On a display and on a speaker.
@Suite struct LinesAboutWhatWasDoneEndToEndTests {
  private static let lines = [
    "where can i go snowshoeing with trails", "what about cross country skiing", "boulder",
    "i'll have a latte from brew", "small", "no", "what did i order?", "write a note in notes",
    "call it dentist", "it says call mom",
    "get cards from spanish and reset my biology cards in flashcards", "yes",
    "what's in biology in flashcards", "how many cards is that",
  ]

  @Test func linesAboutWhatWasDoneOnADisplay() async throws {
    let result = try await Sandbox().chat(lines: Self.lines, arguments: ["chat"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            › where can i go snowshoeing with trails
            Where would you like to go?
            › what about cross country skiing
            Okay, the activity is Cross-Country Skiing.
            Where would you like to go?
            › boulder
            There are no cross-country skiing trails near Boulder, Colorado.
            › i'll have a latte from brew
            What size?
              1. Small
              2. Medium
              3. Large
            › small
            Order a small Caffè Latte for $4.50?
            › no
            Okay, cancelled.
            › what did i order?
            You haven't ordered anything yet.
            › write a note in notes
            What should the note be called?
            › call it dentist
            What should it say?
            › it says call mom
            ╭─ dentist ─╮
            │ call mom  │
            │ Personal  │
            ╰───────────╯
              1. Edit   2. Delete   3. Pin
            Created the note “dentist” in Personal.
            › get cards from spanish and reset my biology cards in flashcards
            ╭─ Spanish ──────────────────╮
            │ thank you → gracias        │
            │ good morning → buenos días │
            │ good night → buenas noches │
            ╰────────────────────────────╯
            Here are the cards in Spanish.
            Reset the card in Biology?
            › yes
            Reset 1 card.
            Opening Biology in Flashcards…
            › what's in biology in flashcards
            ╭─ Biology ─────────────────────────────────────╮
            │ the powerhouse of the cell → the mitochondria │
            ╰───────────────────────────────────────────────╯
            Here are the cards in Biology.
            › how many cards is that
            ╭─ Biology ─────────────────────────────────────╮
            │ the powerhouse of the cell → the mitochondria │
            ╰───────────────────────────────────────────────╯
            Here are the cards in Biology.

            """))
  }

  @Test func linesAboutWhatWasDoneOnASpeaker() async throws {
    let result = try await Sandbox().chat(lines: Self.lines, arguments: ["chat", "--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: ParleyResult.lines(
            "Where would you like to go?",
            "Okay, the activity is Cross-Country Skiing.",
            "Where would you like to go?",
            "There are no cross-country skiing trails near Boulder, Colorado.",
            "What size?",
            "Small, Medium, or Large?",
            "Order a small Caffè Latte for $4.50?",
            "Okay, cancelled.",
            "You haven't ordered anything yet.",
            "What should the note be called?",
            "What should it say?",
            "Created the note “dentist” in Personal.",
            "Spanish has 3 cards: thank you, good morning, good night.",
            "Reset the card in Biology?",
            "Reset 1 card.",
            "Biology has 1 card: the powerhouse of the cell.",
            "Biology has 1 card: the powerhouse of the cell."
          )))
  }
}

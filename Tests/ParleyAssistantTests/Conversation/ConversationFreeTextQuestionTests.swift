import FlashcardsApp
import NotesApp
import ParleyAssistant
import SoupShopApp
import Testing
import TrailsApp

/// A question that takes any text never takes a line that is clearly something else: a
/// question about another value of the request is answered and the question asked again, a
/// value of another parameter asked about ("what about cross country skiing") changes it, a
/// question no app answers is said to be one. The words that say what an answer is ("call
/// it", "it says") are no part of it. On both surfaces.
@Suite struct ConversationFreeTextQuestionTests {
  private static let runs = Surface.allCases
  private static let apps = [Trails.app, Flashcards.app, Notes.app]

  /// "what activities are there?" while Trails asks where to go lists the activities and
  /// asks again; the activity named next is the activity, and the place is still asked.
  @Test(arguments: runs)
  func aQuestionAboutAnotherValueIsAnsweredNotTakenAsThePlace(
    on surface: Surface
  ) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    _ = await conversation.respond(to: "suggest trails in trails")
    let listed = await conversation.respond(to: "hmm what activities are there?")
    #expect(dialogs(listed).first?.hasPrefix("Trails has these activities: Biking") == true)
    #expect(dialogs(listed).last == "Where would you like to go?", "\(listed)")
    let picked = await conversation.respond(to: "horseback riding")
    #expect(
      dialogs(picked) == ["Okay, the activity is Equestrian.", "Where would you like to go?"])
    let found = await conversation.respond(to: "boulder")
    #expect(
      dialogs(found).contains {
        $0.contains("equestrian trail") && $0.contains("near Boulder, Colorado")
      },
      "\(found)")
  }

  /// A question said without its question mark is no place either: "what did i just remove"
  /// while Trails asks where to go is said to be a question and the place asked again, and the
  /// place named next is the place.
  @Test(arguments: runs)
  func aQuestionWithoutItsMarkIsNoPlace(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    _ = await conversation.respond(to: "suggest hiking trails in trails")
    let asked = await conversation.respond(to: "what did i just remove")
    #expect(dialogs(asked).last == "Where would you like to go?", "\(asked)")
    #expect(!dialogs(asked).contains { $0.contains("couldn't find") }, "\(asked)")
    #expect(asked.awaitsAnswer)
    let found = await conversation.respond(to: "boulder")
    #expect("\(found)".contains("near Boulder, Colorado"), "\(found)")
  }

  /// "what about cross country skiing" while the place waits changes the activity.
  @Test(arguments: runs)
  func aValueAskedAboutChangesItNotThePlace(on surface: Surface)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    _ = await conversation.respond(to: "where can i go snowshoeing with trails")
    let changed = await conversation.respond(to: "what about cross country skiing")
    #expect(
      dialogs(changed) == [
        "Okay, the activity is Cross-Country Skiing.", "Where would you like to go?",
      ])
    let found = await conversation.respond(to: "boulder")
    #expect(
      dialogs(found) == ["There are no cross-country skiing trails near Boulder, Colorado."])
  }

  /// A question asked as one ("?") is no title for a note, but it is what a note may say.
  @Test(arguments: runs)
  func aQuestionNoAppAnswersIsNoTitle(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(
      over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "create a note in notes", "what time is it?", "gym bag", "did i pack the charger?",
    ])
    #expect(
      dialogs(replies[1]) == [
        "Sorry, Notes can't tell you that.", "What should the note be called?",
      ])
    #expect(dialogs(replies[3]).last == "Created the note “gym bag” in Personal.")
    let read = await conversation.respond(to: "show my gym bag note in notes")
    #expect("\(read)".contains("did i pack the charger?"), "\(read)")
  }

  /// The words that say what the answer is are no part of it: "call it dentist" names the
  /// note "dentist", "it says …" says what follows. "and another one saying call mom" right
  /// after is a new note that says "call mom": its title is its own, asked again.
  @Test(arguments: runs)
  func theWordsThatSayWhatTheAnswerIsAreNoPartOfIt(on surface: Surface)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(
      over: Self.apps, surface)
    let replies = await conversation.replies(to: [
      "write a note in notes", "call it dentist", "it says appointment at 3",
      "and another one saying call mom", "shopping",
    ])
    #expect(dialogs(replies[1]) == ["What should it say?"])
    #expect(dialogs(replies[2]).last == "Created the note “dentist” in Personal.")
    #expect(dialogs(replies[3]) == ["What should the note be called?"], "\(replies[3])")
    #expect(dialogs(replies[4]).last == "Created the note “shopping” in Personal.")
    for (title, text) in [("dentist", "appointment at 3"), ("shopping", "call mom")] {
      let read = "\(await conversation.respond(to: "show my \(title) note in notes"))"
      #expect(read.contains(text) && !read.contains("it says"), "\(read)")
    }
  }

  /// A name said with the words that answer the title's question, while the text is asked,
  /// corrects the title and asks for the text again, and "it says …" at the title's question
  /// gives the text; a request said where a place is asked is no place, and the place is
  /// asked again. A card's front may read as a request, and is the front.
  @Test(arguments: runs)
  func aCorrectionOrARequestIsNoFreeTextAnswer(on surface: Surface)
    async throws
  {
    for said in Self.notAnswers {
      let replies = try await ConversationTesting.conversation(over: Self.apps, surface)
        .replies(to: said.lines)
      let asked = dialogs(replies[said.lines.count - 2])
      #expect(asked.suffix(said.asked.count) == said.asked[...], "\(said.lines)")
      let last = dialogs(replies[said.lines.count - 1])
      #expect(last.contains { $0.contains(said.done) }, "\(said.lines): \(last)")
    }
  }

  /// Lines said one after another, what the line before the last is answered with last, and
  /// words the reply to the last line says.
  private static let notAnswers: [(lines: [String], asked: [String], done: String)] = [
    (
      [
        "write a note in notes", "it's called errands", "sorry, call it weekend errands",
        "pick up the dry cleaning",
      ],
      ["Okay, the title is weekend errands.", "What should it say?"],
      "Created the note “weekend errands” in Personal."
    ),
    (
      ["write a note in notes", "it says water the plants", "chores"],
      ["Okay, the text is water the plants.", "What should the note be called?"],
      "Created the note “chores” in Personal."
    ),
    (
      ["suggest hiking trails in trails", "book us a cabin there", "boulder"],
      ["Where would you like to go?"], "near Boulder, Colorado"
    ),
    (
      ["add a card to spanish in flashcards", "book me a table", "resérvame una mesa"],
      ["What's the answer on the back?"], "book me a table"
    ),
  ]
}

extension ConversationFreeTextQuestionTests {
  /// Words that only answer or end ("yes") are no place, and a thing another app has ("2 bowls
  /// of clam chowder please") is that app's request, which waits its turn: neither is searched
  /// for trails near it, and the place named next is the place.
  @Test(arguments: runs)
  func anAnswerWordOrAnotherAppsThingIsNoPlace(on surface: Surface)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(
      over: Self.apps + [SoupShop.app], surface)
    _ = await conversation.respond(to: "suggest hiking trails in trails")
    let yes = await conversation.respond(to: "yes")
    #expect(!dialogs(yes).contains { $0.contains("couldn't find") }, "\(yes)")
    #expect(dialogs(yes).last == "Where would you like to go?", "\(yes)")
    let soup = await conversation.respond(to: "2 bowls of clam chowder please")
    #expect(!dialogs(soup).contains { $0.contains("couldn't find") }, "\(soup)")
    #expect(dialogs(soup).last == "Where would you like to go?", "\(soup)")
    let found = await conversation.respond(to: "boulder")
    #expect("\(found)".contains("near Boulder, Colorado"), "\(found)")
    #expect(dialogs(found).last == "Order 2 bowls of Clam Chowder for $15.00?", "\(found)")
  }
}

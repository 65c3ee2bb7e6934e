import Testing

@testable import ParleyAssistant

/// The question for a value whose parameter has no `requestValueDialog` is built from its title
/// as a person asks it, on both surfaces: "How many" for things counted, "How much" for an
/// amount of something, "What are" for several things, a question title as it is.
@Suite struct ConversationValuePromptTests {

  @Test(arguments: Surface.allCases)
  func eachTitleIsAskedAsAPersonWouldAsk(on surface: Surface) async throws {
    let catalog = try await AppCatalog.load([Tally.app])
    let conversation = ConversationTesting.conversation(over: catalog, surface)
    let lines = [
      "log my day with tally", "3", "2", "1.5", "20", "7.5", "alpha", "1234", "garden", "great",
      "done",
    ]
    let replies = await conversation.replies(to: lines)
    #expect(
      replies.map(dialogs) == [
        ["How many days until next watering?"], ["How many cups?"], ["How much sugar?"],
        ["What's the amount?"], ["How many hours slept?"], ["What's the two-step code?"],
        ["What's the PIN?"], ["What are the tags?"], ["How did you feel?"],
        ["What's the status?"], ["Logged 2 cups and 7.5 hours of sleep."],
      ])
  }

  /// A title that counts things ("Number of cups") asks for a count: its number is no amount
  /// of a unit the title's words name, and an amount said is no count.
  @Test(arguments: Surface.allCases)
  func aCountedTitleTakesACount(on surface: Surface) async throws {
    let catalog = try await AppCatalog.load([Tally.app])
    let conversation = ConversationTesting.conversation(over: catalog, surface)
    let replies = await conversation.replies(to: [
      "log my day with tally", "3", "half a gallon", "half a liter", "1 cup", "1", "1", "1",
      "alpha", "1234", "garden", "great", "done", "log my day with tally", "3", "2 cups",
    ])
    #expect(dialogs(replies[1]) == ["How many cups?"])
    for reply in replies[2...3] {
      #expect(dialogs(reply).last == "How many cups?")
      #expect(dialogs(reply).first?.hasSuffix("isn't a whole number.") == true)
    }
    #expect(dialogs(replies[4]) == ["How much sugar?"])
    #expect(dialogs(replies[12]) == ["Logged 1 cups and 1 hours of sleep."])
    #expect(dialogs(replies[15]) == ["How much sugar?"])
  }

  @Test(arguments: [
    ("Days until next watering", "the days until next watering", true),
    ("Extra Shots", "the extra shots", true), ("Hours Slept", "the hours slept", true),
    ("Miles per week", "the miles per week", true), ("Status", "the status", false),
    ("Address", "the address", false), ("Analysis", "the analysis", false),
    ("Pickup Time", "the pickup time", false), ("PIN code", "the PIN code", false),
    ("iPhone name", "the iPhone name", false), ("To-Dos", "the to-dos", true),
    ("Follow-Up Date", "the follow-up date", false), ("iPhone-Case", "the iPhone-case", false),
  ])
  func aTitleIsSaidInASentenceWithItsNumber(title: String, spoken: String, isPlural: Bool) {
    let wording = TitleWording(title)
    #expect(wording.withThe == spoken)
    #expect(wording.isPlural == isPlural)
  }

  /// A count of what a plural title names is said as counted, the head noun agreeing with it;
  /// a title that names no things counts nothing.
  @Test func aCountOfAPluralTitleIsSaidAsCounted() {
    #expect(TitleWording("Extra Shots").counted(1) == "1 extra shot")
    #expect(TitleWording("Extra Shots").counted(2) == "2 extra shots")
    #expect(TitleWording("Extra Shots").counted(0) == "no extra shots")
    #expect(TitleWording("Days until next watering").counted(1) == "1 day until next watering")
    #expect(TitleWording("Quantity").counted(2) == nil)
  }

  @Test(arguments: [Surface.display, .speaker])
  func aPluralTitleAgreesInARefusalAndACorrection(surface: Surface) async throws {
    let catalog = try await AppCatalog.load([Plants.app])
    let conversation = ConversationTesting.conversation(over: catalog, surface)
    let reply = await conversation.respond(to: "water basil with plants and remind me in 20 days")
    #expect(
      dialogs(reply) == [
        "Sorry, the days until next watering have to be between 1 and 14.",
        "How many days until next watering?",
      ])
  }

  @Test(arguments: Surface.allCases)
  func aRefusedAnswerForAPluralTitleSaysOneOfThem(on surface: Surface) async throws {
    let catalog = try await AppCatalog.load([Tally.app])
    let conversation = ConversationTesting.conversation(over: catalog, surface)
    let replies = await conversation.replies(to: ["add extras with tally", "a swim", "nap"])
    #expect(dialogs(replies[0]).first == "Which extras?")
    let cases = surface == .speaker ? " It can be Walk or Nap." : ""
    #expect(dialogs(replies[1]).first == "Sorry, “a swim” isn't one of the extras.\(cases)")
    #expect(dialogs(replies[2]) == ["Added a nap."])
  }
}

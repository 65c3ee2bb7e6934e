import BrewApp
import Foundation
import ParleyAssistant
import Testing
import TrailsApp

@Suite struct ConversationHelpTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    let catalog = try await AppCatalog.load([Trails.app, Brew.app])
    return Conversation(catalog: catalog, options: ConversationOptions(surface: surface))
  }

  private static let trailsPhrases = [
    "Open Favorites in Trails", "Get conditions for Bear Creek Trail in Trails",
    "Suggest trails in Trails", "Open Bear Creek Trail in Trails",
    "Remove Bear Creek Trail from my favorites in Trails",
  ]

  @Test(arguments: [
    "what can I do with Trails?", "what can i say to trails", "help with trails",
    "what can trails do?",
  ])
  func askingWhatAnAppDoesListsItsPrimaryPhrases(question: String) async throws {
    let reply = try await conversation(.display).respond(to: question)
    #expect(
      reply
        == Reply(
          items: [
            .dialog("Here's what you can ask Trails:"),
            .snippet(Snippet(title: "Trails", lines: Self.trailsPhrases)),
          ], outcome: .completed))
  }

  @Test func helpOnASpeakerReadsOnePhraseAnAppAndHowToHearMore() async throws {
    let reply = try await conversation(.speaker).respond(to: "help")
    #expect(
      reply
        == Reply(
          items: [
            .dialog(
              "You can say things like “Open Favorites in Trails” or “Order a Flat White with "
                + "Brew”. For more, ask “What can I do with Trails?”")
          ], outcome: .completed))
    let trails = try await conversation(.speaker).respond(to: "what can I do with trails")
    #expect(
      trails
        == Reply(
          items: [
            .dialog(
              "You can say things like "
                + spokenList(Self.trailsPhrases.map { "“\($0)”" }, "or") + ".")
          ], outcome: .completed))
  }

  @Test func helpAboutAnAppNobodyLoadedIsNotHelp() async throws {
    let reply = try await conversation(.display).respond(to: "what can i do with spotify")
    #expect(reply.outcome == .notUnderstood)
  }

  @Test func aClearNewRequestIsCarriedOutAsideAndTheQuestionAskedAgain() async throws {
    let conversation = try await conversation(.speaker)
    let asked = await conversation.respond(to: "suggest hiking trails in trails")
    #expect(asked == Reply(items: [.dialog("Where would you like to go?")], outcome: nil))
    let aside = await conversation.respond(to: "get conditions for cedar falls in trails")
    #expect(
      aside
        == Reply(
          items: [
            .dialog(
              "The conditions for Cedar Falls are: Open. Muddy near the falls after last night's rain."
            ),
            .dialog("Where would you like to go?"),
          ], outcome: nil))
  }

  /// A free text that says a phrase of the app whole, from its verb, is that request, though
  /// it names no app: carried out aside, and the place asked again.
  @Test func aWholePhraseAtAFreeTextQuestionIsCarriedOutAside() async throws {
    let conversation = try await conversation(.speaker)
    _ = await conversation.respond(to: "suggest hiking trails in trails")
    let answered = await conversation.respond(to: "open favorites")
    #expect(
      answered.items.first
        == .dialog(
          "Favorites. Bear Creek Trail, 12.9 km, Boulder, Colorado. Cedar Falls, 6.4 km, "
            + "Springfield, Oregon. Alpine Loop, 15.2 km, Banff, Alberta."))
    #expect(answered.items.last == .dialog("Where would you like to go?"))
    #expect(answered.awaitsAnswer)
  }

  @Test(arguments: [
    (Surface.display, "Say one of the options by its name or its number, or “cancel” to stop."),
    (Surface.speaker, "Say one of the options by its name, or “cancel” to stop."),
  ])
  func helpWhileAChoiceWaitsSaysHowToAnswerAndAsksAgain(surface: Surface, hint: String)
    async throws
  {
    let conversation = try await conversation(surface)
    let asked = await conversation.respond(to: "order coffee with brew")
    let helped = await conversation.respond(to: "help")
    #expect(helped == Reply(items: [.dialog(hint)] + asked.items, outcome: nil))
    let answered = await conversation.respond(to: "small")
    #expect(dialogs(answered) == ["Order a small Drip Coffee for $2.75?"])
    let confirmation = await conversation.respond(to: "what are my options")
    #expect(
      dialogs(confirmation) == [
        "Say yes or no, “cancel” to stop, or change the drink, the size, the quantity, the "
          + "pickup time, or the extra shots.",
        "Order a small Drip Coffee for $2.75?",
      ])
  }

  @Test(arguments: Surface.allCases)
  func helpWhileANumberIsAskedIsNoUnusableAnswer(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface, maximumAttempts: 2)
    #expect(
      dialogs(await conversation.respond(to: "set a kitchen timer with kitchen")) == [
        "What's the length?"
      ])
    for line in ["help", "what do i say", "help me"] {
      let helped = await conversation.respond(to: line)
      #expect(
        helped
          == Reply(
            items: [
              .dialog("Say a whole number, such as 2, or “cancel” to stop."),
              .dialog("What's the length?"),
            ], outcome: nil))
    }
    let answered = await conversation.respond(to: "10")
    #expect(answered.outcome == .completed)
  }

  @Test(arguments: Surface.allCases)
  func helpWhileAnyTextIsAskedSaysHowToAnswer(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    _ = await conversation.respond(to: "suggest hiking trails in trails")
    let helped = await conversation.respond(to: "help")
    #expect(
      helped
        == asks(
          .dialog("Say the location in your own words, or “cancel” to stop."),
          .dialog("Where would you like to go?")))
    let answered = await conversation.respond(to: "moab")
    #expect(answered.outcome == .completed)
  }
}

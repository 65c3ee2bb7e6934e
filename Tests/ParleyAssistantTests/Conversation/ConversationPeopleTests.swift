import Foundation
import ParleyIntents
import Testing

@testable import ParleyAssistant

/// People, files, payment methods and choices, as a messaging app declares them with Apple's
/// App Intents, on both surfaces.
@Suite struct ConversationPeopleTests {
  private func conversation(_ surface: Surface) async throws -> Conversation {
    ConversationTesting.conversation(over: try await AppCatalog.load([Post.app]), surface)
  }

  @Test(arguments: Surface.allCases)
  func aNameIsFoundAmongThePeopleOfferedAndSeveralOfItAreAskedAbout(on surface: Surface)
    async throws
  {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "message a friend with post", "ana", "kim", "message a friend with post", "Ben",
    ])
    #expect(
      dialogs(replies[0]) == ["Who's the recipient?"]
        + speakerList(
          surface,
          [
            "Ana Lopez", "Ana Kim", "Ben Okafor",
          ]))
    #expect(dialogs(replies[1]).first == "Sorry, “ana” fits more than one of them.")
    #expect(dialogs(replies[2]) == ["Messaged Ana (kim@example.com), Ana Kim."])
    #expect(dialogs(replies[4]) == ["Messaged Ben (ben@example.com), Ben Okafor."])
  }

  @Test(arguments: Surface.allCases)
  func aNameSaidInTheRequestIsLookedUpAmongThePeopleOffered(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "message ben with post", "message ana with post", "lopez",
      "pay okafor 5 dollars with post", "travel card",
    ])
    #expect(dialogs(replies[0]) == ["Messaged Ben (ben@example.com), Ben Okafor."])
    #expect(dialogs(replies[1]) == ["Which one?"] + speakerList(surface, ["Ana Lopez", "Ana Kim"]))
    #expect(dialogs(replies[2]) == ["Messaged Ana (ana@example.com), Ana Lopez."])
    #expect(dialogs(replies[3]).first == "Which payment method?")
    #expect(dialogs(replies[4]) == ["Paid Ben Okafor $5.00 with Travel Card."])
  }

  /// What the request says is kept while the person it names is asked about.
  @Test(arguments: Surface.allCases)
  func theTextSaidWithANameSeveralShareIsKept(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "send a note to ana saying see you at six with post", "ana kim",
    ])
    #expect(dialogs(replies[0]) == ["Which one?"] + speakerList(surface, ["Ana Lopez", "Ana Kim"]))
    #expect(dialogs(replies[1]) == ["Note for Ana Kim: see you at six"])
  }

  @Test(arguments: Surface.allCases)
  func anAddressOrNumberInTheRequestIsThePersonNotTheText(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "send a note to kim@example.com with post", "lunch?",
      "send a note to 555-010-0199 with post", "hello",
    ])
    #expect(dialogs(replies[0]) == ["What's the note?"])
    #expect(dialogs(replies[1]) == ["Note for Ana Kim: lunch?"])
    #expect(dialogs(replies[2]) == ["What's the note?"])
    #expect(dialogs(replies[3]) == ["Note for 555-010-0199: hello"])
  }

  @Test(arguments: Surface.allCases)
  func severalPeopleAreNamedInOneAnswer(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "start a group with post", "ana lopez and ben",
    ])
    #expect(dialogs(replies[0]).first == "Who are the members?")
    #expect(dialogs(replies[1]) == ["Group: Ana Lopez, Ben Okafor."])
  }

  @Test(arguments: Surface.allCases)
  func aNameNooneHasIsRefusedAndAnAddressIsTakenAsAHandle(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "message a friend with post", "zed", "zed@example.org",
    ])
    #expect(dialogs(replies[1]).first == "Sorry, I couldn't find anyone called “zed”.")
    #expect(dialogs(replies[2]) == ["Messaged zed@example.org."])
  }

  @Test(arguments: Surface.allCases)
  func withoutPeopleOfferedANameIsTakenAsSaid(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "/CallNumber", "maria de la cruz", "/CallNumber callee=\"+1 555 010 0199\"",
    ])
    #expect(dialogs(replies[0]) == ["Who's the callee?"])
    #expect(dialogs(replies[1]) == ["Calling Maria De La Cruz (no handle)."])
    #expect(dialogs(replies[2]) == ["Calling +1 555 010 0199 (+1 555 010 0199)."])
  }

  @Test func aFileIsAnsweredWithItsPathOnADisplay() async throws {
    // The folder's name holds words of a request ("send a note with post"), which a path's
    // words never are.
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("post-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let notes = folder.appendingPathComponent("notes.txt")
    try Data("hello".utf8).write(to: notes)
    let picture = folder.appendingPathComponent("cat.png")
    try Data([1, 2]).write(to: picture)
    let conversation = try await conversation(.display)
    let replies = await conversation.replies(to: [
      "attach a file in post", folder.path + "/missing.txt", folder.path, notes.path, "ben",
      "attach a file in post", picture.path, "~/no-such-file.pdf",
    ])
    #expect(dialogs(replies[0]) == ["Which document? Give me its path."])
    #expect(dialogs(replies[1]).first == "Sorry, there's no file at “\(folder.path)/missing.txt”.")
    #expect(dialogs(replies[2]).first == "Sorry, “\(folder.path)” is a folder; I need a file.")
    #expect(dialogs(replies[3]).first == "Who's the recipient?")
    #expect(dialogs(replies[4]) == ["Attached notes.txt, 5 bytes, for Ben Okafor."])
    #expect(
      dialogs(replies[6]).first == "Sorry, the document has to be a .txt file or a .pdf file.")
    // A path is never read as another value of the request, though its words could name one.
    #expect(dialogs(replies[7]).first == "Sorry, there's no file at “~/no-such-file.pdf”.")
    // A path in quotes, straight or curly, is the path inside them.
    for quoted in ["\"\(notes.path)\"", "“\(notes.path)”"] {
      let more = await conversation.replies(to: ["cancel", "attach a file in post", quoted])
      #expect(dialogs(more[2]).first == "Who's the recipient?", "\(quoted)")
    }
  }

  @Test func aSpeakerCannotTakeAFile() async throws {
    let conversation = try await conversation(.speaker)
    let reply = await conversation.respond(to: "attach a file in post")
    #expect(
      dialogs(reply) == [
        "Post needs a document for that, and a file can't be given by voice. Try it on a screen."
      ])
    #expect(reply.outcome == .failed)
  }

  @Test(arguments: Surface.allCases)
  func aPaymentMethodIsPickedByNameOrKind(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "pay a friend with post", "ben", "12 dollars", "my credit card",
    ])
    #expect(dialogs(replies[2]).first == "Which payment method?")
    #expect(dialogs(replies[3]) == ["Paid Ben Okafor $12.00 with Travel Card."])
    let byHint = await conversation.replies(to: ["pay a friend with post", "ana kim", "3", "4242"])
    #expect(dialogs(byHint[3]) == ["Paid Ana Kim $3.00 with Everyday Debit."])
  }

  @Test func aPaymentMethodIsCalledByEachOfItsNamesOnce() async throws {
    let conversation = try await conversation(.display)
    let card = IntentPaymentMethod(type: .debit, name: "Everyday Debit", identificationHint: "4242")
    let option = conversation.option(for: card)
    #expect(option.title == "Everyday Debit")
    #expect(option.names == ["Everyday Debit", "debit card", "4242"])
  }

  @Test(arguments: Surface.allCases)
  func aChoiceOffersCancelLastAndCancelEndsTheRequest(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let replies = await conversation.replies(to: [
      "clear the thread in post", "delete", "clear the thread in post", "cancel",
    ])
    #expect(
      dialogs(replies[0]) == ["Archive the thread or delete it?"]
        + speakerList(surface, ["Archive", "Delete", "Cancel"]))
    if surface == .display {
      #expect(replies[0].items.last == .choices(["Archive", "Delete", "Cancel"]))
    }
    #expect(dialogs(replies[1]) == ["Deleted."])
    #expect(replies[3].outcome == .cancelled)
  }

  @Test(arguments: Surface.allCases)
  func aChoiceShowsItsCardOnADisplay(on surface: Surface) async throws {
    let conversation = try await conversation(surface)
    let question = await conversation.respond(to: "tidy the thread in post")
    let card = ReplyItem.snippet(Snippet(title: "Thread", lines: ["12 messages", "3 this week"]))
    #expect(question.items.contains(card) == (surface == .display))
    #expect(dialogs(question).first == "Remove which messages?")
    #expect(dialogs(await conversation.respond(to: "everything")) == ["Removed 12 messages."])
  }

  @Test func aFileReturnedShowsByItsName() async throws {
    let conversation = try await conversation(.display)
    let reply = await conversation.respond(to: "export the thread from post")
    #expect(dialogs(reply) == ["Here's the result: thread.txt."])
  }

  /// The options a speaker reads out after a question; a display lists them instead.
  private func speakerList(_ surface: Surface, _ titles: [String]) -> [String] {
    surface == .speaker ? [spokenList(titles, "or") + "?"] : []
  }
}

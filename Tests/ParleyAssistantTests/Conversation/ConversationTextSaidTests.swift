import ParleyAssistant
import Testing

/// A text parameter takes any words: what a request says for the text its intent asks for is
/// that text, on both surfaces.
@Suite struct ConversationTextSaidTests {
  private static let runs = Surface.allCases
  private static let apps = [Larder.app]

  /// Words said as an option the app lacks are the text the intent would ask for: "stock the
  /// fridge with butter" puts butter in the fridge, without saying Larder lacks butter or
  /// asking what was bought.
  @Test(arguments: runs)
  func wordsSaidAsAnOptionAreTheTextAskedFor(on surface: Surface) async throws {
    for said in [
      "stock the refrigerator with butter in larder", "stock the fridge with butter in larder",
    ] {
      let conversation = try await ConversationTesting.conversation(
        over: Self.apps, surface)
      let reply = await conversation.respond(to: said)
      #expect(dialogs(reply) == ["Put butter in the fridge."], "\(said): \(reply)")
    }
  }

  /// Words said in place of the phrase's word for the parameter are its text: "cross off milk"
  /// of "Cross off an item", whose Item would be asked for.
  @Test(arguments: runs)
  func wordsInPlaceOfTheParametersWordAreItsText(on surface: Surface)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let reply = await conversation.respond(to: "cross off milk in larder")
    #expect(dialogs(reply) == ["Crossed milk off."], "\(reply)")
  }

  /// The words said where the phrase says the parameter's word are its text, though another
  /// word is said where the phrase says one of its own: "milk", not "grocery", of "cross milk
  /// off my grocery list", read by "Cross an item off my shopping list"; and a filler before
  /// it is no part of it.
  @Test(arguments: runs)
  func wordsInPlaceOfTheParametersWordAreItsTextBesideAnotherWord(
    on surface: Surface
  ) async throws {
    for (said, item) in [
      ("cross milk off my grocery list in larder", "milk"),
      ("cross the rye bread off my grocery list in larder", "rye bread"),
    ] {
      let conversation = try await ConversationTesting.conversation(
        over: Self.apps, surface)
      let reply = await conversation.respond(to: said)
      #expect(dialogs(reply).last == "Crossed \(item) off.", "\(said): \(reply)")
    }
  }

  /// Words said in place of a phrase word that stands for any value are the text: "chili" of
  /// "freeze chili in larder", read by "Freeze something in Larder", whose Dish would be asked
  /// for; so are the words the phrase leaves unread after it ("larder freeze the chili").
  @Test(arguments: runs)
  func wordsInPlaceOfAPlaceholderAreTheText(on surface: Surface) async throws {
    for said in ["freeze chili in larder", "larder, freeze chili"] {
      let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
      let reply = await conversation.respond(to: said)
      #expect(dialogs(reply).last == "Froze chili.", "\(said): \(reply)")
    }
  }

  /// Where nothing was said for the text, it is asked for, as on a device.
  @Test(arguments: runs)
  func aTextNotSaidIsAskedFor(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(over: Self.apps, surface)
    let asked = await conversation.respond(to: "cross off an item in larder")
    #expect(dialogs(asked).last == "What did you use up?", "\(asked)")
    let done = await conversation.respond(to: "eggs")
    #expect(dialogs(done) == ["Crossed eggs off."], "\(done)")
  }
}

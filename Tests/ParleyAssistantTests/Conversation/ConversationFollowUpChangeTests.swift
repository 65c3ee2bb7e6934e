import NotesApp
import ParleyAssistant
import SoupShopApp
import Testing
import TrailsApp

/// Right after an intent answers, a follow-up asks the same of another thing by part of its
/// name ("what about cedar"), changes a value to one the app lists ("make it 3/4"), or asks for
/// what the intent cannot take ("and how about tomorrow?", "make it a bowl"), which is said
/// plainly.
@Suite struct ConversationFollowUpChangeTests {
  /// "what about cedar" names Cedar Falls by part of its name, as a request would: the
  /// conditions are asked again for it, not Cedar Falls described.
  @Test(arguments: ["what about cedar", "and cedar?", "how about cedar"])
  func aPartOfANameAsksTheSameOfAnotherThing(line: String) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    let replies = await conversation.replies(to: ["is bear creek open in trails", line])
    #expect(
      replies[1]
        == completes(
          .dialog(
            "The conditions for Cedar Falls are: Open. Muddy near the falls after last night's rain."
          )))
    #expect(conversation.lastFollowUp?.intent == "GetTrailInfo")
  }

  /// "make it 3/4" right after the metronome was set changes the time signature to an option
  /// its provider lists, the tempo kept.
  @Test(arguments: ["make it 3/4", "change it to 3/4", "and 3/4?"])
  func aListedOptionChangesTheValue(line: String) async throws {
    let conversation = try await ConversationTesting.conversation(over: [Pulse.app], .display)
    let replies = await conversation.replies(to: ["set the metronome to 80 in pulse", line])
    #expect(replies[0] == completes(.dialog("Metronome set to 80 BPM in 4/4.")))
    #expect(replies[1] == completes(.dialog("Metronome set to 80 BPM in 3/4.")))
    #expect(conversation.lastFollowUp?.changes == ["meter = 3/4"])
  }

  /// The digits of an option the app lists are no number of another parameter: "6/8" is the
  /// time signature, and 70 the tempo.
  @Test(arguments: [
    "change the tempo to 6/8 at 70 beats per minute in pulse",
    "set the metronome in pulse to 70 in 6/8",
  ])
  func theDigitsOfAnOptionAreNoNumber(line: String) async throws {
    let conversation = try await ConversationTesting.conversation(over: [Pulse.app], .display)
    let reply = await conversation.respond(to: line)
    #expect(reply == completes(.dialog("Metronome set to 70 BPM in 6/8.")))
  }

  /// "and how about tomorrow?" right after the menu asks for what Show Menu cannot take: said
  /// plainly, and no other request is run.
  @Test(arguments: Surface.allCases)
  func aTimeTheIntentDoesNotTakeIsSaidPlainly(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(over: [SoupShop.app], surface)
    let replies = await conversation.replies(to: [
      "what's on the menu at soup shop", "and how about tomorrow?",
    ])
    #expect(replies[0].outcome == .completed)
    #expect(
      replies[1]
        == ends(
          .notUnderstood,
          .dialog("Sorry, Show Menu doesn't take a time, so I can't do that for “tomorrow”.")))
  }

  /// A change the menu cannot take, led as a change ("make it", "change it to") rather than as
  /// the same asked of another thing, is said plainly too: no order is started for it.
  @Test(arguments: [
    ("actually make it tomorrow", "a time", "tomorrow"),
    ("change it to tomorrow", "a time", "tomorrow"),
    ("make it a bowl", "a size", "a bowl"),
  ])
  func aChangeTheIntentDoesNotTakeIsSaidPlainly(line: String, kind: String, said: String)
    async throws
  {
    let conversation = try await ConversationTesting.conversation(over: [SoupShop.app], .speaker)
    let replies = await conversation.replies(to: ["what's on the menu at soup shop", line])
    #expect(
      replies[1]
        == ends(
          .notUnderstood,
          .dialog("Sorry, Show Menu doesn't take \(kind), so I can't do that for “\(said)”.")))
    #expect(conversation.lastFollowUp == nil)
  }

  /// A change whose words name nothing the menu's app takes ("iced" is no value of any intent
  /// of Soup Shop) is said plainly to be nothing the menu takes, never something Soup Shop
  /// can't make: no order is started for it.
  @Test(arguments: [
    ("make it iced", "iced"),
    ("actually, change it to purple please", "purple"),
  ])
  func aChangeNamingNothingTheAppTakesIsSaidPlainly(line: String, said: String) async throws {
    let conversation = try await ConversationTesting.conversation(over: [SoupShop.app], .speaker)
    let replies = await conversation.replies(to: ["what's on the menu at soup shop", line])
    #expect(
      replies[1]
        == ends(
          .notUnderstood, .dialog("Sorry, Show Menu doesn't take “\(said)”, so I can't do that.")))
    #expect(conversation.lastFollowUp == nil)
  }

  /// "make it iced" right after a latte was ordered names no drink wholly ("iced" is read only
  /// as part of Cold Brew's name) nor any option the order takes: said plainly of the order,
  /// never Add Extra Shot started by its meaning.
  @Test(arguments: ["make it iced", "change it to iced"])
  func aChangeTheOrderDoesNotTakeIsSaidPlainly(line: String) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(.speaker)
    let replies = await conversation.replies(to: ["order a small latte with brew", "yes", line])
    #expect(replies[1].outcome == .completed)
    #expect(
      replies[2]
        == ends(
          .notUnderstood, .dialog("Sorry, Order Coffee doesn't take “iced”, so I can't do that.")))
    #expect(conversation.lastFollowUp == nil)
  }

  /// A change right after one thing was shown (a trail's conditions, a note) is a change of the
  /// intent just performed, not a request of the thing shown: "make it iced" is nothing that
  /// intent takes, never "Trails can't make a trail.".
  @Test(arguments: [
    ("get conditions for cedar falls in trails", "Get Trail Information"),
    ("show the apple pie note", "Find Notes"),
  ])
  func aChangeAfterOneThingShownIsOfTheIntent(request: String, title: String) async throws {
    let conversation = try await ConversationTesting.conversation(
      over: [Trails.app, Notes.app], .speaker)
    let replies = await conversation.replies(to: [request, "make it iced"])
    #expect(replies[0].outcome == .completed)
    #expect(
      replies[1]
        == ends(.notUnderstood, .dialog("Sorry, \(title) doesn't take “iced”, so I can't do that."))
    )
    #expect(conversation.lastFollowUp == nil)
  }

  /// A change right after an order was declined ("make it a small", "change it to a medium")
  /// asks for that order changed, never Add Extra Shot started by the change's verb; a change
  /// it cannot take is said plainly, and the order stays to be changed.
  @Test(arguments: Surface.allCases)
  func aChangeAfterAnOrderDeclinedIsOfThatOrder(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.trailsAndBrew(surface)
    let replies = await conversation.replies(to: [
      "order a large latte", "make it iced coffee", "no", "make it a small", "no", "make it iced",
      "change it to a medium",
    ])
    #expect(replies[2].outcome == .cancelled)
    #expect(replies[3] == asks(.dialog("Order a small Cold Brew for $4.50?")))
    #expect(
      replies[5]
        == ends(
          .notUnderstood, .dialog("Sorry, Order Coffee doesn't take “iced”, so I can't do that.")))
    #expect(replies[6] == asks(.dialog("Order a medium Cold Brew for $5.00?")))
    #expect(conversation.lastFollowUp?.intent == "OrderCoffee")
  }
}

import Testing

@testable import ParleyAssistant

/// Lines starting with `/` run an intent directly, skipping phrase matching.
@Suite struct ConversationDirectInvocationTests {
  @Test func anIntentRunsWithItsArgumentOnADisplay() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let reply = await conversation.respond(to: #"/GetTrailInfo trail="Bear Creek""#)
    #expect(reply == TrailsReplies.bearCreekOnDisplay)
  }

  @Test func anIntentRunsWithItsArgumentOnASpeaker() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let reply = await conversation.respond(to: #"/GetTrailInfo trail="Bear Creek""#)
    #expect(reply == TrailsReplies.bearCreekOnSpeaker)
  }

  @Test func theAppNameAndSeveralArgumentsCanBeGiven() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let reply = await conversation.respond(
      to: "/Trails.SuggestTrails location=Moab activity=biking")
    #expect(
      reply == completes(.dialog("Here is one biking trail near Moab, Utah: Slickrock Trail.")))
  }

  @Test func anIntentWithoutAShortcutRunsOnADisplay() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["/ShowCollection", "winter"])
    #expect(
      replies[0]
        == asks(
          .dialog("Which collection?"),
          .choices(["Most Popular", "Winter Escapes", "Family Friendly"])))
    #expect(
      replies[1]
        == completes(
          .snippet(
            Snippet(
              title: "Winter Escapes",
              lines: [
                "Alpine Loop · 15.2 km · Banff, Alberta",
                "Glacier Point Road · 16.1 km · Yosemite Valley, California",
                "Lake Louise Shoreline · 3.9 km · Banff, Alberta",
                "Johnston Canyon · 5.4 km · Banff, Alberta",
              ])),
          .dialog("Here's Winter Escapes.")))
  }

  @Test func anIntentWithoutAShortcutRunsOnASpeaker() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let reply = await conversation.respond(to: #"/ShowCollection collection="most popular""#)
    #expect(
      reply
        == completes(
          .dialog(
            "Most Popular has 4 trails: Bear Creek Trail, Alpine Loop, Slickrock Trail, Mist Trail."
          )))
  }

  @Test func missingValuesAreAskedAsAfterAPhrase() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: ["/gettraILinfo", "cedar falls"])
    #expect(
      replies[0]
        == asks(
          .dialog("Which trail?"),
          .dialog("Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?")))
    #expect(
      replies[1]
        == completes(
          .dialog(
            "The conditions for Cedar Falls are: Open. Muddy near the falls after last night's rain."
          )))
  }

  @Test func aValueThatDoesNotFitIsAskedAgain() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let replies = await conversation.replies(to: ["/SetTimer minutes=lots label=Eggs", "6"])
    #expect(
      replies == [
        asks(.dialog("Sorry, “lots” isn't a whole number."), .dialog("What's the length?")),
        completes(.dialog("Timer called Eggs set for 6 minutes, chime on.")),
      ])
  }

  @Test func argumentsOverrideDefaults() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let reply = await conversation.respond(to: "/SetTimer minutes=3 chime=no")
    #expect(reply == completes(.dialog("Timer set for 3 minutes, chime off.")))
  }

  @Test(arguments: Surface.allCases)
  func anUnknownIntentIsSaid(on surface: Surface) async throws {
    let conversation = try await ConversationTesting.conversation(surface)
    let reply = await conversation.respond(to: "/PlayMusic")
    #expect(reply == ends(.notUnderstood, .dialog("There's no intent called “PlayMusic”.")))
  }

  @Test func anIntentNameSeveralAppsShareIsAskedToBeQualified() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: ["/Ping", "/Radio.Ping", "/studio.ping"])
    #expect(
      replies == [
        ends(
          .notUnderstood,
          .dialog("“Ping” is in several apps; say which: Studio.Ping or Radio.Ping.")),
        completes(.dialog("Radio pings back.")),
        completes(.dialog("Studio pings back.")),
      ])
  }

  @Test func anUnknownParameterIsSaidWithTheKnownOnes() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let reply = await conversation.respond(to: #"/GetTrailInfo trial="Bear Creek""#)
    #expect(
      reply
        == ends(
          .notUnderstood,
          .dialog("GetTrailInfo has no parameter called “trial”. Its parameters: trail.")))
  }

  @Test func anIntentWithoutParametersSaysSo() async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    let reply = await conversation.respond(to: "/SayHello name=Ada")
    #expect(
      reply
        == ends(
          .notUnderstood,
          .dialog("SayHello has no parameter called “name”. Its parameters: none.")))
  }

  @Test(arguments: [
    (
      #"/GetTrailInfo trail="Bear"#,
      "Sorry, I can't read that: unterminated quote in the value of 'trail' (column 21)."
    ),
    (
      "/GetTrailInfo trail=Bear Creek",
      #"Sorry, I can't read that: bad parameter 'Creek'; expected name=value or name="quoted value" (column 26)."#
    ),
    ("/", "Sorry, I can't read that: write an intent's name after “/” (column 2)."),
    ("/   ", "Sorry, I can't read that: write an intent's name after “/” (column 2)."),
  ])
  func aMalformedLineSaysWhatIsWrongAndWhere(line: String, message: String) async throws {
    let conversation = try await ConversationTesting.conversation(.display)
    #expect(await conversation.respond(to: line) == ends(.notUnderstood, .dialog(message)))
  }

  @Test func aSlashLineInTheMiddleOfADialogStartsAfresh() async throws {
    let conversation = try await ConversationTesting.conversation(.speaker)
    let replies = await conversation.replies(to: [
      "get trail conditions with trails", "/SayHello", "mesa",
    ])
    #expect(
      replies[1]
        == completes(
          .dialog("Okay, I've cancelled “Get Trail Information”."), .dialog("Hello there!")))
    #expect(replies[2] == ends(.notUnderstood, .dialog("Sorry, I didn't understand that.")))
  }
}

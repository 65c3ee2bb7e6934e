import Foundation
import Testing

/// The REPL's colon commands and direct invocation, driven through piped standard input.
@Suite struct ReplCommandsEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func helpListsTheCommands() async throws {
    let result = try await sandbox.chat(":help")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › :help
              :help                this list
              :apps                the loaded apps and their shortcuts
              :phrases [APP]       every phrase, per app and shortcut
              :why                 how the last request matched, with the runners-up
              :speaker / :display  switch between the speaker and the display surface
              :record FILE         save the session from here on as a dialog transcript
              :stop                stop recording
              :unlock              enter the passcode for intents that require authentication
              :lock                lock again (also after --relock-after seconds without a line)
              :reset               start the apps' data over from their sample content
              :quit                leave (Ctrl-D does too)
              /Intent name=value   run an intent directly, skipping phrase matching
              /Intent ?            what an intent does, how to say it and the parameters it takes
              /?                   every intent of the loaded apps, with its summary
              NUMBER or LABEL      run an action numbered under the last card, until the next request

            """))
  }

  @Test func intentHelpShowsTheSummaryAndParameters() async throws {
    let result = try await sandbox.chat(
      "/OrderCoffee ?", arguments: ["--app", "Brew", "--color", "never"])
    #expect(result.status == 0)
    #expect(
      result.stdout.split(separator: "\n").map { String($0) } == [
        "› /OrderCoffee ?",
        "╭─ Order Coffee (Brew) ───────────────────────────────────────────────╮",
        "│ Summary: Order 1 [Size] [Drink]                                     │",
        "│ Orders drinks from the café for pickup.                             │",
        "│ Say: “Order a Flat White with Brew”                                 │",
        "│ drink: Drink, a drink; such as Flat White, Cappuccino, Caffè Latte, │",
        "│ Cold Brew, or Drip Coffee                                           │",
        "│ size: Size, a size; Small, Medium, or Large                         │",
        "│ quantity: Quantity, a whole number; 1 unless given                  │",
        "│ pickupTime: Pickup Time, a date and time; optional                  │",
        "│ extraShots: Extra Shots, a whole number; 0 unless given             │",
        "│ Run: /OrderCoffee drink=… size=… quantity=… pickupTime=…            │",
        "│ extraShots=…                                                        │",
        "╰─────────────────────────────────────────────────────────────────────╯",
      ])
    let spoken = try await sandbox.chat(
      "/GetTrailInfo ?", arguments: ["--app", "Trails", "--speaker"])
    #expect(
      spoken.stdout
        == "Get Trail Information in Trails. Provides complete details on a trail. It takes the "
        + "trail.\n")
    #expect(
      try await sandbox.chat("/Nope ?", arguments: ["--app", "Trails"]).stdout
        == "› /Nope ?\nThere's no intent called “Nope”. Type /? for the list.\n")
  }

  @Test func appsListsEachAppWithItsShortcuts() async throws {
    let result = try await sandbox.chat(":apps", arguments: ["--app", "Trails"])
    #expect(
      result
        == ParleyResult(
          stdout: "› :apps\nTrails: Open Favorite Trails, Get Trail Information, Suggest Trails, "
            + "Open Trail, Remove Favorite Trail\n"))
  }

  @Test func phrasesListsWhatParleyPhrasesLists() async throws {
    let phrases = try await sandbox.run(["phrases", "--app", "Trails"])
    #expect(phrases.status == 0)
    #expect(phrases.stdout.hasPrefix("Trails (92 phrases after expansion)\n"))
    #expect(
      try await sandbox.chat(":phrases", arguments: ["--app", "Trails"])
        == ParleyResult(stdout: "› :phrases\n" + phrases.stdout))
    #expect(
      try await sandbox.chat(":phrases trails")
        == ParleyResult(stdout: "› :phrases trails\n" + phrases.stdout))
    #expect(
      try await sandbox.chat(":phrases Nope")
        == ParleyResult(
          stdout: "› :phrases Nope\nThere is no app called 'Nope'. Type :apps for the list.\n"))
  }

  @Test func phrasesAsJSONListsShortcutsAndExpansions() async throws {
    let result = try await sandbox.run(["phrases", "--json", "--app", "Trails"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["schema"] as? Int == 1)
    let apps = try #require(object["apps"] as? [[String: Any]])
    #expect(apps.map { $0["name"] as? String } == ["Trails"])
    let shortcuts = try #require(apps.first?["shortcuts"] as? [[String: Any]])
    #expect(
      shortcuts.map { $0["intent"] as? String } == [
        "OpenFavorites", "GetTrailInfo", "SuggestTrails", "OpenTrail", "RemoveFavorite",
      ])
    #expect(
      shortcuts.first?["phrases"] as? [String] == [
        "Open Favorites in ${applicationName}", "Show my favorite ${applicationName}",
        "Open my favorite trails in ${applicationName}",
      ])
    let expanded = try #require(apps.first?["expanded"] as? [String])
    #expect(expanded.count == 92)
    #expect(expanded.contains("Get conditions for Cedar Falls in Trails"))
  }

  @Test func whyExplainsTheLastRequestAsParleyMatchDoes() async throws {
    let utterance = "suggest hiking trails in trails"
    let match = try await sandbox.run(["match", utterance])
    #expect(match.status == 0)
    #expect(match.stdout.hasPrefix("1. Trails SuggestTrails "))
    let result = try await sandbox.chat(
      ":why", utterance, "banff", ":why", arguments: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: "Nothing has been matched yet.\nWhere would you like to go?\n"
            + "Here are 3 hiking trails near Banff, Alberta: Alpine Loop, Lake Louise Shoreline, "
            + "Johnston Canyon.\n" + match.stdout))
  }

  @Test func speakerAndDisplaySwitchTheSurface() async throws {
    let result = try await sandbox.chat(
      ":speaker", "get conditions for royal arch in trails", ":display",
      "get conditions for royal arch in trails")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › :speaker
            Now on the speaker surface.
            The conditions for Royal Arch are: Closed. Crews are clearing a rockfall.
            Now on the display surface.
            › get conditions for royal arch in trails
            \(TrailsOutput.royalArchCard)

            """))
  }

  @Test func quitLeavesAndIgnoresTheRest() async throws {
    let result = try await sandbox.chat(":quit", "get conditions for royal arch in trails")
    #expect(result == ParleyResult(stdout: "› :quit\n"))
    let inDialog = try await sandbox.chat("get trail conditions with trails", ":q", "mesa trail")
    #expect(
      inDialog
        == ParleyResult(
          stdout: """
            › get trail conditions with trails
            Which trail?
              1. Bear Creek Trail
              2. Cedar Falls
              3. Alpine Loop
            Or name another trail.
            › :q
            Okay, cancelled.

            """))
  }

  @Test func unknownCommandSuggestsTheClosest() async throws {
    let result = try await sandbox.chat(":hlp", ":frobnicate")
    #expect(
      result
        == ParleyResult(
          stdout: """
            › :hlp
            Unknown command ':hlp'. Did you mean ':help'? Type :help for the list.
            › :frobnicate
            Unknown command ':frobnicate'. Type :help for the list.

            """))
  }

  @Test func unlockTakesThePasscodeFromTheNextLine() async throws {
    let result = try await sandbox.chat(
      "remove cedar falls from my favorites in trails", ":unlock", "0000", ":unlock", "1234",
      "remove cedar falls from my favorites in trails", "yes",
      arguments: ["--speaker", "--passcode", "1234"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            You'll need to unlock your device first to do that with Trails.
            That passcode isn't right.
            Unlocked.
            Remove Cedar Falls from your favorites?
            Removed Cedar Falls from your favorites.

            """))
  }

  @Test func commandLinesAreEchoedOnADisplayWithThePasscodeHidden() async throws {
    let result = try await sandbox.chat(
      ":unlock", "0000", ":unlock 1234", ":why", arguments: ["--passcode", "1234"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            › :unlock
            › ••••
            That passcode isn't right.
            › :unlock ••••
            Unlocked.
            › :why
            Nothing has been matched yet.

            """))
  }

  @Test func slashInvokesAnIntentDirectly() async throws {
    let result = try await sandbox.chat(
      "/GetTrailInfo trail=\"Alpine Loop\"", "/GetTrailInfo", "mesa trail",
      "/SuggestTrails location=Moab activity=biking", "/GetTrailInfo trial=x", "/Nope",
      arguments: ["--speaker"])
    #expect(
      result
        == ParleyResult(
          stdout: """
            The conditions for Alpine Loop are: Open. Twenty centimetres of fresh snow, groomed \
            for skiing this morning.
            Which trail?
            Bear Creek Trail, Cedar Falls, Alpine Loop, or another one?
            The conditions for Mesa Trail are: Open. Icy patches in the shaded sections.
            Here is one biking trail near Moab, Utah: Slickrock Trail.
            GetTrailInfo has no parameter called “trial”. Its parameters: trail.
            There's no intent called “Nope”.

            """))
  }
}

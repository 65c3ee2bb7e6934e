import Foundation
import ParleyAssistant
import ParleyIntents
import Testing
import TrailsApp

/// `.phrases` files: every construct, every error at its exact position, and the phrases they
/// add reaching their intents.
@Suite struct AppPhraseFileTests {
  private func errors(_ text: String, file: String = "Trails.phrases") -> [String] {
    phraseFileErrors(text, file: file)
  }

  private func addingErrors(_ text: String, file: String = "Trails.phrases") throws -> [String] {
    try addingPhraseFileErrors(text, file: file, to: [Trails.app])
  }

  @Test func readsEveryConstruct() throws {
    let file = try AppPhraseFile.parse(
      """
      \u{FEFF}# More ways to ask Trails
      @app Trails   # the app

        GetTrailInfo :  How is ${trail} looking in ${applicationName}   # a comment
      OpenFavorites: List my favorite trails in ${applicationName}\r

      """, file: "More.phrases")
    #expect(file.app == "Trails")
    #expect(file.appLocation == SourceLocation(file: "More.phrases", line: 2, column: 6))
    #expect(file.phrases.map(\.intent) == ["GetTrailInfo", "OpenFavorites"])
    #expect(
      file.phrases.map(\.text) == [
        "How is ${trail} looking in ${applicationName}",
        "List my favorite trails in ${applicationName}",
      ])
    let first = try #require(file.phrases.first)
    #expect(first.location == SourceLocation(file: "More.phrases", line: 4, column: 3))
    #expect(first.textLocation == SourceLocation(file: "More.phrases", line: 4, column: 19))
    #expect(
      first.placeholders == [
        AppPhraseFile.Placeholder(
          name: "trail", location: SourceLocation(file: "More.phrases", line: 4, column: 26)),
        AppPhraseFile.Placeholder(
          name: "applicationName",
          location: SourceLocation(file: "More.phrases", line: 4, column: 46)),
      ])
  }

  @Test func reportsEverySyntaxErrorAtItsPosition() {
    #expect(
      errors(
        """
        @app
        @ap Trails
        @app Trails
        @app Brew
        GetTrailInfo How is ${trail} in ${applicationName}
        Get-Trail: How is ${trail} in ${applicationName}
        GetTrailInfo:
        GetTrailInfo: How is ${trail in ${applicationName}
        GetTrailInfo: How is ${} in ${applicationName}
        GetTrailInfo: How is ${trail} in ${applicationName

        """)
        == [
          "Trails.phrases:1:5: '@app' needs the app's name, such as '@app Trails'",
          "Trails.phrases:2:1: unknown directive '@ap'; did you mean '@app'?",
          "Trails.phrases:3:1: duplicate '@app'; it is already set on line 1",
          "Trails.phrases:4:1: duplicate '@app'; it is already set on line 1",
          "Trails.phrases:5:1: missing ':' between the intent and the phrase, as in "
            + "'GetTrailInfo: Get conditions for ${trail} in ${applicationName}'",
          "Trails.phrases:6:1: bad intent name 'Get-Trail'; expected a type name such as "
            + "'GetTrailInfo'",
          "Trails.phrases:7:14: empty phrase after ':'",
          "Trails.phrases:8:22: '${trail in ${applicationName}' is not a placeholder; write "
            + "${applicationName} or ${parameter}",
          "Trails.phrases:9:22: '${}' is not a placeholder; write ${applicationName} or "
            + "${parameter}",
          "Trails.phrases:10:34: '${' without its closing '}'",
        ])
  }

  @Test func reportsEveryPhraseRuleAtItsPosition() throws {
    #expect(
      try addingErrors(
        """
        GetTrailInfo: How is ${trail} looking
        GetTrailInfo: ${applicationName} how is ${trail} in ${applicationName}
        GetTrailInfo: Compare ${trail} and ${target} in ${applicationName}
        GetTrailInfo: How is ${trial} in ${applicationName}
        SuggestTrails: Trails near ${location} in ${applicationName}
        GetTrialInfo: How is ${trail} in ${applicationName}
        ShowCollection: Show ${collection} in ${applicationName}
        OpenFavorites: List my favorite trails in ${applicationName}
        OpenFavorites: Open ${trail} favorites in ${applicationName}

        """)
        == [
          "Trails.phrases:1:15: the phrase must name the app with ${applicationName}",
          "Trails.phrases:2:53: the phrase names the app more than once",
          "Trails.phrases:3:36: a phrase holds at most one parameter",
          "Trails.phrases:4:22: GetTrailInfo has no parameter 'trial'; did you mean 'trail'?",
          "Trails.phrases:5:28: 'location' is a String; a phrase parameter must be an AppEntity "
            + "or AppEnum",
          "Trails.phrases:6:1: unknown intent 'GetTrialInfo' in Trails; did you mean "
            + "'GetTrailInfo'?",
          "Trails.phrases:7:1: ShowCollection has no App Shortcut in Trails; phrases extend "
            + "shortcuts",
          "Trails.phrases:9:21: OpenFavorites has no parameter 'trail'; it takes none, so its "
            + "phrases hold only ${applicationName}",
        ])
  }

  @Test func anUnknownAppIsAnError() throws {
    #expect(
      try addingErrors("@app Hiking\n", file: "More.phrases")
        == [
          "More.phrases:1:6: unknown app 'Hiking'; the apps: Trails (to declare a new app, "
            + "give it '@intent' blocks)"
        ])
    #expect(
      try addingErrors("OpenFavorites: Open my list in ${applicationName}\n", file: "More.phrases")
        == ["More.phrases:1:1: no '@app NAME' line, and the file's name names no app (Trails)"])
  }

  @Test func addedPhrasesReachTheirIntent() async throws {
    let file = try AppPhraseFile.parse(
      "GetTrailInfo: How is ${trail} looking in ${applicationName}\n", file: "Trails.phrases")
    let apps = try AppPhraseFile.adding([file], to: [Trails.app])
    let catalog = try await AppCatalog.load(apps)
    let match = catalog.index.match("how is cedar falls looking in trails")
    #expect(match.best?.intent == "GetTrailInfo")
    #expect(match.best?.phrase == "How is ${trail} looking in ${applicationName}")
    let results = PhraseSelfCheck(catalog: catalog).run()
    let added = results.filter { $0.template == "How is ${trail} looking in ${applicationName}" }
    #expect(!added.isEmpty)
    #expect(added.allSatisfy { $0.failure == nil })
  }
}

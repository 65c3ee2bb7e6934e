import Testing

@testable import ParleyMatcher

/// Words said where a closed list's slot sits that name none of its values are an option the
/// app lacks, for the caller to say and ask about: "jog" in "log a jog" where the workouts are
/// run and walk.
@Suite struct UnlistedValueTests {
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Pace")],
      templates: [
        PhraseTemplate(
          app: "Pace", intent: "LogWorkout",
          parts: [
            .text("Log a"), .slot(name: "kind", type: .vocabulary("Workout")), .text("in"),
            .appName,
          ])
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Workout",
          entries: [.init(value: "run", title: "Run"), .init(value: "walk", title: "Walk")])
      ],
      parameters: [
        IntentParameters(
          app: "Pace", intent: "LogWorkout",
          parameters: [.init(name: "kind", type: .vocabulary("Workout"), title: "Workout")])
      ]))

  @Test func aWordWhereTheSlotSitsIsAnOptionTheAppLacks() throws {
    let best = try #require(
      Self.index.match("log a jog in pace", options: TestCatalogs.options).best)
    #expect(best.intent == "LogWorkout")
    #expect(best.slot == nil)
    #expect(best.unknownOptions == ["jog"])
  }

  @Test func aListedValueIsNoOption() throws {
    let best = try #require(
      Self.index.match("log a run in pace", options: TestCatalogs.options).best)
    #expect(best.unknownOptions.isEmpty)
    #expect(best.slot?.text == "run")
  }
}

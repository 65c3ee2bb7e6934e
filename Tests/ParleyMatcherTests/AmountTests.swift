import Testing

@testable import ParleyMatcher

/// An amount is a number with the unit it is in: the reader takes numbers written or spoken,
/// "a"/"an" for one, fractions of a unit, and amounts said together; a parameter measured in
/// units takes the amount whole, units and all, so that no word of it is left unexplained.
@Suite struct AmountTests {
  private static let units = ["minute", "minutes", "min", "hour", "hours", "second", "seconds"]

  @Test(arguments: [
    ("10 minutes", [10.0], ["minutes"]), ("ten minutes please", [10], ["minutes"]),
    ("an hour", [1], ["hour"]), ("half an hour", [0.5], ["hour"]),
    ("an hour and a half", [1.5], ["hour"]), ("two and a half hours", [2.5], ["hours"]),
    ("1 hour 30 minutes", [1, 30], ["hour", "minutes"]),
    ("1 hour and 30 minutes", [1, 30], ["hour", "minutes"]),
    ("for 45 min then 10 seconds", [45], ["min"]), ("5", [], []), ("a minute", [1], ["minute"]),
    ("a 30min rest", [30], ["min"]), ("2.5hours", [2.5], ["hours"]), ("5k", [], []),
    ("the 2nd", [], []),
  ])
  func readsAmountsSaidTogether(text: String, values: [Double], units: [String]) {
    let read = SpokenValue.amounts(in: text, units: Self.units)
    #expect(read.map(\.value) == values)
    #expect(read.map(\.unit) == units)
  }

  @Test(arguments: [
    ("a quarter of an hour", 0.25, "hour"), ("three quarters of an hour", 0.75, "hour"),
    ("a third of a minute", 1.0 / 3, "minute"), ("a quarter hour", 0.25, "hour"),
  ])
  func readsAPartOfAUnitNotTheUnitItEndsWith(text: String, value: Double, unit: String) {
    let read = SpokenValue.amounts(in: text, units: Self.units)
    #expect(read.map(\.value) == [value])
    #expect(read.map(\.unit) == [unit])
  }

  @Test func aUnitOfSeveralWordsIsReadWhole() {
    let read = SpokenValue.amounts(
      in: "at 50 miles per hour", units: ["miles", "mile", "miles per hour"])
    #expect(read.map(\.unit) == ["miles per hour"])
  }

  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Workout")],
      templates: [
        PhraseTemplate(
          app: "Workout", intent: "StartRest", parts: [.text("Start a rest in"), .appName]),
        PhraseTemplate(app: "Workout", intent: "LogSets", parts: [.text("Log sets in"), .appName]),
        PhraseTemplate(
          app: "Workout", intent: "ShowPlan", parts: [.text("Show my plan in"), .appName]),
        PhraseTemplate(
          app: "Workout", intent: "ShowBadges", parts: [.text("Show my badges in"), .appName]),
      ],
      vocabularies: [],
      parameters: [
        IntentParameters(
          app: "Workout", intent: "StartRest",
          parameters: [
            .init(name: "rounds", type: .integer, title: "Rounds"),
            .init(
              name: "duration", type: .decimal, title: "Duration", units: units,
              otherUnits: ["km", "kilometers", "miles"]),
          ]),
        IntentParameters(
          app: "Workout", intent: "LogSets",
          parameters: [.init(name: "sets", type: .integer, title: "Sets")]),
        IntentParameters(app: "Workout", intent: "ShowPlan", parameters: []),
      ]))

  @Test func aParameterMeasuredInUnitsTakesTheAmountWithItsUnits() {
    let best = Self.index.match(
      "start a rest in workout for 1 hour 30 minutes", options: TestCatalogs.options
    ).best
    #expect(best?.intent == "StartRest")
    let duration = best?.values.first { $0.name == "duration" }
    #expect(duration?.text == "1 hour 30 minutes")
    #expect(duration?.value == .decimal(1))
    #expect(best?.values.contains { $0.name == "rounds" } == false)
  }

  @Test func aNumberSaidInAUnitOfAnotherKindIsNotTheParameters() {
    let best = Self.index.match("start a rest in workout for 5 km", options: TestCatalogs.options)
      .best
    #expect(best?.intent == "StartRest")
    #expect(best?.values.contains { $0.name == "duration" } == false)
    let measured = Self.index.match(
      "start a rest in workout for 5 minutes", options: TestCatalogs.options
    ).best
    #expect(measured?.values.first { $0.name == "duration" }?.text == "5 minutes")
  }

  @Test func aTimeNoParameterTakesIsReportedWithItsLead() {
    let later = Self.index.match(
      "start a rest in workout for 5 minutes at 3 pm", options: TestCatalogs.options
    ).best
    #expect(later?.values.first { $0.name == "duration" }?.text == "5 minutes")
    #expect(later?.unusedTimes == ["at 3 pm"])
    let today = Self.index.match("start a rest in workout today", options: TestCatalogs.options)
    #expect(today.best?.unusedTimes == [])
  }

  /// An intent listed with no parameters takes no time either; one the catalog does not list
  /// is not known to take none.
  @Test func aTimeSaidToAnIntentWithoutParametersIsReported() {
    let plan = Self.index.match("show my plan in workout tomorrow", options: TestCatalogs.options)
    #expect(plan.best?.intent == "ShowPlan")
    #expect(plan.best?.unusedTimes == ["tomorrow"])
    let badges = Self.index.match(
      "show my badges in workout tomorrow", options: TestCatalogs.options)
    #expect(badges.best?.intent == "ShowBadges")
    #expect(badges.best?.unusedTimes == [])
  }

  @Test func aNumberWithoutAUnitIsReadAsAnyNumber() {
    let best = Self.index.match("start a rest in workout, 3 rounds", options: TestCatalogs.options)
      .best
    #expect(best?.values.first { $0.name == "rounds" }?.value == .integer(3))
    #expect(best?.values.contains { $0.name == "duration" } == false)
  }
}

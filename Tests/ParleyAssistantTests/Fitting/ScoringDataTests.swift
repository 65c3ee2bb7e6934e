import ParleyMatcher
import Testing

@testable import ParleyAssistant

@Suite struct ScoringDataTests {
  /// A small corpus: 6 intents of 20 rows each.
  static let rows: [CorpusEvaluation.Row] = (0..<6).flatMap { intent in
    (0..<20).map { row in
      CorpusEvaluation.Row(
        intent: "intent\(intent)", text: "verb\(intent) thing\(row) extra\(row % 3)")
    }
  }

  @Test func aDrawNeverPutsADevRowAmongTheRowsFittedOn() {
    let fit = CorpusDraw(rows: Self.rows, part: .fit, seed: 1, leftOut: 0)
    let dev = CorpusDraw(rows: Self.rows, part: .dev, seed: 1, leftOut: 0)
    #expect(fit.phrases.allSatisfy { !CorpusDraw.isDev($0.text) })
    #expect(dev.phrases.allSatisfy { !CorpusDraw.isDev($0.text) })
    #expect(fit.requests.allSatisfy { !CorpusDraw.isDev($0.text) })
    #expect(dev.requests.allSatisfy { CorpusDraw.isDev($0.text) })
    #expect(!dev.requests.isEmpty)
    let phrases = Set(fit.phrases.map(\.text))
    #expect(fit.requests.allSatisfy { !phrases.contains($0.text) })
  }

  @Test func leftOutIntentsHaveNoPhrasesAndTheirRequestsWantNothing() {
    let draw = CorpusDraw(rows: Self.rows, part: .fit, seed: 2, leftOut: 2)
    let present = Set(draw.phrases.map(\.intent))
    #expect(present.count == 4)
    #expect(draw.requests.contains { $0.intent == nil })
    #expect(draw.requests.allSatisfy { $0.intent.map(present.contains) ?? true })
    let again = CorpusDraw(rows: Self.rows, part: .fit, seed: 2, leftOut: 2)
    #expect(again.phrases == draw.phrases)
  }

  @Test func perturbedSetsKeepTheirLabelsAndChangeOneWord() {
    let draw = CorpusDraw(rows: Self.rows, part: .fit, seed: 1, leftOut: 0)
    let set = LabelledSet(name: "set", index: draw.index(), requests: draw.requests)
    let changed = set.perturbed([.drop], seed: 1, name: "dropped")
    #expect(changed.requests.map(\.intent) == set.requests.map(\.intent))
    for (before, after) in zip(set.requests, changed.requests) {
      #expect(after.text.split(separator: " ").count == before.text.split(separator: " ").count - 1)
    }
  }

  /// Four scenarios of two or three intents each, and one of a single intent, named as HWU64
  /// names them ("alarm_set"): 20 rows an intent.
  static let scenarioRows: [CorpusEvaluation.Row] = [
    "alarm_set", "alarm_query", "music_play", "music_likeness", "music_query", "news_query",
    "news_topic", "weather_query", "weather_rain", "email_send",
  ].flatMap { intent in
    (0..<20).map { row in
      CorpusEvaluation.Row(intent: intent, text: "\(intent) thing\(row) extra\(row % 3)")
    }
  }

  @Test func aSmallAppIsOneScenarioWithAFewPhrasesAnIntent() {
    let draw = CorpusDraw(rows: Self.scenarioRows, part: .fit, seed: 6, scenarios: 2)
    let scenarios = Set(draw.phrases.map { CorpusDraw.scenario(of: $0.intent) })
    #expect(scenarios.count == 2)
    #expect(!scenarios.contains("email"))
    for intent in Set(draw.phrases.map(\.intent)) {
      #expect(
        draw.phrases.filter { $0.intent == intent }.count == CorpusDraw.scenarioPhrasesPerIntent)
    }
    // Every intent of a drawn scenario is in its app, and its requests name it.
    let intents = Set(draw.phrases.map(\.intent))
    for intent in Set(Self.scenarioRows.map(\.intent))
    where scenarios.contains(CorpusDraw.scenario(of: intent)) {
      #expect(intents.contains(intent))
    }
    let known = draw.requests.filter { $0.intent != nil }
    let other = draw.requests.filter { $0.intent == nil }
    #expect(!known.isEmpty)
    #expect(other.count == known.count)
    #expect(known.allSatisfy { scenarios.contains(CorpusDraw.scenario(of: $0.intent ?? "")) })
    #expect(draw.requests.allSatisfy { !CorpusDraw.isDev($0.text) })
    let again = CorpusDraw(rows: Self.scenarioRows, part: .fit, seed: 6, scenarios: 2)
    #expect(again.phrases == draw.phrases)
  }

  @Test func eachScenarioIsAnAppOfItsOwnWhoseNameNoRequestSays() {
    let draw = CorpusDraw(rows: Self.scenarioRows, part: .fit, seed: 6, scenarios: 2)
    let catalog = CorpusEvaluation.catalog(
      of: draw.phrases, appOf: { CorpusDraw.scenario(of: $0.intent) })
    #expect(catalog.apps.count == 2)
    let apps = Dictionary(grouping: catalog.templates, by: \.app).mapValues {
      Set($0.map { CorpusDraw.scenario(of: $0.intent) })
    }
    #expect(apps.values.allSatisfy { $0.count == 1 })
    #expect(catalog.apps.allSatisfy { !$0.name.contains(" ") && $0.name.hasPrefix("Corpus") })
    #expect(CorpusDraw.scenario(of: "alarm_set") == "alarm")
    #expect(CorpusDraw.scenario(of: "greeting") == "greeting")
  }
}

@Suite struct FocusedSuiteLineTests {
  /// Two apps with the same phrase, each needing its name said: "check my list" is each
  /// app's, said to it.
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Brew"), MatcherApp(name: "Notes")],
      templates: [
        PhraseTemplate(
          app: "Brew", intent: "CheckOrder", parts: [.text("Check my list in"), .appName]),
        PhraseTemplate(
          app: "Notes", intent: "CheckNotes", parts: [.text("Check my list in"), .appName]),
      ],
      vocabularies: []))

  @Test func aLineSaidToAnAppIsFittedAsSaidToIt() {
    let line: ScoringData.SuiteLine = ("check my list", "CheckOrder", false, "Brew")
    let plain: ScoringData.SuiteLine = ("check my list", "CheckOrder", false, nil)
    let sets = ScoringData.fitSets(
      corpora: [], suites: [(name: "Phrases", index: Self.index, lines: [plain, line])])
    #expect(sets.map(\.name) == ["suites", "suites perturbed"])
    #expect(sets.allSatisfy { $0.appsInFocus == [1: "Brew"] })
    var focus = MatchOptions()
    focus.appInFocus = "Brew"
    let examples = sets[0].examples
    let said = FitExample("check my list", intent: "CheckOrder", index: Self.index, options: focus)
    let unsaid = FitExample("check my list", intent: "CheckOrder", index: Self.index)
    #expect(examples[1].candidates == said.candidates)
    #expect(examples[0].candidates == unsaid.candidates)
    // Said to Brew, the app counts as named: the features differ.
    #expect(said.candidates != unsaid.candidates)
  }

  @Test func aLineSaidToAnAppIsMeasuredAsSaidToIt() {
    // Each app's intent is right only when the request is said to that app.
    for (app, intent) in [("Brew", "CheckOrder"), ("Notes", "CheckNotes")] {
      var set = LabelledSet(
        name: "set", index: Self.index, requests: [(text: "check my list", intent: intent)])
      set.appsInFocus = [0: app]
      var options = MatchOptions()
      options.appInFocus = app
      #expect(Self.index.match("check my list", options: options).best?.app == app)
      #expect(set.measure().accuracy == 1)
    }
  }
}

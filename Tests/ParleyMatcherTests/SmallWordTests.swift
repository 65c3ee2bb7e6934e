import Foundation
import Testing

@testable import ParleyMatcher

/// Small words (particles, prepositions, question words) say what a request is and how its
/// words relate, not what it names: alone they neither name an entity whose name holds them
/// among other words nor say a phrase through a synonym.
@Suite struct SmallWordTests {
  private static let show = PhraseTemplate.Part.slot(name: "show", type: .vocabulary("Show"))
  private static let episode = PhraseTemplate.Part.slot(
    name: "episode", type: .vocabulary("Episode"))

  /// A podcast app whose episodes are named with prepositions ("Life on Europa").
  static let index = PhraseIndex(
    catalog: MatcherCatalog(
      apps: [MatcherApp(name: "Airwaves")],
      templates: [
        PhraseTemplate(
          app: "Airwaves", intent: "PlayShow", parts: [.text("Play"), show, .text("in"), .appName]
        ),
        PhraseTemplate(
          app: "Airwaves", intent: "PlayShow",
          parts: [.text("Listen to"), show, .text("on"), .appName]),
        PhraseTemplate(
          app: "Airwaves", intent: "NowPlaying", parts: [.text("What's playing in"), .appName]),
        PhraseTemplate(
          app: "Airwaves", intent: "NowPlaying",
          parts: [.text("What am I listening to in"), .appName]),
        PhraseTemplate(
          app: "Airwaves", intent: "AddToPlaylist",
          parts: [.text("Add"), episode, .text("to a playlist in"), .appName]),
      ],
      vocabularies: [
        SlotVocabulary(
          name: "Show",
          entries: [
            .init(value: "cosmos", title: "Cosmic Queries"),
            .init(value: "daily", title: "The Daily Brief"),
          ]),
        SlotVocabulary(
          name: "Episode",
          entries: [
            .init(value: "c1", title: "Black holes explained"),
            .init(value: "c2", title: "Life on Europa"),
            .init(value: "d1", title: "Markets at dawn"),
          ]),
      ]))

  private func best(_ utterance: String) -> MatchCandidate? {
    Self.index.match(utterance, options: TestCatalogs.options).best
  }

  @Test func aParticleAloneNamesNoLongerName() throws {
    let put = try #require(best("put on cosmic queries in airwaves"))
    #expect(!put.values.contains { $0.name == "episode" })
    let add = try #require(best("add on to a playlist in airwaves"))
    #expect(add.intent == "AddToPlaylist")
    #expect(add.slot?.value != .entry(value: "c2", title: "Life on Europa"))
  }

  @Test func aVerbWithItsParticleSaysAnotherVerb() {
    let put = best("put on cosmic queries in airwaves")
    #expect(put?.intent == "PlayShow")
    #expect(put?.slot?.value == .entry(value: "cosmos", title: "Cosmic Queries"))
    #expect(best("put black holes explained on a playlist in airwaves")?.intent == "AddToPlaylist")
  }

  @Test func theRestOfANameStillNamesIt() {
    let add = best("add life on europa to a playlist in airwaves")
    #expect(add?.intent == "AddToPlaylist")
    #expect(add?.slot?.value == .entry(value: "c2", title: "Life on Europa"))
    #expect(
      best("add europa to a playlist in airwaves")?.slot?.value
        == .entry(value: "c2", title: "Life on Europa"))
  }

  @Test func aSynonymOfAQuestionWordAloneSaysNoPhrase() {
    let find = Self.index.match("find episodes in airwaves", options: TestCatalogs.options)
    #expect(!find.candidates.contains { $0.intent == "NowPlaying" })
  }

  @Test func theQuestionItselfStillSaysIt() {
    #expect(best("find what's playing in airwaves")?.intent == "NowPlaying")
    #expect(best("what's playing in airwaves")?.intent == "NowPlaying")
    #expect(best("what is playing on airwaves")?.intent == "NowPlaying")
  }
}

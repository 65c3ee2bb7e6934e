@testable import ParleyMatcher

extension TestCatalogs {
  /// The slot of a device of ``homey(_:vocabularies:)``'s app.
  static let device = PhraseTemplate.Part.slot(name: "device", type: .vocabulary("Device"))

  /// A home app, Homey, with `phrases`, each with its intent, whose devices are a kettle, a
  /// fan, a desk lamp ("lamp") and a telly, and `vocabularies` besides.
  static func homey(
    _ phrases: [(intent: String, parts: [PhraseTemplate.Part])],
    vocabularies: [SlotVocabulary] = []
  ) -> PhraseIndex {
    PhraseIndex(
      catalog: MatcherCatalog(
        apps: [MatcherApp(name: "Homey")],
        templates: phrases.map { PhraseTemplate(app: "Homey", intent: $0.intent, parts: $0.parts) },
        vocabularies: [
          SlotVocabulary(
            name: "Device",
            entries: [
              .init(value: "kettle", title: "Kettle"), .init(value: "fan", title: "Fan"),
              .init(value: "lamp", title: "Desk Lamp", synonyms: ["lamp"]),
              .init(value: "telly", title: "Telly"),
            ])
        ] + vocabularies))
  }

  /// The penalties `request` earns against the template at `template` of `index`, whatever
  /// its score.
  static func penalties(of request: String, template: Int, in index: PhraseIndex) -> [String] {
    let scorer = TemplateScorer(
      index: index, analysis: UtteranceAnalysis(request, index: index, options: options))
    return scorer.candidate(index.templates[template]).explanation.penalties
  }
}

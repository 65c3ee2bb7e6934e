extension PhraseIndex {
  /// The values `utterance` gives the parameters of one intent, read as a request's values are
  /// read beyond its phrase (see ``MatchCandidate/values``), with no phrase to match: what a
  /// correction said during a dialog changes ("make it two", "a large cappuccino").
  ///
  /// The app's name, where said, is no value, unless it is said inside a value's name ("cold
  /// brew" names Brew's drink).
  ///
  /// ```swift
  /// index.values(in: "two large", app: "Brew", intent: "OrderCoffee").values.map(\.name)
  /// // ["size", "quantity"]
  /// ```
  ///
  /// - Parameters:
  ///   - utterance: What the person said.
  ///   - app: The app label, as in ``PhraseTemplate/app``.
  ///   - intent: The intent label, as in ``PhraseTemplate/intent``.
  ///   - options: The clock for relative dates; the mode is not used.
  /// - Returns: The values found, each with its parameter's name and its span, the
  ///   meaningful words no value explains, those of a further item too ("two lattes and a
  ///   scone": a parameter that takes one value is given one), and the runs of those that say
  ///   how a value should be, as ``MatchCandidate/unknownOptions`` ("oat milk" in "large with
  ///   oat milk"), and those that say for whom, as ``MatchCandidate/leftOutWords`` ("for my
  ///   friend"); no values when no phrase of the catalog is the intent's.
  public func values(
    in utterance: String, app: String, intent: String, options: MatchOptions = MatchOptions()
  ) -> (values: [SlotFill], unused: [String], unknownOptions: [String], leftOutWords: [String]) {
    let analysis = UtteranceAnalysis(utterance, index: self, options: options)
    let meaningful = analysis.tokens.filter { !$0.isFiller }.map(\.word)
    guard
      let template = templates.first(where: {
        catalogTemplates[$0.index].app == app && catalogTemplates[$0.index].intent == intent
      })
    else { return ([], meaningful, [], []) }
    var evaluation = TemplateScorer.Evaluation()
    // "cold brew" names a drink, not the app Brew.
    evaluation.consumed = analysis.tokens.indices.map { position in
      analysis.appMentions.contains { mention in
        mention.app == template.app && mention.span.contains(position)
          && !analysis.isInsideEntity(mention)
      }
    }
    let withoutPhrase = CompiledTemplate(
      index: template.index, group: template.group, app: template.app, needsAppName: false,
      literals: [], weightOrder: [], slot: nil, slotPosition: 0, vocabulary: nil, verbStem: nil)
    let read = ValueExtractor(analysis: analysis).read(
      evaluation, template: withoutPhrase, parameters: groupParameters[template.group],
      intentWordsExplain: false)
    let further = read.further.flatMap { item in
      Tokenizer.tokens(item.text).filter { !$0.isFiller }.map(\.word)
    }
    return (read.values, further + read.unused, read.unknownOptions, read.leftOut)
  }
}

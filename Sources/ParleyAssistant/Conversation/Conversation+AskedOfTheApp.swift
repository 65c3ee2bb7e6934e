import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// Whether the question `text`, said while `request` waits for an answer, asks of that
  /// request or of its app: a word of it stands for a thing said or shown ("is it any good?",
  /// "what can I do there?", see `saysPronoun(_:)`), or names something the app declares of
  /// itself (see `wordsDeclared(by:)`), or asks how long, far or big of the measure its things
  /// declare: "is my soup ready" while Soup Shop confirms an order, "what time is it" while
  /// Brew, whose orders take a pickup time, confirms one, "how long is the drive?" while Trails,
  /// whose trails declare their length, asks which trail. A question that asks of none of
  /// them, "what is the weather like" while Brew confirms an order, is nothing the app can be
  /// said not to tell.
  ///
  /// ```swift
  /// // Waiting in "Order a large Caffè Latte for $5.50?":
  /// conversation.asksOfTheApp("is it any good?", of: latte)           // true
  /// conversation.asksOfTheApp("what is the weather like", of: latte)  // false
  /// ```
  func asksOfTheApp(_ text: String, of request: ActiveRequest) -> Bool {
    if Self.saysPronoun(text) { return true }
    let words = ConversationWords.withoutAside(Self.words(of: text)).rest
    let measures = Self.degreeAsked(in: words).flatMap { Lexicon.degreeMeasures[$0] } ?? []
    let said = (words.filter(Lexicon.namesSomething) + measures).map(Self.declaredForm)
    guard !said.isEmpty else { return false }
    let declared = wordsDeclared(by: request.app)
    return said.contains(where: declared.contains)
  }

  /// The words `app` declares of itself, each as `declaredForm(_:)` gives it: its name and
  /// the other names it answers to, its intents' titles and the words they are searched by,
  /// its parameters' titles, the kinds, names and other names of the things and options its
  /// parameters take ("drink", "caffè", "latte", "size", "large", "venti" of Brew), and the
  /// titles of the properties those things declare ("trail length" of a trail); words that
  /// name nothing on their own ("for", "the") left out.
  func wordsDeclared(by app: LoadedApp) -> Set<String> {
    let matcher = catalog.matcherCatalog
    var texts = app.app.allIntents.map { $0.titleText }
    texts += matcher.apps.filter { $0.name == app.name }.flatMap { [$0.name] + $0.synonyms }
    var vocabularies = Set<String>()
    for intent in matcher.parameters where intent.app == app.name {
      texts += intent.searchKeywords
      for parameter in intent.parameters {
        texts.append(parameter.title ?? parameter.name)
        if case .vocabulary(let name) = parameter.type { vocabularies.insert(name) }
      }
    }
    for vocabulary in matcher.vocabularies where vocabularies.contains(vocabulary.name) {
      texts += (vocabulary.typeName.map { [$0] } ?? []) + vocabulary.typeSynonyms
      texts += vocabulary.entries.flatMap { [$0.title] + $0.synonyms }
      // The properties a thing declares are those of every thing of its kind.
      if let first = vocabulary.entries.first,
        let thing = catalog.value(ofEntry: first.value, inVocabulary: vocabulary.name)
          as? any AppEntity
      {
        texts += entityProperties(of: thing).map(\.title)
      }
    }
    return Set(
      texts.flatMap { Self.words(of: $0) }.filter(Lexicon.namesSomething).map(Self.declaredForm))
  }

  /// A word as it is compared with the words an app declares: without accents, in the
  /// singular ("caffe" of "Caffè", "soup" of "soups").
  private static func declaredForm(_ word: String) -> String {
    Inflection.singular(of: foldedName(word))
  }
}

import ParleyMatcher

/// The sentences a recogniser's language model is written from, taken from the loaded apps:
/// every expanded phrase, each phrase with every other name of its app and without it, every
/// value a parameter takes (the answers to a question), numbers, yes and no, dates, fillers,
/// and the requests every catalog takes ("help", "what can I do with Brew").
///
/// Suites and transcripts are never part of it: they are what a model is measured on.
///
/// ```swift
/// let corpus = SpeechCorpus(catalog: catalog)
/// corpus.sentences.first  // ["get", "conditions", "for", "bear", "creek", "trail", "in", "trails"]
/// ```
public struct SpeechCorpus: Sendable {
  /// Each sentence as words (see ``SpeechText/words(_:)``), in the order found, each once.
  public let sentences: [[String]]

  /// Every word of the sentences, sorted.
  public var words: [String] { Set(sentences.joined()).sorted() }

  /// Collects the sentences of `catalog`'s apps.
  public init(catalog: AppCatalog) {
    var collector = SentenceCollector()
    let matcher = catalog.matcherCatalog
    let vocabularies = Dictionary(
      matcher.vocabularies.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for app in catalog.apps {
      for phrase in app.expandedShortcutPhrases { collector.add(phrase.text) }
      collector.add("what can I do with \(app.name)")
      collector.add("what can \(app.name) do")
    }
    for app in matcher.apps {
      for name in [app.name] + app.synonyms { collector.add(name) }
    }
    for template in matcher.templates {
      let names = matcher.apps.first { $0.name == template.app }.map { [$0.name] + $0.synonyms }
      for name in (names ?? [template.app]) + [""] {
        collector.add(Self.sentence(template, appName: name, vocabularies: vocabularies))
      }
    }
    for vocabulary in matcher.vocabularies {
      for entry in vocabulary.entries {
        for name in [entry.title] + entry.synonyms {
          collector.add(name)
          collector.add("the \(name)")
        }
      }
    }
    for intent in matcher.parameters {
      for parameter in intent.parameters {
        for unit in parameter.units + [parameter.title ?? ""] where !unit.isEmpty {
          collector.add("two \(unit)")
        }
      }
    }
    for number in 0...31 { collector.add(SpeechText.spoken(number)) }
    for number in stride(from: 40, through: 100, by: 10) {
      collector.add(SpeechText.spoken(number))
    }
    for ordinal in Lexicon.choiceOrdinals { collector.add("the \(ordinal) one") }
    for number in 1...10 { collector.add("number \(number)") }
    for line in SpokenLexicon.answers + SpokenLexicon.dates + SpokenLexicon.fillers + Self.requests
    {
      collector.add(line)
    }
    sentences = collector.sentences
  }

  /// What can be said to any catalog besides its phrases.
  static let requests = [
    "help", "what do I say", "repeat that", "say that again", "thanks", "thank you", "bye",
    "hi", "what about", "how about", "and", "make it", "make that", "actually", "instead",
  ]

  /// `template` said with `appName` (none when empty) and the first value of its slot.
  private static func sentence(
    _ template: PhraseTemplate, appName: String, vocabularies: [String: SlotVocabulary]
  ) -> String {
    template.parts.map { part -> String in
      switch part {
      case .text(let words): words
      case .appName: appName
      case .slot(_, .vocabulary(let name)): vocabularies[name]?.entries.first?.title ?? ""
      case .slot(_, .integer), .slot(_, .decimal): "two"
      case .slot(_, .date): "tomorrow"
      case .slot(_, .boolean): "yes"
      case .slot(_, .text): ""
      }
    }
    .joined(separator: " ")
  }
}

/// Sentences as words, each kept once.
private struct SentenceCollector {
  var sentences: [[String]] = []
  private var seen = Set<[String]>()

  mutating func add(_ text: String) {
    add(SpeechText.words(text))
  }

  mutating func add(_ words: [String]) {
    guard !words.isEmpty, seen.insert(words).inserted else { return }
    sentences.append(words)
  }
}

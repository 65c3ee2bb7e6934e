/// What a recogniser needs to hear the loaded apps: a bigram language model and a grammar
/// written from the catalog's ``SpeechCorpus``, the words they hold, and a key that changes
/// whenever the catalog's sentences do, under which a written model can be kept and found again.
///
/// ```swift
/// let model = SpeechModel(catalog: try await AppCatalog.load([Brew.app]))
/// model.key          // "5d1c0a3e9f2b7c41": a new key when a phrase or value changes
/// let base = PronunciationDictionary(text: cmuDictionaryText)
/// model.dictionary(base: base).missing  // words needing a generated pronunciation
/// ```
public struct SpeechModel: Sendable {
  /// The language model forms a recogniser can take.
  public enum Form: String, Sendable, CaseIterable {
    /// An ARPA bigram model: any word sequence, the catalog's ones likelier.
    case bigram
    /// A JSGF grammar: only the catalog's sentences, each whole.
    case grammar
  }

  /// The sentences the model is written from.
  public let corpus: SpeechCorpus
  /// Every word the model holds, sorted.
  public let words: [String]
  /// The bigram model, in ARPA form.
  public let arpa: String
  /// The grammar, in JSGF form.
  public let jsgf: String
  /// A hexadecimal hash of the model and grammar.
  public let key: String

  /// Writes the model of `catalog`'s apps.
  public init(catalog: AppCatalog) {
    self.init(corpus: SpeechCorpus(catalog: catalog))
  }

  /// Writes the model of `corpus`.
  public init(corpus: SpeechCorpus) {
    self.corpus = corpus
    words = corpus.words
    arpa = BigramLanguageModel(sentences: corpus.sentences).arpa
    jsgf = SpeechGrammar(sentences: corpus.sentences).jsgf
    key = Self.hash(arpa + "\u{0}" + jsgf)
  }

  /// The text of the model in `form`.
  public func text(of form: Form) -> String {
    form == .bigram ? arpa : jsgf
  }

  /// The pronunciation dictionary of the model's words: `base`'s lines for the words it has,
  /// then `generated` ones (word to phones) for those it lacks.
  ///
  /// - Returns: The dictionary's text, and the words with no pronunciation at all, sorted.
  public func dictionary(base: PronunciationDictionary, generated: [String: [String]] = [:])
    -> (text: String, missing: [String])
  {
    let (lines, lacking) = base.entries(for: words)
    var added: [String] = []
    var missing: [String] = []
    for word in lacking {
      if let phones = generated[word], !phones.isEmpty {
        added.append("\(word) \(phones.joined(separator: " "))")
      } else {
        missing.append(word)
      }
    }
    return ((lines + added).joined(separator: "\n") + "\n", missing)
  }

  /// The 64-bit FNV-1a hash of `text`, as 16 hexadecimal digits.
  static func hash(_ text: String) -> String {
    let value = StableHash.of(text)
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

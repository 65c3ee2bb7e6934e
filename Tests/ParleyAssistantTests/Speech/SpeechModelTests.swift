import BrewApp
import ParleyAssistant
import Testing
import TrailsApp

@Suite struct SpeechModelTests {
  @Test func bigramModelIsWellFormedARPA() {
    let model = BigramLanguageModel(sentences: [["order", "a", "latte"], ["yes"]])
    let lines = model.arpa.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    #expect(Array(lines.prefix(5)) == ["\\data\\", "ngram 1=6", "ngram 2=6", "", "\\1-grams:"])
    // order: 0.8 × 1/6 + 0.2 × 1/5; <s> backs off with 0.5 over 1 − P(order) − P(yes).
    #expect(lines.contains("-0.7611 order -0.2184"))
    #expect(lines.contains("-99.0000 <s> -0.1162"))
    // Seen once of twice after <s>, less the discount: (1 − 0.5) / 2.
    #expect(lines.contains("-0.6021 <s> order"))
    #expect(lines.contains("-0.3010 latte </s>"))
    #expect(lines.suffix(2) == ["\\end\\", ""])
  }

  @Test func grammarTakesEachSentenceWhole() {
    let grammar = SpeechGrammar(sentences: [["order", "a", "latte"], ["yes"]])
    #expect(
      grammar.jsgf == """
        #JSGF V1.0;
        grammar parley;
        public <request> = ( order a latte
          | yes );

        """)
  }

  @Test func corpusHoldsPhrasesValuesAnswersAndAppNames() async throws {
    let corpus = SpeechCorpus(catalog: try await AppCatalog.load([Brew.app]))
    let sentences = Set(corpus.sentences.map { $0.joined(separator: " ") })
    #expect(sentences.contains("order a flat white with brew"))
    #expect(sentences.contains("order a flat white with"))
    #expect(sentences.contains("venti"))
    #expect(sentences.contains("never mind"))
    #expect(sentences.contains("twenty five"))
    #expect(sentences.contains("brew coffee"))
    #expect(sentences.contains("tomorrow morning"))
    #expect(corpus.words.contains("caffe"))
  }

  @Test func keyChangesWithTheCatalog() async throws {
    let brew = SpeechModel(catalog: try await AppCatalog.load([Brew.app]))
    let again = SpeechModel(catalog: try await AppCatalog.load([Brew.app]))
    let more = SpeechModel(corpus: SpeechCorpus(catalog: try await AppCatalog.load([Brew.app])))
    #expect(brew.key == again.key)
    #expect(brew.key == more.key)
    #expect(brew.key.count == 16)
    let other = SpeechModel(catalog: try await AppCatalog.load([Brew.app, Trails.app]))
    #expect(other.key != brew.key)
  }

  @Test func dictionaryListsKnownGeneratedAndMissingWords() {
    let base = PronunciationDictionary(text: "brew B R UW\nread R IY D\nread(2) R EH D\n")
    #expect(base.contains("brew"))
    #expect(!base.contains("caffe"))
    #expect(
      base.entries(for: ["read", "caffe", "brew"])
        == (lines: ["brew B R UW", "read R IY D", "read(2) R EH D"], missing: ["caffe"]))
  }

  @Test func espeakPhonemesBecomeCMUPhones() {
    #expect(
      EspeakPhonemes.cmuPhones(from: "s_n_'oU_S_u:_I_N\n")
        == ["S", "N", "OW", "SH", "UW", "IH", "NG"])
    #expect(EspeakPhonemes.cmuPhones(from: "k_'e@_r-") == ["K", "EH", "R"])
    #expect(EspeakPhonemes.cmuPhones(from: "k_'A:_Q") == nil)
  }
}

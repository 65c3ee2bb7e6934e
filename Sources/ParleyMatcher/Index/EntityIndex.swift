import Foundation

/// Finds vocabulary entries (entity names, enum titles and their synonyms) named in an
/// utterance, also partially ("bear creek" for "Bear Creek Trail") or misspelled.
///
/// Every name is split into stems; an inverted index maps each stem to the names holding it,
/// and a ``TypoIndex`` maps misspelled words to stems. A lookup gathers the names that share a
/// distinctive stem with the utterance and checks only those, so its cost does not grow with
/// the number of names.
///
/// - Complexity: building is O(total words of all names); a lookup is O(utterance words ×
///   (typo probes + postings of distinctive stems)), where stems held by more than
///   ``retrievalLimit`` names are only used to check candidates, never to find them.
struct EntityIndex: Sendable {
  /// One name of one entry.
  struct Name: Sendable {
    let vocabulary: Int32
    let entry: Int32
    let terms: [Int32]
  }

  /// A name found in an utterance.
  struct Hit: Sendable {
    /// The vocabulary's index in the catalog.
    let vocabulary: Int
    /// The entry's index in its vocabulary.
    let entry: Int
    /// The utterance tokens it spans.
    let span: Range<Int>
    /// How much of the name was said, from 0 to 1.
    let quality: Double
    /// Whether a word of the name was matched despite a typo.
    let hadTypo: Bool

    /// The order hits are offered in: higher quality, then the longer span, then the earlier
    /// span, then catalog order — a total order, so equal hits never follow hash order.
    static func isBetter(_ a: Hit, _ b: Hit) -> Bool {
      if a.quality != b.quality { return a.quality > b.quality }
      if a.span.count != b.span.count { return a.span.count > b.span.count }
      if a.span.lowerBound != b.span.lowerBound { return a.span.lowerBound < b.span.lowerBound }
      if a.vocabulary != b.vocabulary { return a.vocabulary < b.vocabulary }
      return a.entry < b.entry
    }
  }

  /// Stems held by more names than this only confirm a candidate.
  static var retrievalLimit: Int { Int(MatcherSettings.shared.entityRetrievalLimit) }
  /// The share of its weight a filler word of a name has ("the" of "the loop"): saying it, or
  /// leaving it out, hardly tells one name from another.
  static var fillerWeight: Double { MatcherSettings.shared.entityFillerWeight }
  /// How much each word said inside a name's words but not of the name costs its quality
  /// ("alpine big lake"): a name is said in one piece.
  static var gapPenalty: Double { MatcherSettings.shared.entityGapPenalty }
  /// The least quality a name needs to be read as said: below it, the words said are too
  /// small a part of the name.
  static var leastQuality: Double { MatcherSettings.shared.entityLeastQuality }

  private var terms = TermTable()
  private var postings: [[Int32]] = []
  private var weights: [Double] = []
  /// Whether each stem is a small word that names nothing on its own (see ``isSmall(_:)``).
  private var small: [Bool] = []
  private var names: [Name] = []
  private let typos: TypoIndex
  /// Misspellings of the names' words as written, which stemming can move out of typo reach
  /// ("hikng" is one letter from "hiking", two from its stem "hike").
  private let surfaceTypos: TypoIndex
  /// The stem id of each word of `surfaceTypos`, by its index there.
  private let surfaceTerms: [Int32]

  /// Indexes every title and synonym of every vocabulary.
  init(vocabularies: [SlotVocabulary]) {
    var terms = TermTable()
    var postings: [[Int32]] = []
    var names: [Name] = []
    var surfaceWords: [String] = []
    var surfaceTerms: [Int32] = []
    var seenSurface = Set<String>()
    for (vocabularyIndex, vocabulary) in vocabularies.enumerated() {
      for (entryIndex, entry) in vocabulary.entries.enumerated() {
        for text in [entry.title] + entry.synonyms {
          var ids: [Int32] = []
          for token in Tokenizer.tokens(text) {
            let id = terms.intern(token.stem)
            if Int(id) == postings.count { postings.append([]) }
            ids.append(id)
            if token.word != token.stem, seenSurface.insert(token.word).inserted {
              surfaceWords.append(token.word)
              surfaceTerms.append(id)
            }
          }
          guard !ids.isEmpty else { continue }
          let nameId = Int32(names.count)
          for id in Set(ids) { postings[Int(id)].append(nameId) }
          names.append(
            Name(vocabulary: Int32(vocabularyIndex), entry: Int32(entryIndex), terms: ids))
        }
      }
    }
    let total = Double(max(names.count, 1))
    weights = terms.stems.indices.map { id in
      let base = log(1 + total / Double(max(postings[id].count, 1)))
      return FillerWords.contains(terms.stems[id]) ? base * Self.fillerWeight : base
    }
    small = terms.stems.map(Self.isSmall)
    self.terms = terms
    self.postings = postings
    self.names = names
    self.typos = TypoIndex(stems: terms.stems)
    self.surfaceTypos = TypoIndex(stems: surfaceWords)
    self.surfaceTerms = surfaceTerms
  }

  /// The names said in `tokens`, best first, at most one hit per entry.
  ///
  /// Tokens marked in `known` (words the phrases use as they are) are not looked up as typos.
  func hits(in tokens: [Token], known: [Bool]) -> [Hit] {
    guard !names.isEmpty else { return [] }
    var matches = [[(term: Int32, similarity: Double)]](repeating: [], count: tokens.count)
    var scores: [Int32: Double] = [:]
    for (position, token) in tokens.enumerated() {
      if terms.id(of: token.stem) != nil || !token.isFiller && !known[position] {
        matches[position] = nameTerms(of: token)
      }
      for match in matches[position] where postings[Int(match.term)].count <= Self.retrievalLimit {
        let gain = weights[Int(match.term)] * match.similarity
        for name in postings[Int(match.term)] { scores[name, default: 0] += gain }
      }
    }
    let candidates = scores.sorted {
      $0.value > $1.value || $0.value == $1.value && $0.key < $1.key
    }
    .prefix(48)
    // The words no name's word reads, not even by a typo, that are no word the vectors know
    // ("rub" of "fox rub trail" is one): a name found by its other words may have one of its
    // own misspelt beside them.
    let unread = tokens.indices.filter { position in
      matches[position].isEmpty && !tokens[position].isFiller && !known[position]
        && tokens[position].word.count >= Self.shortestMisspeltWord
        && tokens[position].word.allSatisfy(\.isLetter)
        && WordVectors.shared?.pieces(of: tokens[position].word).count != 1
    }
    let said = unread.isEmpty ? [] : Set(matches.joined().map(\.term))
    var best: [Int64: Hit] = [:]
    for (nameId, _) in candidates {
      let name = names[Int(nameId)]
      let read = unread.isEmpty ? nil : misspeltBeside(name, matches, tokens, unread, said)
      guard let hit = verify(name, read ?? matches) else { continue }
      let key = Int64(hit.vocabulary) << 32 | Int64(hit.entry)
      if let existing = best[key], existing.quality >= hit.quality { continue }
      best[key] = hit
    }
    return best.values.sorted(by: Hit.isBetter)
  }

  /// The fewest letters a word is read as a misspelt word of a name beside its other words
  /// (see ``misspeltBeside(_:_:_:_:_:)``): a word of two is one edit from too many.
  static let shortestMisspeltWord = 3

  /// `matches` with each of the `unread` positions (words no name's word reads and the word
  /// vectors do not know) right beside a word of `name` read as the word of the name it is one
  /// edit from, if one is, among those no word of the request says; `nil` where none is. "bera"
  /// of "is bera creek open" is the "bear" of Bear Creek Trail, "lopo" of "alpine lopo" Alpine
  /// Loop's "loop". Typo tolerance reads no typo in a word of four letters or fewer, as one
  /// edit from one reaches many words; beside the name's other words, it reaches only the
  /// name's own.
  private func misspeltBeside(
    _ name: Name, _ matches: [[(term: Int32, similarity: Double)]], _ tokens: [Token],
    _ unread: [Int], _ said: Set<Int32>
  ) -> [[(term: Int32, similarity: Double)]]? {
    var read: [[(term: Int32, similarity: Double)]]?
    for position in unread {
      let beside = [position - 1, position + 1].filter(matches.indices.contains)
      guard
        beside.contains(where: { place in
          matches[place].contains { match in name.terms.contains(match.term) }
        })
      else { continue }
      let token = tokens[position]
      // A word said twice in a name ("Walla Walla") is one word it may be meant as.
      let meant = Set(name.terms).filter { term in
        !said.contains(term)
          && [token.word, token.stem].contains { word in
            EditDistance.distance(word, terms.stems[Int(term)], limit: 1) == 1
          }
      }
      guard meant.count == 1, let term = meant.first else { continue }
      if read == nil { read = matches }
      read?[position] = [(term, EditDistance.similarity(edits: 1))]
    }
    return read
  }

  /// Whether `token` says a word of a name listed by its stem, not by a typo.
  func isNameWord(_ token: Token) -> Bool { terms.id(of: token.stem) != nil }

  /// Whether `token` may say a word of a name listed: a name's word, or a typo of one.
  func mayName(_ token: Token) -> Bool { !nameTerms(of: token).isEmpty }

  /// The terms of the names' words `token` says, with how closely: its stem's, else those its
  /// stem is a typo of, else those the word as typed is a typo of.
  private func nameTerms(of token: Token) -> [(term: Int32, similarity: Double)] {
    if let id = terms.id(of: token.stem) { return [(id, 1)] }
    let byStem = typos.matches(of: token.stem).map {
      (term: $0.term, similarity: EditDistance.similarity(edits: $0.edits))
    }
    guard byStem.isEmpty else { return byStem }
    return surfaceTypos.matches(of: token.word).map {
      (term: surfaceTerms[Int($0.term)], similarity: EditDistance.similarity(edits: $0.edits))
    }
  }

  /// Whether `stem` is a small word that names nothing on its own: a filler, a particle or
  /// preposition, a question word. "on" alone says no "Life on Europa", though a name that is
  /// only small words ("On Air") is still said by them.
  private static func isSmall(_ stem: String) -> Bool {
    FillerWords.contains(stem) || SlotFinder.namesNothing(stem)
  }

  /// The best span of the utterance that says `name`, or `nil` when too little of it is said.
  /// A span that says only the name's small words says none of it when the name has others.
  private func verify(
    _ name: Name, _ matches: [[(term: Int32, similarity: Double)]]
  ) -> Hit? {
    let total = name.terms.reduce(0) { $0 + weights[Int($1)] }
    guard total > 0 else { return nil }
    var bestQuality = 0.0
    var bestSpan = 0..<0
    var bestTypo = false
    let needsContent = name.terms.contains { !small[Int($0)] }
    let window = name.terms.count + 1
    for start in matches.indices where !matches[start].isEmpty {
      var used: UInt64 = 0  // name terms already matched; names are far shorter than 64 words
      var usedCount = 0
      var gained = 0.0
      var typo = false
      var saysContent = false
      for position in start..<min(matches.count, start + window) {
        var pick: (index: Int, similarity: Double)?
        for (index, term) in name.terms.enumerated().prefix(64) where used & (1 << index) == 0 {
          if let match = matches[position].first(where: { $0.term == term }),
            match.similarity > (pick?.similarity ?? 0)
          {
            pick = (index, match.similarity)
          }
        }
        guard let pick else {
          if position == start { break }
          continue
        }
        used |= 1 << pick.index
        usedCount += 1
        gained += weights[Int(name.terms[pick.index])] * pick.similarity
        typo = typo || pick.similarity < 1
        saysContent = saysContent || !small[Int(name.terms[pick.index])]
        // Every end is a candidate span: "alpine lake" need not run on into "in trails".
        let gaps = (position - start + 1) - usedCount
        let quality = gained / total - Self.gapPenalty * Double(gaps)
        if quality > bestQuality && (saysContent || !needsContent) {
          bestQuality = quality
          bestSpan = start..<(position + 1)
          bestTypo = typo
        }
      }
    }
    guard bestQuality >= Self.leastQuality else { return nil }
    return Hit(
      vocabulary: Int(name.vocabulary), entry: Int(name.entry), span: bestSpan,
      quality: min(1, bestQuality), hadTypo: bestTypo)
  }
}

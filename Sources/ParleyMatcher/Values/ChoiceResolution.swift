/// Which option an answer to "Which one?" picks.
public enum ChoiceResolution: Sendable, Equatable {
  /// The option at this index (0-based) of the options given.
  case chosen(Int)
  /// Several options fit the answer equally well; their indices, best first.
  case ambiguous([Int])
  /// The answer picks no option.
  case none
}

/// Reads an answer to a choice among options: a number ("2"), an ordinal ("the second one",
/// "last"), or a name or synonym, also partial or misspelled ("bear creek" for
/// "Bear Creek Trail").
///
/// ```swift
/// let options = [["Bear Creek Trail"], ["Cedar Falls"], ["Alpine Loop", "the loop"]]
/// resolveChoice("the second one", among: options)  // .chosen(1)
/// resolveChoice("bear crek", among: options)       // .chosen(0)
/// resolveChoice("3", among: options)               // .chosen(2)
/// resolveChoice("jazz", among: options)            // .none
/// ```
///
/// - Parameters:
///   - answer: What the person said.
///   - options: For each option, its title followed by its synonyms.
/// - Returns: The option's 0-based index, the tied indices, or ``ChoiceResolution/none``.
public func resolveChoice(_ answer: String, among options: [[String]]) -> ChoiceResolution {
  let tokens = Tokenizer.tokens(answer)
  let words = tokens.map(\.word)
  guard !options.isEmpty, !words.isEmpty else { return .none }
  let scores = options.map { names in
    names.map { NameSimilarity.score(answer: tokens, name: Tokenizer.tokens($0)) }.max() ?? 0
  }
  let best = scores.max() ?? 0
  if best >= 0.999 {
    let exact = scores.indices.filter { scores[$0] >= 0.999 }
    return exact.count == 1 ? .chosen(exact[0]) : .ambiguous(exact)
  }
  if words.contains("last") && words.count <= 3 { return .chosen(options.count - 1) }
  if let position = OrdinalReader.first(in: words) ?? plainNumber(words),
    (1...options.count).contains(position)
  {
    return .chosen(position - 1)
  }
  guard best >= 0.5 else { return .none }
  let close = scores.indices.filter { scores[$0] >= best - 0.08 }.sorted {
    scores[$0] > scores[$1]
  }
  return close.count == 1 ? .chosen(close[0]) : .ambiguous(close)
}

/// A bare number said as an answer ("2", "two", "number 2"), as a 1-based position.
private func plainNumber(_ words: [String]) -> Int? {
  let content = words.filter { !FillerWords.contains($0) && $0 != "one" || words.count == 1 }
  guard let found = NumberReader.first(in: content.isEmpty ? words : content),
    found.value >= 1, found.value < 1000
  else { return nil }
  return Int(exactly: found.value)
}

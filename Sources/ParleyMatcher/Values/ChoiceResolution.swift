/// Which option an answer to "Which one?" picks.
public enum ChoiceResolution: Sendable, Equatable {
  /// The option at this index (0-based) of the options given.
  case chosen(Int)
  /// Several options fit the answer equally well; their indices, best first.
  case ambiguous([Int])
  /// The answer picks no option.
  case none

  /// The least similarity an answer needs to a name to pick it (see `NameSimilarity`):
  /// below it, the answer says too little of any option.
  static var leastSimilarity: Double { MatcherSettings.shared.choiceLeastSimilarity }
  /// How far below the best option another may score and still tie with it: a slight typo
  /// must not decide between two names the answer says alike.
  static var closeMargin: Double { MatcherSettings.shared.choiceCloseMargin }
}

/// Reads an answer to a choice among options: a position said as the whole answer ("2", "the
/// second one", "number 2", "last"), or a name or synonym, also partial or misspelled ("bear
/// creek" for "Bear Creek Trail"). A number inside a longer line is no position: "order two
/// lattes" does not pick the second option.
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
  guard !options.isEmpty, !tokens.isEmpty else { return .none }
  let scores = options.map { names in
    names.map { NameSimilarity.score(answer: tokens, name: Tokenizer.tokens($0)) }.max() ?? 0
  }
  let best = scores.max() ?? 0
  if best >= 0.999 {
    let exact = scores.indices.filter { scores[$0] >= 0.999 }
    return exact.count == 1 ? .chosen(exact[0]) : .ambiguous(exact)
  }
  if let index = PositionAnswer.index(in: tokens, among: options.count) {
    return .chosen(index)
  }
  guard best >= ChoiceResolution.leastSimilarity else { return .none }
  let close = scores.indices.filter { scores[$0] >= best - ChoiceResolution.closeMargin }.sorted {
    scores[$0] > scores[$1]
  }
  guard mostlyNames(tokens, options[close[0]]) else { return .none }
  return close.count == 1 ? .chosen(close[0]) : .ambiguous(close)
}

/// Whether at least half of the words said, fillers aside, are words of one of `names`: a
/// part of a name answers ("cedar" for Cedar Falls Loop), a longer line that shares a word with
/// a name does not ("order two lattes and a mocha" picks no In Order).
private func mostlyNames(_ tokens: [Token], _ names: [String]) -> Bool {
  let said = tokens.filter { !$0.isFiller }
  let named = names.map(Tokenizer.tokens)
  let matching = said.filter { word in
    named.contains { NameSimilarity.score(answer: [word], name: $0) > 0 }
  }
  return 2 * matching.count >= said.count
}

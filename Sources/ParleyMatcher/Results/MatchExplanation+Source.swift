extension MatchExplanation {
  /// The evaluation of one template against one utterance, from which the explanation's facts
  /// are derived when read.
  struct Source: Sendable {
    let words: [String]
    let fillers: [Bool]
    /// Whether each word is in a clause that asks yes or no along with the question the
    /// request is (see ``MatchReading/wordsAskedAlong``); empty when the request is no question.
    let askedAlong: [Bool]
    let template: CompiledTemplate
    let evaluation: TemplateScorer.Evaluation
    let appLabel: String?
    let phrase: String

    var matches: [WordMatch] {
      evaluation.pairs.map { pair in
        let literal = template.literals[pair.literal]
        let word = words[pair.token]
        return WordMatch(
          utteranceWord: word, phraseWord: literal.word,
          how: pair.how == .exact && word != literal.word ? .stem : pair.how,
          weight: (literal.weight * pair.similarity * 100).rounded() / 100)
      }
    }

    /// Whether each word is explained: read by a phrase word, or taken by a value or the app's
    /// name.
    private var explained: [Bool] {
      var explained = evaluation.consumed
      for pair in evaluation.pairs { explained[pair.token] = true }
      return explained
    }

    var unmatchedWords: [String] {
      let explained = explained
      return words.indices.filter { !explained[$0] && !fillers[$0] }.map { words[$0] }
    }

    var wordsAskedAlong: [String] {
      askedAlong.indices.filter { askedAlong[$0] && !fillers[$0] }.map { words[$0] }
    }

    var wordsWithinPairs: [String] {
      let explained = explained
      let pairs = evaluation.pairs.sorted { $0.token < $1.token }
      var within: [String] = []
      for (first, second) in zip(pairs, pairs.dropFirst())
      where second.literal == first.literal + 1
        && (template.slot == nil || template.slotPosition != second.literal)
      {
        // Only words of their own, one after another: a filler or a value between the two
        // ("how much is a bowl of tomato soup" for "What soups …") says something else.
        let between = (first.token + 1)..<second.token
        guard between.allSatisfy({ !explained[$0] && !fillers[$0] }) else { continue }
        within += between.map { words[$0] }
      }
      return within
    }

    /// The request's words said where the phrase says `word`, which no request word read: the
    /// words between those read as the nearest phrase words before and after it, fillers at
    /// either end left out ("milk" of "add some milk to my shopping list" in place of the
    /// "item" of "Add an item to my packing list"); empty where the phrase word was read, is not
    /// the phrase's, or something explained, or nothing, is said there.
    func wordsSaid(inPlaceOf word: String) -> [String] {
      guard let literal = template.literals.firstIndex(where: { $0.word == word }),
        !evaluation.pairs.contains(where: { $0.literal == literal })
      else { return [] }
      let before = evaluation.pairs.filter { $0.literal < literal }.max { $0.literal < $1.literal }
      let after = evaluation.pairs.filter { $0.literal > literal }.min { $0.literal < $1.literal }
      guard before != nil || after != nil else { return [] }
      let start = before.map { words.index(after: $0.token) } ?? words.startIndex
      let end = after?.token ?? words.endIndex
      guard start < end else { return [] }
      var run = start..<end
      while let first = run.first, fillers[first] { run = run.dropFirst() }
      while let last = run.last, fillers[last] { run = run.dropLast() }
      let explained = explained
      guard !run.isEmpty, run.allSatisfy({ !explained[$0] }) else { return [] }
      return run.map { words[$0] }
    }

    var missingWords: [String] {
      var said = [Bool](repeating: false, count: template.literals.count)
      for pair in evaluation.pairs { said[pair.literal] = true }
      if let placeholder = evaluation.placeholder { said[placeholder.literal] = true }
      return template.literals.indices
        .filter { !said[$0] && !template.literals[$0].isFiller }
        .map { template.literals[$0].word }
    }

    var penalties: [String] {
      var penalties: [String] = []
      if evaluation.appNameMissing {
        penalties.append("the app name is not said (x\(TemplateScorer.missingAppNameFactor))")
        if evaluation.slotIsRaw {
          penalties.append(
            "the slot names no known value and the app is not named "
              + "(x\(TemplateScorer.rawSlotWithoutAppNameFactor))")
        }
      }
      if evaluation.slotMissing { penalties.append("the slot is not filled") }
      if evaluation.onlyAppName {
        penalties.append(
          "only the app name is said (x\(TemplateScorer.appNameOnlyFactor))")
      }
      if evaluation.onlyQuestionSynonym {
        penalties.append("only a synonym of the phrase's question word is said (x0)")
      }
      if evaluation.onlyValue {
        penalties.append(
          "a question that names only the slot's value (x\(TemplateScorer.appNameOnlyFactor))")
      }
      if evaluation.aboutAnotherValue {
        penalties.append(
          "the request names a value the phrase does not take, and says only its question "
            + "words besides (x0)")
      }
      if evaluation.verbBesideAnotherValue {
        penalties.append(
          "the request names a value the intent does not take, and says only the phrase's verb "
            + "besides (x\(TemplateScorer.verbConflictFactor))")
      }
      if evaluation.negated {
        penalties.append("the request says not to do what the phrase does (x0)")
      }
      if evaluation.negatedLoss {
        penalties.append(
          "the request says something is not so, and nothing of the loss the phrase's verb says "
            + "(x0)")
      }
      if evaluation.askedAction {
        penalties.append("a yes/no question asks about the intent's action, not for it (x0)")
      }
      switch evaluation.openingAction {
      case .another?:
        penalties.append(
          "the request opens with another phrase's verb (x\(TemplateScorer.verbConflictFactor))")
      case .otherParticle?:
        penalties.append(
          "the request completes the phrase's verb with another particle "
            + "(x\(TemplateScorer.unsaidActionFactor))")
      case .opposite?:
        penalties.append("the request asks for the opposite action (x0)")
      case .oppositeState?:
        penalties.append("a yes/no question asks about the state the phrase's action undoes (x0)")
      case .unsaid?:
        penalties.append(
          "the request opens with an action the intent does not say "
            + "(x\(TemplateScorer.unsaidActionFactor))")
      case .unknownVerb?:
        penalties.append(
          "the request opens with a verb no phrase of the app uses "
            + "(x\(TemplateScorer.unsaidActionFactor))")
      case .namedVerb?:
        penalties.append(
          "the request's verb names a value the intent does not take "
            + "(x\(TemplateScorer.unsaidActionFactor))")
      case nil:
        break
      }
      if evaluation.unsaidLoss {
        penalties.append(
          "the phrase's verb loses something and the request says nothing of it "
            + "(x\(TemplateScorer.unsaidActionFactor))")
      }
      if evaluation.anotherList {
        penalties.append(
          "the request asks to see a list of values another intent lists "
            + "(x\(TemplateScorer.unsaidActionFactor))")
      }
      if evaluation.pluralWithoutName {
        penalties.append(
          "the request asks for its slot's kind as a plural, naming none "
            + "(x\(TemplateScorer.verbConflictFactor))")
      }
      if evaluation.tooLittleWithoutAppName {
        penalties.append("too few of the phrase's words are said without the app name (x0)")
      }
      if evaluation.otherAppNamed {
        penalties.append("the utterance names another app (x0)")
      }
      if evaluation.frameMismatch {
        penalties.append(
          "one of the request and the phrase is a question, the other a command "
            + "(x\(TemplateScorer.frameMismatchFactor))")
      }
      return penalties
    }
  }
}

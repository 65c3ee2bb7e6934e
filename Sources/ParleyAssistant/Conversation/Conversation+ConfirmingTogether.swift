import ParleyIntents

/// An item of a request that reached its confirmation while more items of the request were to
/// come: its `perform()` waits for the answer to the one question asked of them all.
struct HeldConfirmation {
  let request: ActiveRequest
  let question: ConfirmationQuestion
}

extension Conversation {
  /// Asks `question`, together with the items held for it (see `hold(_:_:)`): "Order 2 large
  /// Caffè Lattes for $11.00 and a small Caffè Mocha for $4.75?". Held items of another
  /// request are let go.
  func askConfirmation(_ question: ConfirmationQuestion) -> Reply {
    guard let request else { return ask(question.prompt, state: .confirmation(question)) }
    dialog.held.removeAll {
      $0.request.app.name != request.app.name || $0.request.intentType != request.intentType
    }
    guard !dialog.held.isEmpty else { return ask(question.prompt, state: .confirmation(question)) }
    var together = question
    let texts = (dialog.held.map(\.question) + [question]).map { questionText(of: $0.prompt) }
    together.prompt = Prompt(dialog: nil, fallback: Self.oneQuestion(of: texts))
    return ask(together.prompt, state: .confirmation(together))
  }

  /// Goes on with every item confirmed together, the request under way (the last item) after
  /// those held for it, in the order they were said; each answers for itself as it ends.
  func confirmTogether(then request: ActiveRequest) async -> Reply {
    let held = dialog.held.map(\.request)
    dialog.held = []
    let rest = held.dropFirst() + [request]
    for item in rest { item.isConfirmedWithPrevious = true }
    dialog.queued.insert(contentsOf: rest.map(QueuedRequest.confirmed), at: 0)
    guard let first = held.first else { return finish([], .cancelled) }
    self.request = first
    guard let run = first.run else { return finish([], .cancelled) }
    return await resume(run, with: true, in: first)
  }

  /// Lets go of what was to come with the request under way: its items held for one
  /// confirmation, and those still to run, as a request cancelled is cancelled whole.
  func dropItems() {
    dialog.dropItems()
  }

  /// The questions `texts` asked as one: the question of each, joined by "and", with the verb
  /// they share said once, the words they all end with said once (where those hold no number,
  /// which is each item's own: a price), and what they all say after it said once: "Order 2
  /// large Caffè Lattes for $11.00 and a small Caffè Mocha for $4.75?", "Remove Cedar Falls and
  /// Alpine Loop from your favorites?", "Delete the note “A” and the note “B”? This can't be
  /// undone."
  static func oneQuestion(of texts: [String]) -> String {
    let split = texts.map { text -> (question: String, after: String) in
      guard let end = text.firstIndex(of: "?") else { return (text, "") }
      return (String(text[..<end]), String(text[text.index(after: end)...]))
    }
    var questions = split.map {
      $0.question.trimmingCharacters(in: .whitespaces).split(separator: " ").map(String.init)
    }
    guard let verb = questions.first?.first else { return "" }
    for index in questions.indices.dropFirst()
    where questions[index].count > 1 && questions[index].first == verb {
      questions[index].removeFirst()
    }
    let (ending, isClause) = sharedEnding(of: questions)
    if !ending.isEmpty {
      questions = questions.map { Array($0.dropLast(ending.count)) }
    }
    if isClause {
      questions = questions.map { words in
        words.dropLast() + (words.last.map { [String($0.dropLast())] } ?? [])
      }
    }
    let list = spokenList(questions.map { $0.joined(separator: " ") }, "and")
    let end = ending.isEmpty ? "" : (isClause ? ", " : " ") + ending.joined(separator: " ")
    let after = Set(split.map(\.after)).count == 1 ? split[0].after : ""
    return list + end + "?" + after
  }

  /// The words every one of `questions` ends with, from the first that holds no number on,
  /// leaving each at least one word of its own; or, where they are a clause of their own after
  /// a comma in every question, all of them (`isClause`): ", to pick up at 8:00 AM" is the
  /// whole order's, said once, where "for $4.50" is each item's.
  private static func sharedEnding(of questions: [[String]]) -> (
    words: [String], isClause: Bool
  ) {
    guard !questions.dropFirst().isEmpty, let shortest = questions.map(\.count).min() else {
      return ([], false)
    }
    var ending: [String] = []
    for back in 1..<shortest {
      let words = Set(questions.map { $0[$0.count - back] })
      guard words.count == 1, let word = words.first else { break }
      ending.insert(word, at: 0)
    }
    let isClause =
      !ending.isEmpty
      && questions.allSatisfy { $0.dropLast(ending.count).last?.hasSuffix(",") == true }
    if isClause { return (ending, true) }
    let numbered = ending.lastIndex { $0.contains(where: \.isNumber) }
    return (numbered.map { Array(ending[$0...].dropFirst()) } ?? ending, false)
  }
}

import ParleyMatcher

extension Conversation {
  /// `text` with each word misspelt beyond doubt of a word the conversation reads a line by
  /// (``Lexicon/conversationWords``) written as that word: "actualy make it alpine loop" is
  /// read as "actually make it alpine loop", "cancle" as "cancel", as the matcher reads
  /// "opeen" as the phrase's "open". Done once, where a line enters the line reader (see
  /// `transition(on:)`), so that every reading after it, the line reader's and the request's,
  /// sees the word meant.
  ///
  /// A word is misspelt beyond doubt as `PhraseIndex.word(meantBy:among:)` says: the word
  /// vectors do not know it, nothing of the catalog reads it (a phrase word, a listed name, an
  /// app's name, also through a typo), it has more than four letters, and it is within typo
  /// tolerance of exactly one of those words. Every other word keeps its spelling ("abot" of
  /// "call mom abot the cabin"), and so does a value typed in a request but a misspelling of
  /// one of those words.
  ///
  /// At a question that takes one of a few answers, a yes or a no, or one of a list of
  /// options, a word that misspells one of them is written as it too, whatever its length
  /// ("yse", "noo", "lage" among the sizes; see `PhraseIndex.word(meantBy:answering:)`).
  ///
  /// Where the question waiting takes a passcode or a file's path, and for a direct invocation
  /// (`/Intent …`), the line is left as typed. Where it takes any text, the line is left as
  /// typed too, but where it is, as meant, a stop word and nothing more ("nevermnd"): any text
  /// answers such a question, so a word the person typed there is theirs to keep ("Actualy
  /// groceries" is a list's name, not a correction).
  ///
  /// ```swift
  /// _ = await conversation.respond(to: "get conditions for cedar falls")
  /// conversation.spelledAsMeant("actualy make it alpine loop")
  /// // "actually make it alpine loop"
  /// ```
  func spelledAsMeant(_ text: String) -> String {
    guard !text.hasPrefix("/"), !isAwaitingPasscode, !isAwaitingFile else { return text }
    let spelled = respelled(text)
    // Any text answers: only a line that is, as meant, a stop word and nothing more leaves the
    // question ("nevermnd" at "What should the note be called?").
    if takesAnyText { return SpokenValue.isOnlyCancel(spelled) ? spelled : text }
    return spelled
  }

  /// The answers the question waiting takes, each as the words that say it, where it takes
  /// one of a few: a yes or a no (a cancel) at a yes-or-no question, an option's words or a
  /// stop at a choice or a question for one of an app enum's cases. Empty where no question
  /// waits or any value of a kind answers it.
  private var closedAnswers: [Set<String>] {
    switch state {
    case .confirmation: return Lexicon.yesOrNo
    case .value(let question):
      switch question.parameter.valueType {
      case .bool: return Lexicon.yesOrNo
      case .enumeration(let type): return Self.answers(caseOptions(of: type))
      default: return []
      }
    case .choice(let question): return Self.answers(question.options)
    case .idle, .passcode: return []
    }
  }

  /// Each of `options` as the words of its names, and a stop.
  private static func answers(_ options: [ChoiceOption]) -> [Set<String>] {
    options.map { option in Set(option.names.flatMap(words(of:))) } + [Lexicon.stopWords]
  }

  /// `text` with each word misspelt beyond doubt of ``Lexicon/conversationWords`` written as
  /// that word, and at a question that takes one of a few answers (see `closedAnswers`) each
  /// word that misspells one of them (see `PhraseIndex.word(meantBy:answering:)`) written as
  /// the word meant (see `spelledAsMeant(_:)`).
  private func respelled(_ text: String) -> String {
    var spelled = ""
    var rest = text.startIndex
    // Each word as `words(of:)` reads it, where it stands in `text`.
    let answers = closedAnswers
    for said in text.split(whereSeparator: Self.separatesWords) {
      let word = said.lowercased()
      guard
        let meant = catalog.index.word(meantBy: word, among: Lexicon.conversationWords)
          ?? (answers.isEmpty ? nil : catalog.index.word(meantBy: word, answering: answers))
      else { continue }
      // "Actualy, …" stays a capital: "Actually, …".
      let capital = said.first?.isUppercase == true
      spelled += text[rest..<said.startIndex]
      spelled += capital ? meant.prefix(1).uppercased() + meant.dropFirst() : meant
      rest = said.endIndex
    }
    spelled += text[rest...]
    return spelled
  }
}

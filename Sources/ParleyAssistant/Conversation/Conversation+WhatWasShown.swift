import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// Whether `text` asks to hear what the last result showed, said of it and of nothing else:
  /// "read it to me", "read them to me again", "what does it say?", "read me that". Its answer
  /// is the last answer again, which a speaker says whole (every item of a list). A line that
  /// names anything else ("read me the soup menu") is a request.
  ///
  /// ```swift
  /// Conversation.asksToHearWhatWasShown("read it to me again")    // true
  /// Conversation.asksToHearWhatWasShown("read me the soup menu")  // false
  /// ```
  static func asksToHearWhatWasShown(_ text: String) -> Bool {
    let said = ConversationWords.withoutAside(words(of: text)).rest
    guard said.contains(where: Lexicon.readingAloudVerbs.contains),
      said.contains(where: Lexicon.thingReferringWords.contains)
    else { return false }
    return said.allSatisfy { word in
      Lexicon.readingAloudVerbs.contains(word) || Lexicon.thingReferringWords.contains(word)
        || Lexicon.readingAloudWords.contains(word) || Lexicon.showingObjects.contains(word)
        || Lexicon.questionWords.contains(word) || Lexicon.doForms.contains(word)
    }
  }

  /// What to say plainly of `text`, a request about the one entity the last result returned,
  /// right after `context` performed, that no intent of its app does with it: "add to it: book
  /// the hotel" right after a note was shown, which Notes reads as a new note, is "Notes can't
  /// add to a note." `nil` when the line says no word that stands for a thing among its first
  /// words, opens as a question, or is read as a request of another app, or of an intent that
  /// takes an entity of the type shown (which "it" then fills, see `fillPronoun(from:into:)`).
  func nothingDoes(_ text: String, withWhatWasShownBy context: FollowUpContext) -> String? {
    guard let shown = dialog.shown, !SpokenValue.isCancel(text) else { return nil }
    let said = ConversationWords.withoutAside(Self.words(of: text)).rest
    guard !ConversationWords.opensAQuestion(said),
      let at = said.prefix(Self.referenceReach).firstIndex(
        where: Lexicon.thingReferringWords.contains),
      at > 0
    else { return nil }
    let result = match(text, saidTo: context.app)
    guard let best = result.best, best.app == context.app.name else { return nil }
    let rivals = result.candidates.filter {
      $0.app == best.app && best.score - $0.score < PhraseIndex.ambiguityMargin
    }
    let takesIt = rivals.contains { candidate in
      parameters(of: candidate).contains { parameter in
        guard case .entity(let type) = parameter.valueType else { return false }
        return type.isType(of: shown)
      }
    }
    guard !takesIt else { return nil }
    let kind = type(of: shown).typeDisplayRepresentation.name.defaultValue.lowercased()
    let doing = said.prefix(at).joined(separator: " ")
    return "\(context.app.name) can't \(doing) \(withArticle(kind))."
  }

  /// How many words open a request before the word that stands for the thing it is about:
  /// "share *it*", "add to *it*".
  private static let referenceReach = 3
}

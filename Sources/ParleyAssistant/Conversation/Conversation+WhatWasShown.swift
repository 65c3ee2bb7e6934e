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
    asksAgain(for: text, by: Lexicon.readingAloudVerbs)
  }

  /// Whether `text` asks to see what the last result showed once more, said of it and of
  /// nothing else: a verb that shows a thing and does not read it (``Lexicon/showingVerbs``),
  /// a word that stands for the thing, and one that alone asks for the same again: "show it
  /// again", "show me that again". Its answer is the last answer as it was shown, the card on
  /// a display. "open it", which asks for no second look, is a request.
  ///
  /// ```swift
  /// Conversation.asksToSeeWhatWasShown("show it again")  // true
  /// Conversation.asksToSeeWhatWasShown("open it")        // false
  /// ```
  static func asksToSeeWhatWasShown(_ text: String) -> Bool {
    let said = ConversationWords.withoutAside(words(of: text)).rest
    return said.contains { Lexicon.againRequests.contains([$0]) }
      && asksAgain(for: text, by: Lexicon.showingVerbs.subtracting(Lexicon.readingAloudVerbs))
  }

  /// Whether `text` says one of `verbs` and a word that stands for a thing, with only words
  /// that ask or add nothing besides (see `asksToHearWhatWasShown(_:)`).
  private static func asksAgain(for text: String, by verbs: Set<String>) -> Bool {
    let said = ConversationWords.withoutAside(words(of: text)).rest
    guard said.contains(where: verbs.contains),
      said.contains(where: Lexicon.thingReferringWords.contains)
    else { return false }
    return said.allSatisfy { word in
      verbs.contains(word) || Lexicon.thingReferringWords.contains(word)
        || Lexicon.readingAloudWords.contains(word) || Lexicon.showingObjects.contains(word)
        || Lexicon.questionWords.contains(word) || Lexicon.doForms.contains(word)
    }
  }

  /// What to say plainly of `text`, a request about the one entity the last result returned,
  /// right after `context` performed, that no intent of its app does with it: "add to it: book
  /// the hotel" right after a note was shown, which Notes reads as a new note, is "Notes can't
  /// add to a note."; "share it with anna", which no intent of any app reads, is "Notes can't
  /// share a note." `nil` when the line says no word that stands for a thing among its first
  /// words, opens as a question or with who does something ("i like it"), asks to repeat, says
  /// yes or small talk, or is read as a request of another app, or of an intent that takes an
  /// entity of the type shown (which "it" then fills, see `fillPronoun(from:into:)`). When the
  /// result returned no one entity, the thing is the result itself: "send it to anna" right
  /// after a Brew order, which no intent of any app reads, is "Brew can't send it."
  func nothingDoes(_ text: String, withWhatWasShownBy context: FollowUpContext) -> String? {
    guard !SpokenValue.isCancel(text), let (doing, thing) = Self.requestOfAThing(in: text) else {
      return nil
    }
    // "reset them" right after a list of one card stands for what was listed, not the card.
    let listedOne = dialog.listed.count == 1 && Lexicon.severalReferringWords.contains(thing)
    let shown = listedOne ? nil : dialog.shown
    let result = match(text, saidTo: context.app)
    if let best = result.best {
      // Without one entity shown, a request an intent reads ("reorder it") is that request.
      guard best.app == context.app.name, shown != nil else { return nil }
      let rivals = result.candidates.filter {
        $0.app == best.app && best.score - $0.score < PhraseIndex.ambiguityMargin
      }
      let takesIt = rivals.contains { candidate in
        parameters(of: candidate).contains { parameter in
          guard case .entity(let type) = parameter.valueType, let shown else { return false }
          return type.isType(of: shown)
        }
      }
      guard !takesIt else { return nil }
    } else {
      // Read by no intent of any app: a request of the thing shown, unless it is a line of
      // another kind ("say it again", "do it", "thank you for it").
      guard isReadByNoApp(text) else { return nil }
    }
    // "pin it" is no thing Notes can't do when an intent of it pins a note, phrase or none.
    if let shown, let verb = doing.first, takesIt(shown, by: verb, in: context.app) {
      return nil
    }
    let action = "\(context.app.name) can't \(doing.joined(separator: " "))"
    guard let shown else { return action + " it." }
    let kind = type(of: shown).typeDisplayRepresentation.name.defaultValue.lowercased()
    return "\(action) \(withArticle(kind))."
  }

  /// Whether an intent of `app` whose title opens with `verb` ("Pin Note" of "pin") takes an
  /// entity of `shown`'s type: one a card's action may run though no phrase says it.
  private func takesIt(_ shown: any AppEntity, by verb: String, in app: LoadedApp) -> Bool {
    app.app.allIntents.contains { intent in
      Self.words(of: intent.titleText).first == verb
        && intentParameters(of: intent.init()).contains { parameter in
          guard case .entity(let type) = parameter.valueType else { return false }
          return type.isType(of: shown)
        }
    }
  }

  /// What `text` asks to be done with a thing a word stands for, and that word, where it is
  /// said as a request is: a verb, then the word among the first few ("share" and "that" of
  /// "share that with my sister", "add to" and "it" of "please add to it: book the hotel").
  /// `nil` for a line that opens as a question, says no such word near its opening, says it
  /// with a word that makes it one of several ("give me that one" picks), or opens with who
  /// does something ("i like it").
  static func requestOfAThing(in text: String) -> (doing: [String], thing: String)? {
    let said = ConversationWords.withoutAside(words(of: text)).rest
    guard !ConversationWords.opensAQuestion(said),
      let at = said.prefix(referenceReach).firstIndex(where: Lexicon.thingReferringWords.contains),
      !said.dropFirst(at + 1).prefix(1).contains(where: Lexicon.referenceFillers.contains)
    else { return nil }
    // "please share it": the words that lead to the request say nothing of what it does.
    let doing = said.prefix(at).drop(while: Lexicon.changeLeads.contains)
    guard let verb = doing.first, !Lexicon.subjectPronouns.contains(verb) else { return nil }
    return (Array(doing), said[at])
  }

  /// Whether no intent of any app reads `text`, and it is no line of another kind: a request
  /// to repeat ("say it again"), small talk ("thank you for it") or a yes ("do it").
  func isReadByNoApp(_ text: String) -> Bool {
    let said = ConversationWords.withoutAside(Self.words(of: text)).rest
    return match(text).best == nil && !Self.isRepeatRequest(text)
      && Self.smallTalk(in: text) == nil
      && SpokenValue.boolean(
        in: said.filter { !Lexicon.pleaseWords.contains($0) }.joined(separator: " ")) == nil
  }

  /// How many words open a request before the word that stands for the thing it is about:
  /// "share *it*", "add to *it*", "please send *it*": a verb and the words a request opens
  /// with or joins the thing by. Further on, "it" is in a request of its own ("tell me what
  /// it says") or a value's ("remind me to pack it").
  private static let referenceReach = 3
}

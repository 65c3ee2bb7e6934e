import Foundation

// The action a request opens with, against the one a phrase says.
extension TemplateScorer {
  /// Whether the request opens with an action a command phrase does not say, and which one:
  /// its first meaningful word is unpaired and the phrase's verb is not said, and either that
  /// word says the action that undoes this phrase's, or one of the intent's phrases opens with
  /// such an action and none says the word ("add bear creek to my favorites" is not "Remove …
  /// from my favorites", nor "Unfavorite …" of the same intent, whatever other apps are
  /// loaded); or the word is the verb of another of the app's command phrases, or says an
  /// action that no phrase of the intent says ("add … to my favorites" does not open them).
  func openingAction(_ template: CompiledTemplate, _ result: Evaluation, scope: Int)
    -> OpeningAction?
  {
    // "is the front door locked" asks whether it is locked: it asks for no action, least of
    // all the one that undoes that state ("Unlock the front door").
    if let verb = template.leadLiteral, analysis.stateOpposites.contains(verb.term),
      !result.pairs.contains(where: { $0.literal == template.lead })
    {
      return .oppositeState
    }
    // "turn on the kettle" undoes what "Turn off the ${device}" does, and asks for none of
    // the intent's phrases ("Shut the ${device}"), unless one of them says it too ("Switch
    // ${device} on"). "turn the volume off" asks for neither "Turn the volume up" nor down.
    if !template.isQuestion, let lead = analysis.lead, !analysis.verbParticles.isEmpty {
      let particles = index.groupParticles[template.group]
      let undone = particles.contains { verb, particle in
        (Synonyms.oppositeParticle(of: particle).map(analysis.verbParticles.contains) ?? false)
          && analysis.matches[lead].contains { $0.term == verb && $0.vocabulary < 0 }
      }
      if undone, !particles.contains(where: { analysis.words.contains($0.particle) }) {
        return .opposite
      }
      // The phrase's own verb, said as it is, completed otherwise.
      if let particle = template.verbParticle, let verb = template.leadLiteral,
        analysis.matches[lead].contains(where: { $0.term == verb.term && $0.similarity == 1 }),
        !analysis.verbParticles.contains(particle)
      {
        return .otherParticle
      }
    }
    // "shuffle my cards", where "Shuffle" names a setting of the app: the request's verb is
    // the name, and asks what an intent that takes its values does; no other intent of the
    // app does it, whether or not it reads the word as a name of its own ("a folder called
    // shuffle"), unless the request names a value of its slot: "hike bear creek trail" names
    // the trail, or says the phrase's own verb: "check my budget" is "Check my budget in
    // ${applicationName}", though "check" may name a Checking account. Only App Shortcut
    // phrases list all an intent does.
    if template.needsAppName, result.slot == nil || result.slotIsRaw,
      !result.pairs.contains(where: { $0.literal == template.lead && $0.token == analysis.lead }),
      analysis.leadVerbNames(in: scope).contains(where: { !takesValue(of: $0, template) })
    {
      return .namedVerb
    }
    // "has my soup been paid for" asks about paying: a phrase of another intent that does not
    // say it asks or does something else, whatever words it shares ("What soups does Soup
    // Shop have", "Order soup"). Only App Shortcut phrases list all an app does.
    let asked = template.needsAppName ? analysis.askedVerbs(in: scope) : []
    if !asked.isEmpty, !result.askedAction,
      !asked.contains(where: { verb in result.pairs.contains { $0.token == verb.position } })
    {
      return .another
    }
    // A name no list holds that takes in the request's verb names nothing by it: "add lost
    // lake trail to my favorites" still says "add", whatever "Remove ${trails} from my
    // favorites" keeps of it as text.
    guard let lead = analysis.lead,
      !result.consumed[lead] || result.slot?.value.isRaw == true && result.slotSpan?.first == lead
    else { return nil }
    // The intent undoes what the request asks when one of its phrases opens with the opposite
    // action and none with the request's: "favorite cedar falls" is not "Unfavorite …", even
    // by "Remove … from my favorites".
    let verbs = index.groupVerbs[template.group]
    if !analysis.leadOpposites.isDisjoint(with: verbs)
      && !analysis.matches[lead].contains(where: { verbs.contains($0.term) })
    {
      return .opposite
    }
    // "share cedar falls with trails": a verb no phrase of the app uses, with nothing but a
    // value to say which intent, asks for what the app does not do. Only App Shortcut phrases,
    // which name their app, list all an app does; and a request that says other words of the
    // phrase uses another verb for its action: "recommend hiking trails", "take a note".
    if template.needsAppName && analysis.leadIsUnknownVerb(in: scope)
      && !saysAnotherWord(of: template, result, besides: lead)
    {
      return .unknownVerb
    }
    // A yes/no question about an action the app's commands do asks about that action, not
    // for what another question asks: "have i ordered soup" is not "What soups does Soup Shop
    // have today".
    if analysis.isYesNoQuestion, template.isQuestion,
      !result.pairs.contains(where: { $0.token == lead }), analysis.leadVerb(in: scope) != nil
    {
      return .another
    }
    // A command that opens with a change no phrase of the intent says asks no question of
    // the intent's either: "add tomato to the menu" does not ask what is on it, while "show
    // me the menu" asks what "what's on the menu" asks. Only App Shortcut phrases list all
    // an intent does.
    if template.needsAppName, !analysis.isQuestion, template.isQuestion,
      !result.pairs.contains(where: { $0.token == lead }), analysis.leadSaysAction,
      !analysis.leadShows, !intentSaysLead(template)
    {
      return .unsaid
    }
    // A command phrase opens with its verb; a question or "I'd like …" does not.
    guard let verb = template.leadLiteral, !verb.isFiller, !verb.isQuestion,
      !result.pairs.contains(where: { $0.literal == template.lead })
    else { return nil }
    // "show me biking trails" asks for the list "Find ${activity} trails" finds, whatever
    // other phrase opens with "show".
    if result.listsKind { return nil }
    if result.pairs.contains(where: { $0.token == lead }) {
      // The lead says a word of the phrase other than its verb. Followed by its object, it is
      // the request's verb, and the intent does not do it unless one of its phrases opens
      // with it: "favorite cedar falls" does not open the favourites. Only App Shortcut
      // phrases list all an intent does.
      guard analysis.leadTakesObject(in: scope) && template.needsAppName else { return nil }
      let opensAPhrase = analysis.matches[lead].contains {
        $0.vocabulary < 0 && verbs.contains($0.term)
      }
      return opensAPhrase ? nil : .unsaid
    }
    if analysis.leadOpposites.contains(verb.term) { return .opposite }
    if let lead = analysis.leadVerb(in: scope), lead.term != verb.term { return .another }
    guard analysis.leadSaysAction else { return nil }
    // "disable shuffle": the verb switches a value the intent takes, named after it.
    if analysis.leadSwitchesName,
      analysis.leadVerbNames(in: scope).contains(where: { takesValue(of: $0, template) })
    {
      return nil
    }
    return intentSaysLead(template) ? nil : .unsaid
  }

  /// Whether the request says an action of the app only in the "to" clause the word it opens
  /// with asks about (``UtteranceAnalysis/leadClause``), one the phrase does not say: "remind
  /// me to study flashcards" asks for a reminder, "tell sam to order a pizza" for a message,
  /// and neither for "Study ${deck}" or "Order ${food}". The clause opens with the phrase's own
  /// verb, or a synonym of it, or with the verb of another of the app's command phrases
  /// ("remind me to order soup" against "I'd like some ${soup}"), not with a place or a value
  /// ("switch to dark mode", "navigate to bear creek"); the request's words before it say
  /// nothing of the phrase but fillers, nor does any phrase of the intent say the word that
  /// opens the request, other than by a synonym ("Remind me to water ${plant}" is the intent's
  /// own; "tell" of "tell sam to order soup" is no "check" of "Check my order").
  func saysActionOnlyInClause(
    _ template: CompiledTemplate, _ result: Evaluation, scope: Int
  ) -> Bool {
    // The clause's verb is the word right after its "to".
    guard let clause = analysis.leadClause, let lead = analysis.lead,
      case let verb = clause + 1, verb < analysis.tokens.count,
      result.pairs.contains(where: { $0.literal == template.lead && $0.token == verb })
        || analysis.matches[verb].contains(where: {
          $0.vocabulary < 0 && $0.similarity >= UtteranceAnalysis.clearWordSimilarity
            && index.commandVerbs[scope].contains($0.term)
        }),
      !result.pairs.contains(where: { pair in
        pair.token < clause && !template.literals[pair.literal].isFiller
          && !(pair.token == lead && pair.how == .synonym)
      })
    else { return false }
    return !intentSaysLead(template, bySynonym: false)
  }

  /// Whether the verb a request denies (``UtteranceAnalysis/negatedVerb(in:)``) is one that
  /// `result` does not pair: the request refuses an action some other command phrase says.
  func deniesAnotherAction(_ result: Evaluation, scope: Int) -> Bool {
    guard let denied = analysis.negatedVerb(in: scope) else { return false }
    return !result.pairs.contains { $0.token == denied }
  }

  /// Whether the request is a yes/no question that says the verb of one of the command
  /// phrases of `template`'s intent (a command phrase itself; see
  /// ``UtteranceAnalysis/askedVerbs(in:)``): it asks whether that was done or holds ("did i
  /// order a latte", "have i paid", "is the door locked"), and asks for none of the intent's
  /// commands. A phrase that is a question itself is no command: "do you deliver to pune"
  /// asks what "Do you deliver to my pincode" asks.
  func asksAboutAnAction(of template: CompiledTemplate) -> Bool {
    guard !template.isQuestion, let first = template.leadLiteral, !first.isFiller, !first.isQuestion
    else { return false }
    let verbs = index.groupVerbs[template.group]
    return analysis.askedVerbs(in: index.groupScopes[template.group]).contains {
      verbs.contains($0.term)
    }
  }

  /// Whether a phrase of `template`'s intent says the request's first meaningful word, or a
  /// synonym of it, other than as a state: "my saved trails" is no action of the intent.
  /// Without `bySynonym`, only the word itself or a typo of it counts: "tell" is no "get" of
  /// "Get me a ${soup}" in "tell sam to order soup".
  func intentSaysLead(_ template: CompiledTemplate, bySynonym: Bool = true) -> Bool {
    guard let lead = analysis.lead else { return false }
    let actionTerms = index.groupActionTerms[template.group]
    return analysis.matches[lead].contains {
      $0.vocabulary < 0 && actionTerms.contains($0.term) && (bySynonym || $0.how != .synonym)
    }
  }

  /// Whether the phrase opens with an action that loses something (see `Synonyms.losses`:
  /// "remove", "reset", "unfavorite") that the request does not say, nor any other word of
  /// the intent outside the slot's value and the app name: a request that says only a trail
  /// ("bear creek trail in trails") or another verb ("navigate to …") does not ask to remove
  /// it. Only App Shortcut phrases list all an intent does.
  func losesUnsaid(_ template: CompiledTemplate, _ result: Evaluation) -> Bool {
    guard template.needsAppName, template.opensWithLoss,
      !result.pairs.contains(where: { $0.literal == template.lead })
    else { return false }
    return !saysAnotherWord(of: template, result, besides: nil)
  }

  /// Whether a meaningful word of the request other than `lead`, outside the app name, the
  /// slot's value and the names of the app's values said in full or nearly, says a word of the
  /// intent's phrases (not a filler nor a particle): "recommend hiking trails" says the
  /// "trails" of "Suggest ${activity} trails", "take cedar falls off my favorites" the
  /// "favorites" of "Remove ${trail} from my favorites".
  func saysAnotherWord(
    of template: CompiledTemplate, _ result: Evaluation, besides lead: Int?
  ) -> Bool {
    let profile = index.groupProfiles[template.group]
    // Words kept as raw slot text, or a name said only in part, are no clear value: "trail"
    // is no activity, even if an activity is named "Trail Running".
    let clear = !result.slotIsRaw && result.slotQuality >= UtteranceAnalysis.clearNameQuality
    let slot = clear ? result.slotSpan ?? 0..<0 : 0..<0
    let mention = result.mention?.span ?? 0..<0
    let vocabularies = index.scopeVocabularies[index.groupScopes[template.group]]
    // The words of a name the app knows, said in full or nearly, are the name's: "share bear
    // creek trail" says no "trails" of "Find ${activity} trails".
    let names = analysis.entityHits.filter { hit in
      hit.vocabulary == template.vocabulary && slot.overlaps(hit.span)
        || hit.quality >= UtteranceAnalysis.clearNameQuality
          && vocabularies.contains(hit.vocabulary)
    }
    // A word that says the kind of a value the intent takes, or of a name said next to it
    // ("note" of "the trip to lisbon note"), says what the request acts on, not how.
    let kinds = index.groupTakes[template.group]
    func saysObjectKind(_ position: Int) -> Bool {
      kinds.contains { analysis.saysKind(at: position, of: $0) }
        || names.contains { hit in
          (hit.span.upperBound == position || hit.span.lowerBound == position + 1)
            && analysis.saysKind(at: position, of: hit.vocabulary)
        }
    }
    return analysis.tokens.indices.contains { position in
      position != lead && !mention.contains(position)
        && !names.contains { $0.span.contains(position) }
        && !saysObjectKind(position)
        && !analysis.tokens[position].isFiller
        && !analysis.particles[position]
        && analysis.matches[position].contains { match in
          match.vocabulary < 0 && match.similarity >= UtteranceAnalysis.clearWordSimilarity
            && profile[match.term] != nil
            && !index.termIsParticle[Int(match.term)]
        }
    }
  }
}

import ParleyIntents
import ParleyMatcher

/// What a conversation made of one request before running it: the intent it reached and every
/// parameter value resolved from the words (an entity through its query, an enum case by name or
/// synonym, a number, a date, a default), as `perform()` would receive them.
public struct ResolvedRequest: Sendable {
  /// The app whose intent was reached.
  public let app: String
  /// The intent's type name.
  public let intent: String
  /// Each parameter with a value, by name in declaration order, as readable text
  /// ("Bear Creek Trail", "2", "2026-11-22T00:00:00Z").
  public let values: [(name: String, text: String)]
  /// Each parameter with a value, by name, with every text that value is known by: its
  /// readable text, and for an enum case its name in code, raw value and synonyms, for an
  /// entity its synonyms.
  public let accepted: [(name: String, texts: [String])]
  /// A parameter whose words fit several values, with the titles offered, when the
  /// conversation asks which one was meant.
  public let choices: (name: String, titles: [String])?
  /// How the request matched.
  public let score: Double
  /// The index of the phrase template that matched, in the catalog's matcher catalog.
  public let templateIndex: Int

  /// Every text the value of parameter `name` (ignoring case) is known by, or `nil` when it
  /// has no value.
  public func acceptedTexts(of name: String) -> [String]? {
    let wanted = name.lowercased()
    return accepted.first(where: { $0.name.lowercased() == wanted })?.texts
  }

  /// The text of the value of parameter `name` (ignoring case): its value, or the options it is
  /// still choosing among joined by " or "; `nil` when it has neither.
  public func text(of name: String) -> String? {
    let wanted = name.lowercased()
    if let value = values.first(where: { $0.name.lowercased() == wanted }) { return value.text }
    if let choices, choices.name.lowercased() == wanted {
      return choices.titles.joined(separator: " or ")
    }
    return nil
  }
}

extension Conversation {
  /// Starts `utterance` as a request, stops before `perform()` or at the first question, and
  /// returns how it matched and what it resolved; the conversation is left idle.
  ///
  /// Said to `app`, the utterance is a new request to it as right after one of its intents was
  /// performed: a line no phrase matches as said may be a command to `app` said without its
  /// name, as in a conversation.
  ///
  /// Only meaningful for a conversation whose options stop before performing, so no app code
  /// runs; `resolved` is `nil` when nothing matched or the match was ambiguous.
  package func resolve(_ utterance: String, saidTo app: LoadedApp? = nil) async
    -> (match: MatchResult?, resolved: ResolvedRequest?)
  {
    abandonRequest()
    lastMatch = nil
    dialog.stoppedRequest = nil
    if let app {
      await refreshPhrasesIfNeeded()
      startLine()
      _ = await goingOn(after: await startRequest(utterance, after: app))
    } else {
      _ = await respond(to: utterance)
    }
    defer {
      _ = interrupt()
      dialog.stoppedRequest = nil
      // The next case is a line of its own, said to no app the request left was said to.
      dialog.left = nil
    }
    guard let match = lastMatch, let best = match.best,
      let request = dialog.stoppedRequest ?? request
    else { return (lastMatch, nil) }
    var choices: (name: String, titles: [String])?
    // A question listing suggestions asks for a value no words gave; it is not a choice among
    // values the words fit.
    if case .choice(let question) = state, !question.takesOtherValues,
      case .parameter(let parameter, _) = question.purpose
    {
      choices = (parameter.name, question.options.map(\.title))
    }
    let accepted = request.parameters.compactMap { parameter -> (name: String, texts: [String])? in
      parameter.anyValue.map { (parameter.name, acceptedTexts(of: $0)) }
    }
    // A value's accepted texts start with its readable text.
    let values = accepted.map { (name: $0.name, text: $0.texts[0]) }
    return (
      match,
      ResolvedRequest(
        app: request.app.name, intent: request.intentType.typeName, values: values,
        accepted: accepted,
        choices: choices, score: best.score, templateIndex: best.templateIndex)
    )
  }
}

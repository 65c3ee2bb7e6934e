import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The request carried on with the values `text` corrects, as Siri and Alexa take "actually
  /// make it a cappuccino" while the size is asked, or "make it two" at the confirmation: the
  /// values are read from the line as a request's values are read, put into their parameters,
  /// and the request goes on from the start (asking what is still missing, confirming again
  /// with the new values). `nil` when `text` is no correction: it gives no value of the
  /// request's parameters, says words no value explains, or gives only a value for `asked`,
  /// the parameter the question is about (an answer that did not fit, refused for its own
  /// reason).
  func corrected(_ text: String, asked: (any AnyIntentParameter)?) async -> Reply? {
    guard options.matching == .flexible, let request else { return nil }
    let said = Self.withoutCorrectionWords(
      text, starts: Self.correctionVerbs, ends: Self.correctionNouns)
    // "no" alone declines; it corrects nothing.
    let left = said.lowercased().trimmingCharacters(in: .punctuationCharacters)
    if Self.correctionVerbs.contains(left) { return nil }
    let source = ValueSource(request)
    let read = catalog.index.values(
      in: said, app: source.app, intent: source.intent,
      options: MatchOptions(now: now, calendar: calendar))
    let values = withoutTypeNouns(read.values, source: source, in: request)
    guard read.unused.isEmpty, values.contains(where: { $0.name != asked?.name }) else {
      return nil
    }
    for value in values {
      guard let parameter = request.parameter(named: value.name) else { return nil }
      // Words no other value explains are an entity's name only when its query finds one
      // that they name: "change it to oat milk" changes no drink.
      if case .raw = value.value, case .entity = parameter.valueType {
        guard case .value(let found) = await resolve(value.text, for: parameter, in: request),
          resolveChoice(value.text, among: [option(for: found).names]) == .chosen(0)
        else { return nil }
      }
    }
    request.run = nil
    for value in values { request.confirmed.remove(value.name) }
    await fill(values, source: source, into: request)
    state = .idle
    return await proceed()
  }

  /// Words a correction of values starts with: a correction's ("actually", "no", "make it"),
  /// the verbs that change a value ("change it to", "switch to", "how about", "I meant"), and
  /// the words around them ("can you make that two", "oh and make it for 11 am").
  private static let correctionVerbs = correctionStarts.union([
    "change", "switch", "set", "to", "how", "what", "about", "with", "them", "oops", "go",
    "can", "could", "would", "you", "i", "meant", "mean", "and", "let's", "lets", "let", "us",
    "do", "please", "just", "want", "like", "i'd", "i'll", "take",
  ])

  /// Words a correction of values ends with: a correction's ("instead", "please"), and the
  /// words that stand for what is ordered ("two large ones", "two of them").
  private static let correctionNouns = correctionEnds.union(["one", "ones", "them", "of"])
}

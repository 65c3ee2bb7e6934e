import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The answer to a question of degree about the thing just shown or performed on, from what
  /// its app declares of it: "how long is it?" right after Cedar Falls' conditions says "The
  /// trail length of Cedar Falls is 6.4 kilometres.", from the property the trail declares
  /// titled as a length. The thing is the one entity the last result returned, else an
  /// entity the intent just performed, `performed`, ran with ("how long is that trail" right
  /// after "open alpine loop in trails"). Where the thing declares no such property, that the
  /// app doesn't say: "Trails doesn't say how old Cedar Falls is.".
  ///
  /// Only a question that opens with "how" and a word of degree whose measure
  /// (``Lexicon/degreeMeasures``) is known, stands for the thing by a word ("it", "that"), and
  /// says nothing else but forms of "be", small words and the name of the thing's kind ("that
  /// trail"); or that names an item of the list the last result returned by its position and
  /// says nothing else but forms of "be" ("how long is the first one" right after trails were
  /// listed asks of the first of them); `nil` otherwise.
  func aboutTheThingMeasured(_ text: String, after performed: FollowUpContext) -> [String]? {
    let words = ConversationWords.withoutAside(Self.words(of: text)).rest
    guard let degree = Self.degreeAsked(in: words) else { return nil }
    let asked = words.dropFirst(Self.degreeQuestion.count).filter {
      !Lexicon.copulas.contains($0)
    }
    if let listed = listedItem(at: asked) {
      return [measure(degree, of: listed, app: performed.app.name)]
    }
    guard words.contains(where: Lexicon.thingReferringWords.contains),
      let thing = thingMeasured(after: performed)
    else { return nil }
    let kind = Self.words(of: type(of: thing).typeDisplayRepresentation.name.defaultValue)
    let rest = words.dropFirst(Self.degreeQuestion.count).filter { word in
      !Lexicon.thingReferringWords.contains(word) && !Lexicon.copulas.contains(word)
        && !Lexicon.determiners.contains(word) && !kind.contains(Inflection.singular(of: word))
    }
    guard rest.isEmpty else { return nil }
    return [measure(degree, of: thing, app: performed.app.name)]
  }

  /// The words that open a question of degree whose measure is known: "how long".
  static let degreeQuestion: [(String) -> Bool] = [
    Lexicon.degreeQuestionLeads.contains, { Lexicon.degreeMeasures[$0] != nil },
  ]

  /// The word of degree a question opens with ("long" of "how long is royal arch"), when its
  /// measure (``Lexicon/degreeMeasures``) is known; `nil` otherwise.
  static func degreeAsked(in words: [String]) -> String? {
    guard ConversationWords.placeOfRun(degreeQuestion, in: words) == 0 else { return nil }
    return words.prefix(degreeQuestion.count).last
  }

  /// The answer to "how `degree` is `thing`" from the property `thing` declares titled as its
  /// measure ("The trail length of Royal Arch is 5 kilometers."), or that `app` does not say.
  func measure(_ degree: String, of thing: any AppEntity, app: String) -> String {
    let name = thing.displayRepresentation.title.defaultValue
    let measures = Lexicon.degreeMeasures[degree] ?? []
    let measured = entityProperties(of: thing).first { property in
      !Set(Self.words(of: property.title)).isDisjoint(with: measures)
    }
    guard let measured else { return "\(app) doesn't say how \(degree) \(name) is." }
    return "The \(property(measured.title)) of \(name) is \(displayText(of: measured.value))."
  }

  /// The item of the list the last result returned at the position `words` say, and nothing
  /// else ("the second one", "the last trail"); `nil` when they say no position, or more.
  private func listedItem(at words: [String]) -> (any AppEntity)? {
    guard !dialog.listed.isEmpty, let place = listedPosition(words.joined(separator: " ")),
      // By position alone: no name is said.
      case .chosen(let index) = resolveChoice(place, among: dialog.listed.map { _ in [] })
    else { return nil }
    return dialog.listed[index]
  }

  /// The thing a question about "it" right after `performed` asks of: the one entity the last
  /// result returned, else the first entity the intent ran with.
  private func thingMeasured(after performed: FollowUpContext) -> (any AppEntity)? {
    if let shown = dialog.shown { return shown }
    let request = makeRequest(app: performed.app, intentType: performed.intentType)
    return request.parameters.lazy.compactMap { performed.values[$0.name] as? any AppEntity }
      .first
  }

  /// A property's title as said inside a sentence: "trail length" of "Trail Length".
  private func property(_ title: String) -> String {
    Self.words(of: title).joined(separator: " ")
  }
}

import ParleyIntents
import ParleyMatcher

extension Conversation {
  /// The name `text` gives an entity that none of `options` has, when the only words it shares
  /// with them are the names of the kind of thing asked for: "garage" of "the garage light"
  /// among the Kitchen Light and the Porch Light, whose "light" says only what they are. `nil`
  /// when another word of `text` is a word of an option's name ("kitchen"), or `text` is
  /// nothing but those words ("the light").
  ///
  /// Such words are no name: they fit every option of their kind, so that the entity's query,
  /// asked once with the whole name, decides, and a name it does not find is said so ("Sorry,
  /// I couldn't find a light called “garage”.") rather than asked among unrelated lights.
  ///
  /// - Parameters:
  ///   - text: The words said for the entity.
  ///   - options: The entities the app suggests or lists, with their names.
  ///   - kinds: The names of the kind of thing: the entity type's and the parameter's titles.
  func nameNoneHas(_ text: String, among options: [ChoiceOption], kinds: [String]) -> String? {
    let kindWords = Self.kindWords(of: kinds)
    let said = Self.words(of: text).filter { !Lexicon.wordsBeforeName.contains($0) }
    let name = said.filter { !kindWords.contains($0) }
    guard !name.isEmpty, name.count < said.count else { return nil }
    let optionWords = Set(options.flatMap(\.names).flatMap { Self.words(of: $0) })
    guard !name.contains(where: optionWords.contains) else { return nil }
    return name.joined(separator: " ")
  }

  /// The reason `text` names no entity of `type` among `options`, by the name said (see
  /// `nameNoneHas(_:among:kinds:)`); `nil` when it may name one.
  func notFoundByKindAlone(
    _ text: String, type: AnyEntityType, wording: TitleWording, among options: [ChoiceOption]
  ) -> String? {
    guard let name = nameNoneHas(text, among: options, kinds: [type.displayName, wording.title])
    else { return nil }
    return notFound(name, type: type, wording: wording)
  }

  /// Whether `text` says nothing but the kind of thing asked for, after the words that open a
  /// noun phrase: "room", "any room", "no room" at "Which room?". Such words name no one
  /// value, though a query that finds names by their parts finds the one whose name holds
  /// "room" (Living Room); `names`, the names of what the query found, keep one that is
  /// called so in full.
  func saysKindAlone(
    _ text: String, type: AnyEntityType, wording: TitleWording, names: [String]
  ) -> Bool {
    let kinds = Self.kindWords(of: [type.displayName, wording.title])
    let said = Self.words(of: text).filter { !Lexicon.opensNounPhrase($0) }
    guard !said.isEmpty, said.allSatisfy(kinds.contains) else { return false }
    return !names.contains { Self.words(of: $0) == said }
  }

  /// Why an answer that says only the kind of thing asked is no value: "Sorry, I need to know
  /// which room."
  static func whichOneNeeded(of type: AnyEntityType) -> String {
    "Sorry, I need to know which \(TitleWording(type.displayName).spoken)."
  }

  /// Whether `word` is a word of the name of `type`'s kind, or its plural: "light" and
  /// "lights" for a Light.
  static func isKindWord(_ word: String, of type: AnyEntityType) -> Bool {
    kindWords(of: [type.displayName]).contains(bare(word))
  }

  /// The words of `kinds`, each also in the plural.
  private static func kindWords(of kinds: [String]) -> Set<String> {
    Set(kinds.flatMap { words(of: $0) }.flatMap { [$0, Inflection.plural(of: $0)] })
  }

  /// Why `text` names no entity of `type`: "Sorry, I couldn't find a trail called “x”.", the
  /// "please" it ends with not part of the name ("the moon please"). A list's title is plural
  /// ("Lamps"); one name it lacks is "a lamp", by the type's name.
  func notFound(_ text: String, type: AnyEntityType, wording: TitleWording) -> String {
    notFound(text, kind: type.displayName, wording: wording)
  }

  /// Why `text` names no value of a kind called `kind` (an entity type's or an enumeration's
  /// name), as ``notFound(_:type:wording:)`` says it.
  func notFound(_ text: String, kind: String, wording: TitleWording) -> String {
    let one = wording.isPlural ? withArticle(TitleWording(kind).spoken) : wording.oneOf
    var name = Self.withoutCorrectionWords(text, starts: [], ends: Lexicon.pleaseWords)
    // "the german one" calls it "german".
    let words = name.split(separator: " ")
    let between = words.dropFirst().dropLast()
    if let first = words.first, let last = words.last, !between.isEmpty,
      Lexicon.wordsBeforeName.contains(first.lowercased()),
      last.lowercased() == Lexicon.thingPronoun
    {
      name = between.joined(separator: " ")
    }
    return "Sorry, I couldn't find \(one) called “\(name)”."
  }
}

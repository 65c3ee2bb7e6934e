/// A phrase template prepared for scoring: its literal words as weighted terms, where its app
/// name and slot sit, and the intent group it belongs to.
final class CompiledTemplate: Sendable {
  /// One literal word of the phrase.
  struct Literal: Sendable {
    /// The word as written in the phrase, folded.
    let word: String
    /// Its term id in the index.
    let term: Int32
    /// How much it distinguishes phrases, from 0 to 1.
    let weight: Double
    /// Whether it is a filler word.
    let isFiller: Bool
    /// Whether it is a past participle used as an adjective, before the noun it describes
    /// ("my saved trails"): it says a state, not the action of its verb.
    var isState = false
    /// Whether it is a particle ("on", "up"; see `FillerWords.isParticle(_:)`).
    var isParticle = false
    /// Whether it is a question word ("what", "is"; see `TemplateScorer.isQuestion(_:)`).
    var isQuestion = false
    /// Whether it says where a thing goes ("to", "into"; see
    /// ``Lexicon/destinationPrepositions``).
    var isDestination = false
  }

  /// The template's index in the catalog.
  let index: Int
  /// The `(app, intent)` group's index.
  let group: Int
  /// The index of the template's app among the catalog's apps, if the app is listed.
  let app: Int?
  /// Whether the phrase contains `${applicationName}`.
  let needsAppName: Bool
  /// The literal words, in order.
  let literals: [Literal]
  /// The indices of `literals`, heaviest first.
  let weightOrder: [Int]
  /// The slot, if any.
  let slot: (name: String, type: SlotType)?
  /// How many literal words come before the slot.
  let slotPosition: Int
  /// The vocabulary's index in the catalog when the slot is a vocabulary slot.
  let vocabulary: Int?
  /// The words of each name of the units the slot's amounts are said in (its parameter's; see
  /// `ValueExtractor.Parameter.units`), empty for a plain number or no slot.
  let slotUnits: [[String]]
  /// Whether the phrase is a question: its first word is a question word.
  let isQuestion: Bool
  /// Whether the phrase opens with an action that loses something (`Synonyms.losses`).
  let opensWithLoss: Bool
  /// Whether the phrase opens with a verb that shows, finds or suggests (`Synonyms.listing`).
  let opensWithListing: Bool
  /// The particle that completes the verb of a command phrase in one direction, if it has one
  /// (see `Synonyms.oppositeParticle(of:)`): "off" of "Turn off the ${device}" and of "Turn the
  /// ${device} off", none of "Put ${item} on my list".
  let verbParticle: String?
  /// The place among `literals` of the phrase's first meaningful word, read as a request's
  /// lead is: past the fillers and lead-ins a command phrase opens with ("please add …", "can
  /// you tell me …", "i would like you to add …"). It is 0, the first word, where the phrase
  /// opens with a meaningful word, or where what follows its fillers is a question word, a
  /// negation, the slot, or a noun after a determiner ("the lights are too bright"): such a
  /// phrase opens with no verb.
  let lead: Int
  /// The phrase's word at ``lead``: its verb, when the phrase is a command.
  var leadLiteral: Literal? { literals.indices.contains(lead) ? literals[lead] : nil }
  /// The place among `literals` of the word that leads to the app's name ("in" of "Show me
  /// ${target} in ${applicationName}"; see `Lexicon.appNameLeadIns`), if the phrase has one.
  let appNameLeadIn: Int?
  /// The literal that stands for a value the phrase does not name ("someone", "money"; see
  /// `Lexicon.placeholders`), if any.
  let placeholder: Int?

  /// Creates a template; `lead` is the place of its verb (see ``lead(of:slotPosition:)``) and
  /// `verbStem` that word's stem.
  init(
    index: Int, group: Int, app: Int?, needsAppName: Bool, literals: [Literal],
    weightOrder: [Int], slot: (name: String, type: SlotType)?, slotPosition: Int,
    vocabulary: Int?, lead: Int = 0, verbStem: String?, appNameLeadIn: Int? = nil,
    slotUnits: [[String]] = []
  ) {
    self.appNameLeadIn = appNameLeadIn
    self.index = index
    self.group = group
    self.app = app
    self.needsAppName = needsAppName
    self.literals = literals
    self.weightOrder = weightOrder
    self.slot = slot
    self.slotPosition = slotPosition
    self.vocabulary = vocabulary
    self.slotUnits = slotUnits
    isQuestion = literals.first?.isQuestion ?? false
    self.lead = lead
    opensWithLoss = verbStem.map(Synonyms.losses.contains) ?? false
    opensWithListing = verbStem.map(Synonyms.listing.contains) ?? false
    verbParticle = Self.verbParticle(
      of: Array(literals[lead...]),
      slotPosition: slot == nil ? nil : slotPosition - lead)
    placeholder = literals.firstIndex {
      Lexicon.placeholders.contains($0.word)
        || Lexicon.amountPlaceholders.contains($0.word)
    }
  }

  /// The place of the verb of a phrase of `literals` whose slot, if it has one, comes after
  /// `slotPosition` of them: see ``lead``.
  static func lead(of literals: [Literal], slotPosition: Int?) -> Int {
    guard let first = literals.first, first.isFiller || Synonyms.leadIns.contains(first.word),
      let found = literals.firstIndex(where: {
        !$0.isFiller && !Synonyms.leadIns.contains($0.word) && !FillerWords.isAdverb($0.word)
      }),
      !literals[found].isQuestion, !Synonyms.negations.contains(literals[found].word),
      slotPosition.map({ found < $0 }) ?? true,
      !FillerWords.isDeterminer(literals[found - 1].word)
    else { return 0 }
    return found
  }

  /// The particle with an opposite that completes a command phrase's verb: right after it
  /// ("Turn off the ${device}"), or ending the phrase with no clause of its own before it
  /// ("Turn the ${device} off", not "Play audiobook where we left off", nor "Get conditions on
  /// ${trail}", where it places the value). "up" and "down" only complete a verb that takes an
  /// object: "Shut up" is no opposite of "Shut down".
  private static func verbParticle(of literals: [Literal], slotPosition: Int?) -> String? {
    guard let verb = literals.first, !verb.isFiller, !verb.isQuestion, literals.count > 1,
      !Synonyms.clauseOpeners.contains(verb.word)
    else { return nil }
    let rest = literals.indices.dropFirst()
    // A particle right before a value places it ("Get conditions on ${trail}"); one before a
    // word that leads to a value completes the verb ("Turn the lights on at ${time}").
    let last = rest.last { !literals[$0].isFiller }.flatMap { last in
      slotPosition == last + 1 ? nil : last
    }
    let position =
      slotPosition == 1 || Synonyms.oppositeParticle(of: literals[1].word) == nil ? last : 1
    guard let position, Synonyms.oppositeParticle(of: literals[position].word) != nil,
      !literals[1..<position].contains(where: { Synonyms.clauseOpeners.contains($0.word) })
    else { return nil }
    let word = literals[position].word
    let takesObject =
      slotPosition != nil
      || rest.contains { $0 != position && (!literals[$0].isFiller || literals[$0].word == "it") }
    return takesObject || !Synonyms.objectParticles.contains(word) ? word : nil
  }
}

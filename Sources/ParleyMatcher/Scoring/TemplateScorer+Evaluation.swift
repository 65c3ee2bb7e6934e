import Foundation

// What scoring one template finds: the words paired, the action the request opens with, and
// the evaluation's parts.
extension TemplateScorer {
  /// One literal word of the phrase paired with one token of the utterance.
  struct Pair: Sendable {
    let literal: Int
    let token: Int
    let similarity: Double
    let how: MatchExplanation.How
    /// Whether the token says the phrase word only as a value of a vocabulary whose entries
    /// share it ("latte" says "coffee").
    var viaValue = false
  }

  /// An action a request opens with that a command phrase does not say.
  enum OpeningAction: Sendable {
    /// The verb of another of the app's command phrases.
    case another
    /// The action that undoes the phrase's.
    case opposite
    /// A yes/no question about the state that the phrase's action undoes ("is the door
    /// locked" against "Unlock the door").
    case oppositeState
    /// An action no phrase of the intent says.
    case unsaid
    /// The phrase's verb completed by another particle than its own: "turn the volume off"
    /// against "Turn the volume up".
    case otherParticle
    /// A verb, known by its object, that no phrase of the app uses.
    case unknownVerb
    /// A name of the app's, said as the verb, of values the intent does not take: "shuffle
    /// my cards" where "Shuffle" names a setting.
    case namedVerb
  }

  /// Where a word the request names the app by stands in the place of a word of the phrase.
  enum PhraseWordPlace: Sendable {
    /// Right after the word the phrase says before it: the "note" of "add a note to groceries"
    /// against "Add a note in ${applicationName}".
    case afterWord
    /// Right before the word that leads the phrase to its value, the value said after it:
    /// the "notes" of "notes about groceries" against "Find notes about ${note}".
    case beforeValue
    /// First in a request that leaves out the phrase's verb, where only the verb comes
    /// before the word in the phrase: the "trails" of "trails near moab" against "Suggest
    /// trails in ${applicationName}".
    case opensRequest
  }

  /// A part of an evaluation held apart from it, so that moving the evaluation moves one
  /// reference; never changed once made, so copies of an evaluation share it as they would
  /// share a value.
  final class Box<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// The parts of a score, kept for the explanation.
  struct Evaluation: Sendable {
    /// The evaluation, moved out of where it was held and an empty one left in its place: an
    /// evaluation holds several arrays, and each copy retains them all.
    mutating func take() -> Evaluation {
      var taken = Evaluation()
      swap(&taken, &self)
      return taken
    }

    var score = 0.0
    /// Whether a veto ruled the phrase out: the phrase scorer says so by the score
    /// ``TemplateScorer/vetoed``, and the model does not weigh such a phrase.
    var isRuledOut: Bool { score == TemplateScorer.vetoed }
    /// The slot's value as read. Held in a box: most evaluations have none, and an evaluation
    /// is moved several times on its way to the model.
    var slot: SlotFill? {
      get { slotBox?.value }
      set { slotBox = newValue.map(Box.init) }
    }
    private var slotBox: Box<SlotFill>?
    var slotSpan: Range<Int>?
    var slotQuality = 0.0
    var slotIsRaw = false
    /// Whether the slot's name was read despite a typo in one of its words.
    var slotHadTypo = false
    /// The share of the request (its words weighted) that the phrase, its slot, the app name
    /// and the intent's other values explain.
    var precision = 0.0
    /// The share of the phrase (its words weighted, its slot and app name) that the request
    /// says.
    var recall = 0.0
    /// The phrase's evidence (see `PhraseEvidence`) once the model has replaced ``score``
    /// with its probability.
    var evidence: Double?
    /// The candidate features the model weighed, in `ModelFeatures.candidate` order; empty
    /// before the model has read them.
    var features: [Double] = []
    /// Whether one of the request and the phrase is a question and the other a command.
    var frameMismatch = false
    var pairs: [Pair] = []
    /// Which of the request's `count` words a word of the phrase reads (see ``pairs``).
    func phraseWords(count: Int) -> [Bool] {
      var read = [Bool](repeating: false, count: count)
      for pair in pairs where read.indices.contains(pair.token) { read[pair.token] = true }
      return read
    }
    /// The app's name as the phrase reads it, held in a box as ``slot`` is.
    var mention: UtteranceAnalysis.AppMention? {
      get { mentionBox?.value }
      set { mentionBox = newValue.map(Box.init) }
    }
    private var mentionBox: Box<UtteranceAnalysis.AppMention>?
    /// Whether ``mention`` is the kind word of a name no entry holds, read as the app's name
    /// because this phrase takes no name of that kind (see `appMention(for:)`).
    var mentionIsKindWord = false
    /// The app's name as said in the request: `mention` unless it is the app in focus.
    var saidMention: UtteranceAnalysis.AppMention? { mention?.isSaid == true ? mention : nil }
    var consumed: [Bool] = []
    var appNameMissing = false
    var slotMissing = false
    var otherAppNamed = false
    var tooLittleWithoutAppName = false
    var onlyAppName = false
    /// Where the word the request names the app by stands in the place the phrase says that
    /// word (see `phraseWordAsAppName(_:_:)`), if it does.
    var phraseWordAsAppName: PhraseWordPlace?
    /// Whether the request says nothing of the phrase but a verb that stands in for its
    /// question word ("find" for "what") and perhaps the app name.
    var onlyQuestionSynonym = false
    /// Whether a question says nothing of this command phrase but a value of its slot.
    var onlyValue = false
    /// Whether the request says only the phrase's question words (or words of the value's
    /// name) and names a value its intent does not take.
    var aboutAnotherValue = false
    /// Whether the request names a thing of a list only other apps take, which this phrase
    /// leaves unread (see ``TemplateScorer/namesAnotherAppsThing(_:explained:)``).
    var namesAnotherAppsThing = false
    /// Whether a command says only this command phrase's verb and names a value its intent does
    /// not take, which another intent of the app takes: "play slow" sets the speed.
    var verbBesideAnotherValue = false
    /// Whether the request says an action of the app only in the clause of another word that
    /// the phrase does not say (see ``TemplateScorer/saysActionOnlyInClause(_:_:scope:)``).
    var verbInClause = false
    /// The action the request opens with, when this command phrase does not say it.
    var openingAction: OpeningAction?
    /// Whether the request says not to do what this command phrase does.
    var negated = false
    /// Whether the request says a negation, and the phrase's verb loses something the request
    /// does not say ("my last set won't save" against "Delete my last set").
    var negatedLoss = false
    /// Whether a yes/no question says this command phrase's verb.
    var askedAction = false
    /// Whether this is a command phrase and the request a question about an action of its
    /// app, done or not (see ``UtteranceAnalysis/askedVerbs(in:)``): "what did i order"
    /// asks about the order, and no more for paying than for ordering.
    var asksAboutAction = false
    /// Whether the phrase's verb loses something (see `Synonyms.losses`) and the request says
    /// nothing of its intent but the value and the app name.
    var unsaidLoss = false
    /// Whether the request asks to see a list of a kind another intent lists ("show me
    /// biking trails"), of values this intent does not take.
    var anotherList = false
    /// Whether the request's object is the plural of the kind of the phrase's slot, with no
    /// name, and the slot holds nothing: "show me my notes" asks for no one note.
    var pluralWithoutName = false
    /// Whether the request asks to see the list this phrase shows of its slot's values, said
    /// in full or nearly: "show me biking trails" and "Find ${activity} trails".
    var listsKind = false
    /// The tokens that say values of the intent's other parameters, with how well.
    var otherValues: [(span: Range<Int>, quality: Double)] = []
    /// Further names of values the intent takes, with the words that join them: explained.
    var furtherNames: [Range<Int>] = []
    /// The phrase word that stands for a value ("someone"), said by a name of another
    /// parameter's values, and how well.
    var placeholder: (literal: Int, quality: Double)?
  }
}

/// Why a candidate scored what it did: which words matched how, what was missing, penalties.
///
/// ``lines`` reads as one fact per line, for `parley match` and `:why`:
///
/// ```
/// score 0.91 for "Get conditions for ${trail} in ${applicationName}"
/// "condtions" -> "conditions" (typo, weight 0.88)
/// app name "Trails" found as "trails"
/// slot trail = "Bear Creek Trail" from "bear creek" (partial, 0.83)
/// ```
public struct MatchExplanation: Sendable {
  /// How an utterance word was found in the phrase.
  public enum How: String, Sendable {
    /// The same word.
    case exact
    /// The same stem ("trails" and "trail").
    case stem
    /// Within the typo distance allowed for the word's length.
    case typo
    /// A known synonym ("show" for "open").
    case synonym
    /// The same number, written differently ("3" and "three").
    case number
  }

  /// One utterance word matched to one phrase word.
  public struct WordMatch: Sendable, Equatable {
    /// The word as it appears in the utterance (folded to lower case).
    public var utteranceWord: String
    /// The phrase word it matched.
    public var phraseWord: String
    /// How it matched.
    public var how: How
    /// Its weight in the score: how much it distinguishes phrases, times the match quality.
    public var weight: Double

    /// Whether the utterance's word is a question word ("what", "how") that says the phrase
    /// word only as a synonym of it ("what" for "get"): it asks, and says no action.
    public var isQuestionWordStandingIn: Bool {
      how == .synonym && TemplateScorer.isQuestion(utteranceWord)
    }
  }

  /// What the explanation is computed from, kept so the facts cost nothing until read.
  let source: Source

  /// The score the explanation explains.
  public var score: Double { source.evaluation.score }
  /// The phrase template's text.
  public var phrase: String { source.phrase }
  /// The matched words, in phrase order.
  public var matches: [WordMatch] { source.matches }
  /// Utterance words that matched nothing in the phrase.
  public var unmatchedWords: [String] { source.unmatchedWords }
  /// Phrase words the utterance did not say.
  public var missingWords: [String] { source.missingWords }
  /// The app's name when the phrase contains `${applicationName}`, else `nil`.
  public var appName: String? { source.template.needsAppName ? source.appLabel : nil }
  /// The app name or synonym found in the utterance, as typed, or `nil`.
  public var appNameFound: String? {
    source.evaluation.saidMention?.text
  }
  /// Whether ``appNameFound`` also says a word of the phrase in that word's place ("note" of
  /// "add a note to groceries" for "Add a note in ${applicationName}").
  public var appNameSaysPhraseWord: Bool { source.evaluation.phraseWordAsAppName != nil }
  /// Whether the phrase's app is the app in focus (``MatchOptions/appInFocus``) and the
  /// request, naming no app, counts as said to it.
  public var saidToAppInFocus: Bool { source.evaluation.mention.map { !$0.isSaid } ?? false }
  /// The slot's name when the phrase has a slot, else `nil`.
  public var slotName: String? { source.template.slot?.name }
  /// The slot value found, if any.
  public var slot: SlotFill? { source.evaluation.slot }
  /// How well the slot span names its value, 0…1 (1 for an exact name or a read value).
  public var slotQuality: Double { source.evaluation.slotQuality }
  /// The utterance span the slot value came from, or `nil`.
  public var slotSpan: String? { source.evaluation.slot?.text }
  /// Penalties applied to the score, one sentence each.
  public var penalties: [String] { source.penalties }
  /// The vetoes that ruled the phrase out, one sentence each: the penalties that set its
  /// score to 0, without their factor.
  public var vetoes: [String] {
    penalties.filter { $0.hasSuffix(Self.vetoFactor) }.map {
      String($0.dropLast(Self.vetoFactor.count))
    }
  }
  /// How a penalty that rules a phrase out ends.
  private static let vetoFactor = " (x0)"

  /// The human-readable explanation, one fact per line, built from the facts above when read.
  public var lines: [String] {
    var lines = ["score \(Self.fixed(score)) for \"\(phrase)\""]
    for match in matches {
      lines.append(
        "\"\(match.utteranceWord)\" -> \"\(match.phraseWord)\" (\(match.how.rawValue), "
          + "weight \(Self.fixed(match.weight)))")
    }
    if let appName {
      if let appNameFound {
        lines.append(
          "app name \"\(appName)\" found as \"\(appNameFound)\""
            + (appNameSaysPhraseWord ? ", which also says the phrase's word there" : ""))
      } else if saidToAppInFocus {
        lines.append("said to \(appName), the app in focus")
      } else {
        lines.append("app name not found")
      }
    }
    if let slot {
      let kind: String
      switch slot.value {
      case .entry: kind = slotQuality >= 0.999 ? "exact" : "partial or misspelled"
      case .raw: kind = "not in the vocabulary, kept as text"
      default: kind = "read as a value"
      }
      lines.append(
        "slot \(slot.name) = \"\(slot.value.description)\" from \"\(slot.text)\" (\(kind), "
          + "\(Self.fixed(slotQuality)))")
    } else if let slotName {
      lines.append("slot \(slotName) not found in the utterance")
    }
    if !unmatchedWords.isEmpty {
      lines.append("unmatched words: " + Self.quoted(unmatchedWords))
    }
    if !missingWords.isEmpty {
      lines.append("missing phrase words: " + Self.quoted(missingWords))
    }
    lines += penalties.map { "penalty: \($0)" }
    return lines
  }

  /// `value` with two decimals, without the cost of `String(format:)`.
  private static func fixed(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }

  private static func quoted(_ words: [String]) -> String {
    words.map { "\"\($0)\"" }.joined(separator: ", ")
  }
}

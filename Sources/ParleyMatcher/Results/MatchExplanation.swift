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
  }

  /// The matched words, in phrase order.
  public var matches: [WordMatch] = []
  /// Utterance words that matched nothing in the phrase.
  public var unmatchedWords: [String] = []
  /// Phrase words the utterance did not say.
  public var missingWords: [String] = []
  /// The app name or synonym found in the utterance, as typed, or `nil`.
  public var appNameFound: String?
  /// The utterance span the slot value came from, or `nil`.
  public var slotSpan: String?
  /// Penalties applied to the score, one sentence each.
  public var penalties: [String] = []
  /// The human-readable explanation, one fact per line.
  public var lines: [String] = []
}

/// Every English word list the matcher and the assistant read, in one place: the words of
/// grammar (articles, pronouns, negations, what heads a title), of questions, of verbs that say
/// how an action is asked for, of values (what introduces, modifies or stands in for one), of
/// numbers and of dates, of the conversation (corrections, follow-ups, references), of small
/// talk (greetings, thanks, farewells) and of word forms (the stemmer's exceptions and irregular
/// participles), each list with what it is for. No other file of the matcher or the assistant
/// writes a list of words of its own (a test reads their sources for one).
///
/// The lists that are types of their own live beside it in this folder: ``FillerWords``
/// (words that carry little meaning), `Synonyms` (verbs and words that say another),
/// `ValueWords`, `Contractions`, `Shortenings`, `SpokenLexicon` and `BooleanWords` (yes, no and
/// cancel).
///
/// A list is a fact of English, never a fix for one request: a request that goes wrong
/// becomes a suite line or a training example (see the Scoring article), and a word is added
/// here only when the list, as its documentation says, lacks it.
package enum Lexicon {}

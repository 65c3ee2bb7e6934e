extension Lexicon {
  /// Words whose stem is not what the stemmer's rules make of them (see `Stemmer`): words that
  /// only look inflected, common comparisons and weather adjectives, and the irregular past
  /// forms of common command verbs.
  static let stemExceptions: [String: String] = [
    "news": "news", "series": "series", "species": "species", "always": "always",
    "perhaps": "perhaps", "towards": "toward", "lens": "lens", "atlas": "atlas",
    "physics": "physics", "politics": "politics", "wells": "wells", "mathematics": "math",
    "hotter": "hot", "hottest": "hot", "colder": "cold", "coldest": "cold", "warmer": "warm",
    "warmest": "warm", "cooler": "cool", "coolest": "cool", "wetter": "wet", "drier": "dry",
    "windier": "wind", "windy": "wind", "rainier": "rain", "rainy": "rain", "snowy": "snow",
    "stormy": "storm", "cloudy": "cloud", "sunny": "sun", "foggy": "fog", "icy": "ice",
    "louder": "loud", "loudest": "loud", "quieter": "quiet", "brighter": "bright",
    "darker": "dark", "dimmer": "dim", "higher": "high", "faster": "fast", "slower": "slow",
    "cheaper": "cheap", "cheapest": "cheap", "nearer": "near", "nearest": "near",
    "closer": "clos", "closest": "clos", "earlier": "early", "later": "late",
    "paid": "pay", "sent": "send", "bought": "buy", "sold": "sell", "made": "make",
    "gave": "give", "told": "tell", "wrote": "write", "took": "take", "brought": "bring",
    "began": "begin", "chose": "choose", "got": "get", "ate": "eat", "drank": "drink",
  ]

  /// Irregular past participles, by which a "have" makes a tense: those of the past forms of
  /// ``stemExceptions`` and a few more. (``irregularParticiples`` are those that describe a
  /// counted noun.)
  static let irregularPastParticiples: Set<String> = [
    "paid", "sent", "bought", "sold", "made", "told", "brought", "got", "been", "done", "gone",
    "seen", "taken", "given", "eaten", "written", "chosen", "known", "forgotten", "begun",
  ]

  /// The prefix that makes a verb of doing again: "reorder", "resend", "replay".
  static let repetitionPrefix = "re"
  /// Words that ask for an action done again. With one of them, a word of the request says
  /// its verb with ``repetitionPrefix`` too: "repeat my last order" and "order that again" say
  /// the "reorder" of "Reorder my last coffee", "send it again" the "resend" of a phrase.
  static let repetitionWords: Set<String> = ["again", "repeat", "redo"]
}

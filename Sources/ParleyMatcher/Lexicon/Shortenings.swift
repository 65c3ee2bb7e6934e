/// Written shortenings of English words and the words they stand for: clipped words ("fav",
/// "info", "convo"), the letters of a word ("msg", "appt"), a letter and a slash ("w/",
/// "w/o") and chat spellings ("ur", "thru").
///
/// People type them where they would say the word ("take bear creek off my favs", "any info
/// on mesa trail"); read as written, a shortening is a word no phrase uses and its meaning is
/// lost. They are expanded where words are split (see `Contractions`), on both sides: in the
/// requests, the phrases and the names the apps list, so a name that holds one still matches.
/// A value keeps the text the person wrote.
///
/// Only shortenings that stand for one word (or one fixed pair, "rn") whatever the request is
/// about are listed: "min" (minute or minimum) and "rec" (record, recipe or recommendation) are
/// not, nor is "u", also a letter ("u. s. dollars"); "temp", said to an assistant, is the
/// temperature ("set the temp to 20"), a temporary thing only in a compound. The
/// written politeness shorthands ("pls") and the chat spellings of "you" ("u", "ya") are
/// fillers, where that list is, and "u" and "ya" addressing words too.
///
/// A clipped word keeps the prefix it takes: "unfave" is "unfavorite" (see ``prefixes``).
enum Shortenings {
  /// The prefixes a clipped word of ``words`` takes in front of it and keeps when expanded:
  /// "unfav", "unfave".
  static let prefixes = ["un"]

  static let words: [String: [String]] = [
    // Clipped words.
    "fav": ["favorite"], "fave": ["favorite"], "favs": ["favorites"], "faves": ["favorites"],
    "info": ["information"], "pic": ["picture"], "pics": ["pictures"],
    "vid": ["video"], "vids": ["videos"], "convo": ["conversation"],
    "convos": ["conversations"], "bday": ["birthday"], "sched": ["schedule"],
    "notif": ["notification"], "notifs": ["notifications"], "approx": ["approximately"],
    "temp": ["temperature"], "temps": ["temperatures"],
    // A word's letters.
    "msg": ["message"], "msgs": ["messages"], "appt": ["appointment"],
    "appts": ["appointments"], "acct": ["account"], "amt": ["amount"], "txt": ["text"],
    "addr": ["address"], "ppl": ["people"], "pwd": ["password"], "abt": ["about"],
    "hr": ["hour"], "hrs": ["hours"], "mins": ["minutes"], "secs": ["seconds"],
    "wk": ["week"], "wks": ["weeks"], "wknd": ["weekend"], "yr": ["year"], "yrs": ["years"],
    "tmrw": ["tomorrow"], "tmr": ["tomorrow"], "tmrow": ["tomorrow"], "thx": ["thanks"],
    "thnx": ["thanks"], "rn": ["right", "now"],
    // A letter and a slash.
    "w/": ["with"], "w/o": ["without"],
    // Chat spellings.
    "ur": ["your"], "thru": ["through"], "tonite": ["tonight"], "nite": ["night"],
  ]
}

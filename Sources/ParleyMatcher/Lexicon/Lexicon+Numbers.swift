extension Lexicon {
  /// The number words below twenty, by value: "zero" to "nineteen".
  static let numberUnits: [String: Int] = [
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19,
  ]
  /// The tens, by value: "twenty" to "ninety" (and the common misspelling "fourty").
  static let numberTens: [String: Int] = [
    "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90,
  ]
  /// The words that multiply the number before them: "two hundred", "3 thousand".
  static let numberScales: [String: Int] = ["hundred": 100, "thousand": 1000, "million": 1_000_000]
  /// Words that are a number by themselves after "a"/"an": "a dozen", "a couple".
  static let quantityWords: [String: Int] = ["dozen": 12, "couple": 2, "pair": 2]
  /// The words said before a number to put it below zero.
  static let signWords: Set<String> = ["minus", "negative"]
  /// The ordinal words and the positions they say: "first" to "twentieth", and "thirtieth".
  static let ordinalWords: [String: Int] = [
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
    "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
    "nineteenth": 19, "twentieth": 20, "thirtieth": 30,
  ]
  /// The parts a unit is cut into, by the name of one part.
  static let amountParts: [String: Double] = [
    "quarter": 4, "quarters": 4, "third": 3, "thirds": 3,
  ]
  /// The endings of an ordinal written in figures: "1*st*", "22*nd*", "3*rd*", "4*th*".
  static let ordinalSuffixes = ["st", "nd", "rd", "th"]
  /// Words that say there are some of a thing but not how many: "a few", "several", "lots
  /// of". Each is its words as said, longest first where one begins another.
  static let vagueCounts: [[String]] = [
    ["a", "few"], ["few"], ["several"], ["some"], ["many"], ["multiple"], ["a", "lot", "of"],
    ["lots", "of"], ["a", "bunch", "of"], ["a", "number", "of"], ["a", "handful", "of"],
  ]
  /// The words that say one of a unit before a fraction of it: "*a* quarter of an hour", "*one*
  /// third".
  static let oneOfWords: Set<String> = ["a", "an", "one"]
  /// The words besides number words that a spoken number can start with: "*a* dozen", "*half* a
  /// dozen".
  static let numberLeadWords: Set<String> = ["a", "an", "half"]
}

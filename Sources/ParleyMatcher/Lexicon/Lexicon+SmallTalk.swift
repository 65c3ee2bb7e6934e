extension Lexicon {
  /// Lines that decline an offer on their own: "no", "no thanks", "nah".
  package static let refusals: Set<[String]> = [
    ["no"], ["nope"], ["nah"], ["no", "thanks"], ["no", "thank", "you"], ["nope", "thanks"],
    ["no", "no"], ["no", "way"],
  ]

  /// Greetings said on their own: "hi", "good morning".
  package static let greetings: Set<[String]> = [
    ["hi"], ["hello"], ["hey"], ["hi", "there"], ["hello", "there"], ["hey", "there"],
    ["good", "morning"], ["good", "afternoon"], ["good", "evening"], ["howdy"],
  ]

  /// Thanks said on their own: "thanks", "thank you very much".
  package static let thanks: Set<[String]> = [
    ["thanks"], ["thank", "you"], ["thanks", "a", "lot"], ["thank", "you", "very", "much"],
    ["thanks", "so", "much"], ["cheers"], ["great", "thanks"], ["ok", "thanks"],
    ["okay", "thanks"], ["thx"], ["ty"],
  ]

  /// Farewells said on their own: "bye", "see you".
  package static let farewells: Set<[String]> = [
    ["bye"], ["goodbye"], ["good", "bye"], ["bye", "bye"], ["see", "you"], ["see", "ya"],
    ["good", "night"],
  ]

  /// Words a request may open with before its verb: "please", "can you", "i'd like to".
  package static let courtesyWords: Set<String> = [
    "please", "hey", "can", "could", "you", "i", "want", "to", "i'd", "like",
  ]

  /// Ordinals a choice from a list is picked by: "the second one", "the last one".
  package static let choiceOrdinals = ["first", "second", "third", "fourth", "fifth", "last"]
}

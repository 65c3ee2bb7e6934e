extension Lexicon {
  /// The verbs that say a beginning or going on of the action a gerund after them says: "start
  /// studying", "keep reviewing".
  static let aspectVerbs: Set<String> = ["start", "begin", "keep", "continue", "resume"]
  /// Verbs that switch a thing with "on" or "off": "turn off shuffle", "switch shuffle on".
  static let switchVerbs: Set<String> = ["turn", "switch", "shut", "toggle"]
  /// Verbs that switch the thing named after them: "enable shuffle", "disable shuffle".
  static let switchingVerbs: Set<String> = ["enable", "disable"]
  /// "tap delete", "press 2", "choose the second one", "I'll take the first".
  static let positionVerbs: Set<String> = [
    "tap", "press", "click", "hit", "push", "choose", "select", "pick", "run", "go", "take",
  ]
}

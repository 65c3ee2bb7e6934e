/// One finding of a lint: the rule, where in the app, what is wrong and how to fix it.
///
/// ```swift
/// lint.description
/// // siri-domain: Notes, shortcut CreateNote, phrase "Create a note in ${applicationName}":
/// // opens like "create a note", a request Siri hands to Notes (notes). Fix: open the phrase
/// // with words of the app's own, such as "Start a page in ${applicationName}".
/// ```
public struct PhraseLint: Sendable, Equatable, CustomStringConvertible {
  /// The rule.
  public let rule: LintRule
  /// The app's name.
  public let app: String
  /// The shortcut's intent type name, when the finding is within one intent.
  public let intent: String?
  /// The phrase in the `${applicationName}` form, when the finding is about one phrase.
  public let phrase: String?
  /// What is wrong, as a sentence without a full stop.
  public let message: String
  /// How to fix it, as an imperative sentence without a full stop.
  public let fix: String
  /// Why the app keeps it (``ParleyIntents/ParleyApp/keepingLint(_:because:)``), or nil.
  public var keptBecause: String?

  /// Creates a finding.
  public init(
    rule: LintRule, app: String, intent: String? = nil, phrase: String? = nil, message: String,
    fix: String, keptBecause: String? = nil
  ) {
    self.rule = rule
    self.app = app
    self.intent = intent
    self.phrase = phrase
    self.message = message
    self.fix = fix
    self.keptBecause = keptBecause
  }

  /// The rule, the place, the message and the fix in one line.
  public var description: String {
    var place = app
    if let intent { place += ", shortcut \(intent)" }
    if let phrase { place += ", phrase \"\(phrase)\"" }
    let kept = keptBecause.map { " Kept: \($0)." } ?? ""
    return "\(rule.rawValue): \(place): \(message). Fix: \(fix).\(kept)"
  }
}

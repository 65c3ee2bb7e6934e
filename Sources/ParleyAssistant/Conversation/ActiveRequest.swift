import ParleyIntents

/// The request being carried out: the intent, its parameters and what is left to resolve.
final class ActiveRequest {
  let app: LoadedApp
  let intentType: any AppIntent.Type
  let intent: any AppIntent
  let parameters: [any AnyIntentParameter]
  let dependencies: AppDependencyManager
  /// Values given as text (a phrase slot or a direct invocation) still to be resolved.
  var pendingText: [(parameter: any AnyIntentParameter, text: String)] = []
  /// Parameters whose words gave no value they take ("two and a half" for a count): asked
  /// for until answered, never given their default meanwhile.
  var saidWithoutValue: Set<String> = []
  /// The days said alone for parameters that hold a time of day ("for pickup tomorrow"), by
  /// parameter name: the time on that day is asked for in the parameter's turn.
  var daysSaid: [String: Date] = [:]
  /// The two times an hour said without "am" or "pm" on another day may be ("for pickup
  /// tomorrow at 4:30"), by parameter name: which is asked in the parameter's turn.
  var halvesSaid: [String: [Date]] = [:]
  /// The parameters that took their default value, none being said.
  var defaulted: Set<String> = []
  /// The values taken for words that are none of their names, with those words, to be said
  /// back where the intent's answer does not name them.
  var inferred: [(said: String, title: String)] = []
  /// Whether the authentication policy has been checked.
  var isAuthenticated = false
  /// Parameters whose value the person confirmed after a `needsConfirmationError`.
  var confirmed: Set<String> = []
  /// How often `perform()` was run again after a resolution error.
  var restarts = 0
  /// Whether the request said "a" or "an" right before a thing it named ("can i get *a*
  /// french onion soup", "*a* small clam chowder"), so that the count its app asks for is one;
  /// taken once, so that a count the app asks again is asked.
  var namesOneByArticle = false
  /// Whether `perform()` asked to confirm what it does (`requestConfirmation`), as an intent
  /// whose action has consequences does, whether or not the person was asked.
  var requestedConfirmation = false
  /// Whether the request takes back the last change ("undo"): once performed, there is
  /// nothing left to undo or follow up.
  var isUndo = false
  /// Whether the request was confirmed in one question with the one performed before it.
  var isConfirmedWithPrevious = false
  /// Whether the request came from a weak phrase match (ambiguous, or scored below
  /// ``lowConfidenceScore``), for `ConfirmationConditions.lowConfidenceSource`.
  var isLowConfidence = false
  /// Whether the intent asked to continue in the app, which opens when it ends.
  var continuesInForeground = false
  /// The work a `needsToContinueInForegroundError` leaves for when the person agrees.
  var foregroundWork: ForegroundContinuation?
  /// The running `perform()`, while it waits for an answer.
  var run: PerformRun? {
    // A run left waiting on a question holds itself through its task: a request that lets go
    // of it, replaced or released, ends it.
    didSet { if oldValue !== run { oldValue?.abandon() } }
  }

  /// How many intents opened one another (`opensIntent`) before this one.
  var openedDepth = 0
  /// The request said that opened this one, through the intents it opened (`opensIntent`);
  /// `nil` for a request said.
  private(set) var opener: ActiveRequest?
  /// Whether the intent was opened by a result that answered already: the job is done, and a
  /// speaker, with no app to open, says nothing of opening it.
  var isOpenedAfterAnswer = false

  convenience init(
    app: LoadedApp, intentType: any AppIntent.Type, dependencies: AppDependencyManager
  ) {
    self.init(app: app, intent: intentType.init(), dependencies: dependencies)
  }

  /// A request for an intent made with its values, as a card's action holds it.
  init(app: LoadedApp, intent: any AppIntent, dependencies: AppDependencyManager) {
    self.app = app
    self.intentType = type(of: intent)
    self.intent = intent
    self.parameters = intentParameters(of: intent)
    self.dependencies = dependencies
  }

  /// A request for an intent another intent's result opens, with the values it was given.
  deinit {
    run?.abandon()
  }

  init(opening intent: any AppIntent, after opener: ActiveRequest) {
    app = opener.app
    intentType = type(of: intent)
    self.intent = intent
    parameters = intentParameters(of: intent)
    dependencies = opener.dependencies
    isLowConfidence = opener.isLowConfidence
    openedDepth = opener.openedDepth + 1
    self.opener = opener.opener ?? opener
  }

  /// The parameter called `name`, ignoring case.
  func parameter(named name: String) -> (any AnyIntentParameter)? {
    parameters.first { $0.name.lowercased() == name.lowercased() }
  }

  /// The match score below which a request counts as low-confidence.
  static let lowConfidenceScore = 0.75

  /// The intent's title as people read it ("Get Trail Info").
  var title: String { intentType.titleText }
}

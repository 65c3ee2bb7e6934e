import ParleyIntents

/// The intent performed last, with the values it ran with, which a short follow-up runs again
/// with a new value ("and alpine loop?").
struct FollowUpContext {
  let app: LoadedApp
  let intentType: any AppIntent.Type
  /// Each parameter's value, by parameter name, but for those left to their default.
  let values: [String: Any]
  /// The intent that takes back what it did, as a ``ReversibleIntent`` declares it; `nil` for
  /// one that declares none.
  var undoIntent: (any AppIntent)?
  /// The request said that opened this intent (`opensIntent`), as it ran: what "another one"
  /// asks for again. Empty for an intent said.
  private let opener: [FollowUpContext]

  /// The request as the person said it: the one that opened this intent, or this one.
  var asSaid: FollowUpContext { opener.first ?? self }

  /// The app and intent performed, as one name ("Soup Shop.OrderSoup").
  var intentName: String { Self.intentName(app, intentType) }

  /// `intentType` of `app` as one name ("Soup Shop.OrderSoup").
  static func intentName(_ app: LoadedApp, _ intentType: any AppIntent.Type) -> String {
    "\(app.name).\(intentType.typeName)"
  }

  init(_ request: ActiveRequest, undoIntent: (any AppIntent)? = nil) {
    self.undoIntent = undoIntent
    app = request.app
    intentType = request.intentType
    var values: [String: Any] = [:]
    for parameter in request.parameters where !request.defaulted.contains(parameter.name) {
      if let value = parameter.anyValue { values[parameter.name] = value }
    }
    self.values = values
    opener = request.opener.map { [FollowUpContext($0)] } ?? []
  }
}

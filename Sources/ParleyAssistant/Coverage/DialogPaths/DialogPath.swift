/// One branch of an intent's dialog: a question, a pick, a confirmation, a thrown error, the
/// passcode, or the answer on a surface.
public enum DialogPath: Hashable, Sendable, CustomStringConvertible {
  /// A question for a parameter's value: a required value missing, `needsValueError` or
  /// `requestValue`.
  case question(parameter: String)
  /// A pick among a parameter's values: several entities matched, `needsDisambiguationError`
  /// or `requestDisambiguation`.
  case disambiguation(parameter: String)
  /// A yes-or-no question: for the intent (`requestConfirmation`), or for a parameter's value
  /// (`needsConfirmationError`, `requestConfirmation(for:)`).
  case confirmation(parameter: String?)
  /// An error `perform()` threw that ended the request, by type name.
  case error(String)
  /// The passcode asked before an intent that requires authentication.
  case authentication
  /// The request's answer on a surface.
  case answer(Surface)

  /// The branch in words: "asks for trail", "answers on a speaker".
  public var description: String {
    switch self {
    case .question(let parameter): return "asks for \(parameter)"
    case .disambiguation(let parameter): return "picks among \(parameter) values"
    case .confirmation(let parameter?): return "confirms \(parameter)"
    case .confirmation(nil): return "confirms the action"
    case .error(let type): return "throws \(type)"
    case .authentication: return "asks for the passcode"
    case .answer(let surface): return "answers on a \(surface.rawValue)"
    }
  }
}

/// A dialog branch a conversation took, with the app and intent it belongs to.
public struct DialogPathStep: Hashable, Sendable {
  /// The app's name.
  public let app: String
  /// The intent's type name.
  public let intent: String
  /// The branch.
  public let path: DialogPath

  /// Creates a step.
  public init(app: String, intent: String, path: DialogPath) {
    self.app = app
    self.intent = intent
    self.path = path
  }
}

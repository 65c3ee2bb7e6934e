import ParleyIntents

/// The actions of the last card shown on a display, and the app whose card it is.
struct ActionOffer {
  /// One action: what it shows, and the intent it runs with the values it was made with.
  struct Action {
    let shown: Snippet.Action
    let intent: any AppIntent
    /// The intent's parameter values when the card was made, put back before each run, so
    /// that what one run asked is asked again the next time.
    let values: [(parameter: any AnyIntentParameter, value: Any?)]

    init(_ action: SnippetAction) {
      shown = Snippet.Action(label: action.label, isOn: action.isOn)
      intent = action.intent
      values = intentParameters(of: action.intent).map { ($0, $0.anyValue) }
    }

    /// Puts the parameter values back as the card made them.
    func restoreValues() {
      for (parameter, value) in values {
        try? parameter.setAnyValue(value)
      }
    }
  }

  let app: LoadedApp
  let cardTitle: String?
  let actions: [Action]
}

/// A line that ran one of a card's actions rather than starting a request, for explaining it
/// (`:why`).
public struct ActionTurn: Equatable, Sendable {
  /// What the person typed.
  public var line: String
  /// The action's number under the card, from 1.
  public var number: Int
  /// The action's label.
  public var label: String
  /// The title of the card the action belongs to, if it has one.
  public var cardTitle: String?
  /// The app whose intent the action ran.
  public var app: String
  /// The type name of the intent the action ran.
  public var intent: String
}

/// 1 when the request names no app and opens with a verb that no command phrase of its
/// candidates' apps uses, else 0: "text jane i'm on the trail" to apps that order, find and
/// plan but never text.
///
/// Unlike ``UnknownVerb``, which weighs one candidate, this weighs the option "nothing" for
/// the request as a whole: when every candidate lacks the action asked for, their shares of
/// the rest of the words are less reason to act. A request that names its app is weighed by
/// ``ActionTheAppLacks`` instead.
struct UnknownAction: NothingFeature {
  static let name = "unknown_action"
  static let direction = WeightDirection.rising
  static func value(_ context: NothingContext) -> Double {
    guard !context.namesApp else { return 0 }
    return context.lacksAction ? 1 : 0
  }
}

/// 1 when the request names an app and opens with a verb that no command phrase of that app
/// uses, else 0: "pin the trip to lisbon note in notes" to a notes app that finds, creates,
/// moves and deletes notes.
///
/// App Shortcut phrases list all an app does, so an action the named app's phrases never say
/// is one it most likely does not do; how much that counts against the words the request
/// shares with its phrases is fitted apart from ``UnknownAction``, since a request that names
/// no app may be said in words no phrase uses.
struct ActionTheAppLacks: NothingFeature {
  static let name = "action_the_app_lacks"
  static let direction = WeightDirection.rising
  static func value(_ context: NothingContext) -> Double {
    guard context.namesApp else { return 0 }
    return context.lacksAction ? 1 : 0
  }
}

extension NothingContext {
  /// Whether the request opens with a verb no command phrase of any app it may be for uses.
  var lacksAction: Bool {
    !scopes.isEmpty && scopes.allSatisfy { analysis.leadIsUnknownVerb(in: $0) }
  }
}

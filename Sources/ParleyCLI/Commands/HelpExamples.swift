import ParleyAssistant
import ParleyIntents

/// Examples for help texts and messages, taken from the apps the program was built with, so
/// that a developer's own program speaks of their app.
///
/// Help texts and messages write `{program}`, `{apps}`, `{their}` ("its" for one app, else
/// "their"), `{app-file}` (the first app's name as its suites and transcripts are named:
/// "SoupShop"), `{request}` (a phrase with a value),
/// `{simple-request}` (a phrase without one) and `{invocation}` (a direct run of an intent);
/// ``fill(_:)`` puts the examples in their place.
///
/// ```swift
/// let examples = HelpExamples(program: "parley", catalog: catalog)
/// examples.fill("{program} ask \"{simple-request}\"")  // "parley ask \"open favorites in trails\""
/// ```
struct HelpExamples: Sendable {
  var program: String
  var apps: String
  /// "its" when the program has one app, else "their".
  var their: String
  /// The first app's name without spaces, as the files named after it start.
  var appFile: String
  var request: String
  var simpleRequest: String
  var invocation: String

  /// Examples from the first app's phrases: the first phrase with a parameter value, the first
  /// without one, and a direct run of the intent of the first.
  init(program: String, catalog: AppCatalog?) {
    self.program = program
    let apps = catalog?.apps ?? []
    self.apps = spokenList(apps.map(\.name), "and")
    their = apps.count == 1 ? "its" : "their"
    appFile = apps.first.map { $0.name.filter { !$0.isWhitespace } } ?? "App"
    var withValue: (phrase: String, invocation: String)?
    var plain: (phrase: String, invocation: String)?
    for app in apps {
      for shortcut in app.shortcuts {
        let intent = shortcut.intentType.typeName
        for phrase in shortcut.phrases {
          let names = phrase.parameterNames
          if names.isEmpty, plain == nil {
            plain = (phrase.filled(appName: app.name).lowercased(), "/\(intent)")
          }
          let key = names.first.map { PhraseParameterKey(intent: intent, parameter: $0) }
          if names.count == 1, withValue == nil, let key,
            let value = app.parameterValues[key]?.first?.display.title
          {
            withValue = (
              phrase.filled(appName: app.name, value: value).lowercased(),
              "/\(intent) \(names[0])=\"\(value)\""
            )
          }
        }
      }
    }
    let fallback = (phrase: "what can I say", invocation: "/IntentName")
    let chosen = withValue ?? plain ?? fallback
    request = chosen.phrase
    simpleRequest = (plain ?? chosen).phrase
    invocation = chosen.invocation
  }

  /// `text` with each `{…}` token replaced by its example.
  func fill(_ text: String) -> String {
    text.replacingOccurrences(of: "{program}", with: program)
      .replacingOccurrences(of: "{apps}", with: apps)
      .replacingOccurrences(of: "{their}", with: their)
      .replacingOccurrences(of: "{app-file}", with: appFile)
      .replacingOccurrences(of: "{request}", with: request)
      .replacingOccurrences(of: "{simple-request}", with: simpleRequest)
      .replacingOccurrences(of: "{invocation}", with: invocation)
  }
}

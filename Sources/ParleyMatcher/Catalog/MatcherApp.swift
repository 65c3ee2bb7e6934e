/// An app as the matcher sees it: a name people say, its synonyms and phrases it must not take.
public struct MatcherApp: Sendable {
  /// The app's name, as in `${applicationName}`.
  public var name: String
  /// Other names for the app; each counts as the app name anywhere in an utterance.
  public var synonyms: [String]
  /// Phrases that must not route to this app, for example `"Delete ${applicationName}"`.
  ///
  /// An utterance that says one of these (give or take fillers) yields no candidate of this app.
  public var negativePhrases: [String]

  /// Creates an app with its name, synonyms and negative phrases.
  public init(name: String, synonyms: [String] = [], negativePhrases: [String] = []) {
    self.name = name
    self.synonyms = synonyms
    self.negativePhrases = negativePhrases
  }
}

/// Everything the matcher matches against: apps, their phrase templates and slot vocabularies.
///
/// A catalog is plain data; ``PhraseIndex`` compiles it once into the structures that make
/// matching fast.
///
/// ```swift
/// let catalog = MatcherCatalog(
///   apps: [MatcherApp(name: "Trails", synonyms: ["Trail app"], negativePhrases: [])],
///   templates: [
///     PhraseTemplate(app: "Trails", intent: "OpenFavorites",
///                    parts: [.text("Open Favorites in"), .appName])
///   ],
///   vocabularies: [])
/// ```
public struct MatcherCatalog: Sendable {
  /// The apps whose names and synonyms may appear in utterances.
  public var apps: [MatcherApp]
  /// Every phrase template, of every app; a candidate refers to one by its index here.
  public var templates: [PhraseTemplate]
  /// The vocabularies that `.vocabulary(name)` slots refer to.
  public var vocabularies: [SlotVocabulary]
  /// Each intent's parameters, read from the whole request besides the phrase's own slot
  /// (see ``MatchCandidate/values``). An intent not listed has only its phrases' slots.
  public var parameters: [IntentParameters]

  /// Creates a catalog from its apps, templates, vocabularies and intent parameters.
  public init(
    apps: [MatcherApp], templates: [PhraseTemplate], vocabularies: [SlotVocabulary],
    parameters: [IntentParameters] = []
  ) {
    self.apps = apps
    self.templates = templates
    self.vocabularies = vocabularies
    self.parameters = parameters
  }
}

import Foundation

/// More phrases for an app's existing App Shortcuts, read from a `.phrases` file, written as
/// Apple's localised phrase catalogs write them.
///
/// ```
/// # More ways to ask Trails
/// @app Trails
/// GetTrailInfo: Is ${trail} open in ${applicationName}
/// OpenFavorites: Show my saved trails in ${applicationName}
/// ```
///
/// One phrase per line: the intent's type name, `:`, then the phrase with `${applicationName}`
/// for the app's name and `${parameter}` for the shortcut's parameter. `@app NAME` says which
/// app the phrases are for; without it the file's name does (`Trails.phrases`). `#` starts a
/// comment at the start of a line or after whitespace.
///
/// A file can also declare a whole app with `@app`, `@entity`, `@enum` and `@intent` blocks
/// (see the PhraseFiles article); ``adding(_:to:)`` then adds that app to the others.
///
/// ```swift
/// let file = try AppPhraseFile.load(contentsOf: URL(fileURLWithPath: "Phrases/Trails.phrases"))
/// let apps = try AppPhraseFile.adding([file], to: [Trails.app])  // Trails with more phrases
/// ```
public struct AppPhraseFile: PhraseFileFormat, Sendable {
  /// One phrase line.
  public struct Phrase: Sendable, Equatable {
    /// The intent's type name, as written.
    public var intent: String
    /// The phrase, as written after `:`.
    public var text: String
    /// Where the intent's name starts.
    public var location: SourceLocation
    /// Where the phrase starts.
    public var textLocation: SourceLocation
    /// Each `${name}` placeholder with where its `$` is.
    public var placeholders: [Placeholder]
  }

  /// A `${name}` in a phrase.
  public struct Placeholder: Sendable, Equatable {
    /// The name between `${` and `}`.
    public var name: String
    /// Where its `$` is.
    public var location: SourceLocation

    /// Creates a placeholder.
    public init(name: String, location: SourceLocation) {
      self.name = name
      self.location = location
    }
  }

  /// The path shown in error locations.
  public var file: String
  /// The app named by `@app`, if any, and where its name is.
  public var app: String?
  public var appLocation: SourceLocation?
  /// The phrases, in file order, those under an `@intent` with its name.
  public var phrases: [Phrase]
  /// The app's other names (`synonyms:`), when the file declares the app.
  public var synonyms: [String] = []
  /// Whether every phrase must name the app (`app name in phrases: required`, the default).
  public var phrasesNameApp = true
  /// Where the first `synonyms:` or `app name in phrases:` line is, if any.
  public var appSettingLocation: SourceLocation?
  /// Phrases that must never reach the app (`never:`).
  public var negativePhrases: [Template] = []
  /// The entities declared with `@entity`.
  public var entities: [ValueList] = []
  /// The enums declared with `@enum`.
  public var enums: [ValueList] = []
  /// The intents declared with `@intent`.
  public var intents: [Intent] = []

  /// Parses the bytes of a `.phrases` file.
  ///
  /// - Throws: ``PhraseFileErrors`` with every problem of the file's syntax.
  public static func parse(_ data: Data, file: String) throws -> AppPhraseFile {
    var parsed = try AppPhraseFileParser.parse(data, file: file)
    parsed.file = file
    return parsed
  }
}

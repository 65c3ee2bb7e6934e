extension AppPhraseFile {
  /// Text with `${name}` placeholders: a phrase, a negative phrase, a question or an answer.
  public struct Template: Sendable, Equatable {
    /// The text as written.
    public var text: String
    /// Where the text starts.
    public var location: SourceLocation
    /// Each `${name}` in the text with where its `$` is.
    public var placeholders: [Placeholder]
  }

  /// An entity's values or an enum's cases (`@entity Pizza` or `@enum Size` and their
  /// `- Title: synonym, …` lines).
  public struct ValueList: Sendable, Equatable {
    /// The type name, such as "Pizza".
    public var name: String
    /// How people call the type ("Pizza"); the name unless `@entity NAME: TITLE` gives one.
    public var title: String
    /// Where the name is.
    public var location: SourceLocation
    /// The values in file order.
    public var values: [Value]
    /// Other names people call the type by, after the title: "Pie" of `@entity Pizza: Pizza,
    /// Pie` (the type display representation's synonyms).
    public var otherNames: [String] = []
  }

  /// One value of an entity or case of an enum.
  public struct Value: Sendable, Equatable {
    /// The name shown and said, such as "Margherita".
    public var title: String
    /// Other names that also mean it.
    public var synonyms: [String]
    /// Where the title is.
    public var location: SourceLocation
  }

  /// An intent declared in the file (`@intent NAME: TITLE` and the lines under it).
  public struct Intent: Sendable, Equatable {
    /// The type name, such as "OrderPizza".
    public var name: String
    /// The title shown and spoken; the name in words unless given.
    public var title: String
    /// Where the name is.
    public var location: SourceLocation
    /// The parameters in file order.
    public var parameters: [Parameter] = []
    /// The question asked before running, if any (`confirm:`).
    public var confirmation: Template?
    /// The answer's full text (`answer:`).
    public var answer: Template?
    /// The shorter text shown beside the answer (`supporting:`).
    public var supporting: Template?
  }

  /// A parameter of a declared intent
  /// (`parameter NAME: TYPE[, optional|required][, ask: QUESTION]`).
  public struct Parameter: Sendable, Equatable {
    /// The name, such as "pizza".
    public var name: String
    /// The type as written: string, integer, decimal, boolean, date, or a declared entity or
    /// enum.
    public var type: String
    /// Where the name is.
    public var location: SourceLocation
    /// Where the type is.
    public var typeLocation: SourceLocation
    /// Whether the intent runs without a value.
    public var isOptional: Bool
    /// What to ask when a required value is missing.
    public var question: String?
  }

  /// The value types a parameter may have besides declared entities and enums.
  public static let valueTypes = ["string", "integer", "decimal", "boolean", "date"]

  /// Whether the file declares an app of its own (an intent, entity or enum).
  public var declaresApp: Bool { !intents.isEmpty || !entities.isEmpty || !enums.isEmpty }
}

/// The parameters of one intent, so that a request is read for all of them and not only for
/// the slot its phrase holds.
///
/// The matcher knows nothing of intents; the caller lists, per `(app, intent)` label, each
/// parameter's name and slot type. A `.vocabulary(name)` type refers to a
/// ``SlotVocabulary`` of the catalog (the entity names or enum cases, with synonyms).
///
/// ```swift
/// IntentParameters(
///   app: "Brew", intent: "OrderCoffee",
///   parameters: [
///     .init(name: "drink", type: .vocabulary("Brew.Drink")),
///     .init(name: "size", type: .vocabulary("Brew.DrinkSize")),
///     .init(name: "quantity", type: .integer, title: "Quantity"),
///     .init(name: "pickupTime", type: .date),
///   ])
/// ```
public struct IntentParameters: Sendable {
  /// The app label, as in ``PhraseTemplate/app``.
  public var app: String
  /// The intent label, as in ``PhraseTemplate/intent``.
  public var intent: String
  /// The intent's parameters, in the order they are filled.
  public var parameters: [Parameter]
  /// The words people may search for the intent by, its description's search keywords
  /// ("conditions", "weather"): a request that says one says a little of the intent, as a word
  /// of one of its phrases would, though no phrase need say it (see the Scoring article).
  public var searchKeywords: [String]

  /// One parameter: its name, the type of value it takes and the title people know it by.
  public struct Parameter: Sendable, Hashable {
    /// The parameter's name, as in `${quantity}`; returned in ``SlotFill/name``.
    public var name: String
    /// The type of value it takes.
    public var type: SlotType
    /// The title shown for it ("Days Until Next Watering"), if any. Its words, like the name's,
    /// say which value is the parameter's: a number followed or preceded by one of them ("in 5
    /// days", "for 3 nights") fills this parameter and no other.
    public var title: String?
    /// Whether it takes a list of values; a parameter that takes one sets aside a further
    /// value said for it (``MatchCandidate/furtherItems``).
    public var takesSeveral: Bool
    /// The names of the units a number for it is said in ("minutes", "min", "hours"), for an
    /// amount; empty for a plain number. A number followed by one of them fills this parameter,
    /// and the value's text holds the units: "1 hour 30 minutes". A number followed by another
    /// noun, not a word of the name or title, does not: "3 sets" is no weight in "kg".
    public var units: [String]
    /// The names of units of other kinds ("kilometers" for a duration): a number said in one
    /// of them is not this parameter's, though it is said without one of `units`.
    public var otherUnits: [String]

    /// Creates a parameter.
    public init(
      name: String, type: SlotType, title: String? = nil, takesSeveral: Bool = false,
      units: [String] = [], otherUnits: [String] = []
    ) {
      self.name = name
      self.type = type
      self.title = title
      self.takesSeveral = takesSeveral
      self.units = units
      self.otherUnits = otherUnits
    }
  }

  /// Creates the parameter list of one intent, with the words people may search for it by.
  public init(
    app: String, intent: String, parameters: [Parameter], searchKeywords: [String] = []
  ) {
    self.app = app
    self.intent = intent
    self.parameters = parameters
    self.searchKeywords = searchKeywords
  }
}

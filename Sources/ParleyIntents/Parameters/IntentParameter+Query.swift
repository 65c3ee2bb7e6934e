extension IntentParameter {
  /// Creates an entity parameter found through `query` instead of the entity's default query:
  /// its suggestions are what a question for it lists, and its string search (when it is an
  /// `EntityStringQuery`) is what an answer is looked up with.
  ///
  /// ```swift
  /// @Parameter(title: "Show", query: SubscribedShowsQuery())
  /// var show: ShowEntity
  /// ```
  ///
  /// - Parameters:
  ///   - title: The parameter's title; inferred from the property name when nil.
  ///   - description: What the parameter is for.
  ///   - default: The value used when none is given.
  ///   - requestValueDialog: The prompt used when the system must ask for the value.
  ///   - requestDisambiguationDialog: The prompt used when several values match.
  ///   - inputConnectionBehavior: How the Shortcuts editor connects the input; ignored here.
  ///   - query: Finds the parameter's entities.
  public convenience init<Query: EntityQuery>(
    title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
    default: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
    requestDisambiguationDialog: IntentDialog? = nil,
    inputConnectionBehavior: InputConnectionBehavior = .default, query: Query,
    file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
  ) where Query.Entity == Value.ValueType {
    self.init(
      title: title, description: description, default: `default`,
      requestValueDialog: requestValueDialog,
      requestDisambiguationDialog: requestDisambiguationDialog,
      inputConnectionBehavior: inputConnectionBehavior)
    queriedType = AnyEntityType(Query.Entity.self, query: query)
    declaredAt = "\(file):\(line):\(column)"
  }
}

extension ParleyApp {
  /// The app, keeping a lint of `parley test` on purpose: what the rule finds in the app is
  /// reported as a note with `reason`, and no longer fails a strict run.
  ///
  /// ```swift
  /// let app = ParleyApp(name: "Notes", shortcuts: NotesShortcuts.self)
  ///   .keepingLint("system-app-name", because: "the sample mirrors Apple's Notes")
  /// ```
  ///
  /// - Parameters:
  ///   - rule: The rule's name, as `parley test` prints it (`siri-domain`).
  ///   - reason: Why the app keeps what the rule finds, in a sentence.
  /// - Returns: The app with the lint kept.
  public func keepingLint(_ rule: String, because reason: String) -> ParleyApp {
    var app = self
    app.keptLints[rule] = reason
    return app
  }
}

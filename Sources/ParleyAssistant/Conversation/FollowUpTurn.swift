/// A line that ran the last intent again with a new value, for explaining it (`:why`).
public struct FollowUpTurn: Equatable, Sendable {
  /// The line as typed or said.
  public let line: String
  /// The app's name.
  public let app: String
  /// The type name of the intent run again.
  public let intent: String
  /// The values the line gave, as "trail = Alpine Loop".
  public let changes: [String]
}

/// When an intent's confirmation is asked: always (an empty set) or only under the listed
/// conditions.
///
/// With `.lowConfidenceSource`, a conversation asks only when the request came from a weak
/// phrase match: an ambiguous one, or one whose score was below 0.75. A request run directly
/// (`/Intent`) or matched clearly is confirmed without asking.
public struct ConfirmationConditions: OptionSet, Sendable, Hashable {
  /// The raw bits of the set.
  public let rawValue: Int

  /// Creates a set from raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Ask only when the request came from a low-confidence source.
  public static let lowConfidenceSource = ConfirmationConditions(rawValue: 1 << 0)
}

/// When an intent's confirmation is asked: always (an empty set) or only under the listed
/// conditions.
///
/// The runtime cannot tell how confident the request's source was, so it asks whenever any
/// condition is listed, as it does for the empty set.
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

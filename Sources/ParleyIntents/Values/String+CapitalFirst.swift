extension StringProtocol {
  /// The text with its first letter a capital and the rest as it is: "the size is already
  /// Large" gives "The size is already Large"; "iPhone" stays as written after its first
  /// letter.
  ///
  /// ```swift
  /// "trails".withCapitalFirst  // "Trails"
  /// ```
  package var withCapitalFirst: String { prefix(1).uppercased() + dropFirst() }
}

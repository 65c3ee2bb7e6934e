/// Numbers the distinct stems of a catalog, so the index can work with small integers.
struct TermTable: Sendable {
  private(set) var ids: [String: Int32] = [:]
  /// The stem of each term id.
  private(set) var stems: [String] = []

  /// The id of `stem`, adding it when it is new.
  mutating func intern(_ stem: String) -> Int32 {
    if let id = ids[stem] { return id }
    let id = Int32(stems.count)
    ids[stem] = id
    stems.append(stem)
    return id
  }

  /// The id of `stem`, or `nil` when the catalog never uses it.
  func id(of stem: String) -> Int32? { ids[stem] }

  /// How many terms there are.
  var count: Int { stems.count }
}

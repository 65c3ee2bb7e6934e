extension Array {
  /// The place of the first element `isBelow` is false for, in an array where every element
  /// it is true for comes first: the binary search of a sorted table for the first entry not
  /// below a key.
  ///
  /// ```swift
  /// [2, 3, 5, 7].partitionPoint { $0 < 5 }  // 2
  /// [2, 3, 5, 7].partitionPoint { $0 < 9 }  // 4
  /// ```
  ///
  /// - Complexity: O(log *n*) for *n* elements.
  func partitionPoint(where isBelow: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isBelow(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}

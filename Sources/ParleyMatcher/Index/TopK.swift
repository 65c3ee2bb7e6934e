/// The k items with the highest scores among many, kept in a min-heap so that choosing them
/// costs O(n log k) instead of sorting all n.
///
/// ```swift
/// var top = TopK(capacity: 2)
/// top.insert(7, 0.5); top.insert(8, 0.9); top.insert(9, 0.1)
/// top.items  // [8, 7]
/// ```
struct TopK {
  private var heap: [(item: Int, score: Double)] = []
  private let capacity: Int

  /// Keeps at most `capacity` items.
  init(capacity: Int) {
    self.capacity = capacity
    heap.reserveCapacity(capacity)
  }

  /// Offers an item; it is kept when it beats the lowest kept score (ties keep the lower item).
  mutating func insert(_ item: Int, _ score: Double) {
    if heap.count < capacity {
      heap.append((item, score))
      siftUp(heap.count - 1)
    } else if let root = heap.first, Self.isBelow(root, (item, score)) {
      heap[0] = (item, score)
      siftDown(0)
    }
  }

  /// The kept items, best first.
  var items: [Int] {
    heap.sorted { Self.isBelow($1, $0) }.map(\.item)
  }

  private static func isBelow(_ a: (item: Int, score: Double), _ b: (item: Int, score: Double))
    -> Bool
  {
    a.score < b.score || a.score == b.score && a.item > b.item
  }

  private mutating func siftUp(_ start: Int) {
    var child = start
    while child > 0 {
      let parent = (child - 1) / 2
      guard Self.isBelow(heap[child], heap[parent]) else { return }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func siftDown(_ start: Int) {
    var parent = start
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var lowest = parent
      if left < heap.count && Self.isBelow(heap[left], heap[lowest]) { lowest = left }
      if right < heap.count && Self.isBelow(heap[right], heap[lowest]) { lowest = right }
      guard lowest != parent else { return }
      heap.swapAt(parent, lowest)
      parent = lowest
    }
  }
}

import Foundation

/// The app's data: to-dos in memory, each with an identifier made when it is added.
public final class TodoStore: @unchecked Sendable {
  /// One to-do.
  public struct Item: Sendable {
    public let id: UUID
    public var title: String
    public var isDone = false
  }

  private let lock = NSLock()
  private var items: [Item]

  /// Creates a store holding `titles`, none done.
  public init(titles: [String]) {
    items = titles.map { Item(id: UUID(), title: $0) }
  }

  /// Every to-do, in the order added.
  public var all: [Item] { lock.withLock { items } }

  /// The to-dos not done yet.
  public var open: [Item] { all.filter { !$0.isDone } }

  /// Adds a to-do and returns it.
  @discardableResult
  public func add(_ title: String) -> Item {
    lock.withLock {
      let item = Item(id: UUID(), title: title)
      items.append(item)
      return item
    }
  }

  /// Changes the to-do with `id`; false when there is none.
  public func update(_ id: UUID, _ change: (inout Item) -> Void) -> Bool {
    lock.withLock {
      guard let index = items.firstIndex(where: { $0.id == id }) else { return false }
      change(&items[index])
      return true
    }
  }

  /// Removes the to-do with `id`; false when there is none.
  public func remove(_ id: UUID) -> Bool {
    lock.withLock {
      guard let index = items.firstIndex(where: { $0.id == id }) else { return false }
      items.remove(at: index)
      return true
    }
  }
}

import Foundation
import ParleyIntents

/// A distinct Swift type for each thing a phrase file declares: `Zero`, `Next<Zero>`,
/// `Next<Next<Zero>>`… An intent, entity, enum or shortcuts provider declared in a file is a
/// generic type over one of these, so each is its own type, as the runtime expects.
protocol DeclaredSlot {
  /// The slot's number in ``DeclaredStore``.
  static var number: Int { get }
}

enum DeclaredSlotZero: DeclaredSlot {
  static var number: Int { 0 }
}

enum DeclaredSlotNext<Previous: DeclaredSlot>: DeclaredSlot {
  /// Looked up, not counted down the chain of `Previous` types, so finding a declaration
  /// takes the same time however many the files declare.
  static var number: Int { DeclaredStore.shared.number(of: self) ?? Previous.number + 1 }
}

/// What the declared types read their declarations from, by slot number; each declaration
/// takes the next free slot.
final class DeclaredStore: @unchecked Sendable {
  static let shared = DeclaredStore()

  private let lock = NSLock()
  private var items: [Any] = []
  private var slots: [any DeclaredSlot.Type] = [DeclaredSlotZero.self]
  private var numbers: [ObjectIdentifier: Int] = [ObjectIdentifier(DeclaredSlotZero.self): 0]

  /// Keeps `item` and returns the slot type that reads it.
  func add(_ item: Any) -> any DeclaredSlot.Type {
    lock.withLock {
      items.append(item)
      while slots.count < items.count {
        let slot = Self.next(after: slots[slots.count - 1])
        numbers[ObjectIdentifier(slot)] = slots.count
        slots.append(slot)
      }
      return slots[items.count - 1]
    }
  }

  /// The number of a slot type handed out by ``add(_:)``.
  func number(of slot: any DeclaredSlot.Type) -> Int? {
    lock.withLock { numbers[ObjectIdentifier(slot)] }
  }

  /// The item kept in slot `number`.
  func item<Item>(_ number: Int, as type: Item.Type) -> Item {
    lock.withLock {
      guard let item = items[number] as? Item else {
        preconditionFailure("slot \(number) holds no \(Item.self)")
      }
      return item
    }
  }

  private static func next(after slot: any DeclaredSlot.Type) -> any DeclaredSlot.Type {
    func next<Slot: DeclaredSlot>(_: Slot.Type) -> any DeclaredSlot.Type {
      DeclaredSlotNext<Slot>.self
    }
    return next(slot)
  }
}

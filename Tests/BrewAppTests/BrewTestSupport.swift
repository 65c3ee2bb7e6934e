import Foundation
import ParleyIntents

@testable import BrewApp

/// Answers every confirmation with the same yes or no and every value request from a queue,
/// and records the prompts.
final class RequestRecorder: IntentRequestHandler, @unchecked Sendable {
  let answer: Bool
  private var values: [Any]
  private(set) var prompts: [String] = []
  private(set) var actionLabels: [String] = []
  private(set) var valuePrompts: [String] = []

  init(answer: Bool = true, values: [Any] = []) {
    self.answer = answer
    self.values = values
  }

  func requestValue(for parameter: any AnyIntentParameter, dialog: IntentDialog?) async throws
    -> Any
  {
    valuePrompts.append(dialog?.fullText ?? "")
    guard !values.isEmpty else { throw IntentRequestUnavailableError() }
    return values.removeFirst()
  }

  func requestDisambiguation(
    for parameter: (any AnyIntentParameter)?, among options: [Any], dialog: IntentDialog?
  ) async throws -> Any {
    throw IntentRequestUnavailableError()
  }

  func requestConfirmation(_ request: ConfirmationRequest) async throws -> Bool {
    prompts.append(request.dialog?.fullText ?? "")
    actionLabels.append(request.actionName.acceptLabel)
    return answer
  }
}

/// A clock tests move by hand; it starts at 08:30 UTC on 21 November 2026.
final class TestClock: @unchecked Sendable {
  private let lock = NSLock()
  private var current = Date(timeIntervalSince1970: 1_795_249_800)

  /// The current time.
  var now: Date { lock.withLock { current } }

  /// Moves the clock forward.
  func advance(minutes: Int) {
    lock.withLock { current = current.addingTimeInterval(TimeInterval(minutes * 60)) }
  }

  /// A time on the clock's day, in UTC.
  func today(hour: Int, minute: Int) -> Date {
    Date(timeIntervalSince1970: 1_795_219_200 + TimeInterval(hour * 3600 + minute * 60))
  }
}

/// A café store in UTC over a test clock, in a manager of its own, run as the current one;
/// confirmations and value requests go to the recorder.
func withBrew<T>(
  clock: TestClock = TestClock(), requests: RequestRecorder = RequestRecorder(),
  _ body: (CafeStore) async throws -> T
) async rethrows -> T {
  let store = CafeStore(timeZone: { TimeZone(identifier: "UTC") ?? .current }, clock: { clock.now })
  let manager = AppDependencyManager()
  manager.add(dependency: store)
  return try await AppDependencyManager.withCurrent(manager) {
    try await IntentRequestContext.$handler.withValue(requests) { try await body(store) }
  }
}

/// The drink entity with a menu name.
func drinkEntity(named name: String) throws -> DrinkEntity {
  guard let drink = CafeMenu.drinks.first(where: { $0.name == name }) else {
    throw DrinkLookupError(name: name)
  }
  return DrinkEntity(drink: drink)
}

/// An order intent for a menu drink, with the quantity and pickup time when given.
func orderCoffee(
  _ name: String, size: DrinkSize, quantity: Int? = nil, pickupTime: Date? = nil
) throws -> OrderCoffee {
  let intent = OrderCoffee()
  intent.drink = try drinkEntity(named: name)
  intent.size = size
  if let quantity { intent.quantity = quantity }
  intent.pickupTime = pickupTime
  return intent
}

/// A drink name missing from the menu.
struct DrinkLookupError: Error {
  let name: String
}

/// Places an order directly in the store, without asking.
@discardableResult
func placeOrder(
  _ name: String, size: DrinkSize, quantity: Int = 1, in store: CafeStore
) throws -> CoffeeOrder {
  guard let drink = store.drinks.first(where: { $0.name == name }) else {
    throw DrinkLookupError(name: name)
  }
  return try store.place(store.draftOrder(drink: drink, size: size, quantity: quantity))
}

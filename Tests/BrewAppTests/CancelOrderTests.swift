import ParleyIntents
import Testing

@testable import BrewApp

/// An order is taken back by the intent its order declares: cancelled after the customer
/// confirms, keeping its number, while it is still being made.
@Suite struct CancelOrderTests {
  @Test func anOrderDeclaresTheCancellationOfTheOrderItPlaced() async throws {
    let requests = RequestRecorder(answer: true)
    let undo = try await withBrew(requests: requests) { _ in
      let intent = try orderCoffee("Flat White", size: .large)
      let result = try await intent.perform()
      return try await intent.undoIntent(for: result)
    }
    #expect(undo?.number == 1)
  }

  @Test func cancellingAsksFirstThenKeepsTheNumberOutOfTheOrdersPlaced() async throws {
    let requests = RequestRecorder(answer: true)
    let (parts, placed, next) = try await withBrew(requests: requests) { store in
      let order = try placeOrder("Flat White", size: .large, in: store)
      let parts = resultParts(of: try await CancelOrder(number: order.id).perform())
      let next = store.draftOrder(drink: order.drink, size: .small, quantity: 1)
      return (parts, store.placedOrders, next)
    }
    #expect(requests.prompts == ["Cancel order 1, a large Flat White for $5.25?"])
    #expect(parts.dialog?.fullText == "Cancelled order 1.")
    #expect(placed.isEmpty)
    #expect(next.id == 2)
  }

  @Test func aDeclinedCancellationKeepsTheOrder() async throws {
    let requests = RequestRecorder(answer: false)
    let placed = try await withBrew(requests: requests) { store in
      let order = try placeOrder("Flat White", size: .large, in: store)
      _ = try? await CancelOrder(number: order.id).perform()
      return store.placedOrders
    }
    #expect(placed.count == 1)
  }

  @Test func aMadeOrderIsTooLateToCancel() async throws {
    let clock = TestClock()
    let parts = try await withBrew(clock: clock) { store in
      let order = try placeOrder("Flat White", size: .large, in: store)
      clock.advance(minutes: 10)
      return resultParts(of: try await CancelOrder(number: order.id).perform())
    }
    #expect(
      parts.dialog?.fullText
        == "Your large Flat White is already made, so it's too late to cancel it.")
  }
}

import Foundation
import ParleyIntents
import Testing

@testable import BrewApp

@Suite struct OrderCoffeeTests {
  @Test func quotesTheTotalThenPlacesTheOrderWithAReceipt() async throws {
    let requests = RequestRecorder(answer: true)
    let (parts, orders) = try await withBrew(requests: requests) { store in
      let intent = try orderCoffee("Flat White", size: .large, quantity: 2)
      return (resultParts(of: try await intent.perform()), store.placedOrders)
    }
    #expect(requests.prompts == ["Order 2 large Flat Whites for $10.50?"])
    #expect(requests.actionLabels == ["Order"])
    let dialog = try #require(parts.dialog)
    #expect(dialog.fullText == "Order 1 is in: 2 large Flat Whites for $10.50, ready at 8:37 AM.")
    #expect(dialog.supportingText == "Here's your receipt.")
    let snippet = try #require(parts.snippet)
    #expect(snippet.snippetTitle == "Order 1")
    #expect(
      snippet.snippetLines == [
        "2 × Flat White, large · $10.50", "Total · $10.50", "Ready at 8:37 AM",
      ])
    #expect(orders.map(\.drink.name) == ["Flat White"])
  }

  @Test func ordersOneDrinkByDefault() async throws {
    let requests = RequestRecorder(answer: true)
    let dialog = try await withBrew(requests: requests) { _ in
      let intent = try orderCoffee("Caffè Latte", size: .small)
      return resultParts(of: try await intent.perform()).dialog?.fullText
    }
    #expect(requests.prompts == ["Order a small Caffè Latte for $4.50?"])
    #expect(dialog == "Order 1 is in: a small Caffè Latte for $4.50, ready at 8:35 AM.")
  }

  @Test func placesNothingWhenTheCustomerDeclines() async throws {
    let orders = try await withBrew(requests: RequestRecorder(answer: false)) { store in
      let intent = try orderCoffee("Cappuccino", size: .medium)
      await #expect(throws: ConfirmationDeclinedError.self) { try await intent.perform() }
      return store.placedOrders
    }
    #expect(orders.isEmpty)
  }

  @Test(arguments: [
    (9, 15, "at 9:15 AM"), (31, 45, "tomorrow at 7:45 AM"),
  ])
  func quotesThePickupTimeAndReadiesTheOrderForIt(hour: Int, minute: Int, when: String)
    async throws
  {
    let clock = TestClock()
    let requests = RequestRecorder(answer: true)
    let parts = try await withBrew(clock: clock, requests: requests) { _ in
      let intent = try orderCoffee(
        "Cold Brew", size: .medium, pickupTime: clock.today(hour: hour, minute: minute))
      return resultParts(of: try await intent.perform())
    }
    #expect(requests.prompts == ["Order a medium Cold Brew for $5.00, to pick up \(when)?"])
    #expect(parts.dialog?.fullText == "Order 1 is in: a medium Cold Brew for $5.00, ready \(when).")
    #expect(parts.snippet?.snippetLines.last == "Pickup \(when)")
  }

  @Test func asksAgainForAPickupTimeThatHasPassed() async throws {
    let clock = TestClock()
    let error = try await withBrew(clock: clock) { _ in
      let intent = try orderCoffee(
        "Espresso", size: .small, pickupTime: clock.today(hour: 7, minute: 0))
      return await #expect(throws: ParameterResolutionError.self) { try await intent.perform() }
    }
    let resolution = try #require(error)
    #expect(resolution.parameter.title == "Pickup Time")
    #expect(
      resolution.dialog?.fullText
        == "That time has already passed. When would you like to pick it up?")
  }

  @Test(arguments: [0, 11, -1])
  func asksAgainForAQuantityOutOfRange(quantity: Int) async throws {
    let error = try await withBrew { _ in
      let intent = try orderCoffee("Americano", size: .large, quantity: quantity)
      return await #expect(throws: ParameterResolutionError.self) { try await intent.perform() }
    }
    let resolution = try #require(error)
    guard case .value = resolution.kind else {
      Issue.record("Expected a value request, got \(resolution.kind)")
      return
    }
    #expect(resolution.parameter.title == "Quantity")
    #expect(
      resolution.dialog?.fullText
        == "I can make 1 to 10 drinks in one order. How many would you like?")
  }

  @Test func describesItsParameters() throws {
    let parameters = intentParameters(of: OrderCoffee())
    #expect(parameters.map(\.name) == ["drink", "size", "quantity", "pickupTime", "extraShots"])
    #expect(parameters.map(\.isOptional) == [false, false, false, true, false])
    let size = try #require(parameters.first { $0.name == "size" })
    #expect(size.requestValueDialog?.fullText == "What size?")
    let quantity = try #require(parameters.first { $0.name == "quantity" })
    #expect(quantity.defaultValue as? Int == 1)
  }
}

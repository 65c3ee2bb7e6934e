import Foundation
import ParleyIntents
import Testing

@testable import BrewApp

@Suite struct OrderFollowUpTests {
  @Test func reorderingWithoutAnOrderSaysSoInASentence() async throws {
    let error = await withBrew { _ in
      await #expect(throws: NoOrderError.self) { try await ReorderLast().perform() }
    }
    let thrown = try #require(error)
    #expect(
      userFacingMessage(for: thrown, intentTitle: "Reorder Last Order")
        == "You haven't ordered anything yet.")
  }

  @Test func reorderRepeatsTheLastOrderWithItsShotsAfterConfirming() async throws {
    let requests = RequestRecorder(answer: true)
    let (parts, orders) = try await withBrew(requests: requests) { store in
      let first = try placeOrder("Cappuccino", size: .medium, quantity: 3, in: store)
      _ = try store.addExtraShots(1, toOrder: first.id)
      return (resultParts(of: try await ReorderLast().perform()), store.placedOrders)
    }
    #expect(
      requests.prompts == ["Order 3 medium Cappuccinos with an extra shot again for $15.00?"])
    #expect(requests.actionLabels == ["Order"])
    #expect(
      parts.dialog?.fullText
        == "Order 2 is in: 3 medium Cappuccinos with an extra shot for $15.00, ready at 8:39 AM.")
    #expect(
      parts.snippet?.snippetLines == [
        "3 × Cappuccino, medium · $14.25", "1 extra shot · $0.75", "Total · $15.00",
        "Ready at 8:39 AM",
      ])
    #expect(orders.map(\.id) == [1, 2])
  }

  @Test func statusSaysWhenTheOrderWillBeReadyThenThatItIs() async throws {
    let clock = TestClock()
    let (preparing, ready) = try await withBrew(clock: clock) { store in
      try placeOrder("Flat White", size: .large, in: store)
      let preparing = resultParts(of: try await CheckOrderStatus().perform())
      clock.advance(minutes: 5)
      let ready = resultParts(of: try await CheckOrderStatus().perform())
      return (preparing, ready)
    }
    #expect(preparing.value as? OrderStatus == .preparing)
    #expect(
      preparing.dialog?.fullText
        == "Your large Flat White is being made and will be ready at 8:35 AM.")
    #expect(preparing.snippet == nil)
    #expect(ready.value as? OrderStatus == .ready)
    #expect(
      ready.dialog?.fullText == "Order 1 is ready: your large Flat White is waiting at the counter."
    )
  }

  @Test func statusAgreesWithSeveralDrinks() async throws {
    let dialog = try await withBrew { store in
      try placeOrder("Chai Latte", size: .small, quantity: 2, in: store)
      return resultParts(of: try await CheckOrderStatus().perform()).dialog?.fullText
    }
    #expect(dialog == "Your 2 small Chai Lattes are being made and will be ready at 8:37 AM.")
  }

  @Test func statusTellsEveryOrderStillBeingMade() async throws {
    let clock = TestClock()
    let (together, apart, oneLeft) = try await withBrew(clock: clock) { store in
      try placeOrder("Caffè Latte", size: .small, in: store)
      try placeOrder("Caffè Mocha", size: .medium, in: store)
      let together = resultParts(of: try await CheckOrderStatus().perform()).dialog?.fullText
      clock.advance(minutes: 1)
      try placeOrder("Flat White", size: .large, quantity: 2, in: store)
      let apart = resultParts(of: try await CheckOrderStatus().perform()).dialog?.fullText
      clock.advance(minutes: 5)
      let oneLeft = resultParts(of: try await CheckOrderStatus().perform()).dialog?.fullText
      return (together, apart, oneLeft)
    }
    #expect(
      together
        == "Orders 1 and 2 are being made: a small Caffè Latte and a medium Caffè Mocha, both "
        + "ready at 8:35 AM.")
    #expect(
      apart
        == "Orders 1, 2 and 3 are being made: a small Caffè Latte, ready at 8:35 AM, a medium "
        + "Caffè Mocha, ready at 8:35 AM, and 2 large Flat Whites, ready at 8:38 AM.")
    #expect(oneLeft == "Your 2 large Flat Whites are being made and will be ready at 8:38 AM.")
  }

  @Test func statusOfTheSameDrinkOrderedTwiceSaysEach() async throws {
    let dialog = try await withBrew { store in
      try placeOrder("Cappuccino", size: .small, in: store)
      try placeOrder("Cappuccino", size: .small, in: store)
      return resultParts(of: try await CheckOrderStatus().perform()).dialog?.fullText
    }
    #expect(
      dialog == "Orders 1 and 2 are being made: a small Cappuccino each, both ready at 8:35 AM.")
  }

  @Test func statusWithoutAnOrderSaysSo() async throws {
    let error = await withBrew { _ in
      await #expect(throws: NoOrderError.self) { try await CheckOrderStatus().perform() }
    }
    #expect(error?.localizedStringResource.defaultValue == "You haven't ordered anything yet.")
  }

  @Test func addExtraShotAsksHowManyInPlace() async throws {
    let requests = RequestRecorder(values: [2])
    let (dialog, shots) = try await withBrew(requests: requests) { store in
      try placeOrder("Flat White", size: .large, in: store)
      let dialog = resultParts(of: try await AddExtraShot().perform()).dialog?.fullText
      return (dialog, try store.lastOrder().extraShots)
    }
    #expect(requests.valuePrompts == ["How many extra shots?"])
    #expect(dialog == "Added 2 extra shots to your large Flat White. The total is now $6.75.")
    #expect(shots == 2)
  }

  @Test func addExtraShotUsesAGivenCountWithoutAsking() async throws {
    let requests = RequestRecorder()
    let dialog = try await withBrew(requests: requests) { store in
      try placeOrder("Americano", size: .small, in: store)
      let intent = AddExtraShot()
      intent.shots = 1
      return resultParts(of: try await intent.perform()).dialog?.fullText
    }
    #expect(requests.valuePrompts.isEmpty)
    #expect(dialog == "Added an extra shot to your small Americano. The total is now $4.25.")
  }

  @Test(arguments: [0, 5])
  func addExtraShotAsksAgainForTooManyOrTooFew(count: Int) async throws {
    let error = try await withBrew(requests: RequestRecorder(values: [count])) { store in
      try placeOrder("Flat White", size: .small, in: store)
      return await #expect(throws: ParameterResolutionError.self) {
        try await AddExtraShot().perform()
      }
    }
    let resolution = try #require(error)
    #expect(resolution.parameter.title == "Extra Shots")
    #expect(
      resolution.dialog?.fullText
        == "You can add 1 to 4 extra shots at a time. How many would you like?")
  }

  @Test func addExtraShotIsTooLateOnceTheOrderIsReady() async throws {
    let clock = TestClock()
    let requests = RequestRecorder(values: [1])
    let (dialog, shots) = try await withBrew(clock: clock, requests: requests) { store in
      try placeOrder("Caffè Mocha", size: .medium, quantity: 2, in: store)
      clock.advance(minutes: 30)
      let dialog = resultParts(of: try await AddExtraShot().perform()).dialog?.fullText
      return (dialog, try store.lastOrder().extraShots)
    }
    #expect(
      dialog == "Your 2 medium Caffè Mochas are already made, so it's too late to add a shot.")
    #expect(requests.valuePrompts.isEmpty)
    #expect(shots == 0)
  }

  @Test func eachDependencyManagerKeepsItsOwnOrders() async throws {
    let first = Brew.app.makeDependencyManager()
    let second = Brew.app.makeDependencyManager()
    let store = try #require(first.dependency(CafeStore.self))
    try placeOrder("Espresso", size: .small, in: store)
    #expect(try #require(first.dependency(CafeStore.self)).placedOrders.count == 1)
    #expect(try #require(second.dependency(CafeStore.self)).placedOrders.isEmpty)
  }
}

import Foundation
import ParleyIntents

/// The café's menu and the customer's orders.
///
/// Registered with `AppDependencyManager`; each manager holds its own instance, so orders
/// placed in one conversation (or test) stay there. The clock and time zone are injectable:
/// the app hands over the conversation's (`manager.clock`), so `--now` reaches ready and pickup
/// times, and on a device the defaults are the system's. With a file, the orders are read from
/// it and each change is saved to it before it is told, shared safely with other processes: an
/// order's number is taken from the orders kept when it is placed, so two processes never give
/// one number twice.
final class CafeStore: Sendable {
  /// What the app keeps between runs.
  struct Saved: Codable, Sendable {
    /// Every order placed, oldest first.
    var orders: [CoffeeOrder]
  }

  private let kept: KeptValue<Saved>
  private let clock: @Sendable () -> Date
  private let zone: @Sendable () -> TimeZone
  /// Every drink on the menu.
  let drinks: [Drink]
  /// The time zone ready and pickup times are told in.
  var timeZone: TimeZone { zone() }

  /// Creates a store over a menu, with no orders, or the orders kept in `file`.
  init(
    drinks: [Drink] = CafeMenu.drinks, timeZone: @escaping @Sendable () -> TimeZone = { .current },
    clock: @escaping @Sendable () -> Date = { Date() }, file: AppDataFile<Saved>? = nil
  ) {
    self.drinks = drinks
    self.zone = timeZone
    self.clock = clock
    kept = KeptValue(Saved(orders: []), file: file)
  }

  /// The current time, as the store's clock tells it.
  var now: Date { clock() }

  /// The drink with an identifier, if any.
  func drink(with id: Drink.ID) -> Drink? {
    drinks.first { $0.id == id }
  }

  /// The drinks with the identifiers, in the order of the identifiers.
  func drinks(with ids: [Drink.ID]) -> [Drink] {
    ids.compactMap { drink(with: $0) }
  }

  /// The drinks a text names, ignoring case and accents: those with a name or synonym equal to
  /// it when there are any ("latte" is the Caffè Latte), else those with a word of a name or
  /// synonym that starts with it ("white" is the Flat White; "lat" is every latte).
  func drinks(matching text: String) -> [Drink] {
    let needle = Self.folded(text)
    guard !needle.isEmpty else { return [] }
    let exact = drinks.filter { $0.names.contains { Self.folded($0) == needle } }
    guard exact.isEmpty else { return exact }
    return drinks.filter { drink in
      drink.names.contains {
        let name = Self.folded($0)
        return name.hasPrefix(needle) || name.contains(" " + needle)
      }
    }
  }

  /// The drinks the café suggests.
  var popularDrinks: [Drink] {
    drinks.filter(\.isPopular)
  }

  /// Every order placed and not cancelled, oldest first.
  var placedOrders: [CoffeeOrder] {
    kept.value.orders.filter { $0.cancelledAt == nil }
  }

  /// The order placed last.
  ///
  /// - Throws: `NoOrderError` when nothing was ordered yet.
  func lastOrder() throws -> CoffeeOrder {
    guard let last = placedOrders.last else { throw NoOrderError() }
    return last
  }

  /// An order ready to confirm, numbered as the next one and placed now; nothing is stored.
  func draftOrder(
    drink: Drink, size: DrinkSize, quantity: Int, extraShots: Int = 0, pickupTime: Date? = nil
  ) -> CoffeeOrder {
    let number = kept.value.orders.count + 1
    return CoffeeOrder(
      id: number, drink: drink, size: size, quantity: quantity, extraShots: extraShots,
      pickupTime: pickupTime, placedAt: now)
  }

  /// Places an order, numbered after the orders kept now; returns it with its final number.
  ///
  /// - Throws: `AppDataError` when the order could not be saved; it is then not placed.
  func place(_ draft: CoffeeOrder) throws -> CoffeeOrder {
    try kept.change(saving: "your order") { saved in
      var order = draft
      order.id = saved.orders.count + 1
      saved.orders.append(order)
      return order
    }
  }

  /// Adds extra shots to a placed order; returns the updated order, or nil for an unknown one.
  ///
  /// - Throws: `AppDataError` when the change could not be saved.
  func addExtraShots(_ count: Int, toOrder id: CoffeeOrder.ID) throws -> CoffeeOrder? {
    try kept.change(saving: "your order") { saved in
      guard let index = saved.orders.firstIndex(where: { $0.id == id }) else { return nil }
      saved.orders[index].extraShots += count
      return saved.orders[index]
    }
  }

  /// Cancels a placed order, which keeps its number; returns it, or nil for an unknown or
  /// already cancelled one.
  ///
  /// - Throws: `AppDataError` when the change could not be saved.
  func cancel(orderNumbered id: CoffeeOrder.ID) throws -> CoffeeOrder? {
    let now = now
    return try kept.change(saving: "your order") { saved in
      guard
        let index = saved.orders.firstIndex(where: { $0.id == id && $0.cancelledAt == nil })
      else { return nil }
      saved.orders[index].cancelledAt = now
      return saved.orders[index]
    }
  }

  /// Whether an order is still being made or waits at the counter.
  func status(of order: CoffeeOrder) -> OrderStatus {
    now < order.readyAt ? .preparing : .ready
  }

  /// When something happens, as said after a verb: "at 8:37 AM" today, "tomorrow at 9:00 AM",
  /// or "on Monday, November 23 at 9:00 AM", in the store's time zone.
  func whenText(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let today = calendar.startOfDay(for: now)
    let day = calendar.startOfDay(for: date)
    let days = calendar.dateComponents([.day], from: today, to: day).day ?? 0
    let time = formatted(date, "h:mm a")
    switch days {
    case 0: return "at \(time)"
    case 1: return "tomorrow at \(time)"
    default: return "on \(formatted(date, "EEEE, MMMM d")) at \(time)"
    }
  }

  private func formatted(_ date: Date, _ format: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = format
    return formatter.string(from: date)
  }

  private static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}

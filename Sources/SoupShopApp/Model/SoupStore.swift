import Foundation
import ParleyIntents

/// The shop: today's soups with what is left, and the customer's orders.
///
/// Registered with `AppDependencyManager`; each manager holds its own instance, so orders
/// placed in one conversation (or test) stay there. With a file, the menu and orders are read
/// from it and each change is saved to it before it is told, shared safely with other
/// processes: servings and order numbers are taken from what is kept when an order is placed.
final class SoupStore: Sendable {
  private let kept: KeptValue<SoupShopData>

  /// Creates a store over the shop's data, or the data kept in `file`.
  init(data: SoupShopData = .sample, file: AppDataFile<SoupShopData>? = nil) {
    kept = KeptValue(data, file: file)
  }

  /// The shop as it is now.
  var current: SoupShopData { kept.value }

  /// Every soup, in menu order.
  var soups: [Soup] { current.soups }

  /// The soups with the identifiers, in the order of the identifiers.
  func soups(with ids: [Soup.ID]) -> [Soup] {
    let soups = soups
    return ids.compactMap { id in soups.first { $0.id == id } }
  }

  /// The soups a text names, ignoring case, accents and plurals: those with a name equal to it
  /// when there are any ("chowder" is the Clam Chowder), else those with every word of the text
  /// starting a word of one of their names ("chicken soup" is either chicken soup).
  func soups(matching text: String) -> [Soup] {
    let words = Self.words(text).filter { $0 != "soup" && $0 != "soups" }
    guard !words.isEmpty else { return [] }
    let singulars = words.map(Self.singular)
    let exact = soups.filter { soup in
      soup.names.contains { Self.words($0).filter { $0 != "soup" } == singulars }
    }
    guard exact.isEmpty else { return exact }
    return soups.filter { soup in
      soup.names.contains { name in
        let nameWords = Self.words(name)
        return words.allSatisfy { word in
          nameWords.contains { $0.hasPrefix(word) || $0 == Self.singular(word) }
        }
      }
    }
  }

  /// The orders not paid yet, oldest first.
  var unpaidOrders: [SoupOrder] {
    current.orders.filter { !$0.isPaid }
  }

  /// An order ready to confirm, numbered as the next one; nothing is stored.
  ///
  /// - Throws: `SoupShopError` when the soup is sold out or fewer servings are left.
  func draftOrder(soup id: Soup.ID, size: SoupSize, quantity: Int) throws -> SoupOrder {
    try draft(in: current, soup: id, size: size, quantity: quantity)
  }

  /// Places an order, taking its servings from what is left; returns it with its final number.
  ///
  /// - Throws: `SoupShopError` when the servings ran out since the order was drafted;
  ///   `AppDataError` when the order could not be saved.
  func place(_ order: SoupOrder) throws -> SoupOrder {
    try kept.change(saving: "your order") { data in
      let placed = try draft(
        in: data, soup: order.soupID, size: order.size, quantity: order.quantity)
      if let index = data.soups.firstIndex(where: { $0.id == order.soupID }) {
        data.soups[index].inStock -= order.quantity
      }
      data.orders.append(placed)
      return placed
    }
  }

  /// Marks every unpaid order paid; returns them.
  ///
  /// - Throws: `SoupShopError.nothingToPay` when every order is paid; `AppDataError` when the
  ///   payment could not be saved.
  func payUnpaidOrders() throws -> [SoupOrder] {
    try kept.change(saving: "your payment") { data in
      let unpaid = data.orders.indices.filter { !data.orders[$0].isPaid }
      guard !unpaid.isEmpty else { throw SoupShopError.nothingToPay }
      for index in unpaid { data.orders[index].isPaid = true }
      return unpaid.map { data.orders[$0] }
    }
  }

  private func draft(in data: SoupShopData, soup id: Soup.ID, size: SoupSize, quantity: Int)
    throws -> SoupOrder
  {
    guard let soup = data.soups.first(where: { $0.id == id }) else {
      throw AppIntentError(description: "That soup is no longer on the menu.")
    }
    guard soup.inStock > 0 else { throw SoupShopError.soldOut(soup: soup.name) }
    guard soup.inStock >= quantity else {
      throw SoupShopError.notEnough(soup: soup.name, left: soup.inStock)
    }
    return SoupOrder(
      id: data.orders.count + 1, soupID: soup.id, soupName: soup.name, size: size,
      quantity: quantity, totalInCents: quantity * soup.priceInCents(for: size), isPaid: false)
  }

  private static func words(_ text: String) -> [String] {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      .split { !$0.isLetter && !$0.isNumber }.map(String.init)
  }

  private static func singular(_ word: String) -> String {
    word.count > 3 && word.hasSuffix("s") && !word.hasSuffix("ss") ? String(word.dropLast()) : word
  }
}

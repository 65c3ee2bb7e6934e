import ParleyIntents

/// What the shop can't do, told to the customer in their words.
enum SoupShopError: Error, CustomLocalizedStringResourceConvertible, Equatable {
  /// The soup is sold out today.
  case soldOut(soup: String)
  /// Fewer servings are left than were asked for.
  case notEnough(soup: String, left: Int)
  /// Every order is already paid.
  case nothingToPay

  /// The sentence the customer reads or hears.
  var localizedStringResource: LocalizedStringResource {
    switch self {
    case .soldOut(let soup):
      return "Sorry, \(soup) is out of stock today."
    case .notEnough(let soup, let left):
      return "Sorry, there \(left == 1 ? "is" : "are") only \(left) \(soup) left today."
    case .nothingToPay:
      return "You have nothing to pay for: every order is paid."
    }
  }
}

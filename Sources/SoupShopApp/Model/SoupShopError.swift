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
      return "\(Self.outOfStock(soup))"
    case .notEnough(let soup, let left):
      return "Sorry, only \(Self.servingsLeft(left, of: soup))"
    case .nothingToPay:
      return "You have nothing to pay for: every order is paid."
    }
  }

  /// "Sorry, French Onion Soup is out of stock today."
  static func outOfStock(_ soup: String) -> String {
    "Sorry, \(soup) is out of stock today."
  }

  /// What is left of a soup, after "only": "2 servings of Lobster Bisque are left today."
  static func servingsLeft(_ left: Int, of soup: String) -> String {
    left == 1
      ? "1 serving of \(soup) is left today." : "\(left) servings of \(soup) are left today."
  }
}

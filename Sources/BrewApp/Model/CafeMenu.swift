/// The drinks bundled with the app.
enum CafeMenu {
  /// Every drink on the menu, in menu order.
  static let drinks: [Drink] = [
    drink(1, "Espresso", [], 300, "A double shot, short and strong."),
    drink(2, "Americano", ["Long Black"], 350, "Espresso topped up with hot water."),
    drink(3, "Flat White", [], 425, "Espresso with a thin layer of velvety milk.", popular: true),
    drink(4, "Cappuccino", ["Cap"], 425, "Espresso, steamed milk and deep foam.", popular: true),
    drink(
      5, "Caffè Latte", ["Latte", "Cafe Latte"], 450, "Espresso with plenty of steamed milk.",
      popular: true),
    drink(6, "Caffè Mocha", ["Mocha"], 475, "A latte with dark chocolate."),
    drink(
      7, "Caramel Macchiato", ["Macchiato"], 495, "Vanilla milk marked with espresso and caramel."),
    drink(
      8, "Cold Brew", ["Iced Coffee"], 450, "Steeped for eighteen hours, served over ice.",
      popular: true),
    drink(
      9, "Drip Coffee", ["Coffee", "House Coffee", "Filter Coffee"], 275,
      "Today's single origin.", popular: true),
    drink(
      10, "Chai Latte", ["Chai", "Chai Tea Latte"], 450, "Spiced black tea with steamed milk."),
    drink(11, "Matcha Latte", ["Matcha", "Green Tea Latte"], 500, "Stone-ground matcha and milk."),
    drink(12, "Hot Chocolate", ["Hot Cocoa", "Cocoa"], 400, "Dark chocolate and steamed milk."),
  ]

  private static func drink(
    _ id: Int, _ name: String, _ synonyms: [String], _ price: Int, _ summary: String,
    popular: Bool = false
  ) -> Drink {
    Drink(
      id: id, name: name, synonyms: synonyms, summary: summary, basePriceInCents: price,
      isPopular: popular)
  }
}

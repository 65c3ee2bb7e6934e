import ParleyIntents

/// Today's menu: each soup's price for a bowl and how many servings are left.
struct MenuSnippet: SnippetView {
  var soups: [Soup]

  var snippetTitle: String? { "Today's Soups" }

  var snippetLines: [String] {
    soups.map { soup in
      let left = soup.inStock == 0 ? "sold out" : "\(soup.inStock) left"
      return "\(soup.name) · \(soup.priceInCents.priceText) a bowl · \(left)"
    }
  }
}

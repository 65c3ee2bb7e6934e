import ParleyIntents

/// Shows today's soups, their prices and how many servings are left.
struct ShowMenu: AppIntent {
  static let title: LocalizedStringResource = "Show Menu"
  static let description = IntentDescription(
    "Shows today's soups and what is left of each.", categoryName: "Menu",
    searchKeywords: ["menu", "today", "specials"])

  @Dependency private var store: SoupStore

  func perform() async throws
    -> some IntentResult & ReturnsValue<[SoupEntity]> & ProvidesDialog & ShowsSnippetView
  {
    let soups = store.soups
    let available = soups.filter { $0.inStock > 0 }.map(\.name)
    let soldOut = soups.filter { $0.inStock == 0 }.map(\.name)
    var full = "Today's soups are " + available.listed + "."
    if !soldOut.isEmpty {
      full += " \(soldOut.listed) \(soldOut.count == 1 ? "is" : "are") sold out."
    }
    return .result(
      value: soups.map(SoupEntity.init),
      dialog: IntentDialog(full: "\(full)", supporting: "Here's today's menu."),
      view: MenuSnippet(soups: soups))
  }
}

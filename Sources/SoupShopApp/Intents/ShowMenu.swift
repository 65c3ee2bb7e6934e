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
    var full = "Today's soups are " + listed(available) + "."
    if !soldOut.isEmpty {
      full += " \(listed(soldOut)) \(soldOut.count == 1 ? "is" : "are") sold out."
    }
    return .result(
      value: soups.map(SoupEntity.init),
      dialog: IntentDialog(full: "\(full)", supporting: "Here's today's menu."),
      view: MenuSnippet(soups: soups))
  }

  private func listed(_ names: [String]) -> String {
    guard let last = names.last, names.count > 1 else { return names.first ?? "none" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}

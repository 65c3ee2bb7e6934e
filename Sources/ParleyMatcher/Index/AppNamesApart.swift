/// The apps' names of one word, filed so that two words of a request said apart that spell one
/// ("book wise" for Bookwise) are found without comparing them with every name.
struct AppNamesApart: Sendable {
  /// Each name of one word, folded, and the apps it names.
  private var appsByName: [String: [Int]] = [:]
  /// The lengths in bytes of those names: a pair of words of another length spells none.
  private var lengths: Set<Int> = []

  init(apps: [CompiledApp]) {
    for (index, app) in apps.enumerated() {
      for name in app.names where !name.isJoined {
        guard let word = name.words.first, name.words.count == 1 else { continue }
        if !(appsByName[word]?.contains(index) ?? false) {
          appsByName[word, default: []].append(index)
        }
        lengths.insert(word.utf8.count)
      }
    }
  }

  /// The apps whose one-word name `first` and `second`, said one after the other, spell.
  func apps(spelledBy first: String, _ second: String) -> [Int] {
    guard lengths.contains(first.utf8.count + second.utf8.count) else { return [] }
    return appsByName[first + second] ?? []
  }
}

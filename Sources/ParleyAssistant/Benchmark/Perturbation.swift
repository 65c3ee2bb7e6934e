/// One change to one word of a request, drawn with a seed, to measure how a matcher holds up
/// against what people do to words: misspell one, leave one out, or add one that has nothing
/// to do with the request.
///
/// ```swift
/// var random = SeededGenerator(seed: 1)
/// Perturbation.typo.apply(to: "wake me up at seven", using: &random)  // "wake me up at sevne"
/// ```
public enum Perturbation: String, CaseIterable, Sendable {
  /// One letter of one word of three letters or more substituted, left out, doubled or swapped
  /// with its neighbour.
  case typo
  /// One word left out, when the request has two or more.
  case drop
  /// One word of another request inserted at a random place.
  case insert

  /// `text` with one word changed; `unrelated` gives the words an insertion draws from (words
  /// of other requests), and `text` itself comes back when nothing can be changed.
  public func apply(
    to text: String, unrelated: [String] = [], using random: inout SeededGenerator
  ) -> String {
    var words = text.split(separator: " ").map(String.init)
    guard !words.isEmpty else { return text }
    switch self {
    case .typo:
      let long = words.indices.filter { words[$0].count >= 3 }
      guard !long.isEmpty else { return text }
      let place = random.pick(long)
      words[place] = Self.misspell(words[place], using: &random)
    case .drop:
      guard words.count >= 2 else { return text }
      words.remove(at: Int.random(in: 0..<words.count, using: &random))
    case .insert:
      guard !unrelated.isEmpty else { return text }
      words.insert(random.pick(unrelated), at: Int.random(in: 0...words.count, using: &random))
    }
    return words.joined(separator: " ")
  }

  /// `word` with one edit: a letter substituted, left out, doubled, or swapped with the next.
  static func misspell(_ word: String, using random: inout SeededGenerator) -> String {
    var letters = Array(word)
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
    let place = Int.random(in: 1..<letters.count, using: &random)
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      var replacement = random.pick(alphabet)
      while replacement == letters[place] { replacement = random.pick(alphabet) }
      letters[place] = replacement
    case 1: letters.remove(at: place)
    case 2: letters.insert(letters[place], at: place)
    default:
      let next = place == letters.count - 1 ? place - 1 : place + 1
      letters.swapAt(place, next)
    }
    return String(letters)
  }
}

import Foundation

/// The words of a ``WordVectors`` table a misspelt word may have been meant as: each whole
/// word of the table spelt with two letters or more and nothing else, found within one edit
/// (a letter changed, left out, added, or two neighbours swapped, the first letter too)
/// through a ``NearWordIndex``.
///
/// The index is built the first time it is asked, once per table, so a process that never
/// meets a word the table lacks never pays for it.
///
/// ```swift
/// let spellings = TableSpellings(words: ["open": 7, "oven": 9, "when": 12])
/// spellings.words(near: "oen")  // ["open", "oven"]
/// ```
final class TableSpellings: @unchecked Sendable {
  /// The table's whole words and their piece ids.
  private let words: [String: Int32]
  private let lock = NSLock()
  /// The words filed, in the order of their piece ids, and their index; built on first use,
  /// under `lock`.
  private var built: (words: [String], index: NearWordIndex)?

  init(words: [String: Int32]) {
    self.words = words
  }

  /// The table's words one edit from `word`, in the order of their piece ids; empty for a word
  /// that is not made of letters alone.
  func words(near word: String) -> [String] {
    guard Self.isSpelling(word) else { return [] }
    let built = table()
    return built.index.words(near: word).filter { $0.edits == 1 }.map(\.word).sorted()
      .map { built.words[Int($0)] }
  }

  /// The fewest letters a word of the table is filed with: a letter alone spells no word a
  /// misspelling is read as.
  static let shortestWord = 2

  /// Whether `word` is at least ``shortestWord`` letters of the English alphabet and nothing
  /// else.
  private static func isSpelling(_ word: String) -> Bool {
    word.utf8.count >= shortestWord
      && word.utf8.allSatisfy { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
  }

  private func table() -> (words: [String], index: NearWordIndex) {
    lock.lock()
    defer { lock.unlock() }
    if let built { return built }
    let filed = words.filter { Self.isSpelling($0.key) }.sorted { $0.value < $1.value }.map(\.key)
    let made = (words: filed, index: NearWordIndex(words: filed, edits: 1))
    built = made
    return made
  }
}

/// A recogniser's pronunciation dictionary in the CMU format: one word a line, then its phones
/// (`latte L AA T EY`), other pronunciations as `word(2)`.
///
/// ```swift
/// let dictionary = PronunciationDictionary(text: "brew B R UW\nlatte L AA T EY\n")
/// dictionary.entries(for: ["brew", "caffe"])
/// // (lines: ["brew B R UW"], missing: ["caffe"])
/// ```
public struct PronunciationDictionary: Sendable {
  /// The phones of each word's pronunciations, in the order given.
  private var pronunciations: [String: [String]] = [:]

  /// Reads a dictionary's text; lines that are not `word PHONES` are skipped.
  public init(text: String) {
    for line in text.split(whereSeparator: \.isNewline) {
      guard let space = line.firstIndex(where: { $0 == " " || $0 == "\t" }) else { continue }
      var word = line[..<space].lowercased()
      if word.hasSuffix(")"), let open = word.lastIndex(of: "(") { word = String(word[..<open]) }
      let phones = line[space...].split(whereSeparator: { $0 == " " || $0 == "\t" })
        .joined(separator: " ")
      guard !phones.isEmpty else { continue }
      pronunciations[word, default: []].append(phones)
    }
  }

  /// Whether the dictionary has `word`.
  public func contains(_ word: String) -> Bool { pronunciations[word] != nil }

  /// The dictionary's lines for `words`, each pronunciation of each word once (`word(2)` for
  /// the second), and the words it lacks.
  public func entries(for words: [String]) -> (lines: [String], missing: [String]) {
    var lines: [String] = []
    var missing: [String] = []
    for word in Set(words).sorted() {
      guard let found = pronunciations[word] else {
        missing.append(word)
        continue
      }
      for (number, phones) in found.enumerated() {
        lines.append("\(number == 0 ? word : "\(word)(\(number + 1))") \(phones)")
      }
    }
    return (lines, missing)
  }
}

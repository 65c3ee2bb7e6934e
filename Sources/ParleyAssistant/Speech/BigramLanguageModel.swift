import Foundation

/// A bigram language model in ARPA form, written from sentences with absolute discounting and
/// back-off to unigrams (themselves mixed with a uniform share, so every word stays likely
/// enough to be heard alone).
///
/// ```swift
/// let model = BigramLanguageModel(sentences: [["order", "a", "latte"], ["yes"]])
/// model.arpa.hasPrefix("\\data\\")  // true
/// ```
public struct BigramLanguageModel: Sendable {
  /// How much each seen bigram's count is lowered to leave room for unseen ones.
  public static let discount = 0.5
  /// The share of the unigram probability spread evenly over the words.
  public static let uniformShare = 0.2

  /// The model in the ARPA text format.
  public let arpa: String

  /// Counts the unigrams and bigrams of `sentences` (each framed by `<s>` and `</s>`).
  public init(sentences: [[String]]) {
    var unigrams: [String: Int] = [:]
    var bigrams: [String: [String: Int]] = [:]
    for sentence in sentences {
      let framed = ["<s>"] + sentence + ["</s>"]
      for word in framed.dropFirst() { unigrams[word, default: 0] += 1 }
      for (previous, word) in zip(framed, framed.dropFirst()) {
        bigrams[previous, default: [:]][word, default: 0] += 1
      }
    }
    let total = Double(unigrams.values.reduce(0, +))
    let words = unigrams.keys.sorted()
    let uniform = 1 / Double(max(words.count, 1))
    var unigram: [String: Double] = [:]
    for word in words {
      unigram[word] =
        (1 - Self.uniformShare) * Double(unigrams[word, default: 0]) / total
        + Self.uniformShare * uniform
    }
    var unigramLines = ["-99.0000 <s> \(Self.log(Self.backoff(bigrams["<s>"], unigram)))"]
    for word in words {
      let backoff = word == "</s>" ? "" : " \(Self.log(Self.backoff(bigrams[word], unigram)))"
      unigramLines.append("\(Self.log(unigram[word, default: uniform])) \(word)\(backoff)")
    }
    var bigramLines: [String] = []
    for previous in bigrams.keys.sorted() {
      let following = bigrams[previous, default: [:]]
      let count = Double(following.values.reduce(0, +))
      for word in following.keys.sorted() {
        let probability = (Double(following[word, default: 0]) - Self.discount) / count
        bigramLines.append("\(Self.log(probability)) \(previous) \(word)")
      }
    }
    arpa =
      ([
        "\\data\\", "ngram 1=\(unigramLines.count)", "ngram 2=\(bigramLines.count)", "",
        "\\1-grams:",
      ] + unigramLines + ["", "\\2-grams:"] + bigramLines + ["", "\\end\\", ""])
      .joined(separator: "\n")
  }

  /// The back-off weight of a history: the mass the discount left, over the unigram mass of
  /// the words never seen after it.
  private static func backoff(_ following: [String: Int]?, _ unigram: [String: Double]) -> Double {
    guard let following, !following.isEmpty else { return 1 }
    let count = Double(following.values.reduce(0, +))
    let left = discount * Double(following.count) / count
    let seen = following.keys.reduce(0) { $0 + unigram[$1, default: 0] }
    return left / max(1 - seen, 1e-9)
  }

  /// A probability as ARPA writes it: its base-10 logarithm, four decimals.
  private static func log(_ probability: Double) -> String {
    String(format: "%.4f", log10(max(probability, 1e-99)))
  }
}

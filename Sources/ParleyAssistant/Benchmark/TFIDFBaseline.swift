import Foundation
import ParleyMatcher

/// The usual baseline for intent matching: TF-IDF nearest phrase. Each phrase becomes a vector
/// of its words and the letter 3- and 4-grams of its words (sublinear term frequency, smoothed
/// inverse document frequency, unit length); an utterance takes the label of the phrase with the
/// highest cosine similarity. It has no threshold: its refusals are compared with the
/// matcher's as a ``RefusalCurve`` over its similarities, so no number is tuned for it on any
/// corpus.
///
/// `parley bench --baseline` runs it on the same catalog and utterances as the matcher, so the
/// two can be compared in one run.
///
/// ```swift
/// let baseline = TFIDFBaseline(phrases: [("Weather", "what's the weather"), ("Timer", "set a timer")])
/// baseline.classify("weather today")?.label  // "Weather"
/// ```
public struct TFIDFBaseline: Sendable {
  private let labels: [String]
  private let features: [String: Int]
  private let idf: [Double]
  /// For each feature, the phrases that have it and their weight.
  private let postings: [[(phrase: Int32, weight: Double)]]

  /// Builds the vectors of `phrases`, each a label and its text.
  public init(phrases: [(label: String, text: String)]) {
    var features: [String: Int] = [:]
    var counts: [[Int: Int]] = []
    var documents: [Int] = []
    for phrase in phrases {
      var vector: [Int: Int] = [:]
      for feature in Self.features(of: phrase.text) {
        let id = features[feature] ?? features.count
        if id == features.count {
          features[feature] = id
          documents.append(0)
        }
        vector[id, default: 0] += 1
      }
      for id in vector.keys { documents[id] += 1 }
      counts.append(vector)
    }
    let total = Double(phrases.count)
    let idf = documents.map { log((1 + total) / (1 + Double($0))) + 1 }
    var postings = [[(phrase: Int32, weight: Double)]](repeating: [], count: features.count)
    for (index, vector) in counts.enumerated() {
      // In feature order, so the sums, and a tie between phrases, come out alike in every process.
      let weighted = vector.sorted { $0.key < $1.key }.map {
        ($0.key, (1 + log(Double($0.value))) * idf[$0.key])
      }
      let norm = sqrt(weighted.reduce(0) { $0 + $1.1 * $1.1 })
      guard norm > 0 else { continue }
      for (id, weight) in weighted { postings[id].append((Int32(index), weight / norm)) }
    }
    labels = phrases.map(\.label)
    self.features = features
    self.idf = idf
    self.postings = postings
  }

  /// The label of the nearest phrase and its cosine similarity, or `nil` when the text shares
  /// nothing with any phrase.
  public func classify(_ text: String) -> (label: String, score: Double)? {
    var vector: [Int: Int] = [:]
    var unknown: [Double] = []
    for feature in Self.features(of: text) {
      if let id = features[feature] {
        vector[id, default: 0] += 1
      } else {
        unknown.append(log(1 + Double(labels.count)) + 1)
      }
    }
    // In feature order, so the sums, and a tie between phrases, come out alike in every process.
    let weighted = vector.sorted { $0.key < $1.key }.map {
      ($0.key, (1 + log(Double($0.value))) * idf[$0.key])
    }
    let norm = sqrt(
      weighted.reduce(0) { $0 + $1.1 * $1.1 } + unknown.reduce(0) { $0 + $1 * $1 })
    guard norm > 0 else { return nil }
    var scores: [Int32: Double] = [:]
    for (id, weight) in weighted {
      for posting in postings[id] {
        scores[posting.phrase, default: 0] += weight / norm * posting.weight
      }
    }
    guard
      let best = scores.max(by: { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }),
      best.value > 0
    else { return nil }
    return (labels[Int(best.key)], best.value)
  }

  /// The words of `text`, lower case, and the letter 3- and 4-grams of each word with its
  /// boundaries marked.
  static func features(of text: String) -> [String] {
    let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    var result = words.map { "w:" + $0 }
    for word in words {
      let letters = Array("<" + word + ">")
      for size in 3...4 where letters.count >= size {
        for start in 0...(letters.count - size) {
          result.append(String(letters[start..<(start + size)]))
        }
      }
    }
    return result
  }

  /// The text the baseline sees for a phrase template: its words and app name, without slots.
  public static func text(of template: PhraseTemplate) -> String {
    template.parts.map { part -> String in
      switch part {
      case .text(let text): text
      case .appName: template.app
      case .slot: ""
      }
    }
    .joined(separator: " ")
  }
}

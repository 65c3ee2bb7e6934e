import Foundation

/// What each intent of one app means, as a point among ``WordVectors``: a view of how close a
/// request is to an intent that needs no word in common ("wake me at seven" is near "set an
/// alarm for ${time}").
///
/// A phrase's vector is the sum of its word pieces' vectors, each weighted by how rare the
/// piece is among the app's phrases (inverse document frequency), scaled to unit length. The
/// app's average phrase is subtracted from every phrase, so what all of its phrases share says
/// nothing, and an intent's point is the mean of its phrases', at unit length. A request's
/// vector is made the same way but not scaled again after the average is taken from it, and its
/// similarity to an intent is the dot product of the two.
///
/// ```swift
/// let profile = MeaningProfile(groupPhrases: [[["set", "an", "alarm", "for"]],
///                                             [["what", "is", "the", "weather"]]],
///                              table: table)
/// profile?.similarities(of: profile!.vector(of: ["wake", "me", "at", "seven"]))
/// // two numbers, the first the larger
/// ```
struct MeaningProfile: Sendable {
  private let table: WordVectors
  /// Each group's unit vector, laid out dimension by dimension: the first value of every
  /// group's, then the second of every group's, and so on, so that ``similarities(of:)``
  /// reads every group at once.
  private let pointsByDimension: [Float]
  /// How many groups there are.
  private let groupCount: Int
  /// The app's average phrase vector.
  private let mean: [Float]
  /// The length of ``mean``.
  private let meanLength: Float
  /// Each piece the phrases use, and its inverse document frequency over the phrases.
  private let rarity: [Int32: Float]
  /// The inverse document frequency of a piece no phrase uses.
  private let unknownRarity: Float

  /// The share of an app's phrase words that must be words of the table (not split into
  /// pieces) for the profile to be made: the table's words are English ones, and an app whose
  /// phrases are in another language would be compared by pieces of words that mean nothing.
  static var knownWordShare: Double { MatcherSettings.shared.knownWordShare }

  /// The least ``spread`` an app's profile is made with: below it, its intents' meanings are
  /// too alike to tell apart.
  static var leastSpread: Double { MatcherSettings.shared.leastSpread }

  /// Builds the profile from each group's phrases, each given by its words, or `nil` when the
  /// app has fewer than two groups (nothing to tell apart), too few of its words are the
  /// table's (see ``knownWordShare``) or its intents mean too nearly the same (see
  /// ``leastSpread``).
  ///
  /// - Complexity: O(*w* × *d*) for *w* words of phrase text and *d* dimensions.
  init?(groupPhrases: [[[String]]], table: WordVectors) {
    guard groupPhrases.filter({ !$0.isEmpty }).count > 1 else { return nil }
    var words = 0
    var known = 0
    var phrasePieces: [[Int32]] = []
    var documents: [Int32: Int] = [:]
    for phrases in groupPhrases {
      for phrase in phrases {
        var pieces: [Int32] = []
        for word in phrase where !word.allSatisfy(\.isNumber) {
          let found = table.pieces(of: word)
          words += 1
          if found.count == 1 { known += 1 }
          pieces += found
        }
        phrasePieces.append(pieces)
        for piece in Set(pieces) { documents[piece, default: 0] += 1 }
      }
    }
    guard words > 0, Double(known) >= Self.knownWordShare * Double(words) else { return nil }
    let count = Float(phrasePieces.count)
    rarity = documents.mapValues { log((count + 1) / Float($0 + 1)) + 1 }
    unknownRarity = log(count + 1) + 1
    self.table = table
    let dimensions = table.dimensions
    var vectors: [[Float]] = []
    var mean = [Float](repeating: 0, count: dimensions)
    for pieces in phrasePieces {
      let vector = Self.sum(of: pieces, in: table, rarity: rarity, unknownRarity: unknownRarity)
      for index in 0..<dimensions { mean[index] += vector[index] / count }
      vectors.append(vector)
    }
    self.mean = mean
    meanLength = Self.dot(mean, mean).squareRoot()
    // Each phrase centred on the app's average one, as a request is (`unscaled`), and at unit
    // length, and the groups each phrase belongs to.
    var centred: [(vector: [Float], unscaled: [Float], group: Int)] = []
    for (group, phrases) in groupPhrases.enumerated() {
      for _ in phrases {
        var unscaled = vectors[centred.count]
        for index in 0..<dimensions { unscaled[index] -= mean[index] }
        var vector = unscaled
        Self.normalize(&vector)
        centred.append((vector, unscaled, group))
      }
    }
    // Each group's phrases summed, and at unit length its point.
    var sums = [[Float]](
      repeating: [Float](repeating: 0, count: dimensions), count: groupPhrases.count)
    for phrase in centred {
      for index in 0..<dimensions { sums[phrase.group][index] += phrase.vector[index] }
    }
    var points = sums
    for group in points.indices { Self.normalize(&points[group]) }
    groupCount = points.count
    var pointsByDimension = [Float](repeating: 0, count: dimensions * points.count)
    for (group, point) in points.enumerated() {
      for index in 0..<dimensions { pointsByDimension[index * points.count + group] = point[index] }
    }
    self.pointsByDimension = pointsByDimension
    // How far an app's own phrases lie from the other intents: the spread its cosines have.
    var spread: Float = 0
    // And how far a phrase read as a request strays from 0 in its similarity to an intent it
    // does not ask for: the count, sum and sum of squares of those similarities.
    var (unrelatedCount, unrelatedSum, unrelatedSquares) = (0.0, 0.0, 0.0)
    for phrase in centred {
      var own: Float = 0
      var other: Float = -1
      // Read as a request, a phrase is `unscaled`: its `vector` times this length.
      let length = Double(Self.dot(phrase.unscaled, phrase.unscaled).squareRoot())
      for (place, point) in points.enumerated() {
        let similarity = Self.dot(phrase.vector, point)
        if place == phrase.group {
          own = similarity
        } else {
          other = max(other, similarity)
          let asRequest = Double(similarity) * length
          unrelatedCount += 1
          unrelatedSum += asRequest
          unrelatedSquares += asRequest * asRequest
        }
      }
      spread += own - other
    }
    // Intents whose phrases mean no different (one phrase said by two intents) have no
    // meanings to tell them apart.
    guard spread / count >= Float(Self.leastSpread) else { return nil }
    self.spread = Double(spread / count)
    // Each phrase read as a request is, against its intent's point made without it.
    var leftOut: [Double] = []
    for phrase in centred where groupPhrases[phrase.group].count > 1 {
      var point = sums[phrase.group]
      for index in 0..<dimensions { point[index] -= phrase.vector[index] }
      guard Self.normalize(&point) else { continue }
      leftOut.append(Double(Self.dot(phrase.unscaled, point)))
    }
    leftOut.sort()
    let least = leftOut.isEmpty ? 0 : leftOut[Int(Self.leastMeantShare * Double(leftOut.count))]
    // A unit smaller than the similarities phrases reach to intents they do not ask for
    // would read any request as meant: it is at least their standard deviation.
    let unrelatedMean = unrelatedCount > 0 ? unrelatedSum / unrelatedCount : 0
    let unrelatedDeviation =
      unrelatedCount > 0
      ? max(0, unrelatedSquares / unrelatedCount - unrelatedMean * unrelatedMean).squareRoot()
      : 0
    leastMeaning = least > 0 ? max(least, unrelatedDeviation) : nil
  }

  /// The share of an app's phrases, each read as a request and left out of its intent's point,
  /// that mean their intent less than ``leastMeaning``.
  static var leastMeantShare: Double { MatcherSettings.shared.leastMeantShare }

  /// How much a request must mean an intent, at the least, for its words to be taken to ask
  /// for it: the similarity that ``leastMeantShare`` of the app's phrases fall below, each read
  /// as a request against its intent's point made without it, and never less than the
  /// standard deviation of the similarities of the app's phrases to the intents they do not
  /// ask for (in an app of two or three phrases an intent, that share of its phrases may mean
  /// their intent next to nothing, and a unit that small reads any request as meant: "call
  /// mom" as a music player's Pause). `nil` when the share is not above 0: the app's phrases,
  /// left out in turn, do not mean their intents clearly enough to tell a request that means
  /// none of them (apps of a few phrases each, all about one thing).
  let leastMeaning: Double?

  /// The mean, over the app's phrases, of a phrase's similarity to its own intent less its
  /// highest similarity to another.
  let spread: Double

  /// The vector of a request's `words`: their pieces summed as a phrase's are, at unit length,
  /// less the app's average phrase; empty when none of them is made of the table's pieces.
  func vector(of words: [String]) -> [Float] {
    let pieces = words.flatMap { table.pieces(of: $0) }
    guard !pieces.isEmpty else { return [] }
    var vector = Self.sum(of: pieces, in: table, rarity: rarity, unknownRarity: unknownRarity)
    // Not scaled again: what is left is as long as the request says more than the app's
    // average phrase, so a request that says little of its own is like no intent much.
    for index in vector.indices { vector[index] -= mean[index] }
    return vector
  }

  /// The similarity of a request's ``vector(of:)`` to each group, in the groups' order; 0
  /// for an empty vector.
  ///
  /// - Complexity: O(*g* × *d*) for *g* groups and *d* dimensions.
  func similarities(of vector: [Float]) -> [Double] {
    guard !vector.isEmpty else { return [Double](repeating: 0, count: groupCount) }
    precondition(vector.count * groupCount == pointsByDimension.count)
    // Every group's dot product at once, each summed in the order of `dot(_:_:)`.
    var sums = [Float](repeating: 0, count: groupCount)
    let groups = groupCount
    vector.withUnsafeBufferPointer { vector in
      pointsByDimension.withUnsafeBufferPointer { points in
        sums.withUnsafeMutableBufferPointer { sums in
          for index in 0..<vector.count {
            let value = vector[index]
            let row = UnsafeBufferPointer(rebasing: points[index * groups..<(index + 1) * groups])
            for group in 0..<groups { sums[group] += value * row[group] }
          }
        }
      }
    }
    return sums.map(Double.init)
  }

  /// The cosine of the request whose ``vector(of:)`` is `vector` to the app's average phrase,
  /// before the average is taken from it: how much the request is about what the app's
  /// phrases are all about, −1…1; 0 for an empty vector.
  ///
  /// - Complexity: O(*d*) for *d* dimensions.
  func topicSimilarity(of vector: [Float]) -> Double {
    guard !vector.isEmpty, meanLength > 0 else { return 0 }
    // The vector is the request's unit vector less the average: add the average back.
    return Double((Self.dot(vector, mean) + meanLength * meanLength) / meanLength)
  }

  /// Whether the word vectors know `word` as a whole word, not as pieces of one.
  func knows(_ word: String) -> Bool { table.pieces(of: word).count == 1 }

  /// The sum of the vectors of `pieces`, each weighted by its rarity, at unit length (all
  /// zeros when it has none).
  private static func sum(
    of pieces: [Int32], in table: WordVectors, rarity: [Int32: Float], unknownRarity: Float
  ) -> [Float] {
    var vector = [Float](repeating: 0, count: table.dimensions)
    for piece in pieces { table.add(piece, weight: rarity[piece] ?? unknownRarity, to: &vector) }
    normalize(&vector)
    return vector
  }

  /// The dot product of two vectors of the same length.
  private static func dot(_ first: [Float], _ second: [Float]) -> Float {
    precondition(first.count == second.count)
    return first.withUnsafeBufferPointer { first in
      second.withUnsafeBufferPointer { second in
        var sum: Float = 0
        for index in 0..<first.count { sum += first[index] * second[index] }
        return sum
      }
    }
  }

  /// Scales `vector` to unit length; `false` (and no change) when it has none.
  @discardableResult
  static func normalize(_ vector: inout [Float]) -> Bool {
    var sum: Float = 0
    for value in vector { sum += value * value }
    guard sum > 1e-12 else { return false }
    let scale = 1 / sum.squareRoot()
    for index in vector.indices { vector[index] *= scale }
    return true
  }
}

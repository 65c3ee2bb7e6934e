extension WordVectors {
  /// The cosine similarity of two words' vectors (each the sum of its pieces), −1…1, or `nil`
  /// when either is made of no piece of the table.
  func similarity(of first: String, _ second: String) -> Double? {
    guard let one = unitVector(of: first), let other = unitVector(of: second) else { return nil }
    var sum: Float = 0
    for index in one.indices { sum += one[index] * other[index] }
    return Double(sum)
  }

  /// The sum of `word`'s piece vectors at unit length, or `nil` when it has none.
  private func unitVector(of word: String) -> [Float]? {
    let pieces = pieces(of: word)
    guard !pieces.isEmpty else { return nil }
    var vector = [Float](repeating: 0, count: dimensions)
    for piece in pieces { add(piece, weight: 1, to: &vector) }
    return MeaningProfile.normalize(&vector) ? vector : nil
  }
}

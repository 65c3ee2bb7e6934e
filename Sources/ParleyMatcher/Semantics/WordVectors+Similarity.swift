extension WordVectors {
  /// The cosine similarity of two words' vectors (each the sum of its pieces), −1…1, or `nil`
  /// when either is made of no piece of the table.
  func similarity(of first: String, _ second: String) -> Double? {
    guard let one = unitVector(of: first) else { return nil }
    return similarity(of: one, second)
  }

  /// The cosine similarity of a word's ``unitVector(of:)`` to `word`'s vector, −1…1, or `nil`
  /// when `word` is made of no piece of the table: the vector read once for many words.
  func similarity(of unit: [Float], _ word: String) -> Double? {
    guard let other = unitVector(of: word) else { return nil }
    var sum: Float = 0
    for index in unit.indices { sum += unit[index] * other[index] }
    return Double(sum)
  }

  /// The sum of `word`'s piece vectors at unit length, or `nil` when it has none.
  func unitVector(of word: String) -> [Float]? {
    let pieces = pieces(of: word)
    guard !pieces.isEmpty else { return nil }
    var vector = [Float](repeating: 0, count: dimensions)
    for piece in pieces { add(piece, weight: 1, to: &vector) }
    return MeaningProfile.normalize(&vector) ? vector : nil
  }
}

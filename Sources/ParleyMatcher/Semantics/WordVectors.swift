import Foundation

/// A table of word-piece vectors: what a word means, as a point in a space where words of like
/// meaning lie close ("alarm" near "wake", "lights" near "lamp"), for words no phrase says.
///
/// The table (`Resources/WordVectors.bin`, made by `Scripts/make-word-vectors.py` from the
/// sentence encoder all-MiniLM-L6-v2) holds one vector for each word piece of the encoder's
/// vocabulary: a word it lacks is split into the longest pieces it has, as the encoder splits
/// it ("flashcards" is "flash", "##card", "##s"). It is read once per process, when the first
/// ``PhraseIndex`` is built; where it cannot be found or read, ``shared`` is `nil` and the
/// matcher scores words alone.
///
/// ```swift
/// let table = WordVectors.shared
/// table?.pieces(of: "flashcards")  // the ids of "flash", "##card", "##s"
/// ```
struct WordVectors: Sendable {
  /// The number of values in each vector.
  let dimensions: Int
  /// Every piece's values, piece by piece, each scaled by its `scales` entry.
  private let values: [Int8]
  private let scales: [Float]
  /// The id of each whole-word piece, and of each continuation piece (stored without "##").
  private let words: [String: Int32]
  private let continuations: [String: Int32]
  /// The longest piece, in bytes.
  private let longestPiece: Int
  /// The table's words a word it lacks may be a misspelling of.
  let spellings: TableSpellings

  /// The table of `Resources/WordVectors.bin`, or `nil` when it is missing or unreadable.
  static let shared: WordVectors? = MatcherResource.locate("WordVectors.bin").flatMap {
    try? WordVectors(contentsOf: $0)
  }

  /// The pieces of a word longer than this are not looked up: no word is.
  static let longestWord = 64

  /// Reads a table in the format `Scripts/make-word-vectors.py` writes.
  ///
  /// - Throws: ``WordVectorsError`` when the data is not such a table.
  init(contentsOf url: URL) throws {
    try self.init(data: try Data(contentsOf: url, options: .alwaysMapped))
  }

  /// Reads a table from its bytes: "PWV1", the piece count and dimensions (UInt32, little
  /// endian), each piece as a byte length and UTF-8, a Float32 scale per piece, then the Int8
  /// values piece by piece.
  ///
  /// - Throws: ``WordVectorsError`` when the data is not such a table.
  init(data: Data) throws {
    let parsed = try data.withUnsafeBytes { try Self.parse($0) }
    dimensions = parsed.dimensions
    values = parsed.values
    scales = parsed.scales
    words = parsed.words
    continuations = parsed.continuations
    longestPiece = parsed.longestPiece
    spellings = TableSpellings(words: parsed.words)
  }

  private static func parse(_ bytes: UnsafeRawBufferPointer) throws -> (
    dimensions: Int, values: [Int8], scales: [Float], words: [String: Int32],
    continuations: [String: Int32], longestPiece: Int
  ) {
    var offset = 0
    func take(_ count: Int) throws -> UnsafeRawBufferPointer {
      guard count >= 0, count <= bytes.count - offset else { throw WordVectorsError.truncated }
      defer { offset += count }
      return UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + count])
    }
    func uint32() throws -> Int {
      try take(4).reversed().reduce(0) { $0 << 8 | Int($1) }
    }
    guard try take(4).elementsEqual("PWV1".utf8) else { throw WordVectorsError.notATable }
    let count = try uint32()
    let dimensions = try uint32()
    guard count > 0, dimensions > 0, count < 1 << 24, dimensions < 1 << 12 else {
      throw WordVectorsError.notATable
    }
    var words: [String: Int32] = [:]
    var continuations: [String: Int32] = [:]
    words.reserveCapacity(count)
    continuations.reserveCapacity(count / 4)
    var longest = 0
    let hash = UInt8(ascii: "#")
    for id in 0..<count {
      let length = Int(try take(1)[0])
      let bytes = try take(length)
      guard length > 0 else { throw WordVectorsError.notATable }
      longest = max(longest, length)
      if length > 2 && bytes[0] == hash && bytes[1] == hash {
        continuations[String(decoding: bytes.dropFirst(2), as: UTF8.self)] = Int32(id)
      } else {
        words[String(decoding: bytes, as: UTF8.self)] = Int32(id)
      }
    }
    let scaleBytes = try take(4 * count)
    let scales = (0..<count).map { index in
      Float(
        bitPattern: scaleBytes[4 * index..<4 * index + 4].reversed().reduce(UInt32(0)) {
          $0 << 8 | UInt32($1)
        })
    }
    let values = Array(try take(count * dimensions).bindMemory(to: Int8.self))
    return (dimensions, values, scales, words, continuations, longest)
  }

  /// The ids of the pieces `word` is made of, longest first from its start, or `[]` when some
  /// part of it is no piece (as the encoder reads such a word as unknown).
  ///
  /// - Complexity: O(*n*²) in the length of the word, at most ``longestWord``.
  func pieces(of word: String) -> [Int32] {
    if let whole = words[word] { return [whole] }
    let letters = Array(word.utf8)
    guard !letters.isEmpty, letters.count <= Self.longestWord else { return [] }
    var found: [Int32] = []
    var start = 0
    while start < letters.count {
      var end = min(letters.count, start + longestPiece)
      var piece: Int32?
      while end > start {
        // Every piece is ASCII: a cut through a letter outside it decodes to a replacement
        // character, which no piece holds.
        let text = String(decoding: letters[start..<end], as: UTF8.self)
        piece = start == 0 ? words[text] : continuations[text]
        if piece != nil { break }
        end -= 1
      }
      guard let piece else { return [] }
      found.append(piece)
      start = end
    }
    return found
  }

  /// Adds `weight` times the vector of piece `id` to `sum`, which has ``dimensions`` values.
  func add(_ id: Int32, weight: Float, to sum: inout [Float]) {
    precondition(sum.count == dimensions && values.indices.contains(Int(id) * dimensions))
    let start = Int(id) * dimensions
    let scale = scales[Int(id)] * weight
    values.withUnsafeBufferPointer { values in
      sum.withUnsafeMutableBufferPointer { sum in
        let piece = UnsafeBufferPointer(rebasing: values[start..<start + dimensions])
        for index in 0..<dimensions {
          sum[index] += scale * Float(piece[index])
        }
      }
    }
  }
}

/// Why a word-vector table could not be read.
enum WordVectorsError: Error, Equatable {
  /// The data does not start as a table does, or a piece is empty.
  case notATable
  /// The data ends before the table does.
  case truncated
}

import Foundation

/// A line-by-line reader of one phrase-file format: it takes decoded lines in order, collects
/// problems, and builds the file's model at the end.
protocol PhraseFileReader {
  /// What the reader builds.
  associatedtype Output

  /// Creates a reader at the start of a file.
  init()

  /// Every problem found so far.
  var errors: [PhraseFileError] { get }

  /// Reads the next line of the file.
  mutating func read(_ line: PhraseFileLine)

  /// Finishes the file and returns what was read.
  mutating func finish() -> Output
}

extension PhraseFileReader {
  /// Decodes `data` and reads every line, throwing all problems together.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The path to show in error locations.
  /// - Returns: What the reader built.
  /// - Throws: ``PhraseFileErrors`` with every problem in the file.
  static func parse(_ data: Data, file: String) throws -> Output {
    var decodingErrors: [PhraseFileError] = []
    let lines = PhraseFileText.lines(of: data, file: file, errors: &decodingErrors)
    var reader = Self()
    for line in lines { reader.read(line) }
    let output = reader.finish()
    try PhraseFileErrors.throwIfAny(decodingErrors + reader.errors)
    return output
  }
}

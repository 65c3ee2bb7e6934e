import Foundation

/// A phrase-file format that parses from text, bytes or a file on disk: ``PhraseSuite`` for
/// `.tests` files and ``Transcript`` for `.transcript` files.
///
/// Every way in reports problems the same way: the whole file is read, and every problem is
/// thrown together as ``PhraseFileErrors``, each one located by `file:line:column`.
///
/// ```swift
/// let suite = try PhraseSuite.parse("play some jazz => nothing", file: "Music.tests")
/// let transcript = try Transcript.load(contentsOf: URL(fileURLWithPath: "Trails.transcript"))
/// ```
public protocol PhraseFileFormat {
  /// Parses a file's bytes, reporting bytes that are not UTF-8 by line and column.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The path to show in error locations.
  /// - Returns: What the file holds.
  /// - Throws: ``PhraseFileErrors`` with every problem in the file.
  static func parse(_ data: Data, file: String) throws -> Self
}

extension PhraseFileFormat {
  /// Parses a file's text.
  ///
  /// - Parameters:
  ///   - text: The file's text.
  ///   - file: The path to show in error locations.
  /// - Returns: What the file holds.
  /// - Throws: ``PhraseFileErrors`` with every problem in the file.
  public static func parse(_ text: String, file: String) throws -> Self {
    try parse(Data(text.utf8), file: file)
  }

  /// Reads and parses a file.
  ///
  /// Locations name the file by the URL's relative path, so a URL made from
  /// `"Phrases/Trails.tests"` is reported as `Phrases/Trails.tests:3:1`.
  ///
  /// - Parameter url: The file.
  /// - Returns: What the file holds.
  /// - Throws: ``PhraseFileErrors`` when the file cannot be read, or with every problem in it.
  public static func load(contentsOf url: URL) throws -> Self {
    let (data, file) = try PhraseFileText.read(contentsOf: url)
    return try parse(data, file: file)
  }
}

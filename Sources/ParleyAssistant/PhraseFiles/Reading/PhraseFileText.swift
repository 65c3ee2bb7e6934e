import Foundation

/// Reads phrase files from disk and splits their bytes into decoded lines.
///
/// Decoding is done here, byte by byte, so that a file that is not UTF-8 is reported with the
/// line and column of its first bad byte instead of failing as a whole. `\n` and `\r\n` both end
/// a line, and a leading byte-order mark is skipped.
enum PhraseFileText {
  /// The longest line, in characters, that a phrase file may hold.
  static let maximumLineLength = 10_000

  /// Reads a file's bytes, reporting a missing or unreadable file as a located error.
  ///
  /// - Parameter url: The file to read.
  /// - Returns: The file's bytes and the path to use in locations.
  /// - Throws: ``PhraseFileErrors`` when the file does not exist, is a directory, or cannot be
  ///   read.
  static func read(contentsOf url: URL) throws -> (data: Data, file: String) {
    let file = url.relativePath
    let whole = SourceLocation(file: file, line: 0, column: 0)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw PhraseFileErrors([PhraseFileError(.unreadableFile, "no such file", at: whole)])
    }
    if isDirectory.boolValue {
      throw PhraseFileErrors([
        PhraseFileError(.unreadableFile, "is a directory, not a file", at: whole)
      ])
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw PhraseFileErrors([
        PhraseFileError(.unreadableFile, "cannot read the file", at: whole)
      ])
    }
    return (data, file)
  }

  /// Splits bytes into lines and decodes each one as UTF-8.
  ///
  /// A line that is not valid UTF-8 or is longer than ``maximumLineLength`` characters is
  /// reported in `errors` and left out of the result, so the rest of the file can still be
  /// checked.
  ///
  /// - Parameters:
  ///   - data: The file's bytes.
  ///   - file: The path to use in locations.
  ///   - errors: Where problems are added.
  /// - Returns: The lines that decoded, in order, blank ones included.
  static func lines(of data: Data, file: String, errors: inout [PhraseFileError])
    -> [PhraseFileLine]
  {
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    var lines: [PhraseFileLine] = []
    var number = 0
    var start = 0
    while start < bytes.count {
      number += 1
      var end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
      let next = end + 1
      if end > start, bytes[end - 1] == 0x0D { end -= 1 }
      let line = decode(bytes[start..<end], file: file, number: number, errors: &errors)
      if let line { lines.append(line) }
      start = next
    }
    return lines
  }

  /// Decodes one line's bytes, or reports why it cannot be used.
  private static func decode(
    _ bytes: ArraySlice<UInt8>, file: String, number: Int, errors: inout [PhraseFileError]
  ) -> PhraseFileLine? {
    if let bad = firstInvalidByte(in: bytes) {
      let column = String(decoding: bytes[bytes.startIndex..<bad], as: UTF8.self).count + 1
      let hex = "0x" + String(bytes[bad], radix: 16, uppercase: true)
      let location = SourceLocation(file: file, line: number, column: column)
      errors.append(
        PhraseFileError(
          .invalidUTF8, "invalid UTF-8 (byte \(hex)); save the file as UTF-8",
          at: location))
      return nil
    }
    let characters = Array(String(decoding: bytes, as: UTF8.self))
    if characters.count > maximumLineLength {
      let location = SourceLocation(file: file, line: number, column: maximumLineLength + 1)
      errors.append(
        PhraseFileError(
          .lineTooLong,
          "line is \(characters.count) characters long; the limit is \(maximumLineLength)",
          at: location))
      return nil
    }
    return PhraseFileLine(file: file, number: number, characters: characters)
  }

  /// The index of the first byte that is not part of a valid UTF-8 sequence, if any.
  private static func firstInvalidByte(in bytes: ArraySlice<UInt8>) -> Int? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = bytes.startIndex
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }
}

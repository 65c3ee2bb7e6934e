import Foundation

/// Finds phrase files under the paths a person names on the command line.
///
/// Each path is a file or a directory. Directories are searched recursively, leaving out
/// hidden files and folders (names starting with `.`); a file named directly is kept when its
/// extension is one of those asked for. The result is sorted by path, without duplicates.
///
/// ```swift
/// let urls = try PhraseFileFinder.files(in: ["Phrases", "extra/Music.tests"])
/// urls.map(\.relativePath)
/// // ["Phrases/Trails.tests", "Phrases/Trails.transcript", "extra/Music.tests"]
/// ```
public enum PhraseFileFinder {
  /// The extensions of coverage suites and dialog transcripts: `tests` and `transcript`.
  public static let testExtensions = ["tests", "transcript"]

  /// The files with the given extensions at or under `paths`.
  ///
  /// URLs keep the paths as given, so a relative path gives URLs whose `relativePath` is
  /// relative too, and locations in errors read as the person typed them.
  ///
  /// - Parameters:
  ///   - paths: Files and directories, relative to the current directory or absolute.
  ///   - extensions: The extensions to keep, without the dot.
  /// - Returns: The files found, sorted by path.
  /// - Throws: ``PhraseFileErrors`` naming every path that does not exist or cannot be read.
  public static func files(
    in paths: [String], withExtensions extensions: [String] = testExtensions
  ) throws -> [URL] {
    var search = Search(extensions: Set(extensions))
    for path in paths { search.visit(path, named: true) }
    try PhraseFileErrors.throwIfAny(search.errors)
    return search.found.sorted().map { URL(fileURLWithPath: $0) }
  }

  /// The state of one search: what was found, where it has been, and what went wrong.
  private struct Search {
    let extensions: Set<String>
    var found: Set<String> = []
    var visitedDirectories: Set<String> = []
    var errors: [PhraseFileError] = []

    init(extensions: Set<String>) {
      self.extensions = extensions
    }

    /// Visits a file or directory; `named` when the person gave this path.
    mutating func visit(_ path: String, named: Bool) {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        if named { errors.append(error(path, "no such file or directory")) }
        return
      }
      guard isDirectory.boolValue else {
        if extensions.contains(URL(fileURLWithPath: path).pathExtension) { found.insert(path) }
        return
      }
      let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      guard visitedDirectories.insert(resolved).inserted else { return }
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
        errors.append(error(path, "cannot read the directory"))
        return
      }
      let prefix = path.hasSuffix("/") ? path : path + "/"
      for name in names.sorted() where !name.hasPrefix(".") {
        visit(prefix + name, named: false)
      }
    }

    private func error(_ path: String, _ message: String) -> PhraseFileError {
      PhraseFileError(.unreadableFile, message, at: SourceLocation(file: path, line: 0, column: 0))
    }
  }
}

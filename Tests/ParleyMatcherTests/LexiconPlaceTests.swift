import Foundation
import Testing

/// Every English word list the matcher and the conversation read is defined once, in the
/// Lexicon: no other source file of ParleyMatcher or ParleyAssistant writes a list of two or
/// more words of its own. The folders that hold no English the requests are read by are left
/// out: the phrase-file and transcript formats' keywords, and the words the benchmark makes
/// catalogs and numbers of.
@Suite struct LexiconPlaceTests {
  /// The package's folder.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The folders whose lists are no English words that a request is read by.
  static let outside = ["/Lexicon/", "/Benchmark/", "/PhraseFiles/"]

  /// A list literal that opens with two quoted lower-case words: `["on", "off"]`.
  static let wordList = #/\[\s*"[a-z']+",\s*"[a-z']+"/#

  /// The lines of `module`'s sources, outside ``outside``, that write a word list, each as
  /// `path:line: text`; comments are no lists.
  static func wordLists(in module: String) throws -> [String] {
    let folder = root.appendingPathComponent("Sources/\(module)")
    let files = try #require(FileManager.default.enumerator(atPath: folder.path))
    var found: [String] = []
    for case let path as String in files
    where path.hasSuffix(".swift") && !outside.contains(where: { "/\(path)".contains($0) }) {
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      // A list may open on one line and go on on the next: read the code without comments.
      let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.trimmingCharacters(in: .whitespaces).hasPrefix("//") ? "" : String(line)
      }
      for (number, _) in code.enumerated() {
        let window = code[number..<min(number + 2, code.count)].joined(separator: "\n")
        guard let match = window.firstMatch(of: wordList),
          match.range.lowerBound < window.index(window.startIndex, offsetBy: code[number].count)
        else { continue }
        found.append("\(module)/\(path):\(number + 1): \(code[number])")
      }
    }
    return found
  }

  @Test(arguments: ["ParleyMatcher", "ParleyAssistant"])
  func noWordListIsWrittenOutsideTheLexicon(module: String) throws {
    let found = try Self.wordLists(in: module)
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  /// The check finds a list where one is written, so that its silence means something.
  @Test func aListWrittenInlineIsFound() {
    let line = #"    guard ["on", "off"].contains(word) else { return nil }"#
    #expect(line.firstMatch(of: Self.wordList) != nil)
    #expect(#"let name = "on""#.firstMatch(of: Self.wordList) == nil)
  }
}

import Foundation
import ParleyMatcher

/// Reads the lines of a `.tests` file one at a time, collecting cases and problems.
struct PhraseSuiteParser: PhraseFileReader {
  /// The directives a suite knows.
  static let directives = ["now", "matching", "focus"]

  /// The cases read so far.
  private(set) var cases: [PhraseSuiteCase] = []
  /// The clock set by `@now`, if any.
  private(set) var now: Date?
  /// Every problem found so far.
  private(set) var errors: [PhraseFileError] = []
  /// The matching mode set by `@matching`, if any.
  private(set) var matching: MatchingMode?
  /// The line of each directive seen.
  private var directiveLines: [String: Int] = [:]
  /// The app the lines below the last `@focus` are said to, and where it is named.
  private var focus: (app: String, location: SourceLocation)?

  /// Finishes the file and returns the suite.
  func finish() -> PhraseSuite {
    PhraseSuite(cases: cases, now: now, matching: matching)
  }

  /// Reads one line.
  mutating func read(_ line: PhraseFileLine) {
    let start = line.skippingWhitespace(from: 0)
    guard start < line.characters.count, line.characters[start] != "#" else { return }
    if line.characters[start] == "@" {
      readDirective(Directive(line: line, at: start), on: line)
    } else {
      readCase(line, from: start)
    }
  }

  private mutating func readDirective(_ directive: Directive, on line: PhraseFileLine) {
    guard Self.directives.contains(directive.name) else {
      errors.append(directive.unknownError(known: Self.directives, on: line))
      return
    }
    // `@focus` holds for the lines below it, until the next one; `@focus` alone ends it.
    if directive.name == "focus" {
      focus =
        directive.value.isEmpty ? nil : (directive.value, line.location(at: directive.valueIndex))
      return
    }
    if let firstLine = directiveLines[directive.name] {
      errors.append(directive.duplicateError(firstLine: firstLine, on: line))
      return
    }
    directiveLines[directive.name] = line.number
    if directive.name == "matching" {
      matching = directive.matchingMode(on: line, errors: &errors)
    } else {
      now = directive.date(on: line, errors: &errors)
    }
  }

  private mutating func readCase(_ line: PhraseFileLine, from start: Int) {
    let (arrow, end) = Self.arrowAndEnd(of: line, from: start)
    guard let arrow else {
      errors.append(
        line.error(
          .missingArrow, "missing '=>' between the utterance and the expected intent",
          at: start))
      return
    }
    let utterance = line.trimmedText(start, arrow)
    guard !utterance.isEmpty else {
      errors.append(line.error(.emptyUtterance, "empty utterance before '=>'", at: start))
      return
    }
    var reader = ExpectationReader(line: line, start: arrow + 2, end: end)
    switch reader.read() {
    case .success(let expectation):
      var suiteCase = PhraseSuiteCase(
        utterance: utterance, expectation: expectation, location: line.location(at: start))
      suiteCase.intentLocation = line.location(at: reader.intentStart)
      suiteCase.parameterLocations = reader.parameterStarts.mapValues(line.location(at:))
      suiteCase.appInFocus = focus?.app
      suiteCase.appInFocusLocation = focus?.location
      cases.append(suiteCase)
    case .failure(let error):
      errors.append(error)
    }
  }

  /// The index of the first `=>` and the end of the line's content before any comment.
  ///
  /// Before `=>` any `#` after whitespace starts a comment; after it, quoted values are
  /// skipped (with their `\"` and `\\` escapes), so a `#` inside quotes is text.
  static func arrowAndEnd(of line: PhraseFileLine, from start: Int) -> (arrow: Int?, end: Int) {
    let characters = line.characters
    var arrow: Int?
    var inQuotes = false
    var index = start
    while index < characters.count {
      let character = characters[index]
      if inQuotes {
        if character == "\\" {
          index += 1
        } else if character == "\"" {
          inQuotes = false
        }
      } else if character == "#", characters[index - 1].isWhitespace {
        return (arrow, index)
      } else if arrow == nil, character == "=", index + 1 < characters.count,
        characters[index + 1] == ">"
      {
        arrow = index
        index += 1
      } else if arrow != nil, character == "\"" {
        inQuotes = true
      }
      index += 1
    }
    return (arrow, characters.count)
  }
}

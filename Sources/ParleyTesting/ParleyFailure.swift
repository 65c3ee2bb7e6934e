import ParleyAssistant
import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// One failed expectation: what went wrong and where, in the suite or transcript file when it
/// came from one, else at the test's line.
public struct ParleyFailure: Sendable, CustomStringConvertible {
  /// What went wrong, as a sentence.
  public let message: String
  /// The suite or transcript line the failure belongs to, if it came from a file.
  public let fileLocation: ParleyAssistant.SourceLocation?

  /// `file:line:column: message` for a file's failure, else the message.
  public var description: String {
    fileLocation.map { "\($0): \(message)" } ?? message
  }
}

/// Records failures in the running test: a Swift Testing issue at the suite or transcript line
/// (or at the caller's line), or an XCTest failure at the caller's line whose message starts
/// with the file's location.
enum FailureRecorder {
  static func record(
    _ failures: [ParleyFailure], at caller: Testing.SourceLocation, file: StaticString,
    line: UInt
  ) {
    for failure in failures {
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: failure.message),
          sourceLocation: failure.fileLocation.map(testingLocation) ?? caller)
      } else {
        #if canImport(XCTest)
          XCTFail(failure.description, file: file, line: line)
        #endif
      }
    }
  }

  /// A Swift Testing location for a line of a suite or transcript file.
  static func testingLocation(_ location: ParleyAssistant.SourceLocation) -> Testing.SourceLocation
  {
    let url = URL(fileURLWithPath: location.file)
    let folder = url.deletingLastPathComponent().lastPathComponent
    return Testing.SourceLocation(
      fileID: "\(folder.isEmpty ? "Phrases" : folder)/\(url.lastPathComponent)",
      filePath: url.path, line: max(1, location.line), column: max(1, location.column))
  }
}

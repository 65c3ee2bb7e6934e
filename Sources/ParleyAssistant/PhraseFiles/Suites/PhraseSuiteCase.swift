import Foundation

/// One line of a phrase-coverage suite: an utterance and what it must reach.
///
/// ```swift
/// // get conditions for bear creek in trails => GetTrailInfo trail="Bear Creek Trail"
/// testCase.utterance    // "get conditions for bear creek in trails"
/// testCase.expectation  // .intent(app: nil, name: "GetTrailInfo",
///                       //         parameters: [.init(name: "trail", value: "Bear Creek Trail")])
/// ```
public struct PhraseSuiteCase: Equatable, Sendable {
  /// What an utterance must reach.
  public enum Expectation: Equatable, Sendable, CustomStringConvertible {
    /// No intent may match (`=> nothing`).
    case nothing
    /// The named intent must match, with these parameter values, in the order written.
    ///
    /// `app` is set when the intent was written as `App.Intent`.
    case intent(app: String?, name: String, parameters: [Parameter])

    /// The expectation as it is written after `=>`, such as
    /// `Trails.GetTrailInfo trail="Bear Creek Trail"`.
    public var description: String {
      switch self {
      case .nothing:
        return "nothing"
      case .intent(let app, let name, let parameters):
        let qualified = app.map { "\($0).\(name)" } ?? name
        return ([qualified] + parameters.map(\.description)).joined(separator: " ")
      }
    }
  }

  /// A parameter value an intent must receive, as written: `name=value`.
  public struct Parameter: Hashable, Sendable, CustomStringConvertible {
    /// The parameter's name, as the intent declares it (`trail`).
    public var name: String
    /// The expected value, unquoted and unescaped (`Bear Creek Trail`).
    public var value: String

    /// Creates a parameter value.
    ///
    /// - Parameters:
    ///   - name: The parameter's name.
    ///   - value: The expected value.
    public init(name: String, value: String) {
      self.name = name
      self.value = value
    }

    /// The parameter as written in a suite: `name=value`, quoted and escaped where needed.
    public var description: String {
      let needsQuotes =
        value.isEmpty || value.contains { $0.isWhitespace || $0 == "\"" || $0 == "\\" }
      guard needsQuotes else { return "\(name)=\(value)" }
      let escaped = value.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
      return "\(name)=\"\(escaped)\""
    }
  }

  /// What the user says, trimmed.
  public var utterance: String
  /// What the utterance must reach.
  public var expectation: Expectation
  /// Where the case's line starts.
  public var location: SourceLocation
  /// Where the expected intent's name (or `App.Intent`) is written after `=>`; the line's start
  /// for a case not read from a file.
  public var intentLocation: SourceLocation
  /// Where each expected parameter is written, by its name as written.
  public var parameterLocations: [String: SourceLocation] = [:]
  /// The app the utterance is said to, as right after one of its intents was performed
  /// (`@focus`), or `nil` for a request said to no app in particular.
  public var appInFocus: String?
  /// Where the `@focus` that names ``appInFocus`` is written; `nil` without one.
  public var appInFocusLocation: SourceLocation?

  /// Creates a case.
  ///
  /// - Parameters:
  ///   - utterance: What the user says.
  ///   - expectation: What it must reach.
  ///   - location: Where the case was written.
  public init(utterance: String, expectation: Expectation, location: SourceLocation) {
    self.utterance = utterance
    self.expectation = expectation
    self.location = location
    self.intentLocation = location
  }
}

import ParleyMatcher

/// How a line said with no question waiting reads as requests, as
/// ``Conversation/respond(to:)`` takes it: the requests it says one after another, and the
/// clauses it says that are requests of their own that no app does, left out of the request
/// they were said with, values and all. `parley match` shows it, so that it agrees with
/// `parley chat`.
///
/// ```swift
/// await conversation.requestsSaid(
///   in: "reorder my last coffee with brew and get conditions for bear creek"
/// ).requests  // ["reorder my last coffee with brew", "get conditions for bear creek"]
/// await conversation.requestsSaid(
///   in: "create a note called dentist in notes and set an alarm for 8"
/// ).leftOut.map(\.said)  // ["set an alarm for 8"]
/// ```
public struct RequestsSaid: Equatable, Sendable {
  /// The requests the line says, each as a line of its own, in the order they run; the line
  /// itself when it says one request.
  public var requests: [String]
  /// The clauses said after "and" that say a request of their own no app does: left out, with
  /// any value in them ("8" is no text of the note).
  public var leftOut: [Clause]

  /// A part of a line, and where it lies in it.
  public struct Clause: Equatable, Sendable {
    /// The words as said.
    public var said: String
    /// Where they lie in the line.
    public var range: Range<String.Index>

    public init(said: String, range: Range<String.Index>) {
      self.said = said
      self.range = range
    }
  }

  public init(requests: [String], leftOut: [Clause] = []) {
    self.requests = requests
    self.leftOut = leftOut
  }

  /// Whether the line says several requests, run one after another.
  public var isSeveral: Bool { requests.count > 1 }
}

extension Conversation {
  /// How `line`, said with no question waiting, reads as requests: cut into several where
  /// ``respond(to:)`` cuts it (see `severalRequests(in:)`), else the one request it says,
  /// with the clauses of their own in it that no app does (see
  /// `clausesOfTheirOwn(of:in:for:)`). Nothing is run and nothing is remembered.
  ///
  /// - Parameter line: What the person says.
  /// - Returns: The requests, and the clauses left out.
  public func requestsSaid(in line: String) async -> RequestsSaid {
    if let parts = severalRequests(in: line) { return RequestsSaid(requests: parts) }
    guard let best = match(line).best,
      let (app, intentType) = catalog.intents(named: "\(best.app).\(best.intent)").first
    else { return RequestsSaid(requests: [line]) }
    let request = makeRequest(app: app, intentType: intentType)
    let clauses = clausesOfTheirOwn(of: best, in: line, for: request)
    return RequestsSaid(
      requests: [line],
      leftOut: clauses.map { RequestsSaid.Clause(said: $0.said, range: $0.range) })
  }
}

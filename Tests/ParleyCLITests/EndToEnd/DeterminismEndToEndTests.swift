import Foundation
import Testing

/// The same input gives the same output in every process. Swift seeds its hashing afresh in
/// each process, so an ordering that falls back on a dictionary's or a set's order shows up as
/// runs that disagree.
@Suite struct DeterminismEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  /// Requests whose candidates tie: the same name in two vocabularies, several equal entity
  /// hits, words that fit several intents.
  static let utterances = [
    "latte coffee brew", "trail trails", "brew trails", "springfield", "order coffee",
    "bear creek cedar falls alpine loop in trails", "open trails brew", "latte mocha cappuccino",
  ]

  @Test(arguments: utterances)
  func matchAnswersTheSameInEveryProcess(_ utterance: String) async throws {
    var outputs = Set<String>()
    for _ in 0..<6 {
      let result = try await sandbox.run(
        ["match", utterance, "--json"], environment: ["SWIFT_DETERMINISTIC_HASHING": "0"])
      outputs.insert(result.description)
    }
    #expect(outputs.count == 1, "\(outputs.sorted().joined(separator: "\n"))")
  }

  @Test func conversationAnswersTheSameInEveryProcess() async throws {
    var outputs = Set<String>()
    for _ in 0..<6 {
      let result = try await sandbox.chat(
        "latte coffee brew", "cancel", "suggest hiking trails in trails", "springfield",
        "the second one", "trail trails",
        arguments: [])
      outputs.insert(result.description)
    }
    #expect(outputs.count == 1, "\(outputs.sorted().joined(separator: "\n"))")
  }
}

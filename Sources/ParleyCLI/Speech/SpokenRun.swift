import Dispatch
import Foundation
import ParleyAssistant

/// Says every item of a spoken check with a voice and hears it back, a few at a time (one per
/// core), then judges what was heard.
///
/// ```swift
/// let results = try await SpokenRun(check: check, voice: voice, recognizer: recognizer,
///                                   environment: programs.environment).run(items)
/// ```
struct SpokenRun: Sendable {
  let check: SpokenCheck
  let voice: SpeechVoice
  let recognizer: SpeechRecognizer
  let environment: [String: String]
  /// How many items are said and heard at once.
  var width = max(1, ProcessInfo.processInfo.activeProcessorCount)

  /// What was heard for each item, and how long hearing took, in the items' order.
  ///
  /// - Throws: ``SpeechInputError`` from the first item the voice or recogniser failed on.
  func hear(_ items: [SpokenItem]) throws -> [(heard: String, seconds: Double)] {
    let heard = LockedResults(count: items.count)
    let queue = DispatchQueue(label: "parley.spoken", attributes: .concurrent)
    let group = DispatchGroup()
    let slots = DispatchSemaphore(value: width)
    for (index, item) in items.enumerated() {
      slots.wait()
      queue.async(group: group) {
        defer { slots.signal() }
        heard.set(index, Result { try self.hear(item.text, index: index) })
      }
    }
    group.wait()
    return try heard.values.map { try $0.get() }
  }

  /// Says `text` and hears it.
  private func hear(_ text: String, index: Int) throws -> (heard: String, seconds: Double) {
    let file = recognizer.scratch.appendingPathComponent("said-\(index).wav")
    defer { try? FileManager.default.removeItem(at: file) }
    try voice.say(text, to: file, environment: environment)
    let start = DispatchTime.now().uptimeNanoseconds
    let heard = try recognizer.hear(file)
    return (heard, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
  }

  /// Says, hears and judges every item.
  func run(_ items: [SpokenItem]) async throws -> [SpokenResult] {
    let heard = try hear(items)
    var results: [SpokenResult] = []
    for (item, said) in zip(items, heard) {
      results.append(await check.evaluate(item, heard: said.heard, seconds: said.seconds))
    }
    return results
  }
}

/// Results filled in from several threads.
private final class LockedResults: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<(heard: String, seconds: Double), any Error>]

  init(count: Int) {
    results = Array(repeating: .success(("", 0)), count: count)
  }

  func set(_ index: Int, _ result: Result<(heard: String, seconds: Double), any Error>) {
    lock.withLock { results[index] = result }
  }

  var values: [Result<(heard: String, seconds: Double), any Error>] {
    lock.withLock { results }
  }
}

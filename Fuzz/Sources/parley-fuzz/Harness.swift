import Foundation

/// One fuzz target: what it prepares once and what it does with each input.
struct Harness {
  let name: String
  let prepare: () -> Void
  let run: (Data) -> Void

  nonisolated(unsafe) static var selected: Harness?

  static let all: [Harness] = [
    Harness(name: "matcher", prepare: MatcherHarness.prepare, run: MatcherHarness.run),
    Harness(name: "suite", prepare: FileHarness.prepare, run: FileHarness.runSuite),
    Harness(name: "transcript", prepare: FileHarness.prepare, run: FileHarness.runTranscript),
    Harness(
      name: "conversation", prepare: ConversationHarness.prepare, run: ConversationHarness.run),
  ]

  static func named(_ name: String) -> Harness? {
    all.first { $0.name == name }
  }
}

/// Stops the run with a message libFuzzer reports as a crash, keeping the input.
func violated(_ message: @autoclosure () -> String) -> Never {
  FileHandle.standardError.write(Data("parley-fuzz: \(message())\n".utf8))
  abort()
}

/// Waits for `body`, for the synchronous fuzzer callback.
func blocking<T>(_ body: @escaping () async -> T) -> T {
  let box = Box<T>()
  let done = DispatchSemaphore(value: 0)
  Task {
    box.value = await body()
    done.signal()
  }
  done.wait()
  return box.value!
}

/// The input as text (invalid UTF-8 repaired, as files are read), at most `limit` bytes.
func text(_ data: Data, limit: Int = 4096) -> String {
  String(decoding: data.prefix(limit), as: UTF8.self)
}

/// What a task hands back to the thread waiting for it.
final class Box<T>: @unchecked Sendable {
  var value: T?
}

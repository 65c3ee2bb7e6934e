import Foundation
import ParleyCLI

extension ChildProcess {
  /// Waits until the program ends on a thread of its own (not a dispatch worker, which the
  /// tasks of every other test share), so other tests go on while it waits.
  func ended() async -> Ending {
    await withCheckedContinuation { (ended: CheckedContinuation<Ending, Never>) in
      Thread { ended.resume(returning: self.wait()) }.start()
    }
  }
}

/// Runs `body`, which blocks (reads a pipe, waits for a program), on a thread of its own, so
/// the test's task leaves the threads other tests run on free meanwhile.
func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
  try await withCheckedThrowingContinuation { (done: CheckedContinuation<T, any Error>) in
    Thread { done.resume(with: Result { try body() }) }.start()
  }
}

import Dispatch

/// Times a piece of work on the monotonic clock.
///
/// On a shared machine another process can take the core for a whole scheduler tick (about
/// 4 ms) in the middle of a measurement; timing the same work a few times and keeping the
/// fastest removes that interference while keeping every utterance in the distribution.
///
/// ```swift
/// let nanoseconds = Stopwatch.fastest(of: 3) { _ = index.match("open favorites") }
/// ```
public enum Stopwatch {
  /// The shortest of `rounds` runs of `body`, in nanoseconds.
  public static func fastest(of rounds: Int, _ body: () -> Void) -> UInt64 {
    var best = UInt64.max
    for _ in 0..<max(1, rounds) {
      let start = DispatchTime.now().uptimeNanoseconds
      body()
      best = min(best, DispatchTime.now().uptimeNanoseconds - start)
    }
    return best
  }

  /// How long `body` takes once, in nanoseconds, with its result.
  public static func time<T>(_ body: () -> T) -> (result: T, nanoseconds: UInt64) {
    let start = DispatchTime.now().uptimeNanoseconds
    let result = body()
    return (result, DispatchTime.now().uptimeNanoseconds - start)
  }
}

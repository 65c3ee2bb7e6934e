#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pipe no program started later inherits (closed on exec), so that closing its writing end
/// here ends the input of the one reader it was given to, whatever other tests start meanwhile.
/// (`pipe2`, which sets it at once, is not in the Swift overlay of every C library.)
///
/// - Returns: Its reading and writing ends, or `nil` when the system gives no pipe.
func privatePipe() -> (reading: Int32, writing: Int32)? {
  var ends: [Int32] = [0, 0]
  guard pipe(&ends) == 0 else { return nil }
  for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
  return (ends[0], ends[1])
}

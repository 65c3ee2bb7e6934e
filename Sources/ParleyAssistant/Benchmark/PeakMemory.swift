import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's peak resident memory: `VmHWM` from `/proc/self/status` on Linux,
/// `getrusage` elsewhere.
enum PeakMemory {
  /// The peak resident set size in megabytes (2^20 bytes), or `nil` when it cannot be read.
  static func megabytes() -> Double? {
    #if os(Linux)
      if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
          let digits = line.split(separator: " ").compactMap { Double($0) }
          if let kilobytes = digits.first { return kilobytes / 1024 }
        }
      }
      return nil
    #else
      var usage = rusage()
      guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
      return Double(usage.ru_maxrss) / 1_048_576
    #endif
  }
}

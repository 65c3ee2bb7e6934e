import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A change an app could not keep: its file could not be written, so the change was not made.
///
/// Thrown by ``AppDataFile/update(sample:_:)`` and ``KeptValue/change(saving:_:)``; an intent
/// lets it through, and the person hears it instead of the intent's success:
///
/// ```swift
/// AppDataError(url: URL(fileURLWithPath: "/data/brew.json"), code: ENOSPC).saving("your order")
///   .localizedStringResource
/// // "I couldn't save your order: the disk is full."
/// ```
public struct AppDataError: Error, CustomLocalizedStringResourceConvertible, Sendable {
  /// The file (or folder) that could not be written.
  public let url: URL
  /// Why, as words that end a sentence: "the disk is full".
  public let reason: String
  /// What was being saved, as said after "I couldn't save": "your order".
  public var what: String = "your changes"

  /// An error for a system call that failed on `url` with the POSIX error `code`.
  public init(url: URL, code: Int32) {
    self.url = url
    reason = Self.reason(for: code, url: url)
  }

  /// An error with its own reason.
  public init(url: URL, reason: String) {
    self.url = url
    self.reason = reason
  }

  /// The same error, naming what was being saved.
  public func saving(_ what: String) -> AppDataError {
    var error = self
    error.what = what
    return error
  }

  /// The sentence the person reads or hears.
  public var localizedStringResource: LocalizedStringResource {
    "I couldn't save \(what): \(reason)."
  }

  private static func reason(for code: Int32, url: URL) -> String {
    switch code {
    case ENOSPC: return "the disk is full"
    case EDQUOT: return "the disk quota is used up"
    case EFBIG: return "\(url.lastPathComponent) would be larger than this system allows"
    case EROFS: return "the disk is read-only"
    case EACCES, EPERM: return "\(url.path) may not be written"
    default:
      let text = String(cString: strerror(code))
      return "\(url.lastPathComponent): \(text.prefix(1).lowercased() + text.dropFirst())"
    }
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's content atomically, as a careful Unix program does.
///
/// The content goes to a temporary file beside the target, `.NAME.RANDOM.tmp`, created
/// exclusively (`O_EXCL`, never through a symbolic link) under a name no one can guess, with
/// the target's mode (0600 for a new file); it is flushed to disk, renamed over the target, and
/// the folder is flushed so the rename survives a power cut. A target that is a symbolic link or
/// read-only is left alone. Callers hold the folder's lock, so only one writer runs at a time.
struct AtomicFileWriter {
  /// The file to replace.
  let url: URL

  private var folder: URL { url.deletingLastPathComponent() }
  private var prefix: String { ".\(url.lastPathComponent)." }

  /// Replaces the file's content with `data`.
  ///
  /// - Throws: ``AppDataError`` when it cannot; the file then keeps its content.
  func replace(with data: Data) throws {
    let mode = try targetMode()
    let (descriptor, temporary) = try createTemporary(mode: mode)
    var failure: Int32?
    data.withUnsafeBytes { buffer in
      var written = 0
      while written < buffer.count, let base = buffer.baseAddress {
        let count = write(descriptor, base + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        written += count
      }
      if fsync(descriptor) != 0 { failure = errno }
    }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure {
      unlink(temporary)
      throw AppDataError(url: url, code: failure)
    }
    guard rename(temporary, url.path) == 0 else {
      let code = errno
      unlink(temporary)
      throw AppDataError(url: url, code: code)
    }
    let folderDescriptor = open(folder.path, O_RDONLY | O_CLOEXEC)
    if folderDescriptor >= 0 {
      fsync(folderDescriptor)
      close(folderDescriptor)
    }
  }

  /// Deletes the temporary files of the target; only safe while holding the folder's lock.
  func removeLeftovers() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      unlink(folder.appendingPathComponent(name).path)
    }
  }

  /// The mode the new content gets: the target's, or 0600 when there is no target yet.
  private func targetMode() throws -> mode_t {
    var info = stat()
    guard lstat(url.path, &info) == 0 else {
      guard errno == ENOENT else { throw AppDataError(url: url, code: errno) }
      return 0o600
    }
    if info.st_mode & S_IFMT == S_IFLNK {
      throw AppDataError(
        url: url, reason: "\(url.path) is a symbolic link, which is left as it is")
    }
    if info.st_mode & S_IWUSR == 0 {
      throw AppDataError(url: url, reason: "\(url.path) is read-only, so it is left as it is")
    }
    return info.st_mode & 0o777
  }

  /// A new temporary file beside the target, open for writing, and its path.
  private func createTemporary(mode: mode_t) throws -> (Int32, String) {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<8 {
      let token = String(generator.next(), radix: 36)
      let path = folder.appendingPathComponent("\(prefix)\(token).tmp").path
      let descriptor = open(
        path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(0o600))
      if descriptor >= 0 {
        fchmod(descriptor, mode)
        return (descriptor, path)
      }
      guard errno == EEXIST else { throw AppDataError(url: url, code: errno) }
    }
    throw AppDataError(url: url, code: EEXIST)
  }
}
